// The packet page's data (schema/contract/packetFormat.ts): written by the build beside the packet
// page and fetched when that page opens, so no other page carries it. On a big site the head names
// shards, and only the shards of the resources asked for are fetched.
import { use } from 'react';
import { packetDataUrl, packetShardUrl } from '../../schema/values/addresses.mjs';
import { packetShardOf, type PacketData, type PacketHead } from '../../schema/contract/packetFormat';

/** Each file asked for, by address, and its content once it has arrived. */
const loading = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

function file<T>(url: string): Promise<T> {
  let p = loading.get(url) as Promise<T> | undefined;
  if (!p) {
    p = fetch(url, { headers: { accept: 'application/json' } }).then((res) => {
      if (!res.ok) throw new Error(`the server answered ${res.status}`);
      return res.json() as Promise<T>;
    });
    p.then((v) => loaded.set(url, v), () => loading.delete(url)); // a failed load is tried again at the next render
    loading.set(url, p);
  }
  return p;
}

/** The data for `ids` once every file it needs has arrived (several shards merged into one), or
 * the promise of it. Synchronous when nothing is missing, so a change to the packet that needs no
 * new shard (an item removed or moved) never shows the page's loading state. */
export function readPacketData(path: string, ids: readonly string[]): PacketData | Promise<PacketData> {
  const headUrl = packetDataUrl(path);
  const head = loaded.get(headUrl) as PacketHead | undefined;
  if (!head) return file<PacketHead>(headUrl).then(() => readPacketData(path, ids));
  if ('resources' in head) return head;
  const urls = [...new Set(ids.map((id) => packetShardUrl(path, packetShardOf(id, head.shards))))];
  const missing = urls.filter((u) => !loaded.has(u));
  if (missing.length) return Promise.all(missing.map((u) => file(u))).then(() => readPacketData(path, ids));
  return { resources: Object.assign({}, ...urls.map((u) => (loaded.get(u) as PacketData).resources)) };
}

const pending = new Map<string, Promise<PacketData>>();

/** The packet data of the packet page at `path`, holding at least the resources `ids` names (all
 * of them on a small site); suspends while it loads. */
export function usePacketData(path: string, ids: readonly string[]): PacketData {
  const r = readPacketData(path, ids);
  if (!(r instanceof Promise)) return r;
  // One promise per question while it is open: React's use() must see the same one again.
  const key = `${path} ${[...ids].sort().join(' ')}`;
  let p = pending.get(key);
  if (!p) { p = r.finally(() => pending.delete(key)); pending.set(key, p); }
  return use(p);
}
