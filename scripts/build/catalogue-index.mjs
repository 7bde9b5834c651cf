// @ts-check
// Step: the catalogue's order and facet index (schema/derive/catalogueIndex.ts). Every resource's id is its
// place in the site-wide catalogue's order, which the search index's entries use too. The index is
// written when some page shows a catalogue, into /assets/catalogue-HASH/: named by its content, so
// browsers keep its files for a year and a page of one build never reads another build's files.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeOutSync } from './file-errors.mjs';
import { join } from 'node:path';
import { removeFromSite } from './output-folder.mjs';
import { ASSETS_FOLDER, INDEX_FOLDER, indexFiles } from '../../schema/values/addresses.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */
/** @typedef {import('./context.mjs').Route} Route */

/** @param {BuildContext} ctx */
export async function catalogueIndex(ctx) {
  const { server, manifest, outDir } = ctx;
  // An edit of some routes (npm start) that left their resources as they were leaves the order and
  // the index as they were.
  const { changedRoutes: changed, previousRoutes: previous } = ctx;
  // (An edit of some routes keeps their number and places: `changed` indexes both lists.)
  if (changed && previous && ctx.catalogueOrder && changed.every((i) => server.sameResources(manifest, /** @type {Route} */ (previous[i]), /** @type {Route} */ (manifest.routes[i])))) {
    ctx.resourcesChanged = false;
    return;
  }
  ctx.resourcesChanged = true;
  // The resources as collected once for the manifest: each catalogue's texts and the packet read them too.
  ctx.catalogueOrder = server.catalogueOrder(server.resourcesOnce(manifest), manifest.navigation);
  // npm start keeps one index: the one before goes when its successor is published, or when no
  // page shows a catalogue any more.
  const drop = () => removeFromSite(ctx, ctx.catalogueIndexUrl);
  if (!manifest.routes.some((r) => r.blocks.some((b) => b.type === 'resourceCatalogue'))) {
    drop();
    ctx.catalogueIndexUrl = '';
    return;
  }
  // Each row also holds its words in each other language, where a translated page gives them.
  const texts = Object.fromEntries(manifest.site.locales.slice(1).map((lang) => [lang, server.localTextsOnce(manifest, lang)]));
  const { head, columns, shards } = server.catalogueIndex(ctx.catalogueOrder, {}, texts);
  /** @type {[name: string, text: string][]} */
  const files = [
    [indexFiles.head, JSON.stringify(head)],
    ...columns.map((c, k) => /** @type {[string, string]} */ ([indexFiles.column(k), JSON.stringify(c)])),
    ...shards.map((s, k) => /** @type {[string, string]} */ ([indexFiles.shard(k), JSON.stringify(s)])),
  ];
  const hash = createHash('sha256');
  for (const [name, text] of files) hash.update(name).update('\0').update(text).update('\0');
  const folder = `${INDEX_FOLDER}${hash.digest('hex').slice(0, 12)}`;
  const url = `${ASSETS_FOLDER}/${folder}/`;
  if (url === ctx.catalogueIndexUrl) return;
  drop();
  const dir = join(outDir, ASSETS_FOLDER, folder);
  mkdirSync(dir, { recursive: true });
  // Written synchronously: thousands of small files, and nothing else to do meanwhile.
  for (const [name, text] of files) writeOutSync(join(dir, name), text);
  ctx.catalogueIndexUrl = url;
}
