// Compiles TypeScript entry points for Node with the same esbuild + vanilla-extract setup as the
// browser build, so scripts and tests run the real modules (styles included) rather than mocks.
import { build } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { mkdir } from 'node:fs/promises';
import { join, basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { iconDefine } from './icon-sprite.mjs';
import { cacheDir, root } from './paths.mjs';

/** Bundles each entry to .cache/<outName>.mjs and returns their file URLs. */
export async function bundleForNode(entries, { outDir = join(cacheDir, 'node'), external = [] } = {}) {
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
    plugins: [vanillaExtractPlugin({ identifiers: 'short', outputCss: false })],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return Object.fromEntries(Object.keys(entryPoints).map((k) => [k, pathToFileURL(join(outDir, `${k}.mjs`)).href]));
}
