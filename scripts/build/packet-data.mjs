// @ts-check
// Step: the packet page's data (schema/packetData.ts): every resource by its packet id, written
// beside each page holding a packet block, where that page fetches it: one file on a small site,
// on a big one a head and shards (schema/contract/packetFormat.ts), so a visitor loads only what
// their packet holds. Stops the build when two addresses share an id.
import { mkdir } from 'node:fs/promises';
import { writeOut } from './file-errors.mjs';
import { dirname, join } from 'node:path';
import { packetDataUrl, packetShardUrl } from '../../schema/contract/addresses.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

/** @param {BuildContext} ctx */
export async function packetData(ctx) {
  const { server, manifest, outDir } = ctx;
  const pages = manifest.routes.filter((r) => r.blocks.some((b) => b.type === 'packet'));
  if (!pages.length) return;
  // An edit of some routes that left their resources as they were (catalogue-index.mjs) leaves
  // the packet's data as it was: on a big site, working it out again is most of a save's time.
  if (ctx.resourcesChanged === false && ctx.packetText) return;
  const data = server.packetData(manifest);
  const text = JSON.stringify(data);
  if (ctx.packetText === text) return;
  ctx.packetText = text;
  const { head, shards } = server.packetFiles(data, text);
  const headText = shards.length ? JSON.stringify(head) : text;
  const shardTexts = shards.map((s) => JSON.stringify(s));
  for (const route of pages) {
    const file = join(outDir, packetDataUrl(route.path));
    await mkdir(dirname(file), { recursive: true });
    await writeOut(file, headText);
    if (shards.length) await mkdir(dirname(join(outDir, packetShardUrl(route.path, 0))), { recursive: true });
    for (const [k, t] of shardTexts.entries()) await writeOut(join(outDir, packetShardUrl(route.path, k)), t);
  }
}
