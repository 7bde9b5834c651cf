// @ts-check
// The build's site process (pipeline.mjs): given the build's options as its first message, runs the
// steps that read the manifest (SITE_STEPS), answers with what the later steps and the result need
// (SITE_RESULTS and each route's summary) or with its failure explained, and ends, handing its
// memory back to the system before the search index is made.
import { abandon } from './output-folder.mjs';
import { explainFailure } from './file-errors.mjs';
import { removeSources } from './search-source.mjs';
import { runSteps, SITE_RESULTS, SITE_STEPS } from './pipeline.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

// The build that started it has gone (stopped with Ctrl-C, killed): so does this.
process.on('disconnect', () => process.exit(1));

process.once('message', async (/** @type {import('./context.mjs').BuildOptions & { withManifest: boolean }} */ options) => {
  const { withManifest, ...start } = options;
  const ctx = /** @type {BuildContext} */ (start);
  /** @type {unknown} */
  let answer;
  try {
    await runSteps(SITE_STEPS, ctx);
    const results = Object.fromEntries(SITE_RESULTS.map((k) => [k, ctx[k]]));
    const routes = ctx.manifest.routes.map((r) => ({ path: r.path, title: r.title, lang: r.lang, blockTypes: [...ctx.server.blockTypesIn(r.blocks)] }));
    answer = { ok: true, ctx: { ...results, routes, ...(withManifest && { manifest: ctx.manifest }) } };
  } catch (e) {
    await removeSources(ctx);
    await abandon(ctx);
    const failure = /** @type {Record<string, unknown>} */ (explainFailure(e, ctx) ?? {});
    // An Error's message and stack are its own and not enumerable: copied with what it carries.
    answer = { ok: false, error: { ...failure, message: String(failure.message ?? failure), stack: failure.stack } };
  }
  // Exits once the answer is out (a big manifest's routes take a moment to send). A failure that
  // holds what cannot be copied to another process is sent as its message alone.
  const done = () => process.exit(0);
  try {
    process.send?.(answer, done);
  } catch {
    const { error } = /** @type {{ error: { message: string, stack?: string } }} */ (answer);
    process.send?.({ ok: false, error: { message: error.message, stack: error.stack } }, done);
  }
});
