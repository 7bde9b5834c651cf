// @ts-check
// Step: the data of each resource catalogue (a page holding a resourceCatalogue block): the first
// resources of the site or of its guide, in catalogue order, with facet counts and the facet
// index's folder (catalogue-index.mjs). Written where the app fetches it (catalogueUrl in
// schema/values/addresses.mjs) and kept for prerendering the page.
import { mkdir } from 'node:fs/promises';
import { writeOut } from './file-errors.mjs';
import { dirname, join } from 'node:path';
import { catalogueUrl } from '../../schema/values/addresses.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

// A catalogue lists resources of other routes: in `npm start`, a catalogue whose data an edit changed
// is written again and its page added to ctx.rerender, so prerender renders it with the edited routes.
/** @param {BuildContext} ctx */
export async function catalogueData(ctx) {
  const { server, manifest, outDir } = ctx;
  // An edit of some routes that left their resources as they were leaves every catalogue as it was.
  if (ctx.resourcesChanged === false && ctx.catalogueText) {
    ctx.rerender = new Set();
    return;
  }
  const before = ctx.catalogueText;
  ctx.catalogues = new Map();
  ctx.catalogueText = new Map();
  ctx.rerender = new Set();
  for (const route of manifest.routes) {
    const data = server.catalogueFor(manifest, route, ctx.catalogueOrder, ctx.catalogueIndexUrl);
    if (!data) continue;
    const text = JSON.stringify(data);
    ctx.catalogues.set(route.path, data);
    ctx.catalogueText.set(route.path, text);
    if (before?.get(route.path) === text) continue;
    ctx.rerender.add(route.path);
    const file = join(outDir, catalogueUrl(route.path));
    await mkdir(dirname(file), { recursive: true });
    await writeOut(file, text);
  }
}
