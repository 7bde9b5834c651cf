// The packet in this browser: localStorage only, never sent anywhere. Kept small, as every page
// loads it for the header's count and the "Add to packet" buttons; the packet page edits it
// through the same functions. Other tabs' changes arrive by the storage event.
import { useSyncExternalStore } from 'react';
import type { PacketItem, SharedPacket } from './model';

const KEY = 'packet';
const listeners = new Set<() => void>();
const EMPTY: SharedPacket = { items: [], title: '', note: '' };
let cache: { raw: string | null; value: SharedPacket } | undefined;

/** The saved packet (empty when storage is unavailable or holds something else). */
export function readPacket(): SharedPacket {
  let raw: string | null = null;
  try { raw = localStorage.getItem(KEY); } catch { /* storage blocked: an empty packet */ }
  if (cache?.raw !== raw) {
    let value = EMPTY;
    try {
      const p = raw ? JSON.parse(raw) as Partial<SharedPacket> : undefined;
      if (p && Array.isArray(p.items)) value = { ...EMPTY, ...p, items: p.items.filter((x) => typeof x?.id == 'string') };
    } catch { /* unreadable: an empty packet */ }
    cache = { raw, value };
  }
  return cache.value;
}

export function writePacket(p: SharedPacket): void {
  try { localStorage.setItem(KEY, JSON.stringify({ ...p, items: p.items.slice(0, 40) })); } catch { /* storage full or blocked */ }
  listeners.forEach((l) => l());
}

/** Adds resources at the end (those already in it stay where they are). */
export function addToPacket(items: PacketItem[]): void {
  const p = readPacket();
  writePacket({ ...p, items: [...p.items, ...items.filter((it) => !p.items.some((x) => x.id === it.id))] });
}

export const removeFromPacket = (ids: string[]) => {
  const p = readPacket();
  writePacket({ ...p, items: p.items.filter((x) => !ids.includes(x.id)) });
};

function subscribe(fn: () => void) {
  listeners.add(fn);
  addEventListener('storage', fn);
  return () => { listeners.delete(fn); removeEventListener('storage', fn); };
}

/** The packet, live; empty while hydrating (the prerendered page knows no packet). */
export const usePacket = (): SharedPacket => useSyncExternalStore(subscribe, readPacket, () => EMPTY);
