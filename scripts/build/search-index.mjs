// @ts-check
// Step: the search index (Pagefind). One document per route: the page's main content, then a
// section per resource it lists (its name as a heading with an anchor of its own, its descriptions
// and its tag words), so Pagefind returns resources as sub-results of the pages that list them.
// The metadata and filter files every search loads grow with the number of pages, not resources:
// at 10,000 routes and 88,000 resources a record per resource made a cold search load 1.8 MB.
// Written to dist/pagefind/, which the browser loads only when a visitor opens search.
//
// Pagefind reads the documents from a folder (addDirectory) rather than one message per document
// (addHTMLFile / addCustomRecord): each of those compares the new document with every one before
// it, so 100,000 documents took 90 s that way and take under 10 s this way. A document's own
// address is its `href` meta field (src/search/engine.ts), since its file name is not its address.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createWatchedIndex } from './pagefind-service.mjs';
import { escapeHtml, pageFile } from './html.mjs';
import { acronymCollector, writeTerms } from './search-terms.mjs';
import { sourceFolder } from './search-source.mjs';
import { SEARCH_FOLDER } from '../../schema/contract/addresses.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */
/** @typedef {import('./context.mjs').Route} Route */
/** @typedef {import('./context.mjs').Resource} Resource */
/** @typedef {import('../../src/server/searchRecords').ResourceSection} ResourceSection */
/** Documents per folder of the source directory, each handed to Pagefind once written. */
const PER_FOLDER = 2500;
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

/** Search ranks pages whose route says they are an index or a stub below the rest: they carry
 * the filter tier "low" (src/search/queryPlan.ts). */
const isLow = (/** @type {Route} */ route) => route.kind === 'index' || route.kind === 'stub';

/** A resource's section of its page's document (src/server/searchRecords.ts): its name a heading
 * whose anchor carries its entry, its tag words of lower weight. */
const sectionHtml = (/** @type {ResourceSection} */ sec, /** @type {string} */ anchor) => `<h1 id="${escapeHtml(anchor)}">${escapeHtml(sec.title)}</h1><p>${escapeHtml(sec.content)}</p>`
  + `<p data-pagefind-weight="0.5">${escapeHtml(sec.tags)}</p>`;

/**
 * A page as Pagefind should see it: its main content (no header, menus or footer), then its
 * resources' sections. `main` is null for a page of another language whose resources this
 * language's index holds without its text (the browser shows no result for the page itself).
 * @param {Route} route
 * @param {string | null} main
 * @param {{ guide: string | undefined, lang?: string, sections?: ResourceSection[], anchor: (entry: ResourceSection['entry']) => string }} about
 */
export function pageDocument(route, main, { guide, lang = route.lang ?? 'en', sections = [], anchor }) {
  const kinds = [...new Set(sections.flatMap((sec) => sec.kinds))];
  // Only low pages carry a tier: the filter file the first search loads to know them stays small.
  const filters = { kind: main === null ? kinds : ['page', ...kinds], ...(isLow(route) ? { tier: ['low'] } : {}), ...(guide ? { guide: [guide] } : {}) };
  // Small fields only: Pagefind indexes metadata as words too.
  const meta = { title: route.title, href: route.path, where: guide ?? '', ...(main === null ? { resourcesOnly: '1' } : {}) };
  // Each language is an index of its own (Pagefind splits them by this lang, with that
  // language's stemming); the browser loads the one of the page's <html lang>.
  return `<html lang="${lang}"><head><title>${escapeHtml(route.title)}</title></head><body>`
    + `<main data-pagefind-body>${main === null ? '' : forIndex(main)}${sections.map((sec) => sectionHtml(sec, anchor(sec.entry))).join('')}</main>`
    + `<div data-pagefind-ignore>${filterTags(filters)}${metaTags(meta)}</div></body></html>`;
}

// Pagefind also writes its own ready-made interfaces; the site has its own, so they are removed.
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$|^wasm\.unknown\.pagefind$/;

/**
 * Writes every page's document into folders of `source`, each language's pages into its index, and
 * hands each folder to `index` once it is full, so Pagefind reads it while the next is written. A
 * language's index also holds, for each page not translated into it, that page's resources (their
 * tag words in the language), so every resource can be found from every language. Files are
 * written synchronously: for many small files that is several times faster than promises (10,000
 * files: 0.3 s against 1.8 s on one machine). Resolves to how many documents Pagefind took of how
 * many were written.
 * @param {BuildContext} ctx
 * @param {Resource[]} ordered Every resource in the catalogue's order: its id is its place.
 * @param {string} source The folder the documents are written to.
 * @param {ReturnType<typeof import('./search-terms.mjs').acronymCollector>} acronyms
 * @param {import('pagefind').PagefindIndex} index
 * @param {<T>(p: Promise<T>) => Promise<T>} watch
 */
