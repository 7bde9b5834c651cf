// The build behind `npm start`, in a process of its own (forked by scripts/lib/dev-server.mjs, so a
// crash cannot take the server down). It keeps the build's context between saves and runs only the
// steps of build.mjs that read what changed:
//   routes  an edit inside some routes (same paths): those routes are validated and rendered again
//   data    anything else in the manifest (site settings, navigation, paths): every page
//   code    src/ or schema/: esbuild's incremental rebuild, the prerenderer again, every page
//   static  static/: the files are copied again
// Steps that rebuild a whole index (DEFERRED) run after the reload, debounced, so a save is on
// screen without waiting for them and the index is fresh a moment later.
// Messages: in { type: 'build', changes: [kinds] }; out { type: 'built', ok, ms, changed, problems }
// and { type: 'deferred', ok, ms, error }.
import { relative } from 'node:path';
import { STEPS } from '../../build.mjs';

const ALL = ['routes', 'data', 'code', 'static'];
/** What each step reads. A step not listed runs on every change. */
const READS = {
  validate: ['data', 'code'], clean: [], bundle: ['code'], bootFiles: ['code'],
  prerender: ['routes', 'data', 'code'], searchIndex: ['routes', 'data', 'code'], copyStatic: ['static'],
  webManifest: ['data', 'code'], sitemap: ['data', 'code'],
  // The security policy names the hosts that pages embed, so an edited route can change it.
  headersFile: ['routes', 'data', 'code'], nginxConfigFile: ['routes', 'data', 'code'],
  compress: ALL,
};
/** Steps that rebuild something whole (the search index) after the browser has reloaded. */
export const DEFERRED = new Set(['searchIndex']);
const DEFERRED_DELAY_MS = 800;

const [manifestFile, outDir] = process.argv.slice(2);
const ctx = { manifestFile, outDir, minify: true, dev: true, timings: {} };
let first = true;
/** The kinds of change of a build that failed: the next build does them too, since the failure
 * may have stopped it before some of their steps (a code change whose bundle never ran). */
let owed = new Set();

/** A failed build as problems the overlay and the terminal show: file, line, col, path, message. */
function problemsOf(err) {
  if (err.problems) {
    const file = relative(process.cwd(), manifestFile) || manifestFile;
    return err.problems.map((p) => ({ file: p.file ?? file, line: p.line, col: p.col, path: p.path, message: p.message }));
  }
  if (err.errors?.length) { // esbuild: compile errors with their place in the source
    return err.errors.map((e) => ({ file: e.location?.file, line: e.location?.line, col: e.location ? e.location.column + 1 : undefined, message: e.text }));
  }
  return [{ message: String(err?.message ?? err).split('\n')[0] }];
}

async function build(changes) {
  const started = performance.now();
  const kinds = new Set(first ? ALL : [...changes, ...owed]);
  owed = new Set(kinds);
  ctx.changes = kinds;
  ctx.changedRoutes = undefined;
  // Only the files of an edit of some routes or of static/ are compressed again; else all of them.
  ctx.written = first || kinds.has('data') || kinds.has('code') ? undefined : [];
  const ran = [];
  for (const step of STEPS) {
    const reads = READS[step.name] ?? ALL;
    if (DEFERRED.has(step.name) || (!first && (step.name === 'clean' || !reads.some((k) => kinds.has(k))))) continue;
    try {
      await step(ctx);
    } catch (err) {
      // The manifest was accepted but dist/ did not get all of it: the next save compares with
      // nothing, so every page is written again.
      if (ran.includes('validate')) ctx.loader = ctx.server.createIncrementalLoader();
      throw err;
    }
    ran.push(step.name);
    // Validation says how much of the manifest changed: only some routes, or more.
    if (step.name === 'validate' && ctx.changedRoutes && !kinds.has('code')) {
      kinds.delete('data');
      kinds.add('routes');
      if (!ctx.written) ctx.written = [];
    }
  }
  first = false;
  owed = new Set();
  return { ms: Math.round(performance.now() - started), changed: ctx.changedRoutes?.length, ran };
}

// Deferred steps: one run at a time, started DEFERRED_DELAY_MS after the last good build; a build
// that lands meanwhile asks for one more run.
let deferredTimer = null;
let deferredRunning = false;
let deferredAgain = false;
function scheduleDeferred() {
  const steps = STEPS.filter((s) => DEFERRED.has(s.name));
  if (!steps.length) return;
  if (deferredRunning) { deferredAgain = true; return; }
  clearTimeout(deferredTimer);
  deferredTimer = setTimeout(async () => {
    deferredRunning = true;
    const started = performance.now();
    try {
      for (const step of steps) await step(ctx);
      process.send?.({ type: 'deferred', ok: true, ms: Math.round(performance.now() - started), steps: steps.map((s) => s.name) });
    } catch (e) {
      process.send?.({ type: 'deferred', ok: false, steps: steps.map((s) => s.name), error: String(e?.message ?? e).split('\n')[0] });
    }
    deferredRunning = false;
    if (deferredAgain) { deferredAgain = false; scheduleDeferred(); }
  }, DEFERRED_DELAY_MS);
}

// Builds run one after another, in the order asked.
let queue = Promise.resolve();
process.on('message', (msg) => {
  if (msg?.type !== 'build') return;
  queue = queue.then(async () => {
    try {
      const r = await build(msg.changes ?? ALL);
      process.send({ type: 'built', ok: true, ...r });
      scheduleDeferred();
    } catch (err) {
      process.send({ type: 'built', ok: false, problems: problemsOf(err), error: String(err?.message ?? err) });
    }
  });
});
process.on('disconnect', async () => {
  await ctx.esbuild?.context.dispose();
  process.exit(0);
});
