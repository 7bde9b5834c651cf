// @ts-check
// Step: the packet page's data (schema/derive/packetData.ts): every resource by its packet id, written
// beside each page holding a packet block, where that page fetches it: one file on a small site,
// on a big one a head and shards (schema/contract/packetFormat.ts), so a visitor loads only what
// their packet holds. Stops the build when two addresses share an id.
import { mkdir } from 'node:fs/promises';
import { writeEachWithCopies } from './compress.mjs';
import { writeOut } from './file-errors.mjs';
import { limiter } from '../lib/limiter.mjs';
import { dirname, join } from 'node:path';
import { packetDataUrl, packetShardUrl } from '../../schema/values/addresses.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

/** Files being compressed at once, at most. */
const IN_FLIGHT = 8;

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
    await mkdir(dirname(join(outDir, packetDataUrl(route.path))), { recursive: true });
    if (shards.length) await mkdir(dirname(join(outDir, packetShardUrl(route.path, 0))), { recursive: true });
  }
  // Every page with a packet has the same files beside it: each is compressed once, for all of
  // them (the compress step would compress each copy again), on the thread pool a few at a time.
  // npm start and a build not asked to precompress write no compressed copies.
  const write = ctx.dev || !ctx.precompress ? (/** @type {string[]} */ files, /** @type {string} */ text) => Promise.all(files.map((f) => writeOut(f, text))) : writeEachWithCopies;
  const run = limiter(IN_FLIGHT);
  await Promise.all([headText, ...shardTexts].map((text, k) => run(() => write(
    pages.map((route) => join(outDir, k === 0 ? packetDataUrl(route.path) : packetShardUrl(route.path, k - 1))), text))));
}
