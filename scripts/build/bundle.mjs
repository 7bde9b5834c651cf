// @ts-check
// Step 2: bundle the browser code (esbuild + vanilla-extract) into dist/assets with hashed names.
import { build as esbuild, context } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { writeOut } from './file-errors.mjs';
import { dirname, join, relative, resolve } from 'node:path';
import { root } from '../lib/paths.mjs';
import { iconDefine, iconSprite } from '../lib/icon-sprite.mjs';
import { reactEsm } from './react-esm.mjs';
import { crisisWordsPlugin } from '../lib/crisis-words.mjs';
import { ASSETS_FOLDER } from '../../schema/values/addresses.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */
/** @typedef {import('./context.mjs').Assets} Assets */
/** @typedef {import('esbuild').Metafile} Metafile */
/** @typedef {(file: string) => string} SiteUrl A file esbuild reports, as a site URL. */

/** The browsers the site's code is compiled for: one list, so the app and the boot files
 * (boot-files.mjs) always support the same browsers. */
export const BROWSER_TARGET = ['es2020', 'chrome100', 'firefox100', 'safari15'];

/** Resolves the pre-React-18 use-sync-external-store shim (imported by wouter) to React's own hook. */
/** @type {import('esbuild').Plugin} */
const reactBuiltinSyncStore = {
  name: 'react-builtin-sync-store',
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: join(root, 'src/lib/useSyncExternalStore.ts') }));
  },
};

/** The site URL of a file esbuild reports (its metafile paths are relative to absWorkingDir, the project). */
export const siteUrl = (/** @type {string} */ outDir, /** @type {string} */ file) => `/${relative(outDir, resolve(root, file)).split('\\').join('/')}`;

/** In `npm start`: one esbuild context kept between saves, so a change recompiles only what it
 * touched (context().rebuild()). A new one when the options change (the icon set is in `define`).
 * @param {BuildContext} ctx
 * @param {import('esbuild').BuildOptions & { metafile: true }} options
 */
async function rebuild(ctx, options) {
  const key = JSON.stringify(options.define);
  if (ctx.esbuild?.key !== key) {
    await ctx.esbuild?.context.dispose();
    ctx.esbuild = { key, context: await context(options) };
  }
  return ctx.esbuild.context.rebuild();
}

/**
 * A chunk and the chunks it imports statically, recursively, added to `seen`.
 * @param {Metafile['outputs']} outputs
 * @param {string} file
 * @param {Set<string>} [seen]
 */
function staticClosure(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') staticClosure(outputs, i.path, seen);
  return seen;
}

/** Every chunk a page loads to start the app: the entry, the stages it imports (src/main.tsx
 * imports each stage lazily so that each is evaluated in a task of its own), and what those
 * import statically.
 * @param {Metafile} metafile
 * @param {string} entryFile
 */
function startChunks(metafile, entryFile) {
  const outputs = metafile.outputs;
  const seen = staticClosure(outputs, entryFile);
  for (const i of outputs[entryFile]?.imports ?? []) if (i.kind === 'dynamic-import') staticClosure(outputs, i.path, seen);
  return seen;
}

/**
 * The chunks a chunk imports statically, itself included, less those the entry loads anyway.
 * @param {Metafile} metafile
 * @param {string} entryFile
 */
function chunkClosure(metafile, entryFile) {
  const shared = startChunks(metafile, entryFile);
  return (/** @type {string} */ file) => [...staticClosure(metafile.outputs, file)].filter((f) => !shared.has(f));
}

/**
 * The chunks of each lazily loaded block (src/blocks/index.ts): the chunk esbuild made for its
 * component (src/blocks/<Name>/<Name>.tsx) and the chunks that imports, less what the entry loads
 * anyway. { accordion: ['/assets/chunk-….js', …], … }
 * @param {Metafile} metafile
 * @param {string} entryFile
 * @param {SiteUrl} url
 */
function blockChunks(metafile, entryFile, url) {
  const own = chunkClosure(metafile, entryFile);
  /** @type {Record<string, string[]>} */
  const out = {};
  for (const [file, o] of Object.entries(metafile.outputs)) {
    // A block's component, or the not-found page (loaded the same way: src/shell/NotFoundView.ts).
    const m = /src\/blocks\/(\w+)\/\1\.tsx$|src\/shell\/(NotFound)\.tsx$/.exec(o.entryPoint ?? '');
    if (!m || file === entryFile || !file.endsWith('.js')) continue;
    const name = /** @type {string} */ (m[1] ?? m[2]); // one of the two alternatives matched
    const type = name.charAt(0).toLowerCase() + name.slice(1);
    out[type] = own(file).map(url);
  }
  return out;
}

/** The chunks of the shell's deferred parts (the modules src/shell/deferred.tsx imports lazily),
 * which every page loads just after it hydrates: kept for offline use with the first-load files.
 * @param {Metafile} metafile
 * @param {string} entryFile
 * @param {SiteUrl} url
 */
function deferredChunks(metafile, entryFile, url) {
  const own = chunkClosure(metafile, entryFile);
  const deferred = Object.entries(metafile.inputs).find(([k]) => k.endsWith('src/shell/deferred.tsx'))?.[1];
  const modules = new Set((deferred?.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path));
  const files = Object.entries(metafile.outputs).filter(([f, o]) => f.endsWith('.js') && o.entryPoint !== undefined && modules.has(o.entryPoint)).flatMap(([f]) => own(f));
  return [...new Set(files)].map(url);
}

