// @ts-check
// Pagefind's indexer is a program of its own, which its library starts and never watches: when it
// stops (it panics when the disk is full), every call to it waits forever, and node ends with exit
// code 13 and not a word. Here the program is noted as the library starts it, so that its end fails
// the waiting call with an error that names the index's folder (explained by file-errors.mjs).
// What it writes to stderr (the library lets it print straight to the terminal) is held instead:
// a full disk makes it print a raw crash report, a panic and a backtrace note, above the build's
// own one-line message. Held, that report is left out when the disk is full (the build's message
// says it all; it stays on the error as `output`), quoted in the error for any other stop, and
// printed as it was once a run ends well, so a warning of Pagefind's is never lost.
import childProcess from 'node:child_process';
import { statfsSync } from 'node:fs';
import * as pagefind from 'pagefind';

/** Less room than this on the disk after Pagefind stopped: the disk is what stopped it. */
const FULL_BELOW = 1 << 20;
/** The most of Pagefind's stderr held (its last bytes: a crash report ends it). */
const HELD = 64 * 1024;

/** A crash report in one line, for an error message: its lines but the backtrace's notes. */
const oneLine = (/** @type {string} */ text) => {
  const said = text.split('\n').map((l) => l.trim()).filter((l) => l && !/^(stack backtrace:|note: )/.test(l)).join(' ');
  return said.length > 300 ? `${said.slice(0, 299)}…` : said;
};

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
  let output = '';
  childProcess.spawn = /** @type {typeof spawn} */ (
    /** @this {unknown} @param {unknown[]} args */
    function spawnNoted(...args) {
      const options = /** @type {import('node:child_process').SpawnOptions | undefined} */ (args[2]);
      if (!backend && Array.isArray(options?.stdio)) args[2] = { ...options, stdio: [...options.stdio.slice(0, 2), 'pipe'] };
      const p = /** @type {import('node:child_process').ChildProcess} */ (Reflect.apply(spawn, this, args));
      if (!backend && p.stderr) {
        p.stderr.on('data', (/** @type {Buffer} */ d) => { output = (output + d).slice(-HELD); });
        // As the library does for the other pipes: the program never keeps node running.
        /** @type {{ unref?(): void }} */ (p.stderr).unref?.();
      }
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
    // 'close', not 'exit': by then all it wrote to stderr has been read.
    backend?.once('close', (code, signal) => {
      if (closing) return;
      const full = diskFull(disk);
      const said = full ? '' : oneLine(output);
      const err = new Error(`Pagefind stopped unexpectedly (${signal ?? `exit code ${code}`})${said ? `, saying: ${said}` : ''}`);
      reject(Object.assign(err, { what: 'the search index could not be written', path: folder, folder: true, output, ...(full && { code: 'ENOSPC' }) }));
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
      if (alive && output) process.stderr.write(output);
    },
  };
}
