// A family packet as this browser keeps it (localStorage) and a share link carries it.

/** One resource of a packet: its id, and the language of the version chosen when not the default. */
export interface PacketItem { id: string; lang?: string }
export interface SharedPacket { items: PacketItem[]; title: string; note: string }

/** Lengths a packet keeps to, in the editor, in storage and in a shared link. */
export const LIMITS = { items: 40, title: 80, note: 400 } as const;
