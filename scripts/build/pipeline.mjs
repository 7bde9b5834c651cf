// @ts-check
// The build: a short pipeline of named steps, each in scripts/build/. Every step reads and extends
// one context object; the time each takes is reported in the result (npm run bench). build.mjs is
// its command line (npm run build); npm start, the tests and the bench import it from here.
import { join, relative, resolve } from 'node:path';
import { root } from '../lib/paths.mjs';
import { placeholderReport, validate } from './validate.mjs';
import { abandon, clean, publish, publishedMetafile } from './output-folder.mjs';
import { bundle } from './bundle.mjs';
import { bootFiles } from './boot-files.mjs';
import { catalogueIndex } from './catalogue-index.mjs';
import { catalogueData } from './catalogue-data.mjs';
import { packetData } from './packet-data.mjs';
import { prerender } from './prerender.mjs';
import { copyStatic } from './static-files.mjs';
import { returnMemory } from './return-memory.mjs';
import { searchIndex } from './search-index.mjs';
import { webManifest } from './web-manifest.mjs';
import { serviceWorker } from './service-worker.mjs';
import { sitemap } from './sitemap.mjs';
import { headersFile } from './headers-file.mjs';
import { nginxConfigFile } from './nginx-config.mjs';
import { compress } from './compress.mjs';
import { explainFailure } from './file-errors.mjs';

/** The steps, in order. clean starts a working folder and publish puts it in dist/'s place, so a
 * build that stops half way leaves the last complete site; compress comes just before publish: it
 * compresses every text file the others wrote. */
export const STEPS = [validate, clean, bundle, bootFiles, catalogueIndex, catalogueData, packetData, prerender, returnMemory, searchIndex, copyStatic, webManifest, serviceWorker, sitemap, headersFile, nginxConfigFile, compress, publish];

/**
 * `release`: stop, before writing anything, while the manifest holds a placeholder (schema/read/placeholders.ts).
 * `precompress`: write a .br and a .gz beside every text file, for hosts that send such twins (nginx; docs/deploy.md).
 * @param {{ manifest?: string, outDir?: string, minify?: boolean, release?: boolean, precompress?: boolean, log?: ((line: string) => void) | null }} [options]
 */
export async function buildSite({ manifest: manifestFile = join(root, 'data/site.json'), outDir = join(root, 'dist'), minify = true, release = false, precompress = false, log = console.log } = {}) {
  const started = performance.now();
  /** @type {import('./context.mjs').BuildOptions} */
  const options = { manifestFile, outDir: resolve(outDir), minify, release, precompress, timings: {} };
  // The steps fill in the rest, in order (context.mjs says which step sets what).
  const ctx = /** @type {import('./context.mjs').BuildContext} */ (options);
  try {
    for (const step of STEPS) {
      const t = performance.now();
      await step(ctx);
      ctx.timings[step.name] = Math.round(performance.now() - t);
    }
  } catch (e) {
    await abandon(ctx);
    throw explainFailure(e, ctx);
  }
  const ms = Math.round(performance.now() - started);
  log?.(`Built ${ctx.manifest.routes.length} routes and 404.html into ${relative(process.cwd(), outDir) || outDir} in ${ms} ms`);
  for (const line of ctx.translated ?? []) log?.(line);
  if (ctx.reading) log?.(ctx.reading);
  if (ctx.placeholders.length) log?.(placeholderReport(ctx.placeholders));
  return { manifest: ctx.manifest, placeholders: ctx.placeholders, ms, timings: ctx.timings, search: ctx.search, entry: ctx.assets.js, css: ctx.assets.css, metafile: publishedMetafile(ctx.metafile, ctx, root), bootMetafile: publishedMetafile(ctx.bootMetafile, ctx, root) };
}
