// The steps of `npm start` that rebuild something whole (DEFERRED in steps.mjs: the search
// index), in a process of their own at the lowest CPU priority, so they never hold up a save's
// reload: forked by index-runs.mjs, asked to run after each good build. One run at a
// time; a request during a run makes exactly one more, so the index is always fresh in the end.
// Each run validates the manifest itself and runs the steps on dist/ as built. Like the builder it
// keeps one context (ctx.dev), so the prerenderer is compiled again, and imported anew, only after
// the code changed: the server says so with each request (code: true).
// Messages: in { type: 'run', code }; out { type: 'deferred', ok, ms, steps, started (epoch ms), error, invalid }.
// invalid: the manifest did not validate (saved again since the build that asked for the run): the
// builder reports its problems for that save, and the next good build asks for a run again.
import { setPriority } from 'node:os';
import { STEPS } from '../build/pipeline.mjs';
import { validate } from '../build/validate.mjs';
import { DEFERRED } from './steps.mjs';

const [manifestFile, outDir] = process.argv.slice(2);
const steps = STEPS.filter((s) => DEFERRED.has(s.name));
// Lowest priority for this process and what it starts (Pagefind's indexer inherits it).
try { setPriority(19); } catch { /* not allowed here: run at normal priority */ }
const ctx = { manifestFile, outDir, minify: true, dev: true, timings: {}, cacheName: 'dev-index' };
/** Whether the code changed since the last compile here (the first run compiles anyway). */
let codeChanged = false;

let running = false;
let again = false;
async function run() {
  if (running) { again = true; return; }
  running = true;
  const started = performance.now();
  const at = Date.now();
  const names = steps.map((s) => s.name);
  const code = codeChanged;
  codeChanged = false;
  ctx.changes = new Set(code ? ['code'] : []);
  try {
    // A run that failed to validate may not have compiled the new code: the next one tries again.
    await validate(ctx).catch((e) => { codeChanged ||= code; throw e; });
    for (const step of steps) await step(ctx);
    process.send?.({ type: 'deferred', ok: true, ms: Math.round(performance.now() - started), steps: names, started: at });
  } catch (e) {
    process.send?.({ type: 'deferred', ok: false, steps: names, started: at, error: String(e?.message ?? e).trimEnd(), invalid: Boolean(e?.problems) });
  }
  running = false;
  if (again) { again = false; void run(); }
}

process.on('message', (msg) => {
  if (msg?.type !== 'run' || !steps.length) return;
  if (msg.code) codeChanged = true;
  void run();
});
process.on('disconnect', () => process.exit(0));
