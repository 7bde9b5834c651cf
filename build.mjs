// npm run build: validates data/site.json, bundles the browser code, and prerenders every route
// to dist/<path>/index.html with its data beside it in dist/<path>/route.json.
import { build as esbuild } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode, root } from './scripts/lib/node-bundle.mjs';

/** Serialises data for a <script type="application/json"> without letting it close the tag. */
const jsonScript = (id, data) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// Without JavaScript, accordion and tab panels show open and menus open on hover or focus,
// so every page stays readable.
const NOSCRIPT_CSS = '[data-reach-accordion-panel][hidden],[data-reach-tab-panel][hidden]{display:block!important}'
  + 'li:hover>[data-noscript-menu][hidden],li:focus-within>[data-noscript-menu][hidden]{display:block!important}';

/**
 * Starts loading the app once the prerendered page has painted its content, so on a slow
 * connection the JavaScript does not share bandwidth with the HTML and CSS of the first paint.
 * A timer makes sure it loads even where no paint is reported (a page opened in a background tab).
 */
const LOADER = '(function(){var done=0,d=document,app=JSON.parse(d.getElementById("app-scripts").textContent);'
  + 'function go(){if(done++)return;app.preload.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});'
  + 'var s=d.createElement("script");s.type="module";s.src=app.entry;d.head.appendChild(s)}'
  + 'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}'
  + 'catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,3000)})()';

function page({ title, description, html, css, js, preload, shell, route }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="theme-color" content="#0f6b6b">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${css}">
<noscript><style>${NOSCRIPT_CSS}</style></noscript>
</head>
<body>
<div id="root">${html}</div>
${jsonScript('site-data', shell)}
${jsonScript('route-data', route)}
${jsonScript('app-scripts', { entry: js, preload })}
<script>${LOADER}</script>
</body>
</html>
`;
}

const WRITES_IN_FLIGHT = 32;

/** Imports the prerender bundle with React's production build when NODE_ENV is unset (the
 * development build renders about 2.5x slower). The vanilla-extract plugin leaves an unset
 * NODE_ENV as the string "undefined", so that counts as unset. Nothing changes when React is
 * already loaded, so a process never mixes a development react with a production react-dom. */
async function importProduction(url) {
  const env = process.env.NODE_ENV;
  const loaded = Object.entries(createRequire(import.meta.url).cache).some(([f, m]) => m?.loaded && /[\\/]node_modules[\\/]react(-dom)?[\\/]/.test(f));
  const set = (env === undefined || env === '' || env === 'undefined') && !loaded;
  if (set) process.env.NODE_ENV = 'production';
  try {
    return await import(url);
  } finally {
    if (set && env === undefined) delete process.env.NODE_ENV;
    else if (set) process.env.NODE_ENV = env;
  }
}

/** Resolves the pre-React-18 use-sync-external-store shim (imported by wouter) to React's own hook. */
const reactBuiltinSyncStore = {
  name: 'react-builtin-sync-store',
  setup(b) {
    b.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: join(root, 'src/lib/useSyncExternalStore.ts') }));
  },
};

export async function buildSite({ manifest: manifestFile = join(root, 'data/site.json'), outDir = join(root, 'dist'), minify = true, log = console.log } = {}) {
  const started = performance.now();
  const server = await importProduction((await bundleForNode(['src/server/render.tsx'], { outDir: join(root, '.cache/build') })).render);
  const result = server.loadManifest(await readFile(manifestFile, 'utf8'));
  if (!result.ok) {
    const file = relative(process.cwd(), manifestFile) || manifestFile;
    const err = new Error(`${file} is not valid:\n${result.problems.map((p) => server.formatProblem(p, file)).join('\n')}`);
    err.problems = result.problems;
    throw err;
  }
  const manifest = result.manifest;

  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, 'assets'), { recursive: true });
  const client = await esbuild({
    entryPoints: { main: join(root, 'src/main.tsx') },
    outdir: join(outDir, 'assets'),
    entryNames: '[name]-[hash]', chunkNames: 'chunk-[hash]', assetNames: '[name]-[hash]',
    bundle: true, splitting: true, format: 'esm', platform: 'browser', target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify, metafile: true, sourcemap: false, legalComments: 'none', jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
    plugins: [vanillaExtractPlugin({ identifiers: 'short' }), reactBuiltinSyncStore],
  });
  const outputs = Object.entries(client.metafile.outputs);
  const [entryFile, entryMeta] = outputs.find(([, o]) => o.entryPoint?.endsWith('src/main.tsx') && !o.entryPoint.includes('.css'));
  const cssFile = entryMeta.cssBundle ?? outputs.find(([f]) => f.endsWith('.css'))?.[0];
  const url = (f) => `/${relative(outDir, join(process.cwd(), f)).split('\\').join('/')}`;
  // Chunks the entry imports statically load with it; preloading them saves a round trip.
  const preload = entryMeta.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path));

  const shell = server.shellData(manifest);
  const common = { css: url(cssFile), js: url(entryFile), preload, shell };
  // Rendering is synchronous CPU work; the files of up to WRITES_IN_FLIGHT routes are written
  // while the next routes render, instead of the CPU waiting for each write.
  const writing = new Set();
  let writeError;
  for (const route of manifest.routes) {
    const dir = route.path === '/' ? outDir : join(outDir, route.path);
    const r = server.renderRoute(shell, route);
    const html = page({ ...common, ...r, route });
    const json = JSON.stringify(route);
    const p = mkdir(dir, { recursive: true })
      .then(() => Promise.all([writeFile(join(dir, 'index.html'), html), writeFile(join(dir, 'route.json'), json)]))
      .catch((e) => { writeError ??= e; })
      .finally(() => writing.delete(p));
    writing.add(p);
    if (writing.size >= WRITES_IN_FLIGHT) await Promise.race(writing);
    if (writeError) break;
  }
  await Promise.all(writing);
  if (writeError) throw writeError;
  const nf = server.renderRoute(shell, null);
  await writeFile(join(outDir, '404.html'), page({ ...common, ...nf, route: null }));
  if (existsSync(join(root, 'static'))) await cp(join(root, 'static'), outDir, { recursive: true });

  const ms = Math.round(performance.now() - started);
  log?.(`Built ${manifest.routes.length} routes and 404.html into ${relative(process.cwd(), outDir) || outDir} in ${ms} ms`);
  return { manifest, ms, entry: url(entryFile), css: url(cssFile), metafile: client.metafile };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await buildSite({ manifest: process.argv[2] ? resolve(process.argv[2]) : undefined });
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
