// @ts-check
// Step: the packet page's data (schema/packetData.ts): every resource by its packet id, written
// beside each page holding a packet block, where that page fetches it. Stops the build when two
// addresses share an id.
import { mkdir } from 'node:fs/promises';
import { writeOut } from './file-errors.mjs';
import { dirname, join } from 'node:path';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

/** @param {BuildContext} ctx */
export async function packetData(ctx) {
  const { server, manifest, outDir } = ctx;
  const pages = manifest.routes.filter((r) => r.blocks.some((b) => b.type === 'packet'));
  if (!pages.length) return;
  const text = JSON.stringify(server.packetData(manifest));
  if (ctx.packetText === text) return;
  ctx.packetText = text;
  for (const route of pages) {
    const file = join(outDir, server.packetDataUrl(route.path));
    await mkdir(dirname(file), { recursive: true });
    await writeOut(file, text);
  }
}
