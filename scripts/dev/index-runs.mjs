// The search index while editing: indexer.mjs rebuilds it in a process of its own, asked
// INDEX_DELAY_MS after the last good build, so the tab reloads without waiting for it and a burst
// of saves makes one run.
import { keepWorker, MAX_QUICK_EXITS } from './workers.mjs';

/** How long after the last good build the index is rebuilt. */
const INDEX_DELAY_MS = 500;
/** Lines of an error shown at most under "Not updated after the reload". */
const MAX_ERROR_LINES = 20;

/**
 * What the terminal says of a run of the deferred steps (the search index): nothing when it went
 * well, nor when the manifest it read did not validate (saved again since the good build that
 * asked for the run: that save's build prints its problems, located, and the next good build asks
 * for a run again); else the error, whole (at most MAX_ERROR_LINES lines).
 */
export function deferredNote(msg) {
  if (msg.ok || msg.invalid) return null;
  const lines = String(msg.error ?? 'failed').split('\n');
  const shown = lines.length > MAX_ERROR_LINES ? [...lines.slice(0, MAX_ERROR_LINES), `… and ${lines.length - MAX_ERROR_LINES} more lines`] : lines;
  return `Not updated after the reload (${msg.steps?.join(', ') ?? 'deferred steps'}): ${shown.join('\n')}`;
}

/** Starts the indexer. Returns { codeChanged, request, onDeferred, stop }: codeChanged() notes a
 * build of changed code (the next run compiles it too), request() asks for a run. */
export function indexRuns({ args, log, stopping }) {
  const listeners = new Set();
  let timer = null;
  let code = false; // a build since the last request had a code change
  const indexer = keepWorker('indexer.mjs', {
    args, log, stopping,
    onMessage(msg) {
      if (msg.type !== 'deferred') return;
      const note = deferredNote(msg);
      if (note) log(note);
      for (const l of listeners) l(msg);
    },
    onStop(why, restarted) {
      if (!restarted) log(`The indexer stopped ${MAX_QUICK_EXITS} times in a row right after starting (last: ${why}); the search index is no longer updated. Restart npm start once the cause is fixed.`);
    },
  });
  return {
    codeChanged() { code = true; },
    request() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        indexer.send({ type: 'run', code });
        code = false;
      }, INDEX_DELAY_MS);
    },
    /** Calls fn when a run ends: { ok, ms, steps, started, error, invalid }. Returns a remover. */
    onDeferred(fn) { listeners.add(fn); return () => listeners.delete(fn); },
    stop() {
      clearTimeout(timer);
      indexer.stop();
    },
  };
}
