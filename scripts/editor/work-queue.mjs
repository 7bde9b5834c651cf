// The serving thread's side of the editor's work thread (work-thread.mjs): one thread, started on
// the first job, running one job at a time. A live check or preview waiting in line is answered
// "superseded" when a newer one of its kind arrives (the page only wants the latest), the line
// holds a few jobs at most, and a job that runs too long or brings the thread down is answered
// with a sentence while the thread starts again for the next one. npm start keeps serving the
// site's pages meanwhile: nothing heavy runs on its thread.
import { Worker } from 'node:worker_threads';

const LATEST_ONLY = new Set(['check', 'preview']);
const MAX_WAITING = 6;
/** Far above a 10,000-route check (about 5 s): a job past it is stuck, not slow. */
const MAX_JOB_MS = 120_000;

const busy = (error) => ({ status: 503, answer: { ok: false, busy: true, error } });

export function workQueue({ log = () => {}, maxJobMs = MAX_JOB_MS } = {}) {
  let worker = null;
  let running = null; // { id, resolve, timer }
  const waiting = [];
  let ids = 0;

  function start() {
    worker = new Worker(new URL('./work-thread.mjs', import.meta.url));
    worker.on('message', ({ id, result, failed }) => {
      if (!running || running.id !== id) return;
      const { resolve, timer } = running;
      clearTimeout(timer);
      running = null;
      if (failed) {
        log(`Editor: ${failed}`);
        resolve({ status: 500, answer: { ok: false, error: 'the editor could not do this (the reason is in the window where npm start runs). Nothing was saved; your edits are kept.' } });
      } else resolve(result);
      next();
    });
    worker.on('error', (e) => log(`Editor: the work thread failed: ${e?.stack ?? e}`));
    worker.on('exit', () => {
      worker = null;
      if (!running) return;
      const { resolve, timer } = running;
      clearTimeout(timer);
      running = null;
      resolve({ status: 503, answer: { ok: false, error: 'the check stopped before it finished (the file may be too large for this computer\'s memory). Nothing was saved; your edits are kept. Try again in a moment.' } });
      next();
    });
    // Never what keeps npm start (or a test) from ending: after the listeners, which would hold it.
    worker.unref();
  }

  function next() {
    if (running || !waiting.length) return;
    const { job, resolve } = waiting.shift();
    if (!worker) start();
    const id = ++ids;
    const timer = setTimeout(() => {
      log(`Editor: a ${job.kind} took longer than ${maxJobMs / 1000} s and was stopped`);
      worker?.terminate(); // its exit answers the job
    }, maxJobMs);
    timer.unref();
    running = { id, resolve, timer };
    const transfer = job.body instanceof Uint8Array ? [job.body.buffer] : [];
    worker.postMessage({ id, ...job }, transfer);
  }

  return {
    /** Runs `job` ({ kind, ... }) when its turn comes: { status, answer } or a save's write. */
    run(job) {
      return new Promise((resolve) => {
        if (LATEST_ONLY.has(job.kind)) {
          const older = waiting.findIndex((w) => w.job.kind === job.kind);
          if (older >= 0) waiting.splice(older, 1)[0].resolve(busy('a newer check replaced this one'));
        }
        if (waiting.length >= MAX_WAITING) return resolve(busy('the editor is busy with other checks: try again in a moment'));
        waiting.push({ job, resolve });
        next();
      });
    },
    close: () => worker?.terminate(),
  };
}
