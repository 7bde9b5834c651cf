// @ts-check
// Step: the search index (Pagefind), one document per route (search-document.mjs), so Pagefind
// returns resources as sub-results of the pages that list them. The metadata and filter files
// every search loads grow with the number of pages, not resources: at 10,000 routes and 88,000
// resources a record per resource made a cold search load 1.8 MB. Written to dist/pagefind/,
// which the browser loads only when a visitor opens search.
//
// Each language is an index of its own, made by a Pagefind run of its own that ends before the
// next starts: one run for every language held every document at once and copied them all again
// to group them by language (at 1,000 routes its peak was about 300 MB, one run per language's
// about 195 MB; at 10,000 the first language's run alone still reaches about 2 GB). The runs write
// into the same folder (their files are named by language and content) and the file that lists
// the languages is merged.
//
// Pagefind reads the documents from a folder (addDirectory) rather than one message per document
// (addHTMLFile / addCustomRecord): each of those compares the new document with every one before
// it, so 100,000 documents took 90 s that way and take under 10 s this way. A document's own
// address is its `href` meta field (src/search/engine.ts), since its file name is not its address.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createWatchedIndex } from './pagefind-service.mjs';
import { compactHeap } from './return-memory.mjs';
import { writeOutSync } from './file-errors.mjs';
import { pageFile } from './html.mjs';
import { mainOf, pageDocument } from './search-document.mjs';
import { acronymCollector, writeTerms } from './search-terms.mjs';
import { sourceFolder } from './search-source.mjs';
import { SEARCH_FOLDER } from '../../schema/values/addresses.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */
/** @typedef {import('./context.mjs').Route} Route */
/** @typedef {import('./context.mjs').Resource} Resource */
/** Documents per folder of the source directory, each handed to Pagefind once written. */
const PER_FOLDER = 2500;
/** The file of Pagefind's that lists each language's index (the browser picks the page's). */
const ENTRY_FILE = 'pagefind-entry.json';

// Pagefind also writes its own ready-made interfaces; the site has its own, so they are removed.
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$|^wasm\.unknown\.pagefind$/;

/**
 * The documents of the index of `lang`: its pages', and for each page not translated into it, that
 * page's resources (their tag words in the language), so every resource can be found from every
 * language. The pages' acronyms go to `acronyms`.
 * @param {BuildContext} ctx
 * @param {Map<string, number>} ids Each resource's place in the catalogue's order, by address.
 * @param {string} lang
 * @param {ReturnType<typeof acronymCollector>} acronyms
 * @returns {Generator<string>}
 */
function* languageDocuments({ server, manifest, outDir }, ids, lang, acronyms) {
  // A page's guide is the menu group of its language's navigation; the default language's menus
  // (site.locales has one at least) are those every language's are made from.
  const first = /** @type {string} */ (manifest.site.locales[0]);
  const shell = manifest.locales[lang] ?? manifest.locales[first];
  if (!shell) throw new Error(`The search index of ${lang}: the manifest has no menus for it`);
  const guides = server.guideIndex(shell.navigation);
  // Each resource as this language's pages list it (their labels and descriptions), by the page
  // listing it, and the resources of the pages not translated into it (src/server/searchRecords.ts).
  const byPage = server.languageSections(manifest, lang, ids);
  // Each topic's guide page, with its topic's words in this language.
  const topicWords = new Map(server.topicLinks(manifest, lang).map(([, label, words, href]) => [href, `${label}: ${words}.`]));
  for (const route of manifest.routes) {
    if ((route.lang ?? first) !== lang) continue;
    const main = mainOf(readFileSync(pageFile(outDir, route.path)));
    // The site's acronyms are in its pages' text (a resource's name and description are in the
    // list that shows it), so the resources' sections need not be read for them again.
    acronyms.add(main);
    yield pageDocument(route, main, { guide: guides(route.path), lang, sections: byPage.get(route.path) ?? [], anchor: server.resourceAnchor, topicWords: topicWords.get(route.path) });
    byPage.delete(route.path);
  }
  // Pages of other languages (not translated into this one) whose resources this index holds too,
  // under their guide as this language's menus name it (the menu group that leads to it).
  const routes = new Map(manifest.routes.map((r) => [r.path, r]));
  for (const [path, sections] of byPage) {
    const route = routes.get(path);
    if (route) yield pageDocument(route, null, { guide: guides(route.path), lang, sections, anchor: server.resourceAnchor });
  }
}

