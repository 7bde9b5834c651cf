// @ts-check
// Step: the documents of the search index, one per route (search-document.mjs), so Pagefind returns
// resources as sub-results of the pages that list them, written into a scratch folder per language
// (search-source.mjs) that the next step, searchIndex, hands to Pagefind. This step reads the
// manifest and the pages; searchIndex reads only these files, so a build runs it after the process
// that holds the manifest has ended (pipeline.mjs) and Pagefind has the machine's memory.
//
// A language's index holds its pages' documents, and for each page not translated into it, that
// page's resources (their tag words in the language), so every resource can be found from every
// language. Documents are numbered across languages in the manifest's order: a document's file
// name is in its fragment, so the index is the same however the work is shared out. Each page's
// document is made on a thread of a pool (document-worker.mjs), one per core, and written here.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeOutSync } from './file-errors.mjs';
import { pageFile } from './html.mjs';
import { acronymCollector } from './search-terms.mjs';
import { removeSources, sourceFolder } from './search-source.mjs';
import { threadPool } from './thread-pool.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */
/** @typedef {import('./document-worker.mjs').DocumentTask} DocumentTask */

/** Documents per folder of a language's scratch folder: Pagefind reads a folder per message. */
export const PER_FOLDER = 2500;

/**
 * The documents of the index of `lang`, in order: its pages', then the resources of the pages not
 * translated into it, under their guide as this language's menus name it.
 * @param {BuildContext} ctx
 * @param {Map<string, number>} ids Each resource's place in the catalogue's order, by address.
 * @param {string} lang
 * @returns {Generator<DocumentTask>}
 */
function* languageTasks({ server, manifest, outDir }, ids, lang) {
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
  /** What a document needs of a route (search-document.mjs). @param {import('./context.mjs').Route} r */
  const about = ({ path, title, kind, lang: routeLang }) => ({ path, title, kind, lang: routeLang });
  for (const route of manifest.routes) {
    if ((route.lang ?? first) !== lang) continue;
    yield { route: about(route), page: pageFile(outDir, route.path), about: { guide: guides(route.path), lang, sections: byPage.get(route.path) ?? [], topicWords: topicWords.get(route.path) } };
    byPage.delete(route.path);
  }
  const routes = new Map(manifest.routes.map((r) => [r.path, r]));
  for (const path of byPage.keys()) {
    const route = routes.get(path);
    if (route) yield { route: about(route), page: null, about: { guide: guides(route.path), lang, sections: byPage.get(path) ?? [] } };
  }
}

/** @param {BuildContext} ctx */
export async function searchDocuments(ctx) {
  const { server, manifest } = ctx;
  // A resource's id is its place in the catalogue's order (catalogue-index.mjs; npm start's
  // indexer runs this step without it).
  const resources = ctx.catalogueOrder ?? server.catalogueOrder(server.collectResources(manifest), manifest.navigation);
  const ids = new Map(resources.map((r, i) => [r.href.href, i]));
  ctx.search = { pages: manifest.routes.length, resources: resources.length };
  /** @type {NonNullable<BuildContext['searchSources']>} */
  const sources = ctx.searchSources = [];
  const pool = threadPool(new URL('./document-worker.mjs', import.meta.url), null);
  let n = 0;
  /** @type {Promise<void>} */
  let writing = Promise.resolve();
  try {
    for (const lang of manifest.site.locales) {
      const folder = await sourceFolder(ctx.search.pages, ctx.search.resources, undefined, ctx.owner);
      const source = { lang, folder, first: n, count: 0 };
      sources.push(source);
      for (const task of languageTasks(ctx, ids, lang)) {
        const sub = join(folder, String(Math.floor(n / PER_FOLDER)));
        if (n === source.first || n % PER_FOLDER === 0) mkdirSync(sub, { recursive: true });
        const file = join(sub, `${n++}.html`);
        await pool.ready();
        const made = pool.run(task);
        // Written here, one after another in their order: Pagefind numbers a folder's documents
        // in the order their files were made, so the index is the same at every build.
        writing = writing.then(() => made).then((doc) => { if (typeof doc === 'string') writeOutSync(file, doc); });
        writing.catch(() => {}); // its failure is thrown where it is awaited, below
      }
      source.count = n - source.first;
    }
    await writing;
    const acronyms = acronymCollector();
    for (const counts of /** @type {Map<string, number>[]} */ (await pool.close())) acronyms.merge(counts);
    ctx.searchTerms = { acronyms: acronyms.terms(), topics: Object.fromEntries(manifest.site.locales.map((lang) => [lang, server.topicLinks(manifest, lang)])) };
  } catch (e) {
    await Promise.all([writing.catch(() => {}), pool.close().catch(() => {})]);
    await removeSources(ctx);
    throw e;
  }
}
