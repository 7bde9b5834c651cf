// What the search index holds for a resource: a section of the page that lists it, headed by its
// name with an anchor of its own, so Pagefind returns it as a sub-result of that page. One
// document per page, however many resources the site lists: the metadata a search loads grows
// with the pages, not the resources. What a result shows of a resource is its section's entry,
// carried in the section's anchor (resourceAnchor); the browser reads it in src/search/items.ts.
import { facetValues } from '../../schema/catalogue';
import { hostOf, whereOf, type Resource } from '../../schema/resources';
import { tagWords } from './tagWords';
import type { ResourceEntry } from '../search/resourceEntry';

export { entryOf, resourceAnchor, type ResourceEntry } from '../search/resourceEntry';

export interface ResourceSection {
  /** Its name (indexed as a heading, so a match there weighs more). */
  title: string;
  /** Its other labels and descriptions, the places it is listed (guide, page, section), and its details. */
  content: string;
  /** Its kind, audience, ages, languages, cost and host as words (src/server/tagWords.ts). */
  tags: string;
  entry: ResourceEntry;
  /** Its facet values (the page's filters are the union of its resources'). */
  kinds: string[];
}

/**
 * A resource as the page at `path` lists it, in the index of `lang` (its tag words are in that
 * language). `id` is its place in the site-wide catalogue.
 */
export function resourceSection(r: Resource, path: string, id: number, lang = 'en'): ResourceSection {
  const host = hostOf(r.href);
  const here = r.listings.find((l) => l.place.path === path) ?? r.listings[0]!;
  // Where it is listed (guide, page, section) describes it too: "telehealth trauma" finds a
  // telehealth guide listed under Trauma Healing.
  const texts = [...new Set(r.listings.flatMap((l) => [l.label, l.description, ...whereOf(l.place)]))].filter((t) => t && t !== here.label);
  const pages = new Set(r.listings.map((l) => l.place.path)).size;
  return {
    title: here.label,
    content: sentences([...texts, ...(r.details ?? [])]),
    tags: sentences([...tagWords(r, lang), host]),
    entry: [r.href.href, id, r.kind, host, here.label, here.description ?? r.description ?? '', whereOf(here.place).join(' › '), pages - 1],
    kinds: facetValues(r, []).kind,
  };
}

/** Texts as sentences: each ends with a full stop unless it ends with its own punctuation. */
export const sentences = (texts: readonly (string | undefined)[]) =>
  texts.filter(Boolean).map((t) => (/[.!?:;…]$/.test(t!) ? t : `${t}.`)).join(' ');
