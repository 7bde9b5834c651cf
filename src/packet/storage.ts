// The packet as this browser keeps it (localStorage only, never sent anywhere): read, written and
// changed here, by the app (./store.tsx) and by the page's own controls before the app has
// started (src/boot/controls/packet.ts), so an "Add to packet" pressed at once is never lost.
// No React: the loader bundles this file too.
import { PACKET_KEY } from '../data/storedKeys';
import { cleanTexts, LIMITS, type PacketItem, type SharedPacket } from './model';

const EMPTY: SharedPacket = { items: [], title: '', note: '' };

/** The stored text, read from storage once and again after each change: every "Add to packet"
 * of a page asks for it, and React asks again at each check (localStorage is a synchronous read). */
let stored: string | undefined;
export const storedPacket = (): string => {
  if (stored === undefined) { try { stored = localStorage.getItem(PACKET_KEY) ?? ''; } catch { stored = ''; } }
  return stored!;
};
// Registered before anything subscribes, so the text is read anew before they look.
if (typeof addEventListener === 'function') addEventListener('storage', () => { stored = undefined; });

let parsed: { text: string; packet: SharedPacket } = { text: '', packet: EMPTY };
/** The packet in `text` (empty when storage is blocked or holds something else). Every "Add to
 * packet" of a page reads the same text: it is parsed once, and an empty packet not at all. */
export const parsePacket = (text: string): SharedPacket => {
  if (text === parsed.text) return parsed.packet;
  let packet = EMPTY;
  try {
    const p = JSON.parse(text) as SharedPacket;
    packet = { ...EMPTY, ...p, ...cleanTexts(p), items: p.items.filter((x) => typeof x.id == 'string') };
  } catch { /* not a packet */ }
  parsed = { text, packet };
  return packet;
};

export const readPacket = () => parsePacket(storedPacket());

/** Keeps `p` (its title and note without control characters: model.ts packetText) and tells this
 * tab (a "storage" event, as other tabs get from the browser). */
export function writePacket(p: SharedPacket): void {
  try { localStorage.setItem(PACKET_KEY, JSON.stringify({ ...p, ...cleanTexts(p), items: p.items.slice(0, LIMITS.items) })); } catch { /* storage full or blocked */ }
  dispatchEvent(new Event('storage'));
}

/** Adds resources at the end (those already in it stay where they are); `remove`: takes them out. */
export function addToPacket(items: PacketItem[], remove?: boolean): void {
  const p = readPacket();
  const all = remove ? p.items.filter((x) => !items.some((it) => it.id === x.id)) : [...p.items, ...items];
  writePacket({ ...p, items: all.filter((x, i) => all.findIndex((y) => y.id === x.id) === i) });
}

/** Whether every one of these resources is in the packet. */
export const holdsAll = (p: SharedPacket, ids: readonly string[]) => ids.every((id) => p.items.some((x) => x.id === id));
