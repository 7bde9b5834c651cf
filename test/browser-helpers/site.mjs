// The site the browser tests open: built once per process into .cache/browser-dist (or read from
// the build npm test made for every file, BROWSER_TEST_SITE), and served over HTTP on a free port.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const distDir = join(root, '.cache/browser-dist');

const builds = new Map();
/** Builds the site into .cache/browser-dist (or `outDir`, from another manifest, or with its .br
 * and .gz twins: `precompress`, as npm run build -- --precompress) once per process; later calls
 * reuse that build. */
export function buildOnceForTests({ manifestFile, outDir = distDir, precompress = false } = {}) {
  if (precompress && outDir === distDir) throw new Error('buildOnceForTests: a precompressed build needs an outDir of its own (the browser tests open a default build)');
  let build = builds.get(outDir);
  // npm test builds the site once for every browser test file (test/run.mjs).
  const shared = !manifestFile && outDir === distDir && process.env.BROWSER_TEST_SITE;
  if (!build && shared) {
    build = readFile(shared, 'utf8').then(JSON.parse);
    builds.set(outDir, build);
  }
  if (!build) {
    build = (async () => {
      const { buildSite } = await import(join(root, 'scripts/build/pipeline.mjs'));
      const started = Date.now();
      const result = await buildSite({ ...(manifestFile && { manifest: manifestFile }), outDir, precompress, log: null, withManifest: true });
      return { ...result, builtMs: Date.now() - started };
    })();
    builds.set(outDir, build);
  }
  return build;
}

/** Serves a built site (`dir`, else .cache/browser-dist) on a free loopback port: { url, close }. */
export async function serveSite(dir = distDir) {
  const { startStaticServer } = await import(join(root, 'scripts/lib/static-server.mjs'));
  return startStaticServer({ root: dir, port: 0, host: '127.0.0.1' });
}
