// Compiles TypeScript for Node with the same esbuild + vanilla-extract setup as the browser build,
// so scripts and tests run the real modules (styles included) rather than mocks. Scripts load the
// site's Node side through serverModule; bundleForNode compiles any entry (the tests use it).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, basename, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crisisWordsPlugin } from './crisis-words.mjs';
import { iconDefine } from './icon-sprite.mjs';
import { cacheDir, root } from './paths.mjs';

/** Bundles each entry to .cache/<outName>.mjs and returns their file URLs. */
export async function bundleForNode(entries, { outDir = join(cacheDir, 'node'), external = [] } = {}) {
  // Loaded here, not at the top: a script whose compile is kept (serverModule) never needs them,
  // and loading them took a fifth of a second of every npm run validate.
  const [{ build }, { vanillaExtractPlugin }] = await Promise.all([import('esbuild'), import('@vanilla-extract/esbuild-plugin')]);
  await mkdir(outDir, { recursive: true });
  const entryPoints = Object.fromEntries(entries.map((e) => [basename(e).replace(/\.(tsx?|mjs)$/, ''), join(root, e)]));
  await build({
    // The project's folder, not the one node was started in: the styles plugin looks for the
    // project's package.json from here, and the paths esbuild reports are relative to it.
    absWorkingDir: root,
    entryPoints,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    jsx: 'automatic',
    logLevel: 'error',
    define: { __BROWSER__: 'false', ...(await iconDefine()) },
    // Keep third-party packages as runtime imports; only our TypeScript is compiled.
    packages: 'external',
    external,
    plugins: [vanillaExtractPlugin({ identifiers: 'short', outputCss: false }), crisisWordsPlugin],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return Object.fromEntries(Object.keys(entryPoints).map((k) => [k, pathToFileURL(join(outDir, `${k}.mjs`)).href]));
}

/** Imports a module with React's production build when NODE_ENV is unset (the development build
 * renders about 2.5x slower). The vanilla-extract plugin leaves an unset NODE_ENV as the string
 * "undefined", so that counts as unset. Nothing changes when React is already loaded, so a process
 * never mixes a development react with a production react-dom. */
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

/** What the Node side is compiled from: every file of src/ and schema/ (its size and time of last
 * change), the compiler's own setup and the installed packages (their lock file), as one hash.
 * `base`: the project's folder. */
export async function sourcesKey(base = root) {
  const files = ['package-lock.json', 'scripts/lib/node-bundle.mjs', 'scripts/lib/icon-sprite.mjs'];
  // schema/ holds the crisis words too (schema/languages/<code>/crisisWords.json), which the search
  // code the Node side compiles carries (scripts/lib/crisis-words.mjs).
  for (const dir of ['src', 'schema']) {
    for (const e of await readdir(join(base, dir), { recursive: true, withFileTypes: true }).catch(() => [])) {
      if (e.isFile()) files.push(relative(base, join(e.parentPath ?? e.path, e.name)));
    }
  }
  const stats = await Promise.all(files.map((f) => stat(join(base, f)).then((s) => `${f} ${s.size} ${s.mtimeMs}`, () => `${f} none`)));
  return createHash('sha256').update(stats.sort().join('\n')).digest('hex');
}

let server;
let compiles = 0;
/**
 * The site's Node side (src/server/node.ts: validation, prerendering, the reports), compiled once
 * per process into .cache/<folder>/ and imported with React's production build. Each kind of run
 * names its folder, so runs at the same time (npm start and npm run build) never write over each
 * other's file. `again`: compile anew and import the new code (npm start, after a save to src/ or
 * schema/). A compile that fails is tried again at the next call.
 * @returns {Promise<typeof import('../../src/server/node')>}
 */
export function serverModule({ folder = 'node', again = false } = {}) {
  if (!server || again) {
    const loading = (async () => {
      const outDir = join(cacheDir, folder);
      const key = await sourcesKey();
      const keyFile = join(outDir, 'node.sources');
      // The last compile's file, when no source has changed since (a 10,000-route validation is
      // about 4.5 s, of which the compile would be 0.5-1 s).
      const file = join(outDir, 'node.mjs');
      const kept = !again && (await readFile(keyFile, 'utf8').catch(() => '')) === key && (await stat(file).then(() => true, () => false));
      if (!kept) {
        // Compiled beside it and moved into place: a process of another kind of run or test reading
        // the file at that moment gets the old compile or the new one, never a half-written file.
        const work = join(outDir, `.compiling-${process.pid}`);
        try {
          await bundleForNode(['src/server/node.ts'], { outDir: work });
          await rename(join(work, 'node.mjs'), file);
        } finally {
          await rm(work, { recursive: true, force: true }); // a failed compile leaves nothing behind
        }
        await writeFile(keyFile, key);
      }
      const url = pathToFileURL(file).href;
      // A new address for each compile after the first: import() would otherwise return the module it loaded first.
      return importProduction(compiles++ ? `${url}?v=${compiles}` : url);
    })();
    server = loading;
    loading.catch(() => { if (server === loading) server = undefined; });
  }
  return server;
}
