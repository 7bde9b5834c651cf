// @ts-check
// The documents of the search index (search-index.mjs): one per route, its main content, then a
// section per resource it lists (its name as a heading with an anchor of its own, its descriptions
// and its tag words), so Pagefind returns resources as sub-results of the pages that list them.
import { escapeHtml } from './html.mjs';

/** What a document needs of its page's route. @typedef {Pick<import('./context.mjs').Route, 'title' | 'path' | 'kind' | 'lang'>} Route */
/** @typedef {import('../../src/server/searchRecords').ResourceSection} ResourceSection */

/** What the <main> element of a prerendered page holds (its text or its file's bytes, of which
 * only that part is decoded), or '' when there is none.
 * @param {string | Buffer} html
 */
export function mainOf(html) {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end < start) return '';
  return typeof html === 'string' ? html.slice(html.indexOf('>', start) + 1, end) : html.toString('utf8', html.indexOf('>', start) + 1, end);
}

const filterTags = (/** @type {Record<string, string[]>} */ filters) => Object.entries(filters)
  .flatMap(([k, vs]) => vs.map((v) => `<span data-pagefind-filter="${k}">${escapeHtml(v)}</span>`)).join('');
const metaTags = (/** @type {Record<string, string>} */ meta) => Object.entries(meta)
  .filter(([, v]) => v).map(([k, v]) => `<span data-pagefind-meta="${k}">${escapeHtml(v)}</span>`).join('');

// Screen-reader text that says a link opens a new tab is not content; inline elements that end
// without a space ("(ECHN)</a><span>Physical…") would run words together in excerpts.
const forIndex = (/** @type {string} */ main) => punctuate(main.replace(/<span[^>]*> \(opens in new tab\)<\/span>/g, '').replace(/<\/(a|span|strong|em|b|i)>/g, '</$1> '));

// Elements whose text reads as a unit of its own: a heading, a paragraph, a list item, a link's
// label, a button. Excerpts are cut from the page's text with the tags gone, so a unit that ends
// without punctuation would run into the next ("Suicide risk screening The ASQ toolkit…").
const UNIT_END = /^<\/(h[1-6]|p|li|a|button|dt|dd|td|th|figcaption|summary|caption)>$/;

/** The page's HTML with a full stop at the end of each text unit that has no punctuation of its
 * own. Only the index's copy changes: the page keeps its text as written.
 * @param {string} html
 */
export function punctuate(html) {
  const parts = html.split(/(<[^>]*>)/);
  let last = -1; // the text part that ends the current unit, while it has no punctuation
  parts.forEach((part, i) => {
    if (!part.startsWith('<')) {
      const text = part.replace(/&[a-z#0-9]+;/gi, ' ').trim();
      if (text) last = /[.!?:;…,]$/.test(text) ? -1 : i;
    } else if (last >= 0 && UNIT_END.test(part)) {
      // Right after the words, not before the closing tag: "screening." rather than "screening ."
      parts[last] = /** @type {string} */ (parts[last]).replace(/\s*$/, (space) => `.${space}`);
      last = -1;
    }
  });
  return parts.join('');
}

/** A page's main content less its "Add to packet" buttons, whose words ("Add to packet", "In
 * packet", and the resource's name again for screen readers) are the interface's, not the page's:
 * every page that lists resources matched "packet", its excerpts could read "Add to packet In
 * packet", and each resource's name counted once more (at 10,000 routes, 14% of the English
 * documents' bytes: the indexer's peak 1,976 → 1,850 MB, its time 16.8 → 15.3 s).
 * (The list items themselves stay: without them a page whose list holds the words searched for
 * ranks below the resources it lists, and the relevance set's page results fall out of the top 3.)
 * @param {string} main
 */
export const withoutPacketButtons = (main) => main.replace(/<button\b[^>]*data-control="packet"[^>]*>.*?<\/button>/gs, '');

/** Search ranks pages whose route says they are an index or a stub below the rest: they carry
 * the filter tier "low" (src/search/queryPlan.ts). */
const isLow = (/** @type {Route} */ route) => route.kind === 'index' || route.kind === 'stub';

/** The weight of a resource's topic words (src/search/items.ts TOPIC_WEIGHT reads it back). */
const TOPIC_WEIGHT = 0.25;

/** A resource's section of its page's document (src/server/searchRecords.ts): its name a heading
 * whose anchor carries its entry, its tag words of lower weight. */
const sectionHtml = (/** @type {AnchoredSection} */ sec) => `<h1 id="${escapeHtml(sec.anchor)}">${escapeHtml(sec.title)}</h1><p>${escapeHtml(sec.content)}</p>`
  + `<p data-pagefind-weight="0.5">${escapeHtml(sec.tags)}</p>`
  + (sec.topics ? `<p data-pagefind-weight="${TOPIC_WEIGHT}">${escapeHtml(sec.topics)}</p>` : '');

/** A resource's section with its anchor (schema/contract/resourceEntry.mjs resourceAnchor).
 * @typedef {ResourceSection & { anchor: string }} AnchoredSection */
/**
 * What a document says of its page besides its text: its guide (menu group), the language of its
 * index, its resources' sections and its topic's words.
 * @typedef {{ guide: string | undefined, lang?: string, sections?: AnchoredSection[], topicWords?: string | undefined }} PageAbout
 */

/**
 * A page as Pagefind should see it: its main content (no header, menus or footer), then its
 * resources' sections. `main` is null for a page of another language whose resources this
 * language's index holds without its text (the browser shows no result for the page itself).
 * @param {Route} route
 * @param {string | null} main
 * @param {PageAbout} about
 */
export function pageDocument(route, main, { guide, lang = route.lang ?? 'en', sections = [], topicWords = '' }) {
  const kinds = [...new Set(sections.flatMap((sec) => sec.kinds))];
  // Only low pages carry a tier: the filter file the first search loads to know them stays small.
  const filters = { kind: main === null ? kinds : ['page', ...kinds], ...(isLow(route) ? { tier: ['low'] } : {}), ...(guide ? { guide: [guide] } : {}) };
  // Small fields only: Pagefind indexes metadata as words too.
  const meta = { title: route.title, href: route.path, where: guide ?? '', ...(main === null ? { resourcesOnly: '1' } : {}) };
  // Each language is an index of its own (Pagefind splits them by this lang, with that
  // language's stemming); the browser loads the one of the page's <html lang>.
  return `<html lang="${lang}"><head><title>${escapeHtml(route.title)}</title></head><body>`
    // A topic's guide page is found by its topic's everyday words too ("co-parenting": Divorce), weighed least.
    + `<main data-pagefind-body>${main !== null && topicWords ? `<p data-pagefind-weight="${TOPIC_WEIGHT}">${escapeHtml(topicWords)}</p>` : ''}${main === null ? '' : forIndex(withoutPacketButtons(main))}${sections.map(sectionHtml).join('')}</main>`
    + `<div data-pagefind-ignore>${filterTags(filters)}${metaTags(meta)}</div></body></html>`;
}

