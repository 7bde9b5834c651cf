// @ts-check
// A pool of worker threads, one per core, for the build's work per page (rendering: prerender.mjs
// and render-worker.mjs; search documents: search-documents.mjs and document-worker.mjs). The
// thread that hands out the pages keeps the manifest; a worker gets only what one page needs, so
// the cores render side by side without a copy of the manifest each.
import { availableParallelism } from 'node:os';
import { parentPort, Worker } from 'node:worker_threads';

/** Tasks handed to a worker and not yet done, at most (the next waits): bounds what they hold. */
const IN_FLIGHT_PER_WORKER = 8;
/** Workers, at most: past four, the pages' writes and the feeding thread are the limit. */
const MAX_WORKERS = 4;

/** What a failure carries besides its message, which file-errors.mjs explainFailure reads. */
const NOTED = /** @type {const} */ (['stack', 'code', 'path', 'dest', 'what', 'folder']);
/** A worker's failure as the build reports it. */
const failureOf = (/** @type {{ message: string }} */ f) => Object.assign(new Error(f.message), f);

/**
 * Starts `size` workers running `module` (a file that calls serveTasks), each given `setup` first.
 * run(task) hands a task to the next worker and resolves to what it answered (undefined if it
 * failed); ready() resolves when there is room for another task; close() resolves once every task
 * is done, to each worker's last word (its `finish` result), and rejects with the first failure.
 * @param {URL} module
 * @param {unknown} setup
 * @param {number} [size]
 */
export function threadPool(module, setup, size = Math.min(MAX_WORKERS, availableParallelism())) {
  const workers = Array.from({ length: Math.max(1, size) }, () => new Worker(module, { workerData: setup }));
  /** @type {Map<number, (answer?: unknown) => void>} */
  const pending = new Map();
  /** @type {Set<Promise<unknown>>} */
  const inFlight = new Set();
  /** @type {Error | null} */
  let failed = null;
  let next = 0;
  /** @type {Promise<unknown[]> | undefined} */
  let closing;
  for (const w of workers) {
    w.on('message', (m) => {
      if (m.error) failed ??= failureOf(m.error);
      pending.get(m.id)?.(m.answer);
      pending.delete(m.id);
    });
    w.on('error', (/** @type {Error} */ e) => {
      failed ??= e;
      for (const settle of pending.values()) settle();
      pending.clear();
    });
  }
  return {
    /** @param {unknown} task @returns {Promise<unknown>} */
    run(task) {
      if (failed) return Promise.resolve(undefined);
      const id = next++;
      /** @type {Promise<unknown>} */
      const done = new Promise((resolve) => pending.set(id, resolve));
      inFlight.add(done);
      done.then(() => inFlight.delete(done));
      /** @type {Worker} */ (workers[id % workers.length]).postMessage({ id, task });
      return done;
    },
    /** Resolves when a task may be handed over; rejects once one has failed. */
    async ready() {
      while (inFlight.size >= IN_FLIGHT_PER_WORKER * workers.length && !failed) await Promise.race(inFlight);
      if (failed) throw failed;
    },
    /** @returns {Promise<unknown[]>} */
    close() {
      closing ??= ending();
      return closing;
    },
  };
  /** Once, however often close() is called (a failed step's cleanup calls it again). */
  async function ending() {
    await Promise.all(inFlight);
    const words = failed ? [] : await Promise.all(workers.map((w) => new Promise((resolve) => {
      w.once('message', (m) => resolve(m.finish));
      w.once('exit', () => resolve(null)); // a thread that died has said why ('error' above)
      w.postMessage({ finish: true });
    })));
    await Promise.all(workers.map((w) => w.terminate()));
    if (failed) throw failed;
    return words;
  }
}

/**
 * The worker's side: answers each task with what `handle(task)` returns (sync or async; a thrown
 * error fails the pool with its message, code and file), and the pool's close with `finish()`.
 * @template T
 * @param {(task: T) => unknown} handle
 * @param {() => unknown} [finish]
 */
export function serveTasks(handle, finish = () => null) {
  const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
  port.on('message', async (m) => {
    if (m.finish) return port.postMessage({ finish: await finish() });
    try {
      port.postMessage({ id: m.id, answer: await handle(m.task) });
    } catch (e) {
      const err = /** @type {Record<string, unknown>} */ (e ?? {});
      const noted = Object.fromEntries(NOTED.filter((k) => err[k] !== undefined).map((k) => [k, err[k]]));
      port.postMessage({ id: m.id, error: { ...noted, message: String(err.message ?? e) } });
    }
  });
}
