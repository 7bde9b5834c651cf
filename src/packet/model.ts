// A family packet as this browser keeps it (localStorage) and a share link carries it.

/** One resource of a packet: its id, and the language of the version chosen when not the default. */
export interface PacketItem { id: string; lang?: string }
export interface SharedPacket { items: PacketItem[]; title: string; note: string }

/** Lengths a packet keeps to, in the editor, in storage and in a shared link. */
export const LIMITS = { items: 40, title: 80, note: 400 } as const;

// Invisible characters a packet's title and note never keep, wherever they come from (typed,
// pasted, a shared link, storage written by an older page): C0 controls, DEL and the C1 controls
// (U+0080-U+009F, which a copy from a legacy-encoded document brings, and which print as boxes or
// nothing), and the bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069), which
// could make a shared title read in another order than it is written. Tabs and line breaks are
// spacing, not controls: the note keeps them (it is shown as written), the title, one line, has
// a space instead.
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** `text` as a packet keeps it: without control characters; `lines`: it may hold tabs and line
 * breaks (the note), else they become spaces (the title). */
export function packetText(text: string, { lines = false } = {}): string {
  const kept = text.replace(/\r\n?/g, '\n').replace(CONTROLS, '');
  return lines ? kept : kept.replace(/[\t\n]/g, ' ');
}

/** A packet's title and note as it keeps them (packetText), each within its length. */
export const cleanTexts = ({ title, note }: { title: unknown; note: unknown }) => ({
  title: packetText(typeof title === 'string' ? title : '').slice(0, LIMITS.title),
  note: packetText(typeof note === 'string' ? note : '', { lines: true }).slice(0, LIMITS.note),
});
