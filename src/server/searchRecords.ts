// What the search index holds for a resource: a section of the page that lists it, headed by its
// name with an anchor of its own, so Pagefind returns it as a sub-result of that page. One
// document per page, however many resources the site lists: the metadata a search loads grows
// with the pages, not the resources. What a result shows of a resource is its section's entry,
// carried in the section's anchor (resourceAnchor); the browser reads it in src/search/items.ts.
import { facetValues } from '../../schema/catalogue';
import { hostOf, whereOf, type Resource } from '../../schema/resources';
import { tagWords } from './tagWords';

/**
 * What a resource's result shows, carried by its section's anchor: its address, its id in the
 * catalogue's order (-1 when the catalogue does not hold it), kind, host, name, description, where
 * this page lists it and how many other pages do.
 */
export type ResourceEntry = [url: string, id: number, kind: string, host: string, label: string, description: string, where: string, more: number];

/**
 * The anchor of a resource's section: "_r" and its entry as JSON, with white space and the
 * characters HTML would escape (", &, <, >, ') and "%" written as %XX: Pagefind drops white space
 * from ids, and an id holding an escaped character loses its heading's text. Pagefind keeps an
 * anchor's id in the page's fragment without indexing it, so what a result shows of a resource
 * comes with the page's data while the index holds only words (Pagefind indexes metadata as words:
 * an entry there put every address into the index). Mostly plain JSON rather than base64 costs a
 * third less in every fragment a search loads. Headings' own anchors are slugs of words, which
 * never begin with "_".
 */
export function resourceAnchor(entry: ResourceEntry): string {
  return `_r${JSON.stringify(entry).replace(/[%"&<>'\s]/gu, (c) => (c === "'" ? '%27' : encodeURIComponent(c)))}`;
}

/** The entry of a resource section's anchor; undefined for any other anchor. */
export function entryOf(anchor: string | undefined): ResourceEntry | undefined {
  if (!anchor?.startsWith('_r')) return undefined;
  try {
    return JSON.parse(decodeURIComponent(anchor.slice(2))) as ResourceEntry;
  } catch {
    return undefined;
  }
}

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
