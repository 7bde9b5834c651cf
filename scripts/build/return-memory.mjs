// @ts-check
// Step: before the search index, whose indexer is a program of its own (Pagefind) that needs most
// of the machine's memory on a big site (about 1.8 GB at 10,000 routes), this process drops what
// only the pages needed and gives its free heap back to the system. V8 keeps the heap it grew to
// while rendering (about 1.1 GB at 10,000 routes, of which under 300 MB still in use) until it
// next collects in full, which a busy build never waits for; so it is asked to, once. `npm start`
// skips this step (scripts/dev/steps.mjs): its next save reuses what the last build made.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

/** @type {(() => void) | undefined} */
let collectGarbage;

/** V8's own collector, reached without starting node with --expose-gc (which every caller of
 * buildSite, the bench's and the tests' too, would have to remember). Made at the first build
 * that needs it, not when build.mjs is loaded: npm start loads it and never runs this step. */
const collector = () => (collectGarbage ??= (setFlagsFromString('--expose-gc'), /** @type {() => void} */ (runInNewContext('gc'))));

/** @param {BuildContext} ctx */
export async function returnMemory(ctx) {
  // Each catalogue page's listing, rendered into its page by now (prerender.mjs).
  ctx.catalogues = undefined;
  collector()();
}
