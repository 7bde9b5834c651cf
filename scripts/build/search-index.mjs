// @ts-check
// Step: the search index (Pagefind), from the documents the step before wrote (search-documents.mjs),
// into dist/pagefind/, which the browser loads only when a visitor opens search. This step reads
// those files and nothing of the manifest: a build runs it after the process that rendered the
// site has ended (pipeline.mjs), since at 10,000 routes Pagefind alone needs about 1.85 GB.
//
// Each language is an index of its own, made by a Pagefind run of its own that ends before the
// next starts: one run for every language held every document at once and copied them all again
// to group them by language (at 1,000 routes its peak was about 300 MB, one run per language's
// about 195 MB). The runs write into the same folder (their files are named by language and
// content) and the file that lists the languages is merged.
//
// Pagefind reads the documents from a folder (addDirectory) rather than one message per document
// (addHTMLFile / addCustomRecord): each of those compares the new document with every one before
// it, so 100,000 documents took 90 s that way and take under 10 s this way. A document's own
// address is its `href` meta field (src/search/engine.ts), since its file name is not its address.
import { mkdirSync, readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createWatchedIndex } from './pagefind-service.mjs';
import { writeOutSync } from './file-errors.mjs';
import { writeTerms } from './search-terms.mjs';
import { removeSources } from './search-source.mjs';
import { SEARCH_FOLDER } from '../../schema/values/addresses.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */
/** @typedef {NonNullable<BuildContext['searchSources']>[number]} Source */
/** The file of Pagefind's that lists each language's index (the browser picks the page's). */
const ENTRY_FILE = 'pagefind-entry.json';

// Pagefind also writes its own ready-made interfaces; the site has its own, so they are removed.
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$|^wasm\.unknown\.pagefind$/;

/**
 * One language's index, from its documents' folders, written into `dir`. Resolves to what
 * Pagefind's entry file says of this language (null when it has no documents).
 * @param {Source} source
 * @param {string} dir
 * @param {string} outDir
 */
async function indexLanguage({ folder, count }, dir, outDir) {
  if (!count) return null;
  const pf = await createWatchedIndex({ folder: dir, disk: outDir });
  const { index, errors, watch } = pf;
  if (!index) throw new Error(`The search index could not be started: ${errors.join('; ')}`);
  try {
    const folders = (await readdir(folder)).sort((a, b) => Number(a) - Number(b));
    const results = await watch(Promise.all(folders.map((f) => index.addDirectory({ path: join(folder, f) }))));
    const taken = results.reduce((sum, r) => sum + r.page_count, 0);
    const failed = results.flatMap((r) => r.errors ?? []);
    if (failed.length || taken !== count) throw new Error(`The search index took ${taken} of ${count} documents${failed.length ? `: ${failed.join('; ')}` : ''}`);
    const written = await watch(index.writeFiles({ outputPath: dir }));
    if (written.errors?.length) throw new Error(`The search index could not be written: ${written.errors.join('; ')}`);
    return JSON.parse(readFileSync(join(dir, ENTRY_FILE), 'utf8'));
  } finally {
    await pf.close();
  }
}

/** @param {BuildContext} ctx */
export async function searchIndex(ctx) {
  const dir = join(ctx.outDir, SEARCH_FOLDER);
  try {
    // Each run's entry file lists its own language: the last one's, with every language.
    /** @type {{ languages: Record<string, unknown> }[]} */
    const entries = [];
    for (const source of ctx.searchSources ?? []) {
      const entry = await indexLanguage(source, dir, ctx.outDir);
      if (entry) entries.push(entry);
    }
    const last = entries.at(-1);
    if (last) writeOutSync(join(dir, ENTRY_FILE), JSON.stringify({ ...last, languages: Object.assign({}, ...entries.map((e) => e.languages)) }));
  } finally {
    await removeSources(ctx);
  }
  await Promise.all((await readdir(dir).catch(() => [])).filter((f) => UNUSED.test(f)).map((f) => rm(join(dir, f))));
  mkdirSync(dir, { recursive: true });
  if (ctx.searchTerms) writeTerms(dir, ctx.searchTerms.acronyms, ctx.searchTerms.topics);
}
