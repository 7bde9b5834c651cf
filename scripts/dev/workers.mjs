// npm start's worker processes (builder.mjs, indexer.mjs), each forked with the manifest and the
// output folder, so a crash in a build cannot take the server down; one that stops is started again.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../lib/paths.mjs';

/** A worker that stops this many times in a row, each within QUICK_EXIT_MS of its start, is not
 * started again: it would only fail again, in a tight loop. */
export const MAX_QUICK_EXITS = 3;
const QUICK_EXIT_MS = 5000;

/**
 * Forks `file` (of this folder) and keeps it running. What it writes to stderr is shown, except
 * while stopping (a worker cut off mid-run, and the tools it started, complain about the closed
 * pipe). When it stops, it is started again, unless it stopped MAX_QUICK_EXITS times in a row right
 * after starting; either way onStop(why, restarted) says which. Returns { running, send, stop }.
 */
export function keepWorker(file, { args, log, stopping, onMessage, onStop }) {
  let child = null;
  let quick = 0;
  let startedAt = 0;
  function start() {
    startedAt = Date.now();
    child = fork(join(import.meta.dirname, file), args, { cwd: root, stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    child.stderr.on('data', (d) => { if (!stopping()) process.stderr.write(d); });
    // A send to a worker that has just died is reported here; unheard, it would end the server.
    // Its 'exit' handler starts it again (or gives up).
    child.on('error', (err) => { if (!stopping()) log(`${file}: ${err.message}`); });
    child.on('message', onMessage);
    child.on('exit', (code, signal) => {
      if (stopping()) return;
      quick = Date.now() - startedAt < QUICK_EXIT_MS ? quick + 1 : 0;
      const restarted = quick < MAX_QUICK_EXITS;
      if (restarted) start();
      else child = null;
      onStop(signal ?? `exit code ${code}`, restarted);
    });
  }
  start();
  return {
    /** Whether it runs (false once given up on). */
    get running() { return child !== null; },
    send(msg) { child?.send(msg); },
    stop() {
      child?.disconnect?.();
      child?.kill();
    },
  };
}
