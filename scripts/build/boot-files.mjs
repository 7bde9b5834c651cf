// @ts-check
// Step: the two small files every page names besides the app: the loader that starts the app when
// the page needs it (src/boot/loader.ts, src/boot/wake.ts) and registers the service worker, and
// the no-JavaScript stylesheet (src/boot/noscript.css).
// Hashed like the app's files, so they are cached for a year and the policy needs no inline code.
import { build as esbuild, stop as stopEsbuild } from 'esbuild';
import { join } from 'node:path';
import { root } from '../lib/paths.mjs';
import { BROWSER_TARGET, siteUrl } from './bundle.mjs';
import { ASSETS_FOLDER } from '../../schema/values/addresses.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

/**
 * Sets ctx.assets.loader and ctx.assets.noscriptCss (site URLs), and ctx.bootMetafile.
 * @param {BuildContext} ctx
 */
export async function bootFiles(ctx) {
  const result = await esbuild({
    entryPoints: { loader: join(root, 'src/boot/loader.ts'), noscript: join(root, 'src/boot/noscript.css') },
    absWorkingDir: root,
    outdir: join(ctx.outDir, ASSETS_FOLDER),
    entryNames: '[name]-[hash]',
    bundle: true, format: 'iife', platform: 'browser', target: BROWSER_TARGET,
    minify: ctx.minify, metafile: true, legalComments: 'none', logLevel: 'error',
    // Chromium's compile hint: compile every function of the loader with the file, while the page
    // loads, rather than each handler at its first call, inside the visitor's first tap.
    banner: { js: '//# allFunctionsCalledOnLoad' },
  });
  ctx.bootMetafile = result.metafile;
  const outputs = Object.keys(result.metafile.outputs);
  /** The site URL of the one file written with this ending. */
  const written = (/** @type {string} */ ending) => {
    const file = outputs.find((f) => f.endsWith(ending));
    if (!file) throw new Error(`bootFiles: esbuild wrote no ${ending} file`);
    return siteUrl(ctx.outDir, file);
  };
  ctx.assets.loader = written('.js');
  ctx.assets.noscriptCss = written('.css');
  // The last of a build's esbuild calls (the Node side was compiled by validate): its service, a
  // process of its own holding ~90 MB on a big site, is stopped rather than kept through the
  // rest of the build; a later call would start it again. npm start keeps it for its next save.
  if (!ctx.dev) await stopEsbuild();
}
