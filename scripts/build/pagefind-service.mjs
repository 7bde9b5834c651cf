// @ts-check
// Pagefind's indexer is a program of its own, which its library starts and never watches: when it
// stops (it panics when the disk is full), every call to it waits forever, and node ends with exit
// code 13 and not a word. Here the program is noted as the library starts it, so that its end fails
// the waiting call with an error that names the index's folder (explained by file-errors.mjs).
import childProcess from 'node:child_process';
import { statfsSync } from 'node:fs';
import * as pagefind from 'pagefind';

/** Less room than this on the disk after Pagefind stopped: the disk is what stopped it. */
const FULL_BELOW = 1 << 20;

const diskFull = (/** @type {string} */ dir) => {
  try {
    const s = statfsSync(dir);
    return s.bavail * s.bsize < FULL_BELOW;
  } catch {
    return false;
  }
};

/**
 * A new index: { index, errors, watch(promise), close() }. `watch` fails a call to the index when
 * Pagefind stops meanwhile; `folder` is where the index goes (named in that error), on the disk of `disk`.
 * @param {{ folder: string, disk: string }} where
 */
export async function createWatchedIndex({ folder, disk }) {
  const spawn = childProcess.spawn;
  /** @type {import('node:child_process').ChildProcess | null} */
  let backend = null;
  childProcess.spawn = /** @type {typeof spawn} */ (
    /** @this {unknown} @param {unknown[]} args */
    function spawnNoted(...args) {
      const p = /** @type {import('node:child_process').ChildProcess} */ (Reflect.apply(spawn, this, args));
      backend ??= p;
      return p;
    });
  let created;
  try {
    created = pagefind.createIndex(); // starts the program, if it is not running yet
  } finally {
    childProcess.spawn = spawn;
  }
  let closing = false;
  /** @type {Promise<never>} */
  const stopped = new Promise((_, reject) => {
    backend?.once('exit', (code, signal) => {
      if (closing) return;
      const err = new Error(`Pagefind stopped unexpectedly (${signal ?? `exit code ${code}`}); its own message is above`);
      reject(Object.assign(err, { what: 'the search index could not be written', path: folder, folder: true, ...(diskFull(disk) && { code: 'ENOSPC' }) }));
    });
  });
  stopped.catch(() => {}); // a stop with no call waiting is not an error of its own
  let alive = true;
  stopped.catch(() => { alive = false; });
  /** @type {<T>(p: Promise<T>) => Promise<T>} */
  const watch = (p) => Promise.race([p, stopped]);
  const { index, errors } = await watch(created);
  return {
    index,
    errors,
    watch,
    async close() {
      closing = true;
      if (alive) await index?.deleteIndex().catch(() => {});
      await pagefind.close();
    },
  };
}