async function indexDocuments({ server, manifest, outDir }, ordered, source, acronyms, index, watch) {
  // A page's guide is the menu group of its language's navigation.
  const guides = new Map(Object.entries(manifest.locales).map(([lang, shell]) => [lang, server.guideIndex(shell.navigation)]));
  // The default language's (site.locales has one at least), whose menus every language's are made from.
  const own = /** @type {string} */ (manifest.site.locales[0]);
  const ownGuide = /** @type {(path: string) => string | undefined} */ (guides.get(own));
  const guideOf = (/** @type {Route} */ route, lang = route.lang ?? own) => (guides.get(lang) ?? ownGuide)(route.path);
  const ids = new Map(ordered.map((r, i) => [r.href.href, i]));
  const routes = new Map(manifest.routes.map((r) => [r.path, r]));
  let n = 0;
  /** @type {Promise<import('pagefind').IndexingResponse>[]} */
  const added = [];
  const folder = (/** @type {number} */ k) => join(source, String(k));
  // Pagefind starts on a folder while the next is written (each message goes out when this yields).
  const hand = async (/** @type {number} */ k) => {
    added.push(index.addDirectory({ path: folder(k) }));
    await new Promise((next) => setImmediate(next));
  };
  const write = async (/** @type {string} */ html) => {
    if (n % PER_FOLDER === 0) mkdirSync(folder(n / PER_FOLDER), { recursive: true });
    writeFileSync(join(folder(Math.floor(n / PER_FOLDER)), `${n++}.html`), html);
    if (n % PER_FOLDER === 0) await hand(n / PER_FOLDER - 1);
  };
  for (const lang of manifest.site.locales) {
    // Each resource as this language's pages list it (their labels and descriptions), by the page
    // listing it, and the resources of the pages not translated into it (src/server/searchRecords.ts).
    const byPage = server.languageSections(manifest, lang, ids);
    const own = manifest.routes.filter((route) => (route.lang ?? manifest.site.locales[0]) === lang);
    for (const route of own) {
      const main = mainOf(readFileSync(pageFile(outDir, route.path)));
      // The site's acronyms are in its pages' text (a resource's name and description are in the
      // list that shows it), so the resources' sections need not be read for them again.
      acronyms.add(main);
      await write(pageDocument(route, main, { guide: guideOf(route), sections: byPage.get(route.path) ?? [], anchor: server.resourceAnchor }));
      byPage.delete(route.path);
    }
    // Pages of other languages (not translated into this one) whose resources this index holds too.
    for (const [path, sections] of byPage) {
      const route = routes.get(path);
      // Its guide as this language's menus name it (the menu group that leads to it).
      if (route) await write(pageDocument(route, null, { guide: guideOf(route, lang), lang, sections, anchor: server.resourceAnchor }));
    }
  }
  if (n % PER_FOLDER) await hand(Math.floor(n / PER_FOLDER));
  const results = await watch(Promise.all(added));
  return { written: n, taken: results.reduce((sum, r) => sum + r.page_count, 0), errors: results.flatMap((r) => r.errors ?? []) };
}

/** @param {BuildContext} ctx */
export async function searchIndex(ctx) {
  const { server, manifest } = ctx;
  // A resource's id is its place in the catalogue's order (scripts/build/catalogue-index.mjs; the
  // indexer of npm start runs this step alone, without it).
  const resources = ctx.catalogueOrder ?? server.catalogueOrder(server.collectResources(manifest), manifest.navigation);
  const counts = { pages: manifest.routes.length, resources: resources.length };
  const dir = join(ctx.outDir, SEARCH_FOLDER);
  const pf = await createWatchedIndex({ folder: dir, disk: ctx.outDir });
  const { index, errors, watch } = pf;
  if (!index) throw new Error(`The search index could not be started: ${errors.join('; ')}`);
  // Made inside the try, so the documents never outlive a failed run.
  let source;
  try {
    source = await sourceFolder(counts.pages * manifest.site.locales.length, counts.resources);
    const acronyms = acronymCollector();
    const docs = await indexDocuments(ctx, resources, source, acronyms, index, watch);
    if (docs.errors.length || docs.taken !== docs.written) {
      throw new Error(`The search index took ${docs.taken} of ${docs.written} documents${docs.errors.length ? `: ${docs.errors.join('; ')}` : ''}`);
    }
    const written = await watch(index.writeFiles({ outputPath: dir }));
    if (written.errors?.length) throw new Error(`The search index could not be written: ${written.errors.join('; ')}`);
    await Promise.all((await readdir(dir)).filter((f) => UNUSED.test(f)).map((f) => rm(join(dir, f))));
    writeTerms(dir, acronyms.terms());
    ctx.search = counts;
  } finally {
    await pf.close();
    if (source) await rm(source, { recursive: true, force: true });
  }
}
