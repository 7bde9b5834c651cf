// Step: the search index (Pagefind). Each route's main content is indexed as a page, and every
// resource link as a record of its own (label, description, host, kind, where it is listed), so
// a search finds a worksheet by its name even on a page about something else. Written to
// dist/pagefind/, which the browser loads only when a visitor opens search.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { escapeHtml, pageFile } from './html.mjs';

export const SEARCH_DIR = 'pagefind';
const IN_FLIGHT = 16;

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
const forIndex = (main) => main.replace(/<span[^>]*> \(opens in new tab\)<\/span>/g, '').replace(/<\/(a|span|strong|em|b|i)>/g, '</$1> ');

/** The page as Pagefind should see it: the main content only (no header, menus or footer). */
export function pageDocument(route, main, { guide }) {
  const filters = { type: ['page'], kind: ['page'], ...(guide ? { guide: [guide] } : {}) };
  return `<html lang="en"><head><title>${escapeHtml(route.title)}</title></head><body>`
    + `<main data-pagefind-body>${forIndex(main)}</main><div data-pagefind-ignore>${filterTags(filters)}${metaTags({ where: guide ?? '' })}</div></body></html>`;
}

// Pagefind also writes its own ready-made interfaces; the site has its own, so they are removed.
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$|^wasm\.unknown\.pagefind$/;

export async function searchIndex(ctx) {
  const { server, manifest, outDir } = ctx;
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`The search index could not be started: ${errors.join('; ')}`);
  const problems = [];
  const check = (res, what) => { if (res.errors?.length) problems.push(`${what}: ${res.errors.join('; ')}`); };
  try {
    const guideOf = server.guideIndex(manifest.navigation);
    const running = new Set();
    const add = async (job) => {
      const p = job().finally(() => running.delete(p));
      running.add(p);
      if (running.size >= IN_FLIGHT) await Promise.race(running);
    };
    for (const route of manifest.routes) {
      await add(async () => {
        const html = await readFile(pageFile(outDir, route.path), 'utf8');
        const content = pageDocument(route, mainOf(html), { guide: guideOf(route.path) });
        check(await index.addHTMLFile({ url: route.path, content }), `page ${route.path}`);
      });
    }
    // In catalogue order (guide by guide), so an unfiltered list from the index reads like the page.
    const resources = server.catalogue(server.collectResources(manifest), manifest.navigation).ordered;
    for (const [i, r] of resources.entries()) await add(async () => check(await index.addCustomRecord(server.resourceRecord(r, i)), `resource ${r.href.href}`));
    await Promise.all(running);
    const dir = join(outDir, SEARCH_DIR);
    check(await index.writeFiles({ outputPath: dir }), 'writing the index');
    await Promise.all((await readdir(dir)).filter((f) => UNUSED.test(f)).map((f) => rm(join(dir, f))));
    if (problems.length) throw new Error(`The search index has problems:\n${problems.slice(0, 10).join('\n')}`);
    ctx.search = { pages: manifest.routes.length, resources: resources.length };
  } finally {
    await index.deleteIndex().catch(() => {});
    await pagefind.close();
  }
}
