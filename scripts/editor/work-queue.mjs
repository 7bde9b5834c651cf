// The serving thread's side of the editor's work thread (work-thread.mjs): one thread, started on
// the first job, running one job at a time. A live check or preview waiting in line is answered
// "superseded" when a newer one of its kind arrives (the page only wants the latest), the line
// holds a few jobs at most, and a job that runs too long or brings the thread down is answered
// with a sentence while the thread starts again for the next one. npm start keeps serving the
// site's pages meanwhile: nothing heavy runs on its thread. restart() (npm start saw src/ or
// schema/ change) puts a new thread in the old one's place: a job running on the old one finishes
// there and the old thread ends; every later job runs on the new one, which loads the changed code.
import { Worker } from 'node:worker_threads';

const LATEST_ONLY = new Set(['check', 'preview']);
const MAX_WAITING = 6;
/** Far above a 10,000-route check (about 5 s): a job past it is stuck, not slow. */
const MAX_JOB_MS = 120_000;

const busy = (error) => ({ status: 503, answer: { ok: false, busy: true, error } });

/** options: log, maxJobMs, nodeSide (a module to load instead of the site's Node side: node-side.mjs). */
export function workQueue({ log = () => {}, maxJobMs = MAX_JOB_MS, nodeSide } = {}) {
  let worker = null; // the thread new jobs go to
  let running = null; // { id, resolve, timer, thread }
  const waiting = [];
  let ids = 0;

  function start() {
    const thread = new Worker(new URL('./work-thread.mjs', import.meta.url), { workerData: { nodeSide } });
    worker = thread;
    thread.on('message', ({ id, result, failed }) => {
      if (!running || running.id !== id) return;
      const { resolve, timer } = running;
      clearTimeout(timer);
      running = null;
      // A thread replaced while its job ran ends once that job is answered.
      if (thread !== worker) thread.terminate();
      if (failed) {
        log(`Editor: ${failed}`);
        resolve({ status: 500, answer: { ok: false, error: 'the editor could not do this (the reason is in the window where npm start runs). Nothing was saved; your edits are kept.' } });
      } else resolve(result);
      next();
    });
    thread.on('error', (e) => log(`Editor: the work thread failed: ${e?.stack ?? e}`));
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      if (!running || running.thread !== thread) return;
      const { resolve, timer } = running;
      clearTimeout(timer);
      running = null;
      resolve({ status: 503, answer: { ok: false, error: 'the check stopped before it finished (the file may be too large for this computer\'s memory). Nothing was saved; your edits are kept. Try again in a moment.' } });
      next();
    });
    // Never what keeps npm start (or a test) from ending: after the listeners, which would hold it.
    thread.unref();
  }

  function next() {
    if (running || !waiting.length) return;
    const { job, resolve } = waiting.shift();
    if (!worker) start();
    const thread = worker;
    const id = ++ids;
    const timer = setTimeout(() => {
      log(`Editor: a ${job.kind} took longer than ${maxJobMs / 1000} s and was stopped`);
      thread.terminate(); // its exit answers the job
    }, maxJobMs);
    timer.unref();
    running = { id, resolve, timer, thread };
    const transfer = job.body instanceof Uint8Array ? [job.body.buffer] : [];
    thread.postMessage({ id, ...job }, transfer);
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
    /** The next job runs on a new thread (the code changed); a job running now finishes on the old one. */
    restart() {
      const old = worker;
      worker = null;
      if (old && running?.thread !== old) old.terminate();
    },
    close: () => Promise.all([worker?.terminate(), running?.thread !== worker ? running?.thread.terminate() : undefined]),
  };
}
