// @ts-check
// npm run build: a short pipeline of named steps, each in scripts/build/. Every step reads and
// extends one context object; the time each takes is reported in the result (npm run bench).
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './scripts/lib/paths.mjs';
import { placeholderReport, validate } from './scripts/build/validate.mjs';
import { abandon, clean, publish, publishedMetafile } from './scripts/build/output-folder.mjs';
import { bundle } from './scripts/build/bundle.mjs';
import { bootFiles } from './scripts/build/boot-files.mjs';
import { catalogueIndex } from './scripts/build/catalogue-index.mjs';
import { catalogueData } from './scripts/build/catalogue-data.mjs';
import { packetData } from './scripts/build/packet-data.mjs';
import { prerender } from './scripts/build/prerender.mjs';
import { copyStatic } from './scripts/build/static-files.mjs';
import { returnMemory } from './scripts/build/return-memory.mjs';
import { searchIndex } from './scripts/build/search-index.mjs';
import { webManifest } from './scripts/build/web-manifest.mjs';
import { serviceWorker } from './scripts/build/service-worker.mjs';
import { sitemap } from './scripts/build/sitemap.mjs';
import { headersFile } from './scripts/build/headers-file.mjs';
import { nginxConfigFile } from './scripts/build/nginx-config.mjs';
import { compress } from './scripts/build/compress.mjs';
import { explainFailure } from './scripts/build/file-errors.mjs';

/** The steps, in order. clean starts a working folder and publish puts it in dist/'s place, so a
 * build that stops half way leaves the last complete site; compress comes just before publish: it
 * compresses every text file the others wrote. */
export const STEPS = [validate, clean, bundle, bootFiles, catalogueIndex, catalogueData, packetData, prerender, returnMemory, searchIndex, copyStatic, webManifest, serviceWorker, sitemap, headersFile, nginxConfigFile, compress, publish];

/**
 * `release`: stop, before writing anything, while the manifest holds a placeholder (schema/read/placeholders.ts).
 * @param {{ manifest?: string, outDir?: string, minify?: boolean, release?: boolean, log?: ((line: string) => void) | null }} [options]
 */
export async function buildSite({ manifest: manifestFile = join(root, 'data/site.json'), outDir = join(root, 'dist'), minify = true, release = false, log = console.log } = {}) {
  const started = performance.now();
  /** @type {import('./scripts/build/context.mjs').BuildOptions} */
  const options = { manifestFile, outDir: resolve(outDir), minify, release, timings: {} };
  // The steps fill in the rest, in order (context.mjs says which step sets what).
  const ctx = /** @type {import('./scripts/build/context.mjs').BuildContext} */ (options);
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

//   node build.mjs [manifest] [--release]
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  // A mistyped --release must not build as if the placeholders were fine.
  const unknown = args.find((a) => a.startsWith('--') && a !== '--release');
  if (unknown) {
    console.error(`Unknown option ${unknown}: npm run build takes a manifest file and --release`);
    process.exit(1);
  }
  try {
    await buildSite({ manifest: file ? resolve(file) : undefined, release: args.includes('--release') });
  } catch (e) {
    // Exits once the message is written: a long one (every problem of the manifest) into a pipe
    // read slowly would otherwise be cut short.
    process.stderr.write(`${/** @type {Error} */ (e).message}\n`, () => process.exit(1));
  }
}
