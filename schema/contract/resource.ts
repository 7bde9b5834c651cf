// One resource type, and the formats the build sends it in. A resource's fields are its manifest
// link's (schema/model/fields.ts, resourceLink) and, for a crisis line, its details; the build sends
// a resource to the browser as a catalogue item (catalogueFormat.ts), a search result's entry
// (resourceEntry.mjs) and a packet version (packetFormat.ts). For each format, a record below says
// what it does with every field: carries it as it is, or how else it uses it, or why it leaves it
// out. A field added to the link stops the compiler at each record until it says; the formats'
// types are made from the records, the build's mappings (schema/derive/resourceFormats.ts) copy
// what they carry, and each display names the fields it shows (Accounts), so the compiler then
// names every display a carried field must reach. Types and plain data: nothing here runs in the
// browser.
import type { ResourceFields } from '../model/fields';

export type { ResourceFields };
export type ResourceField = keyof ResourceFields;

/** What a format does with a field: carries it as it is ("carried"; for search, shows it in the
 * result), indexes its text as words of the record ("words": search only), uses it otherwise
 * ("by ..."), or leaves it out ("left out: why"). */
export type Use = 'carried' | 'words' | `by ${string}` | `left out: ${string}`;
type Uses = Record<ResourceField, Use>;

/** The fields a record marks with `use`. */
export type FieldsWith<U extends Uses, use extends Use> = { [K in keyof U]: U[K] extends use ? K : never }[keyof U] & ResourceField;

/** The catalogue's list rows, their filters and counts (catalogueFormat.ts). */
export const CATALOGUE_USES = {
  label: 'carried', description: 'carried', details: 'carried', kind: 'carried',
  href: 'by its address (url) and its host',
  audience: 'carried', ages: 'carried', ageBands: 'carried', languages: 'carried', cost: 'carried', topics: 'carried',
  thumbnail: 'left out: a list row shows no image',
  source: 'left out: the host names where it leads',
} as const satisfies Uses;

/** The packet (packetFormat.ts): "carried" fields are the same in every language; a resource's
 * name and description are carried per language, as its versions. */
export const PACKET_USES = {
  kind: 'carried', details: 'carried',
  label: 'by its version in each language', description: 'by its version in each language',
  href: 'by its address (url) and its host, in each language',
  audience: 'left out: a packet is chosen already', ages: 'left out: a packet is chosen already',
  ageBands: 'left out: a packet is chosen already', languages: 'left out: a packet is chosen already',
  cost: 'left out: a packet is chosen already', topics: 'left out: a packet is chosen already',
  thumbnail: 'left out: a packet prints no images', source: 'left out: the host names where it leads',
} as const satisfies Uses;

/** Search: "carried" fields are in a result's entry (the tuple of resourceEntry.mjs, which the
 * browser reads by position), "words" are indexed as the record's text. */
export const SEARCH_USES = {
  label: 'carried', description: 'carried', kind: 'carried', languages: 'carried',
  details: 'words',
  href: 'by its address and host, in the entry and as words',
  audience: 'by tag words (src/server/tagWords.ts)', ages: 'by tag words (src/server/tagWords.ts)',
  ageBands: 'by tag words (src/server/tagWords.ts)', cost: 'by tag words (src/server/tagWords.ts)',
  topics: 'by its topics\' names and everyday words',
  thumbnail: 'left out: a result shows no image', source: 'left out: the host names where it leads',
} as const satisfies Uses;

/** The fields a search result's entry holds, in resourceEntry.mjs's tuple. A field SEARCH_USES
 * carries must have its place there, in the entry the build writes (resourceFormats.ts's
 * searchEntry) and where the browser reads it (src/search/items.ts). */
type EntryFields = 'label' | 'description' | 'kind' | 'languages';
export type EntryHoldsCarried = Expect<Same<FieldsWith<typeof SEARCH_USES, 'carried'>, EntryFields>>;

/** A display's account of a format: every field of T is shown or left out on purpose, so a field
 * added to a format stops the compiler at each display until it says. Types only: a display writes
 * `type Shown = Expect<Accounts<CatalogueItem, 'label' | …, 'topics' | …>>`. */
export type Accounts<T, Shown extends keyof T, LeftOut extends keyof T> = Same<keyof T, Shown | LeftOut>;

/** `true` when A and B are the same set of names; else the names one has and the other lacks. */
export type Same<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : { unnamed: Exclude<A, B>; notAField: Exclude<B, A> };
export type Expect<T extends true> = T;
