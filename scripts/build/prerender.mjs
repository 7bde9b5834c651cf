// @ts-check
// Step: render every route to dist/<path>.html (the home page to index.html) with its data in the
// place the app fetches it from (dataUrl in schema/contract/routeData.mjs), and the not-found page to
// dist/404.html. Pages and data carry the build id (see bundle.mjs), so the app can tell data from
// a newer deploy and load such a page in full. A build renders on every core (render-worker.mjs);
// in `npm start`, after an edit of some routes only (ctx.changedRoutes), just those are rendered, here.
import { mkdirSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { writeOut } from './file-errors.mjs';
import { dirname, join } from 'node:path';
import { headFor } from './head.mjs';
import { page, pageFile } from './html.mjs';
import { SERVICE_WORKER } from './service-worker.mjs';
import { threadPool } from './thread-pool.mjs';
import { serverFolder } from './validate.mjs';
import { laterChunks } from './bundle.mjs';
import { dataUrl } from '../../schema/contract/routeData.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */
/** @typedef {import('./context.mjs').ShellData} ShellData */
/** @typedef {import('./context.mjs').Route} Route */
/** @typedef {import('./context.mjs').PageCommon} PageCommon */
/** @typedef {import('./render-worker.mjs').RenderTask} RenderTask */

/** In `npm start`: files being written while the next routes render, at most. */
const WRITES_IN_FLIGHT = 32;

/** In `npm start` the dev server may be sending a page while it is rewritten: a page is written
 * beside it and renamed over it, so a reader gets the old file or the new one, never half of one. */
let tmp = 0;
/** @param {string} file @param {string} data */
const atomicWrite = async (file, data) => {
  const t = `${file}.${process.pid}-${++tmp}.tmp`;
  await writeOut(t, data);
  await rename(t, file);
};

/**
 * `npm start` renders the few routes a save changed here, and writes them as above. A build
 * hands every route to the render pool (render-worker.mjs), a thread per core.
 * @param {BuildContext} ctx
 * @param {Map<string, ShellData>} shells
 * @param {PageCommon} common
 * @returns {{ render(task: RenderTask): Promise<void>, close(): Promise<unknown> }}
 */
function renderer(ctx, shells, common) {
  if (!ctx.dev) {
    const { shell: _, ...shared } = common;
    /** @type {import('./render-worker.mjs').RenderSetup} */
    const setup = { serverFolder: serverFolder(ctx), shells: Object.fromEntries(shells), common: shared, copies: Boolean(ctx.precompress) };
    const pool = threadPool(new URL('./render-worker.mjs', import.meta.url), setup);
    return { render: async (task) => { await pool.ready(); pool.run(task); }, close: () => pool.close() };
  }
  /** @type {Set<Promise<void>>} */
  const writing = new Set();
  const write = async (/** @type {string} */ file, /** @type {string} */ text) => {
    const p = atomicWrite(file, text).finally(() => writing.delete(p));
    writing.add(p);
    if (writing.size >= WRITES_IN_FLIGHT) await Promise.race(writing);
  };
  return {
    async render({ route, lang, file, dataFile, later, head, catalogue }) {
      const shell = /** @type {ShellData} */ (shells.get(lang));
      await write(file, page({ ...common, later, shell, ...ctx.server.renderRoute(shell, route, catalogue), ...head, route }));
      await write(dataFile, JSON.stringify({ build: common.build, ...route }));
    },
    close: () => Promise.all(writing),
  };
}

/** @param {BuildContext} ctx */
export async function prerender(ctx) {
  const { server, manifest, outDir, assets } = ctx;
  await server.prepareBlocks();
  // Each language's pages carry its site settings, menus and interface words.
  /** @type {Map<string, ShellData>} */
  const shells = new Map(manifest.site.locales.map((lang) => [lang, server.shellData(manifest, lang)]));
  // The default language's (site.locales has one at least: the schema's min(1)).
  const shell = /** @type {ShellData} */ (shells.get(/** @type {string} */ (manifest.site.locales[0])));
  // Pages register the service worker when the site asks for offline use; `npm start` never does.
  const serviceWorker = manifest.site.offline && !ctx.dev ? SERVICE_WORKER : undefined;
  const common = { css: assets.css, js: assets.js, preload: assets.preload, loader: assets.loader, noscriptCss: assets.noscriptCss, shell, build: assets.build, serviceWorker };
  ctx.pageCommon = common;
  // After an edit of some routes only (npm start), those, and the pages whose data depends on them
  // (ctx.rerender: a resource catalogue whose listing changed).
  const only = ctx.changedRoutes && new Set(ctx.changedRoutes.map((i) => manifest.routes[i]));
  const routes = only ? manifest.routes.filter((r) => only.has(r) || ctx.rerender?.has(r.path)) : manifest.routes;
  const out = renderer(ctx, shells, common);
  const folders = new Set();
  const folderOf = (/** @type {string} */ file) => {
    const dir = dirname(file);
    if (!folders.has(dir)) { mkdirSync(dir, { recursive: true }); folders.add(dir); }
    return file;
  };
  const first = /** @type {string} */ (manifest.site.locales[0]);
  try {
    for (const route of routes) {
      // The page's lazily loaded blocks are not preloaded: they hydrate after the page, when their
      // code arrives (src/blocks/lazyBlock.tsx), so they are not part of its first load. They are
      // listed as `later`, preloaded as soon as the app starts (src/boot/loader.ts), so a button
      // pressed first waits for no chain of imports.
      const lang = route.lang && shells.has(route.lang) ? route.lang : first;
      await out.render({ route, lang, file: folderOf(pageFile(outDir, route.path)), dataFile: folderOf(join(outDir, dataUrl(route.path))),
        later: laterChunks(assets, server.blockTypesIn(route.blocks)), head: headFor(ctx, route), catalogue: ctx.catalogues?.get(route.path) });
    }
  } finally {
    await out.close();
  }
  if (only) return;
  // The not-found page, and each other language's in its folder (dist/es/404.html).
  for (const [i, [lang, langShell]] of [...shells].entries()) {
    const nf = server.renderRoute(langShell, null);
    const file = i === 0 ? join(outDir, '404.html') : join(outDir, lang, '404.html');
    await mkdir(dirname(file), { recursive: true });
    await writeOut(file, page({ ...common, later: laterChunks(assets, ['notFound']), shell: langShell, ...nf, ...headFor(ctx, null), route: null }));
  }
}
