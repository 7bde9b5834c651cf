// Step 3: render every route to dist/<path>/index.html with its data beside it in route.json,
// and the not-found page to dist/404.html.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { page } from './html.mjs';

const WRITES_IN_FLIGHT = 32;

export async function prerender(ctx) {
  const { server, manifest, outDir, assets } = ctx;
  const shell = server.shellData(manifest);
  const common = { css: assets.css, js: assets.js, preload: assets.preload, shell };
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
}
