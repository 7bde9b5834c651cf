// What the search index holds for a resource: one Pagefind custom record per address. Every
// label, description and place it is listed under is searchable; the first listing is what a
// result shows (the browser reads these meta fields in src/search/engine.ts).
import { facetValues } from '../../schema/catalogue';
import { kindLabels } from '../../schema/resourceKinds';
import { hostOf, whereOf, type Resource } from '../../schema/resources';
import { tagWords } from './tagWords';

export interface SearchRecord {
  url: string;
  language: string;
  /** The resource's name (its first label): indexed as a title, so a match there ranks first. */
  title: string;
  /** Every other label, description and place it is listed under, and its details. */
  content: string;
  /** Its kind, audience, ages, languages, cost and host as words (src/server/tagWords.ts). */
  tags: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sort?: Record<string, string>;
}

/** Where a resource is listed, as a result shows it: [where, page path, page title, guide]. */
export type ListedAt = [where: string, path: string, title: string, guide: string];

/** What a resource result (and a catalogue entry found through the index) shows besides its title. */
export interface RecordFacets { audience: string[]; ages: string[]; ageBands: string[]; languages: string[]; cost?: string | undefined; details?: string[] | undefined }

/**
 * The record of a resource. Its filters are the catalogue's facets (schema/catalogue.ts
 * facetValues) plus type; `order` is its place in the catalogue, so an unfiltered list reads in
 * guide order. `lang` is the index it is for: its tag words are in that language.
 */
export function resourceRecord(r: Resource, order: number, lang = 'en'): SearchRecord {
  const kind = kindLabels[r.kind];
  const host = hostOf(r.href);
  const texts = [...new Set(r.listings.flatMap((l) => [l.label, l.description, ...whereOf(l.place)]))].filter((t) => t && t !== r.label);
  const guides = [...new Set(r.listings.map((l) => l.place.guide).filter((g): g is string => !!g))];
  const facets: RecordFacets = { audience: r.audience, ages: r.ages, ageBands: r.ageBands, languages: r.languages, cost: r.cost, details: r.details };
  // One entry per page: a result shows the listing in the guide being filtered by, else the first.
  const pages = new Map<string, ListedAt>();
  for (const l of r.listings) if (!pages.has(l.place.path)) pages.set(l.place.path, [whereOf(l.place).join(' › '), l.place.path, l.place.title, l.place.guide ?? '']);
  return {
    url: r.href.href,
    language: lang,
    title: r.label,
    content: sentences([...texts, ...(r.details ?? [])]),
    tags: sentences([...tagWords(r, lang), host]),
    meta: {
      title: r.label, description: r.description ?? '', kind, kindId: r.kind, host,
      listed: JSON.stringify([...pages.values()]), facets: JSON.stringify(facets),
    },
    filters: Object.fromEntries(Object.entries({ type: ['resource'], ...facetValues(r, guides) }).filter(([, v]) => v.length)),
    sort: { order: String(order).padStart(7, '0') },
  };
}

/** Texts as sentences: each ends with a full stop unless it ends with its own punctuation. */
export const sentences = (texts: readonly (string | undefined)[]) =>
  texts.filter(Boolean).map((t) => (/[.!?:;…]$/.test(t!) ? t : `${t}.`)).join(' ');
