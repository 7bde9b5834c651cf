// What a resource's search result shows, carried by the anchor of its section in its page's search
// document (src/server/searchRecords.ts writes the sections; src/search/items.ts reads them). No
// imports: the browser's search code needs these two functions and nothing of the build's.

/**
 * What a resource's result shows, carried by its section's anchor: its address, its id in the
 * catalogue's order (-1 when the catalogue does not hold it), kind, host, name, description, where
 * this page lists it and how many other pages do, and its languages when they are not English alone
 * (a search in Spanish ranks Spanish material first).
 */
export type ResourceEntry = [url: string, id: number, kind: string, host: string, label: string, description: string, where: string, more: number, languages?: string[]];

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
