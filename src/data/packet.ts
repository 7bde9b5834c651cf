// The packet page's data (schema/contract/packetFormat.ts): written by the build beside the packet page and
// fetched when that page opens, so no other page carries it.
import { use } from 'react';
import { packetDataUrl } from '../../schema/contract/addresses.mjs';
import type { PacketData } from '../../schema/contract/packetFormat';

const loading = new Map<string, Promise<PacketData>>();

function load(path: string): Promise<PacketData> {
  let p = loading.get(path);
  if (!p) {
    p = fetch(packetDataUrl(path), { headers: { accept: 'application/json' } }).then((res) => {
      if (!res.ok) throw new Error(`the server answered ${res.status}`);
      return res.json() as Promise<PacketData>;
    });
    // A failed load is tried again the next time the page renders.
    p.catch(() => loading.delete(path));
    loading.set(path, p);
  }
  return p;
}

/** The packet data of the packet page at `path`; suspends while it loads. */
export const usePacketData = (path: string): PacketData => use(load(path));
