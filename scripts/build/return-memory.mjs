// @ts-check
// Step: before the search index, whose indexer is a program of its own (Pagefind) that needs most
// of the machine's memory on a big site (about 1.8 GB at 10,000 routes), this process drops what
// only the pages needed and gives its free heap back to the system. V8 keeps the heap it grew to
// while rendering (at 10,000 routes about 620 MB of old generation, of which under 300 MB still in
// use) until it next collects in full, which a busy build never waits for; so it is asked to, once.
// A full collection alone frees the garbage but keeps its pages, each holding a few live objects:
// it compacts only the emptiest. This one compacts them all, so the pages go back to the system
// (process memory 826 -> 515 MB at 10,000 routes, measured once the freed pages were unmapped).
// `npm start` skips this step (scripts/dev/steps.mjs): its next save reuses what the last build made.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

/** @type {(() => void) | undefined} */
let collectGarbage;

/** V8's own collector, reached without starting node with --expose-gc (which every caller of
 * buildSite, the bench's and the tests' too, would have to remember). Made at the first build
 * that needs it, not when the pipeline is loaded: npm start loads it and never runs this step. */
const collector = () => (collectGarbage ??= (setFlagsFromString('--expose-gc'), /** @type {() => void} */ (runInNewContext('gc'))));

/** A full collection that moves every live object together, so the pages it empties are given
 * back to the system. Only this one: compacting at every full collection would slow the build. */
export function compactHeap() {
  const collect = collector();
  setFlagsFromString('--compact-on-every-full-gc');
  try {
    collect();
  } finally {
    setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/** @param {BuildContext} ctx */
export async function returnMemory(ctx) {
  // Each catalogue page's listing, rendered into its page by now (prerender.mjs); and the texts of
  // the packet's and the catalogues' data files, which npm start keeps to skip rewriting them
  // unchanged and a build never reads again (at 10,000 routes the packet's alone is 40 MB of heap).
  ctx.catalogues = undefined;
  ctx.packetText = undefined;
  ctx.catalogueText = undefined;
  compactHeap();
}
