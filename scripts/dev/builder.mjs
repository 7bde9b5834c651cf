// The build behind `npm start`, in a process of its own (forked by build-loop.mjs, so a
// crash cannot take the server down). It keeps the build's context between saves and runs only the
// steps of the build (scripts/build/pipeline.mjs) that read what changed:
//   routes  an edit inside some routes (same paths): those routes are validated and rendered again
//   data    anything else in the manifest (site settings, navigation, paths): every page
//   code    src/ or schema/: esbuild's incremental rebuild, the prerenderer again, every page
//   static  static/: the files are copied again
// Steps that rebuild a whole index (DEFERRED) run in another process after the reload
// (scripts/dev/indexer.mjs), so a save is on screen without waiting for them.
// Messages: in { type: 'build', changes: [kinds] }; out { type: 'built', ok, ms, changed, ran, placeholders, problems: [{ file, line, col, path, message, text }] }.
import { relative } from 'node:path';
import { STEPS } from '../build/pipeline.mjs';
import { abandon } from '../build/output-folder.mjs';
import { explainFailure } from '../build/file-errors.mjs';
import { problemLine } from './problems.mjs';
import { ALL, DEFERRED, READS, SKIPPED } from './steps.mjs';

const [manifestFile, outDir] = process.argv.slice(2);
const ctx = { manifestFile, outDir, minify: true, dev: true, timings: {} };
let first = true;
/** The kinds of change of a build that failed: the next build does them too, since the failure
 * may have stopped it before some of their steps (a code change whose bundle never ran). */
let owed = new Set();

/** A failed build as problems the overlay and the terminal show: file, line, col, path, message,
 * and the terminal's line (text). */
function problemsOf(err) {
  const withText = (p) => ({ ...p, text: problemLine(p, ctx.server?.formatProblem) });
  if (err.problems) {
    const file = relative(process.cwd(), manifestFile) || manifestFile;
    return err.problems.map((p) => {
      const shown = withText({ file: p.file ?? file, line: p.line, col: p.col, path: p.path, message: p.message });
      // A place in the data, shown by the overlay as the terminal's line prints it: routes[3].blocks[1].title.
      return p.path ? { ...shown, path: ctx.server?.problemPlace(p) ?? String(p.path) } : shown;
    });
  }
  if (err.errors?.length) { // esbuild: compile errors with their place in the source
    return err.errors.map((e) => withText({ file: e.location?.file, line: e.location?.line, col: e.location ? e.location.column + 1 : undefined, message: e.text }));
  }
  return [withText({ message: String(err?.message ?? err).split('\n')[0] })];
}

async function build(changes) {
  const started = performance.now();
  const kinds = new Set(first ? ALL : [...changes, ...owed]);
  owed = new Set(kinds);
  ctx.changes = kinds;
  ctx.changedRoutes = undefined;
  const ran = [];
  const times = {};
  for (const step of STEPS) {
    const reads = READS[step.name] ?? ALL;
    if (SKIPPED.has(step.name) || DEFERRED.has(step.name) || (!first && !reads.some((k) => kinds.has(k)))) continue;
    const t = performance.now();
    try {
      await step(ctx);
      times[step.name] = Math.round(performance.now() - t);
    } catch (err) {
      // Nothing of this build reaches dist/ (output-folder.mjs), which keeps the last good build.
      // The manifest was accepted but its pages were not published: the next save compares with
      // nothing, so every page is written again.
      await abandon(ctx);
      if (ran.includes('validate')) ctx.loader = ctx.server.createIncrementalLoader();
      throw explainFailure(err, ctx);
    }
    ran.push(step.name);
    // Validation says how much of the manifest changed: only some routes, or more.
    if (step.name === 'validate' && ctx.changedRoutes && !kinds.has('code')) {
      kinds.delete('data');
      kinds.add('routes');
    }
  }
  first = false;
  owed = new Set();
  return { ms: Math.round(performance.now() - started), changed: ctx.changedRoutes?.length, ran, times, placeholders: ctx.placeholders };
}

// Builds run one after another, in the order asked.
let queue = Promise.resolve();
process.on('message', (msg) => {
  if (msg?.type !== 'build') return;
  queue = queue.then(async () => {
    try {
      const r = await build(msg.changes ?? ALL);
      process.send({ type: 'built', ok: true, ...r });
    } catch (err) {
      process.send({ type: 'built', ok: false, problems: problemsOf(err), error: String(err?.message ?? err) });
    }
  });
});
process.on('disconnect', async () => {
  await ctx.esbuild?.context.dispose();
  process.exit(0);
});
