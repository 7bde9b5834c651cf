// The packet in this browser (./storage.ts), live, for the packet page. The header's count and
// "Add to packet" are the page's own controls (./buttons.tsx, src/boot/controls/packet.ts).
import { useSyncExternalStore } from 'react';
import type { SharedPacket } from './model';
import { parsePacket, storedPacket } from './storage';

export { addToPacket, readPacket, writePacket } from './storage';

// Changes from other tabs arrive as "storage" events; writePacket sends this tab one too.
const subscribe = (fn: () => void) => {
  addEventListener('storage', fn);
  return () => removeEventListener('storage', fn);
};

/** The packet, live; empty while hydrating (the prerendered page knows no packet). */
export const usePacket = (): SharedPacket => parsePacket(useSyncExternalStore(subscribe, storedPacket, () => ''));