/**
 * The code of these block types (blockTypesIn), each chunk once.
 * @param {Assets} assets
 * @param {Iterable<string>} types
 */
export const blockCode = (assets, types) => [...new Set([...types].flatMap((t) => assets.blockChunks[t] ?? []))];

/**
 * What a page loads just after the app has started: the shell's deferred parts and its blocks.
 * @param {Assets} assets
 * @param {Iterable<string>} types
 */
export const laterChunks = (assets, types) => [...new Set([...(assets.deferred ?? []), ...blockCode(assets, types)])];

/**
 * The site's one stylesheet: the app's CSS, named by its hash like every other asset and written
 * as main-HASH.css. esbuild's CSS for the start entry holds the styles of every module the app may
 * load, the lazily loaded blocks' included, so one stylesheet styles every page.
 * @param {string} mainCssFile
 */
async function oneStylesheet(mainCssFile) {
  const mainCss = resolve(root, mainCssFile);
  const css = await readFile(mainCss);
  const hash = createHash('sha256').update(css).digest('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase();
  const file = join(dirname(mainCss), `main-${hash}.css`);
  // esbuild's own file stays as it is: npm start's incremental rebuilds may not write it again.
  await writeOut(file, css);
  return file;
}

/**
 * Sets ctx.assets: { css, js, preload } as site URLs, build (the id of this code), and the esbuild metafile.
 * @param {BuildContext} ctx
 */
export async function bundle(ctx) {
  const { outDir } = ctx;
  /** @satisfies {import('esbuild').BuildOptions} */
  const options = {
    // start: the app's last start stage, an entry of its own so that esbuild gives it the app's
    // CSS (esbuild bundles CSS per entry: the main entry imports its stages lazily).
    entryPoints: { main: join(root, 'src/main.tsx'), start: join(root, 'src/boot/start.tsx') },
    // Whatever folder the build was started from: the styles plugin finds the project from here.
    absWorkingDir: root,
    outdir: join(outDir, ASSETS_FOLDER),
    entryNames: '[name]-[hash]', chunkNames: 'chunk-[hash]', assetNames: '[name]-[hash]',
    bundle: true, splitting: true, format: 'esm', platform: 'browser', target: BROWSER_TARGET,
    // Every browser of BROWSER_TARGET has class fields (uqr's QR code uses them): lowered for
    // "es2020", they would need a helper that esbuild puts in a chunk every page loads.
    supported: { 'class-field': true },
    minify: ctx.minify, metafile: true, sourcemap: false, legalComments: 'none', jsx: 'automatic',
    // __BROWSER__: code only the prerenderer needs (what a page shows without JavaScript) is left out.
    define: { 'process.env.NODE_ENV': '"production"', __BROWSER__: 'true', ...(await iconDefine()) },
    logLevel: 'error',
    // crisisWordsPlugin: the search code's crisis words, every language's (schema/languages/<code>/crisisWords.json).
    plugins: [vanillaExtractPlugin({ identifiers: 'short' }), reactBuiltinSyncStore, reactEsm, crisisWordsPlugin],
  };
  const client = ctx.dev ? await rebuild(ctx, options) : await esbuild(options);
  // The icon drawings: one cached file, referenced by <use> (see src/ui/Icon.tsx).
  const sprite = await iconSprite();
  await writeOut(join(outDir, ASSETS_FOLDER, sprite.file), sprite.svg);
  const outputs = Object.entries(client.metafile.outputs);
  /** @param {string} source */
  const entryOf = (source) => {
    const found = outputs.find(([, o]) => o.entryPoint?.endsWith(source) && !o.entryPoint.includes('.css'));
    if (!found) throw new Error(`bundle: esbuild wrote nothing for ${source}`);
    return found;
  };
  const [entryFile] = entryOf('src/main.tsx');
  /** @type {SiteUrl} */
  const url = (f) => siteUrl(outDir, f);
  const startCss = entryOf('src/boot/start.tsx')[1].cssBundle;
  if (!startCss) throw new Error('bundle: esbuild wrote no stylesheet for src/boot/start.tsx');
  const cssFile = await oneStylesheet(startCss);
  // The chunks of every stage of the start load with the entry; preloading them saves round trips.
  const preload = [...startChunks(client.metafile, entryFile)].filter((f) => f !== entryFile).map(url);
  // The entry's content hash covers every chunk it loads (their hashed names are in its text):
  // it changes exactly when the code does, so it is the build id that pages and route data carry.
  const build = /-([A-Z0-9]+)\.js$/.exec(entryFile)?.[1] ?? '';
  // The loader and the no-script stylesheet are bootFiles', the next step's.
  ctx.assets = { css: url(cssFile), js: url(entryFile), preload, build, icons: `${ASSETS_FOLDER}/${sprite.file}`, blockChunks: blockChunks(client.metafile, entryFile, url), deferred: deferredChunks(client.metafile, entryFile, url), loader: '', noscriptCss: '' };
  ctx.metafile = client.metafile;
}
