// @ts-check
// Step: offline use (site.offline in data/site.json). Writes the offline page (/offline:
// the site's frame, site.offline's title and text, and the crisis lines, without the app's
// scripts, so it shows as it is) and the service worker (dist/sw.js: sw/worker.js behind the
// build id and the list of files it keeps at install). That list is the app's first-load files
// and the shell's deferred parts (footer, phone menu), the crisis pages with their data and block
// code, and the offline page: a fixed set, so it does not grow with the number of routes. `npm start` never runs this step.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { writeOut } from './file-errors.mjs';
import { join } from 'node:path';
import { pageFile } from './html.mjs';
import { headFor } from './head.mjs';
import { page } from './html.mjs';
import { blockCode } from './bundle.mjs';
import { OFFLINE_PATH } from '../../schema/values/addresses.mjs';
import { dataUrl } from '../../schema/contract/routeData.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

export const SERVICE_WORKER = '/sw.js';

/**
 * The offline page as a route: what to do right now (site.crisis.steps) and the crisis lines
 * under site.offline's title and text.
 * @param {{ title: string, text: string }} offline
 * @param {unknown} [steps]
 * @returns {import('./context.mjs').Route}
 */
const offlineRoute = (offline, steps) => ({
  path: OFFLINE_PATH, title: offline.title, description: offline.text, kind: 'page',
  blocks: /** @type {import('./context.mjs').Route['blocks']} */ ([...(steps ? [{ type: 'crisisSteps', delay: 0 }] : []), { type: 'crisisLines', delay: 0, columns: 2 }]),
});

/**
 * Every address the worker keeps at install, in the order it fetches them.
 * @param {BuildContext} ctx
 */
export function precacheList(ctx) {
  const { assets, manifest, server } = ctx;
  const byPath = new Map(manifest.routes.map((r) => [r.path, r]));
  const pages = (manifest.site.offline?.pages ?? []).flatMap((path) => {
    return [path, dataUrl(path), ...blockCode(assets, server.blockTypesIn(byPath.get(path)?.blocks ?? []))];
  });
  // Not the app's PNG icons (16 KB gzip, a twelfth of the budget): the browser fetches them when the
  // site is installed and the system keeps its own copy, so no page or offline visit asks for them.
  const shell = [assets.js, ...assets.preload, ...(assets.deferred ?? []), assets.css, assets.loader, assets.icons, '/manifest.webmanifest'];
  return [...new Set([...shell, ...pages, OFFLINE_PATH])];
}

/** The file in dist/ behind a kept address: a page (its .html), or a file by its own name. */
/** @param {string} outDir @param {string} url */
const fileOf = (outDir, url) => (/\.[a-z0-9]+$/i.test(url) ? join(outDir, url) : pageFile(outDir, url));

/** @param {BuildContext} ctx */
export async function serviceWorker(ctx) {
  const { manifest, outDir, server } = ctx;
  const { offline } = manifest.site;
  if (!offline || ctx.dev) return;
  const route = offlineRoute(offline, manifest.site.crisis?.steps);
  const r = server.renderRoute(ctx.pageCommon.shell, route);
  await writeOut(pageFile(outDir, OFFLINE_PATH), page({ ...ctx.pageCommon, ...r, ...headFor(ctx, null), route: null, serviceWorker: undefined, app: false }));
  const precache = precacheList(ctx);
  const worker = await readFile(join(import.meta.dirname, 'sw/worker.js'), 'utf8');
  // The caches' version covers the kept files' content, not only the code: a deploy that changes
  // a crisis number changes the worker, which the browser then installs on the next visit.
  const hash = createHash('sha256');
  for (const url of precache) hash.update(url).update(await readFile(fileOf(outDir, url)));
  const version = `${ctx.assets.build}-${hash.digest('hex').slice(0, 10)}`;
  const head = `const BUILD = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(precache)};\nconst OFFLINE = ${JSON.stringify(OFFLINE_PATH)};\n`;
  await writeOut(join(outDir, SERVICE_WORKER.slice(1)), head + worker);
  ctx.offline = { precache, version };
}
