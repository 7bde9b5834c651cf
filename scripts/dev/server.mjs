// `npm start`, as a module the bench and tests can run: serves dist/ like production (the same URLs
// and headers), watches the manifest, src/, schema/ and static/ with chokidar (atomic saves,
// renames and editors' backup files included), rebuilds through the incremental builder
// (scripts/dev/builder.mjs) and reloads the open tabs, or shows the problems of a failed build
// over the page (scripts/dev/overlay.js) while the last good build stays served underneath.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { watch } from 'chokidar';
import { root as projectRoot } from '../lib/paths.mjs';
import { startStaticServer } from '../lib/static-server.mjs';
import { placeholderReport } from '../build/validate.mjs';

const LIVE = '/__live';
const LIVE_FILES = {
  '/__live.js': ['text/javascript', join(import.meta.dirname, 'overlay.js')],
  '/__live.css': ['text/css', join(import.meta.dirname, 'overlay.css')],
};
const SNIPPET = '<script src="/__live.js"></script>';
/** Saves come in bursts (write, rename, a backup file): one build for them all. */
export const DEBOUNCE_MS = 40;
/** Editors' swap, backup and lock files, and the temporary files of atomic saves: never content. */
export const EDITOR_NOISE = /(^|[\\/])(\.#[^\\/]*|#[^\\/]*#|[^\\/]*\.sw[a-p]x?|[^\\/]*~|4913|\.DS_Store|[^\\/]*\.(tmp|temp|bak|orig|crswap))$/i;
const MAX_PROBLEMS_SHOWN = 200;
/** How long after the last good build the index is rebuilt. */
const INDEX_DELAY_MS = 500;
/** A worker that stops this many times in a row, each within QUICK_EXIT_MS of its start, is not
 * started again: it would only fail again, in a tight loop. */
const MAX_QUICK_EXITS = 3;
const QUICK_EXIT_MS = 5000;

/**
 * Starts the dev server. Options: manifestFile, outDir, port (0: any free port), ports (how many
 * to try after it), log. The port is taken first, so a port in use is said at once (and then
 * nothing else is started); resolves once the first build ended, to
 * { url, close, builds } where builds is an EventEmitter-like list of listeners for build results.
 */
export async function startDev({ manifestFile = join(projectRoot, 'data/site.json'), outDir = join(projectRoot, 'dist'), port = 4173, ports = 20, log = console.log } = {}) {
  manifestFile = resolve(manifestFile);
  const listeners = new Set();
  const deferredListeners = new Set();
  const clients = new Set();
  let failure = null; // the problems of the last build, while it failed
  let placeholders = []; // the located placeholder warnings last printed
  let child = null;
  let stopping = false;

  const send = (res, event, data) => res.write(`event: ${event}\ndata: ${data}\n\n`);
  const broadcast = (event, data = event) => { for (const res of clients) send(res, event, data); };
  // --- the server first, so a port in use is said at once and nothing else is started: the
  // live-reload stream and the overlay's files (onRequest), then dist/ itself (until the first
  // build ends, the last run's dist/ if there is one; the tabs reload when it is built).
  const server = await listenFrom({ port, ports, log, root: outDir, host: '127.0.0.1', onRequest, inject: SNIPPET });

  // --- the builder process: one build at a time; changes meanwhile make exactly one more.
  let building = false;
  let queued = null;
  let startedAt = 0;
  let resolveFirst;
  const firstBuild = new Promise((r) => { resolveFirst = r; });
  /** A worker process; what it writes to stderr is shown, except while stopping (a worker cut off
   * mid-run, and the tools it started, complain about the closed pipe). */
  function worker(file) {
    const p = fork(join(import.meta.dirname, file), [manifestFile, outDir], { cwd: projectRoot, stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
    p.stderr.on('data', (d) => { if (!stopping) process.stderr.write(d); });
    // A send to a worker that has just died is reported here; unheard, it would end the server.
    // Its 'exit' handler starts it again (or gives up).
    p.on('error', (err) => { if (!stopping) log(`${file}: ${err.message}`); });
    return p;
  }
  /** Whether a worker that stopped is started again: calls started() at each start and, when it
   * stops, again(), which is false after MAX_QUICK_EXITS quick exits in a row. */
  function restarts() {
    let quick = 0;
    let at = 0;
    return {
      started() { at = Date.now(); },
      again() { quick = Date.now() - at < QUICK_EXIT_MS ? quick + 1 : 0; return quick < MAX_QUICK_EXITS; },
    };
  }

  // --- the indexer: the steps that rebuild a whole index, after the reload (indexer.mjs).
  let indexer = null;
  let indexTimer = null;
  let indexCode = false; // a build since the last index request had a code change
  const indexerRestarts = restarts();
  function spawnIndexer() {
    indexer = worker('indexer.mjs');
    indexerRestarts.started();
    indexer.on('message', onMessage);
    indexer.on('exit', (code, signal) => {
      if (stopping) return;
      if (indexerRestarts.again()) { spawnIndexer(); return; }
      indexer = null;
      log(`The indexer stopped ${MAX_QUICK_EXITS} times in a row right after starting (last: ${signal ?? `exit code ${code}`}); the search index is no longer updated. Restart npm start once the cause is fixed.`);
    });
  }
  /** Asks for an index run INDEX_DELAY_MS after the last good build, so a burst of saves makes one. */
  function requestIndex() {
    clearTimeout(indexTimer);
    indexTimer = setTimeout(() => {
      indexer?.send({ type: 'run', code: indexCode });
      indexCode = false;
    }, INDEX_DELAY_MS);
  }
  const builderRestarts = restarts();
  function spawnBuilder() {
    child = worker('builder.mjs');
    builderRestarts.started();
    child.on('message', onMessage);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      building = false;
      if (builderRestarts.again()) {
        log(`The builder stopped (${signal ?? `exit code ${code}`}); starting it again.`);
        spawnBuilder();
        request(['data', 'code', 'static']);
        return;
      }
      child = null;
      queued = null;
      const message = `The builder stopped ${MAX_QUICK_EXITS} times in a row right after starting (last: ${signal ?? `exit code ${code}`}); saves are no longer built. Restart npm start once the cause is fixed.`;
      log(message);
      // The first build ends here too, so startDev does not wait for it forever; open tabs see why.
      failure = [{ message }];
      broadcast('problems', JSON.stringify(overlayData(failure)));
      resolveFirst?.({ ok: false, problems: failure });
      resolveFirst = null;
    });
  }
  function request(changes) {
    if (!child) return; // the builder was given up on: nothing builds any more
    if (building) { queued = new Set([...(queued ?? []), ...changes]); return; }
    building = true;
    if ([...changes].includes('code')) indexCode = true;
    startedAt = performance.now();
    child.send({ type: 'build', changes: [...changes] });
  }
  function onMessage(msg) {
    if (msg.type === 'deferred') {
      const note = deferredNote(msg);
      if (note) log(note);
      for (const l of deferredListeners) l(msg);
      return;
    }
    if (msg.type !== 'built') return;
    building = false;
    const result = { ...msg, wallMs: Math.round(performance.now() - startedAt) };
    if (msg.ok) {
      failure = null;
      log(`Built in ${msg.ms} ms${msg.changed !== undefined ? ` (${msg.changed} route${msg.changed === 1 ? '' : 's'} changed)` : ''}`);
      // Placeholders at the first build and whenever the list changes, not at every save.
      const now = msg.placeholders ?? [];
      if (now.join('\n') !== placeholders.join('\n')) {
        if (now.length) log(placeholderReport(now));
        else log('Every placeholder is filled in.');
        placeholders = now;
      }
    } else {
      failure = msg.problems;
      log(`Build failed; the last good build is still served:\n${msg.problems.map(formatProblem).join('\n')}`);
    }
    if (queued) {
      const next = queued;
      queued = null;
      request(next); // the next build reloads the tabs, so they reload once
    } else if (msg.ok) {
      broadcast('reload');
      requestIndex();
    }
    else broadcast('problems', JSON.stringify(overlayData(failure)));
    for (const l of listeners) l(result);
    resolveFirst?.(result);
    resolveFirst = null;
  }
  // --- the watcher: folders, not files, so a file replaced by a rename (an atomic save) is still seen.
  // Started before the first build, so a save while it runs is seen (request() queues it).
  const src = join(projectRoot, 'src');
  const schema = join(projectRoot, 'schema');
  const staticDir = join(projectRoot, 'static');
  const kindOf = (file) => {
    if (file === manifestFile) return 'data';
    if (file.startsWith(src + sep) || file.startsWith(schema + sep)) return file.endsWith('.json') ? null : 'code';
    if (file.startsWith(staticDir + sep)) return 'static';
    return null;
  };
  let timer = null;
  let pending = new Set();
  const options = { ignoreInitial: true, ignored: (file) => EDITOR_NOISE.test(file) || file.includes(`${sep}node_modules${sep}`) };
  // The manifest's folder alone, not below it (dist/ may be there); the code and static/ in full.
  const watchers = [watch(dirname(manifestFile), { ...options, depth: 0 }), watch([src, schema, staticDir], options)];
  const ready = Promise.all(watchers.map((w) => new Promise((r) => w.once('ready', r))));
  const onChange = (_event, file) => {
    const kind = kindOf(resolve(file));
    if (!kind) return;
    pending.add(kind);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changes = pending;
      pending = new Set();
      request(changes);
    }, DEBOUNCE_MS);
  };
  for (const w of watchers) {
    w.on('all', onChange);
    w.on('error', (err) => log(`Watching failed: ${err.message}`));
  }
  spawnBuilder();
  spawnIndexer();
  request(['data', 'code', 'static']);
  const [first] = await Promise.all([firstBuild, ready]);

  function onRequest(req, res) {
    const path = (req.url ?? '').split('?')[0];
    if (LIVE_FILES[path]) {
      const [type, file] = LIVE_FILES[path];
      res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
      return true;
    }
    if (path !== LIVE) return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    if (req.method === 'HEAD') { res.end(); return true; }
    res.write('retry: 1000\n\n');
    // A tab opened while the build is failing sees the problems at once.
    if (failure) send(res, 'problems', JSON.stringify(overlayData(failure)));
    clients.add(res);
    res.on('close', () => clients.delete(res));
    return true;
  }
  // Comment lines keep idle streams from being dropped by proxies or sleeping laptops.
  const heartbeat = setInterval(() => { for (const res of clients) res.write(': ping\n\n'); }, 30_000);
  heartbeat.unref();


  return {
    url: server.url,
    firstBuild: first,
    /** Calls fn with every build result: { ok, ms, wallMs, changed, problems }. Returns a remover. */
    onBuild(fn) { listeners.add(fn); return () => listeners.delete(fn); },
    /** Calls fn when the steps run after a reload (the search index) end: { ok, ms, steps, started, error, invalid }. */
    onDeferred(fn) { deferredListeners.add(fn); return () => deferredListeners.delete(fn); },
    async close() {
      stopping = true;
      clearTimeout(timer);
      clearTimeout(indexTimer);
      clearInterval(heartbeat);
      await Promise.all(watchers.map((w) => w.close()));
      for (const p of [child, indexer]) {
        p?.disconnect?.();
        p?.kill();
      }
      for (const res of clients) res.end();
      await server.close();
    },
  };
}

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

