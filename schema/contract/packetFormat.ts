// The packet page's data (resources-by-id.json, beside the page: addresses.mjs), as
// the build writes it (schema/packetData.ts) and the packet page reads it: every resource of the
// site by its packet id (packetId.ts), with what the packet shows of it and its versions in other
// languages. Types only.
import type { ResourceKind } from '../resourceKinds';

export interface PacketVersion { url: string; label: string; description?: string | undefined; host: string }
export interface PacketResource extends PacketVersion { kind: ResourceKind; details?: string[] | undefined; versions?: Record<string, PacketVersion> }
export interface PacketData { resources: Record<string, PacketResource> }
