// The one mapping from a resource (its manifest link, with where it is listed) to each format the
// build sends it in: a catalogue item, a packet resource and its versions, a search result's entry
// and words. Each copies the fields its record in schema/contract/resource.ts carries, in the
// record's order (the files stay the same bytes however the records grow), and makes the rest
// (address, host, where it is listed) itself.
import type { CatalogueItem } from '../contract/catalogueFormat';
import type { PacketResource, PacketVersion } from '../contract/packetFormat';
import { CATALOGUE_USES, PACKET_USES, SEARCH_USES, type ResourceField } from '../contract/resource';
import type { ResourceEntry } from '../contract/resourceEntry.mjs';
import { hostOf } from '../values/linkTarget';
import { whereOf, type Listing, type LocalText, type Resource } from '../model/resources';

const marked = (uses: Record<ResourceField, string>, use: string) => (Object.keys(uses) as ResourceField[]).filter((k) => uses[k] === use);
const PACKET_CARRIED = marked(PACKET_USES, 'carried');
const SEARCH_WORDS = marked(SEARCH_USES, 'words');
/** A catalogue item's fields from the resource, in the record's order: what it carries, and its
 * host where the record names its address. Worked out once: a big site makes an item of every resource. */
const CATALOGUE_FIELDS = (Object.keys(CATALOGUE_USES) as ResourceField[])
  .flatMap((k): (ResourceField | 'host')[] => (k === 'href' ? ['host'] : CATALOGUE_USES[k] === 'carried' ? [k] : []));

/** A resource as a catalogue shows it, at one of its listings (the first, or the first in a guide). */
export function catalogueItem(r: Resource, listing: Listing): CatalogueItem {
  const item: Record<string, unknown> = { url: r.href.href };
  for (const k of CATALOGUE_FIELDS) item[k] = k === 'host' ? (r.href.kind === 'external' ? r.href.host : undefined) : r[k];
  item.guide = listing.place.guide;
  item.where = whereOf(listing.place).join(' › ');
  item.page = listing.place.path;
  item.pageTitle = listing.place.title;
  item.more = new Set(r.listings.map((l) => l.place.path)).size - 1;
  return item as unknown as CatalogueItem;
}

/** A resource in one language, as a packet shows it (`r`: its listing in that language). */
export const packetVersion = (r: Pick<Resource, 'href' | 'label' | 'description'>): PacketVersion => ({ url: r.href.href, label: r.label, description: r.description, host: hostOf(r.href) });

/** A resource as a packet shows it, before its versions in other languages. */
export function packetResource(r: Resource): PacketResource {
  // The version made for it, added to rather than spread into a copy: V8 builds such a spread key
  // by key (0.18 s of the packet's data at 10,000 routes).
  const item = packetVersion(r) as unknown as Record<string, unknown>;
  for (const k of PACKET_CARRIED) item[k] = r[k];
  return item as unknown as PacketResource;
}

/**
 * A resource's search result entry, as the page at `here.place.path` lists it: `id` is its place in
 * the catalogue, `pages` how many pages list it, `local` its words in the index's language.
 */
export function searchEntry(r: Resource, here: Listing, id: number, pages: number, local?: LocalText): ResourceEntry {
  const label = local?.label ?? here.label;
  return [r.href.href, id, r.kind, hostOf(r.href), label, (local ? local.description : here.description ?? r.description) ?? '', whereOf(here.place).join(' › '), pages - 1,
    ...(r.languages.length === 1 && r.languages[0] === 'en' ? [] : [r.languages])] as ResourceEntry;
}

/** The texts of the fields SEARCH_USES indexes as words. */
export const searchWords = (r: Resource): string[] => SEARCH_WORDS.flatMap((k) => {
  const v = r[k];
  return typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
});
