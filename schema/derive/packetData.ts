// The packet page's data: every resource of the site by its packet id (schema/contract/packetId.ts), with
// what the packet shows of it, and its version in another language where a translation points
// the same listing at another address (988lifeline.org/es/). The build writes it beside the
// packet page; the page fetches it, so no other page carries it (its format:
// schema/contract/packetFormat.ts).
import { packetShardOf, type PacketData, type PacketHead, type PacketResource } from '../contract/packetFormat';
import { packetId } from '../contract/packetId';
import type { Manifest } from '../model/manifest';
import { defaultPathOf } from '../values/locales';
import { packetResource, packetVersion } from './resourceFormats';
import { resourcesOnce } from './perManifest';

/** Where a listing is, the same in every language: the page's default path and the place inside it. */
const placeKey = (m: Manifest, at: (string | number)[]) => {
  if (at[0] !== 'routes') return at.join('.');
  const path = m.routes[at[1] as number]!.path;
  return [defaultPathOf(path, m.site.locales), ...at.slice(2)].join('.');
};

/** The id of each address; throws, naming both, when two share one (a packet could not tell them apart). */
export function packetIds(urls: readonly string[]): string[] {
  const seen = new Map<string, string>();
  return urls.map((url) => {
    const id = packetId(url);
    const other = seen.get(id);
    if (other !== undefined && other !== url) throw new Error(`packet ids collide: ${other} and ${url} both hash to "${id}". Change one address (e.g. add or remove a trailing "/") so a packet can tell them apart.`);
    seen.set(id, url);
    return id;
  });
}

/** Throws when two resources' ids collide (packetIds). */
export function packetData(m: Manifest): PacketData {
  const [own, ...others] = m.site.locales;
  const resources: Record<string, PacketResource> = {};
  const byPlace = new Map<string, PacketResource>();
  const all = resourcesOnce(m, own);
  const ids = packetIds(all.map((r) => r.href.href));
  for (const [k, r] of all.entries()) {
    const id = ids[k]!;
    const item = packetResource(r);
    resources[id] = item;
    for (const l of r.listings) byPlace.set(placeKey(m, l.at), item);
  }
  for (const lang of others) {
    // As that language's pages list them, with its own site settings (m.locales): its crisis lines
    // may point at the publisher's version in that language (site.translations.es.crisis:
    // 988lifeline.org/es/).
    for (const r of resourcesOnce(m, lang)) {
      for (const l of r.listings) {
        const item = byPlace.get(placeKey(m, l.at));
        if (!item || item.url === r.href.href || item.versions?.[lang!]) continue;
        item.versions = { ...item.versions, [lang!]: { ...packetVersion(r), label: l.label, description: l.description } };
      }
    }
  }
  return { resources };
}

/** Up to this many characters the packet data is one file, loaded in one request. */
export const PACKET_ONE_FILE_MAX = 96_000;
/** Above it, about this many characters per shard: a packet of ten resources loads at most ten. */
export const PACKET_SHARD_SIZE = 12_000;

/** The files of the packet data: its head (resources-by-id.json), and on a big site the shards the
 * head counts (each resource in its id's shard: packetShardOf). `text` is the data as JSON. */
export function packetFiles(data: PacketData, text = JSON.stringify(data)): { head: PacketHead; shards: PacketData[] } {
  if (text.length <= PACKET_ONE_FILE_MAX) return { head: data, shards: [] };
  const count = Math.ceil(text.length / PACKET_SHARD_SIZE);
  const shards: PacketData[] = Array.from({ length: count }, () => ({ resources: {} }));
  for (const [id, r] of Object.entries(data.resources)) shards[packetShardOf(id, count)]!.resources[id] = r;
  return { head: { shards: count }, shards };
}
