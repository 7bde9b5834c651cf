// The packet in this browser (localStorage only, never sent anywhere) and the two things every page
// shows of it: the header's count and "Add to packet". Every page loads this module, so it stays
// one small file with nothing but React, wouter and the shell's context (~0.85 KB gzip);
// the packet page edits the packet through the same functions.
import { useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'wouter';
import { packetId } from '../../schema/packetId';
import { useShell } from '../data/context';
import { PACKET_KEY } from '../data/storedKeys';
import { visuallyHidden } from '../styles/utils.css';
import type { PacketItem, SharedPacket } from './model';
import * as s from './packet.css';

const EMPTY: SharedPacket = { items: [], title: '', note: '' };

/** The stored text: a stable snapshot for React (a string), parsed where it is used. Read from
 * storage once and again after each change: every "Add to packet" of a page asks for it, and
 * React asks again at each check (localStorage is a synchronous read). */
let stored: string | undefined;
const raw = (): string => {
  if (stored === undefined) { try { stored = localStorage.getItem(PACKET_KEY) ?? ''; } catch { stored = ''; } }
  return stored!;
};
// Registered before any component subscribes, so the text is read anew before they look.
if (typeof addEventListener === 'function') addEventListener('storage', () => { stored = undefined; });

let parsed: { text: string; packet: SharedPacket } = { text: '', packet: EMPTY };
/** The packet in `text` (empty when storage is blocked or holds something else). Every "Add to
 * packet" of a page reads the same text: it is parsed once, and an empty packet not at all. */
const parse = (text: string): SharedPacket => {
  if (text === parsed.text) return parsed.packet;
  let packet = EMPTY;
  try {
    const p = JSON.parse(text) as SharedPacket;
    packet = { ...EMPTY, ...p, items: p.items.filter((x) => typeof x.id == 'string') };
  } catch { /* not a packet */ }
  parsed = { text, packet };
  return packet;
};

export const readPacket = () => parse(raw());

export function writePacket(p: SharedPacket): void {
  try { localStorage.setItem(PACKET_KEY, JSON.stringify({ ...p, items: p.items.slice(0, 40) })); } catch { /* storage full or blocked */ }
  dispatchEvent(new Event('storage'));
}

/** Adds resources at the end (those already in it stay where they are); `remove`: takes them out. */
export function addToPacket(items: PacketItem[], remove?: boolean): void {
  const p = readPacket();
  const all = remove ? p.items.filter((x) => !items.some((it) => it.id === x.id)) : [...p.items, ...items];
  writePacket({ ...p, items: all.filter((x, i) => all.findIndex((y) => y.id === x.id) === i) });
}

// Changes from other tabs arrive as "storage" events; writePacket sends this tab one too.
const subscribe = (fn: () => void) => {
  addEventListener('storage', fn);
  return () => removeEventListener('storage', fn);
};

/** The stored text, live; null while hydrating (the prerendered page knows no packet). */
const useStored = () => useSyncExternalStore(subscribe, raw, () => null);

/** The packet, live; empty while hydrating. */
export const usePacket = (): SharedPacket => parse(useStored() ?? '');

/** The header's way to the packet page, with how many resources the packet holds. `className`:
 * the header's button look (passed in, so this module needs no more of the shell). */
export function PacketIndicator({ className, children }: { className: string; children: ReactNode }) {
  const { site, ui } = useShell();
  const n = usePacket().items.length;
  return site.packetPage ? (
    <Link href={site.packetPage} className={className}>
      {children}<span className={visuallyHidden}>{ui.packet.indicator}</span>
      {n > 0 && <span className={s.count}>{n}</span>}
    </Link>
  ) : null;
}

/** "Add to packet" on a resource, or on a whole section (its resources, when it has two or more).
 * Shown once the page is live (a packet needs JavaScript); pressed again, it takes them out.
 * `urls`: the addresses of the links, of which those that leave the site (web, tel:, sms:, as in
 * schema/resources.ts) are resources; `name`: what they are, for screen readers ("Worksheet X"). */
export function AddToPacket({ urls, name, section }: { urls: string[]; name: string; section?: boolean }) {
  const ui = useShell().ui.packet;
  const stored = useStored();
  const ids = urls.filter((u) => /^(https?|tel|sms):/.test(u)).map((u) => ({ id: packetId(u) }));
  if (stored == null || ids.length < (section ? 2 : 1)) return null;
  const { items } = parse(stored);
  const added = ids.every((it) => items.some((x) => x.id === it.id));
  const label = added ? ui.added : section ? ui.addAll : ui.add;
  return (
    <button type="button" className={s.add} aria-pressed={added} data-section={section} data-needs-js="" onClick={() => addToPacket(ids, added)}
      aria-label={`${label}: ${name}`}>{label}</button>
  );
}
