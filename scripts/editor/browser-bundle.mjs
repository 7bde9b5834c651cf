// The editor's own page code (src/editor/main.tsx), bundled for the browser on the first visit to
// the editor and kept in memory: it never enters dist/, so the published site carries nothing of
// it, and the site's pages load not a byte more.
import { build } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { join } from 'node:path';
import { root } from '../lib/paths.mjs';
import { iconDefine } from '../lib/icon-sprite.mjs';

let bundling = null;
/** { js, css } as Buffers. */
export function editorBundle() {
  bundling ??= (async () => {
    const result = await build({
      absWorkingDir: root,
      entryPoints: { editor: join(root, 'src/editor/main.tsx') },
      outdir: join(root, '.cache/editor-browser'),
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      jsx: 'automatic',
      minify: true,
      logLevel: 'error',
      define: { __BROWSER__: 'true', 'process.env.NODE_ENV': '"production"', ...(await iconDefine()) },
      plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    });
    const pick = (ext) => Buffer.concat(result.outputFiles.filter((f) => f.path.endsWith(ext)).map((f) => Buffer.from(f.contents)));
    return { js: pick('.js'), css: pick('.css') };
  })().catch((e) => { bundling = null; throw e; });
  return bundling;
}
