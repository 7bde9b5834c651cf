// Step: the search index (Pagefind). Each route's main content is indexed as a page, and every
// resource link as a record of its own (label, description, host, kind, where it is listed), so
// a search finds a worksheet by its name even on a page about something else. Written to
// dist/pagefind/, which the browser loads only when a visitor opens search.
//
// Pagefind reads the documents from a folder (addDirectory) rather than one message per document
// (addHTMLFile / addCustomRecord): each of those compares the new document with every one before
// it, so 100,000 documents took 90 s that way and take under 10 s this way. A document's own
// address is its `href` meta field (src/search/engine.ts), since its file name is not its address.
import { mkdirSync, readFileSync, statfsSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { escapeHtml, pageFile } from './html.mjs';
import { acronymCollector, writeTerms } from './search-terms.mjs';

export const SEARCH_DIR = 'pagefind';
/** Documents per folder of the source directory: file systems slow down on huge folders. */
const PER_FOLDER = 1000;
/** The <main> element of a prerendered page, or '' when there is none. */
export function mainOf(html) {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  return start === -1 || end < start ? '' : html.slice(html.indexOf('>', start) + 1, end);
}

const filterTags = (filters) => Object.entries(filters)
  .flatMap(([k, vs]) => vs.map((v) => `<span data-pagefind-filter="${k}">${escapeHtml(v)}</span>`)).join('');
const metaTags = (meta) => Object.entries(meta)
  .filter(([, v]) => v).map(([k, v]) => `<span data-pagefind-meta="${k}">${escapeHtml(v)}</span>`).join('');

// Screen-reader text that says a link opens a new tab is not content; inline elements that end
// without a space ("(ECHN)</a><span>Physical…") would run words together in excerpts.
const forIndex = (main) => punctuate(main.replace(/<span[^>]*> \(opens in new tab\)<\/span>/g, '').replace(/<\/(a|span|strong|em|b|i)>/g, '</$1> '));

// Elements whose text reads as a unit of its own: a heading, a paragraph, a list item, a link's
// label, a button. Excerpts are cut from the page's text with the tags gone, so a unit that ends
// without punctuation would run into the next ("Suicide risk screening The ASQ toolkit…").
const UNIT_END = /^<\/(h[1-6]|p|li|a|button|dt|dd|td|th|figcaption|summary|caption)>$/;

/** The page's HTML with a full stop at the end of each text unit that has no punctuation of its
 * own. Only the index's copy changes: the page keeps its text as written. */
export function punctuate(html) {
  const parts = html.split(/(<[^>]*>)/);
  let last = -1; // the text part that ends the current unit, while it has no punctuation
  parts.forEach((part, i) => {
    if (!part.startsWith('<')) {
      const text = part.replace(/&[a-z#0-9]+;/gi, ' ').trim();
      if (text) last = /[.!?:;…,]$/.test(text) ? -1 : i;
    } else if (last >= 0 && UNIT_END.test(part)) {
      // Right after the words, not before the closing tag: "screening." rather than "screening ."
      parts[last] = parts[last].replace(/\s*$/, (space) => `.${space}`);
      last = -1;
    }
  });
  return parts.join('');
}

/** Search ranks pages whose route says they are an index or a stub below the rest: they carry
 * the filter tier "low" (src/search/rank.ts). */
const tierOf = (route) => (route.kind === 'index' || route.kind === 'stub' ? 'low' : 'content');

/** The page as Pagefind should see it: the main content only (no header, menus or footer). */
export function pageDocument(route, main, { guide }) {
  const filters = { type: ['page'], kind: ['page'], tier: [tierOf(route)], ...(guide ? { guide: [guide] } : {}) };
  // Each language is an index of its own (Pagefind splits them by this lang, with that
  // language's stemming); the browser loads the one of the page's <html lang>.
  return `<html lang="${route.lang ?? 'en'}"><head><title>${escapeHtml(route.title)}</title></head><body>`
    + `<main data-pagefind-body>${forIndex(main)}</main><div data-pagefind-ignore>${filterTags(filters)}${metaTags({ title: route.title, href: route.path, where: guide ?? '' })}</div></body></html>`;
}

/** A resource's record (src/server/searchRecords.ts) as a document: its name is the title (a
 * heading, which Pagefind weighs more), its listings the text, its tags words of lower weight. */
export function recordDocument(record) {
  const sort = Object.entries(record.sort ?? {}).map(([k, v]) => `<span data-pagefind-sort="${k}">${escapeHtml(v)}</span>`).join('');
  return `<html lang="${record.language}"><body><main data-pagefind-body><h1>${escapeHtml(record.title)}</h1><p>${escapeHtml(record.content)}</p>`
    + `<p data-pagefind-weight="0.5">${escapeHtml(record.tags)}</p></main>`
    + `<div data-pagefind-ignore>${filterTags({ ...record.filters, tier: ['content'] })}${metaTags({ ...record.meta, href: record.url })}${sort}</div></body></html>`;
}

// Pagefind also writes its own ready-made interfaces; the site has its own, so they are removed.
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$|^wasm\.unknown\.pagefind$/;

/**
 * Writes every page and resource document into `source`. Written
 * synchronously: for many small files that is several times faster than promises (10,000 files:
 * 0.3 s against 1.8 s on one machine), and the build has nothing else to do meanwhile.
 */
function writeDocuments({ server, manifest, outDir }, resources, source, acronyms) {
  // A page's guide is the menu group of its language's navigation.
  const guides = new Map(Object.entries(manifest.locales).map(([lang, shell]) => [lang, server.guideIndex(shell.navigation)]));
  const guideOf = (route) => (guides.get(route.lang) ?? guides.get(manifest.site.locales[0]))(route.path);
  const write = (kind, i, html) => {
    acronyms.add(html);
    const dir = join(source, kind, String(Math.floor(i / PER_FOLDER)));
    if (i % PER_FOLDER === 0) mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${i}.html`), html);
  };
  for (const [i, route] of manifest.routes.entries()) {
    write('page', i, pageDocument(route, mainOf(readFileSync(pageFile(outDir, route.path), 'utf8')), { guide: guideOf(route) }));
  }
  // Every language's index holds every resource, with its tag words in that language and, where
  // that language's pages list it, their words and places first (and the resources only they list).
  let n = 0;
  for (const [k, lang] of manifest.site.locales.entries()) {
    const local = k === 0 ? new Map() : new Map(server.collectResources(manifest, lang).map((r) => [r.href.href, r]));
    const described = resources.map((r) => {
      const own = local.get(r.href.href);
      local.delete(r.href.href);
      return own ? { ...r, label: own.label, description: own.description ?? r.description, listings: [...own.listings, ...r.listings] } : r;
    });
    for (const [i, r] of [...described, ...local.values()].entries()) write('resource', n++, recordDocument(server.resourceRecord(r, i, lang)));
  }
  return n;
}

/** Where the documents are written: memory (/dev/shm) when it has room for them, as files there
 * cost a tenth of files on disk; else the system's temporary folder. */
function scratchFolder(routes, resources) {
  const room = (() => { try { const s = statfsSync('/dev/shm'); return s.bavail * s.bsize; } catch { return 0; } })();
  return room > routes * 32 * 1024 + resources * 8 * 1024 ? '/dev/shm' : tmpdir();
}

export async function searchIndex(ctx) {
  const { server, manifest } = ctx;
  // In catalogue order (guide by guide), so an unfiltered list from the index reads like the page:
  // the site-wide catalogue's, when catalogueData made one in this process.
  const resources = ctx.orderedResources ?? server.catalogue(server.collectResources(manifest), manifest.navigation).ordered;
  const counts = { pages: manifest.routes.length, resources: resources.length };
  const { index, errors } = await pagefind.createIndex();
  if (!index) throw new Error(`The search index could not be started: ${errors.join('; ')}`);
  // Made inside the try, so the documents never outlive a failed run.
  let source;
  try {
    source = await mkdtemp(join(scratchFolder(counts.pages, counts.resources * manifest.site.locales.length), 'search-source-'));
    const acronyms = acronymCollector();
    const records = writeDocuments(ctx, resources, source, acronyms);
    const added = await index.addDirectory({ path: source });
    const expected = counts.pages + records;
    if (added.errors?.length || added.page_count !== expected) {
      throw new Error(`The search index took ${added.page_count} of ${expected} documents${added.errors?.length ? `: ${added.errors.join('; ')}` : ''}`);
    }
    const dir = join(ctx.outDir, SEARCH_DIR);
    const written = await index.writeFiles({ outputPath: dir });
    if (written.errors?.length) throw new Error(`The search index could not be written: ${written.errors.join('; ')}`);
    await Promise.all((await readdir(dir)).filter((f) => UNUSED.test(f)).map((f) => rm(join(dir, f))));
    writeTerms(dir, acronyms.terms());
    ctx.search = counts;
  } finally {
    await index.deleteIndex().catch(() => {});
    await pagefind.close();
    if (source) await rm(source, { recursive: true, force: true });
  }
}