/** Starts the static server on `port`, or, when it is in use, on the first free one of the `ports`
 * after it, and says so. A port it cannot have throws an error that says what to do. */
async function listenFrom({ port, ports, log, ...options }) {
  const choose = 'choose another port, like this: PORT=5000 npm start';
  for (let p = port; ; p++) {
    try {
      const server = await startStaticServer({ ...options, port: p });
      const taken = p === port + 1 ? `Port ${port} is` : `Ports ${port} to ${p - 1} are`;
      if (p !== port) log(`${taken} in use (another npm start still running, or another program): serving on port ${p} instead. To pick the port: PORT=${p} npm start`);
      return server;
    } catch (err) {
      if (err.code === 'EADDRINUSE' && port !== 0 && p < port + ports) continue;
      if (err.code === 'EADDRINUSE') {
        const which = p === port ? `Port ${port} is` : `Ports ${port} to ${p} are all`;
        throw new Error(`${which} in use on ${options.host} (another npm start still running, or another program): stop it, or ${choose}`);
      }
      if (err.code === 'EACCES') throw new Error(`Port ${p} is not open to this user (ports below 1024 need administrator rights): ${choose}`);
      throw err;
    }
  }
}

/** Where a problem is, as file:line:col (the parts it has): the terminal and the overlay show the same. */
const placeOf = (p) => [p.file, p.line, p.col].filter((x) => x != null).join(':');

/** One problem as a line of text: file:line:col  path  message. */
export function formatProblem(p) {
  return [placeOf(p), p.path, p.message].filter(Boolean).join('  ');
}

function overlayData(problems) {
  return {
    count: problems.length,
    problems: problems.slice(0, MAX_PROBLEMS_SHOWN).map((p) => ({ at: placeOf(p), path: p.path ?? '', message: p.message })),
  };
}
