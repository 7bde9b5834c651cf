// The share link's codec: a packet as the hash of the packet page's address, so the link holds
// everything and nothing is stored anywhere. `#r=id.id~es.id&t=Title&n=Note`: each item is its id
// (schema/contract/packetId.ts), "~es" when the packet chooses the resource's version in that language.
// Whatever the hash holds is only ever read as data: ids are checked against PACKET_ID and text
// is shown as text.
import { cleanTexts, LIMITS, type PacketItem, type SharedPacket } from './model';

/** What a packet id (schema/contract/packetId.ts) looks like: anything else in a shared link is refused. */
export const PACKET_ID = /^[0-9a-z]{7}$/;

/** The longest hash read at all: a longer one is refused whole. */
export const MAX_HASH = 2000;

const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
const dec = (s: string) => { try { return decodeURIComponent(s.replace(/\+/g, ' ')); } catch { return ''; } };

/** The hash (without "#") that rebuilds this packet. */
export function encodePacket(packet: SharedPacket): string {
  const { items } = packet;
  // A link carries no control characters, even from a packet kept before they were refused.
  const { title, note } = cleanTexts(packet);
  const parts = [`r=${items.map((it) => it.id + (it.lang ? `~${it.lang}` : '')).join('.')}`];
  if (title) parts.push(`t=${enc(title)}`);
  if (note) parts.push(`n=${enc(note)}`);
  return parts.join('&');
}

export type Decoded =
  | { kind: 'none' }
  | { kind: 'packet'; packet: SharedPacket; /** Tokens that are not ids: the link was altered. */ invalid: number }
  | { kind: 'invalid'; reason: 'long' | 'malformed' };

/** Reads a location hash ("#r=…"): none when it is not a packet link at all. */
export function decodePacket(hash: string): Decoded {
  const h = hash.replace(/^#/, '');
  if (!/^r=/.test(h)) return { kind: 'none' };
  if (h.length > MAX_HASH) return { kind: 'invalid', reason: 'long' };
  const params = new Map<string, string>();
  for (const p of h.split('&')) {
    const i = p.indexOf('=');
    if (i > 0) params.set(p.slice(0, i), p.slice(i + 1));
  }
  const items: PacketItem[] = [];
  let invalid = 0;
  for (const token of (params.get('r') ?? '').split('.')) {
    if (!token) continue;
    const [id = '', lang] = token.split('~');
    if (!PACKET_ID.test(id) || (lang !== undefined && !/^[a-z]{2}$/.test(lang))) { invalid++; continue; }
    if (items.length < LIMITS.items && !items.some((x) => x.id === id)) items.push(lang ? { id, lang } : { id });
  }
  if (!items.length) return { kind: 'invalid', reason: 'malformed' };
  // Controls (C0, DEL, C1) go, and so do the characters that reorder text (model.ts packetText).
  return { kind: 'packet', packet: { items, ...cleanTexts({ title: dec(params.get('t') ?? ''), note: dec(params.get('n') ?? '') }) }, invalid };
}
