// The packet page's data (resources-by-id.json, beside the page: addresses.mjs), as
// the build writes it (schema/derive/packetData.ts, scripts/build/packet-data.mjs) and the packet page
// reads it (src/data/packet.ts): every resource of the site by its packet id (packetId.ts), with
// what the packet shows of it and its versions in other languages. On a small site that file holds
// them all (one request); on a big one it names a number of shards, and each resource is in the
// shard packetShardOf gives its id (resources-by-id/<k>.json), so a visitor loads only the shards
// of the resources in their packet.
import type { FieldsWith, PACKET_USES, ResourceFields } from './resource';

/** A resource in one language: its address, host, name and description (PACKET_USES, resource.ts). */
export interface PacketVersion extends Pick<ResourceFields, 'label' | 'description'> { url: string; host: string }
/** A resource: its version in the site's first language, what PACKET_USES carries, and its versions in other languages. */
export interface PacketResource extends PacketVersion, Pick<ResourceFields, FieldsWith<typeof PACKET_USES, 'carried'>> { versions?: Record<string, PacketVersion> }
export interface PacketData { resources: Record<string, PacketResource> }
/** resources-by-id.json: every resource, or how many shards hold them. */
export type PacketHead = PacketData | { shards: number };

/** The shard (0 to shards - 1) holding the resource with this id: its 32-bit hash, modulo. */
export const packetShardOf = (id: string, shards: number): number => parseInt(id, 36) % shards;
