// npm run bench, the packet page's data: what a visitor's browser loads on the packet page for a
// packet of ten resources, in each language. On a small site that is the one file holding every
// resource; on a big one the head and the shards of those ten (schema/contract/packetFormat.ts),
// taken from ten different shards, the most ten resources can cost. Read from the built site.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, table } from './support/first-load.mjs';

export const PACKET_DATA_BUDGET = 150 * 1024;
const ITEMS = 10;
const HEAD = 'resources-by-id.json';

/** Every packet page's head file in `dist`, at any depth (the packet page's folder). */
function heads(dist, dir = dist, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === HEAD) out.push(p);
    else if (statSync(p).isDirectory() && !['assets', 'pagefind'].includes(name)) heads(dist, p, out);
  }
  return out;
}

/** The bytes a packet of ITEMS resources loads from the packet page at `head`, raw and gzip. */
function packetLoad(dist, head) {
  const headText = readFileSync(head);
  const parsed = JSON.parse(headText);
  const page = `/${relative(dist, head).replace(/\/?resources-by-id\.json$/, '')}`;
  if (parsed.resources) return { page, shards: 0, resources: Object.keys(parsed.resources).length, raw: headText.length, gzip: gzipSync(headText).length };
  const files = [headText];
  let resources = 0;
  for (let k = 0; k < parsed.shards; k++) {
    const text = readFileSync(join(head.replace(/\.json$/, ''), `${k}.json`));
    resources += Object.keys(JSON.parse(text).resources).length;
    if (files.length <= ITEMS) files.push(text);
  }
  return { page, shards: parsed.shards, resources, raw: files.reduce((a, f) => a + f.length, 0), gzip: files.reduce((a, f) => a + gzipSync(f).length, 0) };
}

function measure(dist, label) {
  const rows = heads(dist).map((h) => packetLoad(dist, h));
  const text = `Packet page data a visitor loads for a packet of ${ITEMS} resources (${label}; target <= ${kb(PACKET_DATA_BUDGET)})\n${table(
    ['packet page', 'resources', 'shards', 'loaded', 'gzip', ''],
    rows.map((r) => [r.page, r.resources.toLocaleString('en'), r.shards || 'one file', kb(r.raw), kb(r.gzip), r.raw <= PACKET_DATA_BUDGET ? 'PASS' : 'FAIL']))}`;
  return {
    data: rows,
    text,
    targets: rows.map((r) => ({ name: `${label}: packet data loaded on ${r.page} <= ${kb(PACKET_DATA_BUDGET)} (a packet of ${ITEMS})`, pass: r.raw <= PACKET_DATA_BUDGET, value: `${kb(r.raw)} (${kb(r.gzip)} gzip)` })),
  };
}

export default {
  name: 'packet',
  real: (ctx) => Promise.resolve(measure(ctx.realDist, 'real site')),
  synthetic: (ctx, site) => Promise.resolve(measure(site.dist, `${site.routes.toLocaleString('en')} routes`)),
};
