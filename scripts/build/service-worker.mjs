// Step: offline use (site.offline in data/site.json). Writes the offline page (dist/offline.html:
// the site's frame, site.offline's title and text, and the crisis lines, without the app's
// scripts, so it shows as it is) and the service worker (dist/sw.js: sw/worker.js behind the
// build id and the list of files it keeps at install). That list is the app's first-load files,
// the crisis pages with their data and block code, the not-found and the offline page: a fixed
// set, so it does not grow with the number of routes. `npm start` never runs this step.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headFor } from './head.mjs';
import { page } from './html.mjs';
import { APP_ICONS } from './web-manifest.mjs';

export const SERVICE_WORKER = '/sw.js';
export const OFFLINE_PAGE = '/offline.html';

/** The offline page as a route: the crisis lines under site.offline's title and text. */
const offlineRoute = (offline) => ({
  path: '/offline', title: offline.title, description: offline.text, kind: 'page',
  blocks: [{ type: 'crisisLines', delay: 0, columns: 2 }],
});

/** Every address the worker keeps at install, in the order it fetches them. */
export function precacheList(ctx) {
  const { assets, manifest, server } = ctx;
  const byPath = new Map(manifest.routes.map((r) => [r.path, r]));
  const pages = manifest.site.offline.pages.flatMap((path) => {
    const blocks = [...server.blockTypesIn(byPath.get(path)?.blocks ?? [])].flatMap((t) => assets.blockChunks[t] ?? []);
    return [path, server.dataUrl(path), ...blocks];
  });
  const shell = [assets.js, ...assets.preload, assets.css, assets.loader, assets.icons, '/manifest.webmanifest', ...APP_ICONS.map((i) => i.src)];
  return [...new Set([...shell, ...pages, '/404.html', OFFLINE_PAGE])];
}

export async function serviceWorker(ctx) {
  const { manifest, outDir, server } = ctx;
  const { offline } = manifest.site;
  if (!offline || ctx.dev) return;
  const route = offlineRoute(offline);
  const r = server.renderRoute(ctx.pageCommon.shell, route);
  await writeFile(join(outDir, OFFLINE_PAGE), page({ ...ctx.pageCommon, ...r, ...headFor(ctx, null), route: null, serviceWorker: undefined, app: false }));
  const precache = precacheList(ctx);
  const worker = await readFile(join(import.meta.dirname, 'sw/worker.js'), 'utf8');
  const head = `const BUILD = ${JSON.stringify(ctx.assets.build)};\nconst PRECACHE = ${JSON.stringify(precache)};\nconst OFFLINE = ${JSON.stringify(OFFLINE_PAGE)};\n`;
  await writeFile(join(outDir, SERVICE_WORKER.slice(1)), head + worker);
  ctx.offline = { precache };
}
