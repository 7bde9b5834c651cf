// @ts-check
// A thread of the build's render pool (prerender.mjs): renders the pages it is handed and writes
// each with its data, and with their compressed copies when the build precompresses. It holds the
// site's Node side, each language's shell and what every page shares; a page comes with what only
// it needs (its route, head tags, later chunks and catalogue), never the manifest.
import { workerData } from 'node:worker_threads';
import { serverModule } from '../lib/node-bundle.mjs';
import { writeWithCopies } from './compress.mjs';
import { writeOutSync } from './file-errors.mjs';
import { page } from './html.mjs';
import { serveTasks } from './thread-pool.mjs';

/** @typedef {import('./context.mjs').ShellData} ShellData */
/** @typedef {import('./context.mjs').PageCommon} PageCommon */
/** @typedef {import('./context.mjs').Route} Route */
/** @typedef {import('./context.mjs').CatalogueData} CatalogueData */
/**
 * What the pool gives each thread first (prerender.mjs).
 * @typedef {object} RenderSetup
 * @property {string} serverFolder The folder of .cache/ the Node side is compiled to (validate.mjs).
 * @property {Record<string, ShellData>} shells Each language's shell.
 * @property {Omit<PageCommon, 'shell'>} common What every page shares but its shell.
 * @property {boolean} copies Write each file's .br and .gz beside it.
 */
/**
 * One page.
 * @typedef {object} RenderTask
 * @property {Route} route
 * @property {string} lang The language of its shell.
 * @property {string} file Where the page goes.
 * @property {string} dataFile Where its data goes.
 * @property {string[]} later Its later chunks (bundle.mjs laterChunks).
 * @property {{ head: string[], jsonLd: object[] }} head Its <head> parts (head.mjs headFor).
 * @property {CatalogueData} [catalogue] Its catalogue's data, if it shows one.
 */

const setup = /** @type {RenderSetup} */ (workerData);
const server = await serverModule({ folder: setup.serverFolder });
await server.prepareBlocks();
// One shell object per language, kept for every page: the renderer keeps each shell's header and
// footer by the object (src/server/render.tsx).
const shells = new Map(Object.entries(setup.shells));

/** @param {string} file @param {string} text */
const write = (file, text) => (setup.copies ? writeWithCopies(file, text) : writeOutSync(file, text));

serveTasks(async (/** @type {RenderTask} */ t) => {
  const shell = /** @type {ShellData} */ (shells.get(t.lang));
  const r = server.renderRoute(shell, t.route, t.catalogue);
  await Promise.all([
    write(t.file, page({ ...setup.common, later: t.later, shell, ...r, ...t.head, route: t.route })),
    write(t.dataFile, JSON.stringify({ build: setup.common.build, ...t.route })),
  ]);
});
