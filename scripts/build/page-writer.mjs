// @ts-check
// Writes pages and their data (with their compressed copies when the build precompresses:
// compress.mjs writeWithCopies) in worker threads, while the main thread renders the next pages:
// on a site of thousands of pages compressing them is as much work as rendering them, and the two
// then run side by side. A page
// is handed over as text, so the renderer drops it at once; kept waiting for a write in the
// renderer's own heap, thousands of pages outlived its young generation and cost it hundreds of
// full garbage collections. It goes as its UTF-8 bytes, whose memory moves to the writer: a
// string is copied to be sent, which cost the renderer more than encoding it (a 70 KB page each).
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { writeWithCopies } from './compress.mjs';
import { writeOut } from './file-errors.mjs';

/** Files handed over and not yet written, at most (the next waits): bounds the memory they hold. */
const IN_FLIGHT = 16;

/** A pool of writers. write(file, text) resolves when there is room for the next file; close()
 * resolves once every file is written, and rejects with the first write that failed.
 * `copies`: write each file's .br and .gz beside it. */
export function pageWriter(copies = false) {
  const encoder = new TextEncoder();
  const workers = Array.from({ length: Math.min(4, availableParallelism()) }, () => new Worker(new URL(import.meta.url)));
  /** @type {Map<number, (error?: string, code?: string) => void>} */
  const pending = new Map();
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();
  let next = 0;
  /** @type {unknown} */
  let failed = null;
  const fail = (/** @type {unknown} */ e) => { failed ??= e; };
  for (const w of workers) {
    w.on('message', ({ id, error, code }) => {
      pending.get(id)?.(error, code);
      pending.delete(id);
    });
    w.on('error', (e) => { fail(e); for (const settle of pending.values()) settle(String(e)); pending.clear(); });
  }
  return {
    /** @param {string} file @param {string} text */
    async write(file, text) {
      if (failed) throw failed;
      const id = next++;
      /** @type {Promise<void>} */
      const done = new Promise((resolve) => pending.set(id, (error, code) => {
        // The file, and the system's code (ENOSPC…), so the build can say what to do (file-errors.mjs).
        if (error) fail(Object.assign(new Error(`${file}: ${error}`), { path: file, code }));
        resolve();
      }));
      inFlight.add(done);
      done.then(() => inFlight.delete(done));
      const bytes = encoder.encode(text);
      /** @type {Worker} */ (workers[id % workers.length]).postMessage({ id, file, bytes, copies }, [bytes.buffer]);
      if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    },
    async close() {
      await Promise.all(inFlight);
      await Promise.all(workers.map((w) => w.terminate()));
      if (failed) throw failed;
    },
  };
}

// A writer thread: its parentPort is the pool's.
const port = isMainThread ? null : parentPort;
port?.on('message', ({ id, file, bytes, copies }) => {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  (copies ? writeWithCopies(file, data) : writeOut(file, data)).then(() => port.postMessage({ id }), (e) => port.postMessage({ id, error: String(e?.message ?? e), code: e?.code }));
});