/**
 * One language's index: writes its documents into folders of a scratch folder, hands each to a
 * Pagefind run of its own once full (Pagefind reads it while the next is written), and writes the
 * index into `dir`. Files are written synchronously: for many small files that is several times
 * faster than promises (10,000 files: 0.3 s against 1.8 s on one machine). Documents are numbered
 * on from `first`, the number of the languages' before: a document's file name is in its fragment,
 * so the index is the same as one run for every language made. Resolves to what Pagefind's entry
 * file says of this language (null when it has no documents) and the number after the last.
 * `compact`: give the heap's free pages back once the documents are handed over (a build; npm
 * start's indexer, which keeps its heap between runs, does not).
 * @param {Iterable<string>} documents
 * @param {string} dir
 * @param {{ outDir: string, routes: number, resources: number, first: number, compact: boolean }} size
 */
async function indexLanguage(documents, dir, { outDir, routes, resources, first, compact }) {
  const pf = await createWatchedIndex({ folder: dir, disk: outDir });
  const { index, errors, watch } = pf;
  if (!index) throw new Error(`The search index could not be started: ${errors.join('; ')}`);
  // Made inside the try, so the documents never outlive a failed run.
  /** @type {string | undefined} */
  let source;
  try {
    const where = source = await sourceFolder(routes, resources);
    const folder = (/** @type {number} */ k) => join(where, String(k));
    /** @type {Promise<import('pagefind').IndexingResponse>[]} */
    const added = [];
    // Each message to Pagefind goes out when this yields.
    const hand = async (/** @type {number} */ k) => {
      added.push(index.addDirectory({ path: folder(k) }));
      await new Promise((next) => setImmediate(next));
    };
    let n = first;
    for (const html of documents) {
      if (n === first || n % PER_FOLDER === 0) mkdirSync(folder(Math.floor(n / PER_FOLDER)), { recursive: true });
      writeFileSync(join(folder(Math.floor(n / PER_FOLDER)), `${n++}.html`), html);
      if (n % PER_FOLDER === 0) await hand(n / PER_FOLDER - 1);
    }
    if (n === first) return { entry: null, next: n };
    if (n % PER_FOLDER) await hand(Math.floor(n / PER_FOLDER));
    // While Pagefind reads the last folders and writes the index (its peak), this process only
    // waits: what making the documents left in its heap goes back to the system first.
    if (compact) compactHeap();
    const results = await watch(Promise.all(added));
    const taken = results.reduce((sum, r) => sum + r.page_count, 0);
    const failed = results.flatMap((r) => r.errors ?? []);
    if (failed.length || taken !== n - first) throw new Error(`The search index took ${taken} of ${n - first} documents${failed.length ? `: ${failed.join('; ')}` : ''}`);
    const written = await watch(index.writeFiles({ outputPath: dir }));
    if (written.errors?.length) throw new Error(`The search index could not be written: ${written.errors.join('; ')}`);
    return { entry: JSON.parse(readFileSync(join(dir, ENTRY_FILE), 'utf8')), next: n };
  } finally {
    await pf.close();
    if (source) await rm(source, { recursive: true, force: true });
  }
}

/** @param {BuildContext} ctx */
export async function searchIndex(ctx) {
  const { server, manifest } = ctx;
  // A resource's id is its place in the catalogue's order (scripts/build/catalogue-index.mjs; the
  // indexer of npm start runs this step alone, without it).
  const resources = ctx.catalogueOrder ?? server.catalogueOrder(server.collectResources(manifest), manifest.navigation);
  const ids = new Map(resources.map((r, i) => [r.href.href, i]));
  const counts = { pages: manifest.routes.length, resources: resources.length };
  const dir = join(ctx.outDir, SEARCH_FOLDER);
  const acronyms = acronymCollector();
  // Each run's entry file lists its own language: the last one's, with every language.
  /** @type {{ languages: Record<string, unknown> }[]} */
  const entries = [];
  let first = 0;
  for (const lang of manifest.site.locales) {
    const { entry, next } = await indexLanguage(languageDocuments(ctx, ids, lang, acronyms), dir, { outDir: ctx.outDir, routes: counts.pages, resources: counts.resources, first, compact: !ctx.dev });
    if (entry) entries.push(entry);
    first = next;
  }
  const last = entries.at(-1);
  if (last) writeOutSync(join(dir, ENTRY_FILE), JSON.stringify({ ...last, languages: Object.assign({}, ...entries.map((e) => e.languages)) }));
  await Promise.all((await readdir(dir).catch(() => [])).filter((f) => UNUSED.test(f)).map((f) => rm(join(dir, f))));
  mkdirSync(dir, { recursive: true });
  writeTerms(dir, acronyms.terms(), Object.fromEntries(manifest.site.locales.map((lang) => [lang, server.topicLinks(manifest, lang)])));
  ctx.search = counts;
}
