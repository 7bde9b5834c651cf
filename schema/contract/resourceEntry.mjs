// What a resource's search result shows, carried by the anchor of its section in its page's search
// document (src/server/searchRecords.ts writes the sections; src/search/items.ts reads them). No
// imports: the browser's search code needs these two functions and nothing of the build's, and the
// build's search documents' threads (scripts/build/document-worker.mjs) load this file as it is.
// Its types: resourceEntry.d.mts.

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
export function resourceAnchor(entry) {
  return `_r${JSON.stringify(entry).replace(/[%"&<>'\s]/gu, escaped)}`;
}

/** The characters an anchor writes as %XX, the quote the most often by far (each string of the entry
 * has two): looked up rather than encoded one by one (at 10,000 routes, 90,000 anchors a language). */
const ESCAPES = { '"': '%22', '%': '%25', '&': '%26', '<': '%3C', '>': '%3E', "'": '%27', ' ': '%20' };
const escaped = (/** @type {string} */ c) => ESCAPES[/** @type {keyof typeof ESCAPES} */ (c)] ?? encodeURIComponent(c);

/** The entry of a resource section's anchor; undefined for any other anchor. */
export function entryOf(anchor) {
  if (!anchor?.startsWith('_r')) return undefined;
  try {
    return JSON.parse(decodeURIComponent(anchor.slice(2)));
  } catch {
    return undefined;
  }
}
