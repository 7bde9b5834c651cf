// npm start's builds: builder.mjs builds in a process of its own, one build at a time; changes
// that come meanwhile make exactly one more, and the tabs are told only after the last of them.
import { placeholderReport } from '../build/validate.mjs';
import { MAX_QUICK_EXITS, keepWorker } from './workers.mjs';
import { ALL } from './steps.mjs';

/**
 * Starts the builder. `live` tells the tabs (live-reload.mjs), `index` runs the search index after
 * a good build (index-runs.mjs). Returns { request, first, onBuild, stop }: request(kinds) asks for a
 * build, `first` resolves to the first build's result.
 */
export function buildLoop({ args, log, stopping, live, index }) {
  const listeners = new Set();
  let placeholders = []; // the located placeholder warnings last printed
  let building = false;
  let queued = null;
  let startedAt = 0;
  let resolveFirst;
  const first = new Promise((r) => { resolveFirst = r; });
  const settleFirst = (result) => {
    resolveFirst?.(result);
    resolveFirst = null;
  };

  function request(changes) {
    if (!builder.running) return; // the builder was given up on: nothing builds any more
    if (building) { queued = new Set([...(queued ?? []), ...changes]); return; }
    building = true;
    if ([...changes].includes('code')) index.codeChanged();
    startedAt = performance.now();
    builder.send({ type: 'build', changes: [...changes] });
  }

  function built(msg) {
    building = false;
    const result = { ...msg, wallMs: Math.round(performance.now() - startedAt) };
    if (msg.ok) {
      live.setProblems(null);
      log(`Built in ${msg.ms} ms${msg.changed !== undefined ? ` (${msg.changed} route${msg.changed === 1 ? '' : 's'} changed)` : ''}`);
      // Placeholders at the first build and whenever the list changes, not at every save.
      const now = msg.placeholders ?? [];
      if (now.join('\n') !== placeholders.join('\n')) {
        if (now.length) log(placeholderReport(now));
        else log('Every placeholder is filled in.');
        placeholders = now;
      }
    } else {
      live.setProblems(msg.problems);
      log(`Build failed; the last good build is still served:\n${msg.problems.map((p) => p.text).join('\n')}`);
    }
    if (queued) {
      const next = queued;
      queued = null;
      request(next); // the next build reloads the tabs, so they reload once
    } else {
      live.announce();
      if (msg.ok) index.request();
    }
    for (const l of listeners) l(result);
    settleFirst(result);
  }

  const builder = keepWorker('builder.mjs', {
    args, log, stopping,
    onMessage(msg) { if (msg.type === 'built') built(msg); },
    onStop(why, restarted) {
      building = false;
      if (restarted) {
        log(`The builder stopped (${why}); starting it again.`);
        request(ALL);
        return;
      }
      queued = null;
      const message = `The builder stopped ${MAX_QUICK_EXITS} times in a row right after starting (last: ${why}); saves are no longer built. Restart npm start once the cause is fixed.`;
      log(message);
      // The first build ends here too, so startDev does not wait for it forever; open tabs see why.
      live.setProblems([{ message }]);
      live.announce();
      settleFirst({ ok: false, problems: [{ message }] });
    },
  });

  return {
    request,
    first,
    /** Calls fn with every build result: { ok, ms, wallMs, changed, problems }. Returns a remover. */
    onBuild(fn) { listeners.add(fn); return () => listeners.delete(fn); },
    stop: () => builder.stop(),
  };
}
