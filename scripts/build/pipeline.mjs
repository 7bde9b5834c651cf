// @ts-check
// The build: a short pipeline of named steps, each in scripts/build/. Every step reads and extends
// one context object; the time and CPU each takes are reported in the result (npm run bench).
// build.mjs is its command line (npm run build); npm start, the tests and the bench import it from here.
//
// A build runs in two processes. The steps that read the manifest run in a process of their own
// (site-process.mjs); the last steps, which read only the files those wrote, run here once it has
// ended. So what validating and rendering leave in memory is gone, and no copy of the manifest is
// held, while Pagefind indexes (at 10,000 routes it alone needs about 1.85 GB).
import { fork } from 'node:child_process';
import { join, relative, resolve } from 'node:path';
import { root } from '../lib/paths.mjs';
import { treeCpuMs } from '../lib/process-tree.mjs';
import { placeholderReport, validate } from './validate.mjs';
import { abandon, clean, publish, publishedMetafile } from './output-folder.mjs';
import { bundle } from './bundle.mjs';
import { bootFiles } from './boot-files.mjs';
import { catalogueIndex } from './catalogue-index.mjs';
import { catalogueData } from './catalogue-data.mjs';
import { packetData } from './packet-data.mjs';
import { prerender } from './prerender.mjs';
import { copyStatic } from './static-files.mjs';
import { searchDocuments } from './search-documents.mjs';
import { searchIndex } from './search-index.mjs';
import { removeSources } from './search-source.mjs';
import { webManifest } from './web-manifest.mjs';
import { serviceWorker } from './service-worker.mjs';
import { sitemap } from './sitemap.mjs';
import { headersFile } from './headers-file.mjs';
import { nginxConfigFile } from './nginx-config.mjs';
import { compress } from './compress.mjs';
import { explainFailure } from './file-errors.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

/** The steps that read the manifest, in order: in a build, in the site process. clean starts a
 * working folder, so a build that stops half way leaves the last complete site. */
export const SITE_STEPS = [validate, clean, bundle, bootFiles, catalogueIndex, catalogueData, packetData, prerender, copyStatic, webManifest, serviceWorker, sitemap, headersFile, nginxConfigFile, searchDocuments];
/** The steps after them, which read only files: here. compress (when asked to precompress)
 * compresses every text file the others wrote; publish puts the working folder in dist/'s place. */
export const FILE_STEPS = [searchIndex, compress, publish];
/** Every step, in order (npm start runs them in one process: scripts/dev/steps.mjs). */
export const STEPS = [...SITE_STEPS, ...FILE_STEPS];

/** What the site process hands back of its context: what the file steps and the result read. */
export const SITE_RESULTS = /** @type {const} */ (['outDir', 'siteDir', 'workDir', 'whole', 'removed', 'timings', 'cpu', 'placeholders', 'translated', 'reading',
  'assets', 'metafile', 'bootMetafile', 'search', 'searchSources', 'searchTerms']);

/**
 * Runs `steps` in order on `ctx`, noting each one's milliseconds and CPU milliseconds.
 * @param {((ctx: BuildContext) => Promise<void>)[]} steps
 * @param {BuildContext} ctx
 */
export async function runSteps(steps, ctx) {
  ctx.cpu ??= {};
  for (const step of steps) {
    const t = performance.now();
    const cpu = treeCpuMs();
    await step(ctx);
    ctx.timings[step.name] = Math.round(performance.now() - t);
    ctx.cpu[step.name] = treeCpuMs() - cpu;
  }
}

/**
 * The site process: runs SITE_STEPS with `options` and resolves to its results (SITE_RESULTS, and
 * the routes; the manifest too when asked), or rejects with its failure as it explained it.
 * @param {import('./context.mjs').BuildOptions & { withManifest: boolean }} options
 * @returns {Promise<BuildContext & { routes: RouteSummary[] }>}
 */
function siteProcess(options) {
  return new Promise((resolveSite, reject) => {
    const child = fork(new URL('./site-process.mjs', import.meta.url), { serialization: 'advanced', stdio: 'inherit' });
    /** @type {{ ok: true, ctx: BuildContext & { routes: RouteSummary[] } } | { ok: false, error: Record<string, unknown> & { message: string } } | undefined} */
    let answer;
    child.on('message', (m) => { answer = /** @type {typeof answer} */ (m); });
    child.on('error', reject);
    // 'close': its answer has been read by then.
    child.on('close', (code, signal) => {
      if (answer?.ok) resolveSite(answer.ctx);
      else if (answer) reject(Object.assign(new Error(answer.error.message), answer.error));
      else reject(new Error(`The build's site process stopped (${signal ?? `exit code ${code}`}) before it said why`));
    });
    child.send(options);
  });
}

/**
 * What the result says of each route: its path, title, language and the kinds of block it shows.
 * @typedef {{ path: string, title: string, lang?: string, blockTypes: string[] }} RouteSummary
 */

/**
 * `release`: stop, before writing anything, while the manifest holds a placeholder (schema/read/placeholders.ts).
 * `precompress`: write a .br and a .gz beside every text file, for hosts that send such twins (nginx; docs/deploy.md).
 * `withManifest`: the result carries the validated manifest (the tests'; a big site's is hundreds of MB).
 * @param {{ manifest?: string, outDir?: string, minify?: boolean, release?: boolean, precompress?: boolean, withManifest?: boolean, log?: ((line: string) => void) | null }} [options]
 */
export async function buildSite({ manifest: manifestFile = join(root, 'data/site.json'), outDir = join(root, 'dist'), minify = true, release = false, precompress = false, withManifest = false, log = console.log } = {}) {
  const started = performance.now();
  const site = await siteProcess({ manifestFile, outDir: resolve(outDir), minify, release, precompress, owner: process.pid, timings: {}, withManifest });
  const ctx = /** @type {BuildContext} */ ({ ...site, precompress, owner: process.pid });
  try {
    await runSteps(FILE_STEPS, ctx);
  } catch (e) {
    await removeSources(ctx);
    await abandon(ctx);
    throw explainFailure(e, ctx);
  }
  const ms = Math.round(performance.now() - started);
  log?.(`Built ${site.routes.length} routes and 404.html into ${relative(process.cwd(), outDir) || outDir} in ${ms} ms`);
  for (const line of ctx.translated ?? []) log?.(line);
  if (ctx.reading) log?.(ctx.reading);
  if (ctx.placeholders.length) log?.(placeholderReport(ctx.placeholders));
  return { manifest: site.manifest, routes: site.routes, placeholders: ctx.placeholders, ms, timings: ctx.timings, cpu: ctx.cpu, search: ctx.search, entry: ctx.assets.js, css: ctx.assets.css,
    metafile: publishedMetafile(ctx.metafile, ctx, root), bootMetafile: publishedMetafile(ctx.bootMetafile, ctx, root) };
}
