// `npm start` as a process (scripts/dev.mjs): the port it serves on (PORT, the next one when it is
// in use, a clear message when none is free or PORT is not a port), and that stopping it by its
// process id, its own or npm's, frees the port and leaves none of its processes behind.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root } from '../../scripts/lib/paths.mjs';
import { startDev } from '../../scripts/dev/server.mjs';

const outDir = join(root, '.cache/dev-process/dist');
const manifest = join(root, 'data/site.json');

/** Listens on `port` (0: any free one) on 127.0.0.1: { port, close }, or null when it is in use. */
function hold(port = 0) {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(null));
    s.listen(port, '127.0.0.1', () => resolve({ port: s.address().port, close: () => new Promise((r) => s.close(r)) }));
  });
}
/** A port that is free now, with the `n` after it free too. */
async function freePorts(n = 1) {
  for (;;) {
    const first = await hold();
    const rest = [];
    for (let i = 1; i <= n; i++) rest.push(await hold(first.port + i));
    await Promise.all([first, ...rest].filter(Boolean).map((h) => h.close()));
    if (rest.every(Boolean)) return first.port;
  }
}
async function isFree(port) {
  const h = await hold(port);
  await h?.close();
  return Boolean(h);
}

/** Starts `cmd` in a process group of its own (so whatever it leaves behind can be found), with
 * its output collected: { child, out(), waitFor(re, ms), exited }. */
function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0', ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stderr.on('data', (d) => { out += d; });
  const exited = new Promise((r) => child.on('exit', (code, signal) => r({ code, signal })));
  return {
    child,
    exited,
    out: () => out,
    async waitFor(re, ms = 90_000) {
      for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
        const m = re.exec(out);
        if (m) return m;
        if (child.exitCode !== null) break;
      }
      throw new Error(`no ${re} in the output:\n${out}`);
    },
  };
}
/** The processes of a process group still running: "pid args" lines. */
const group = (pgid) => execFileSync('ps', ['-A', '-o', 'pid=,pgid=,stat=,args='], { encoding: 'utf8' }).split('\n')
  .map((l) => l.trim().split(/\s+/)).filter(([, g, stat]) => Number(g) === pgid && !stat?.startsWith('Z')).map(([pid, , , ...args]) => `${pid} ${args.join(' ')}`);
/** Waits (at most `ms`) until `ok()` holds. */
async function until(ok, ms = 5000) {
  for (const end = Date.now() + ms; !(await ok()) && Date.now() < end;) await new Promise((r) => setTimeout(r, 100));
  return ok();
}
/** Kills whatever of a test's processes is left, so a failed test leaves nothing running. */
function cleanUp(pgid) {
  try { process.kill(-pgid, 'SIGKILL'); } catch { /* none left */ }
}

test.before(async () => { await rm(join(root, '.cache/dev-process'), { recursive: true, force: true }); });

test('PORT that is not a port: a message that says what to write, and no build', async () => {
  const p = start(process.execPath, ['scripts/dev.mjs', manifest, outDir], { PORT: 'eighty' });
  const { code } = await p.exited;
  assert.is(code, 1);
  assert.match(p.out(), 'PORT must be a port number, like PORT=5000, got "eighty"');
  assert.not.match(p.out(), 'Building');
});

test('every port in use: said at once, what to do, and nothing started', async () => {
  const port = await freePorts(2);
  const held = [await hold(port), await hold(port + 1), await hold(port + 2)];
  const logs = [];
  const children = () => execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  try {
    const started = Date.now();
    const err = await startDev({ manifestFile: manifest, outDir, port, ports: 2, log: (m) => logs.push(m) }).then(() => null, (e) => e);
    assert.ok(err, 'startDev fails');
    assert.is(err.message, `Ports ${port} to ${port + 2} are all in use on 127.0.0.1 (another npm start still running, or another program): stop it, or choose another port, like this: PORT=5000 npm start`);
    assert.ok(Date.now() - started < 2000, 'before any build');
    assert.not.match(children(), 'dev-builder', 'no builder was started');
    assert.not.match(children(), 'dev-indexer', 'no indexer was started');
  } finally {
    await Promise.all(held.map((h) => h?.close()));
  }
});

test('PORT in use: the next port serves, and the terminal says which; SIGTERM to its pid stops it, its builder and indexer too', async () => {
  const port = await freePorts(1);
  const held = await hold(port);
  const p = start(process.execPath, ['scripts/dev.mjs', manifest, outDir], { PORT: String(port) });
  try {
    const [, served] = await p.waitFor(/Serving http:\/\/127\.0\.0\.1:(\d+)/);
    assert.is(Number(served), port + 1);
    assert.match(p.out(), `Port ${port} is in use (another npm start still running, or another program): serving on port ${port + 1} instead. To pick the port: PORT=${port + 1} npm start`);
    assert.ok(group(p.child.pid).some((l) => l.includes('dev/builder.mjs')), `the builder runs: ${group(p.child.pid).join('; ')}`);
    process.kill(p.child.pid, 'SIGTERM');
    assert.equal(await p.exited, { code: 0, signal: null });
    assert.ok(await until(() => isFree(port + 1)), 'the port is free');
    assert.ok(await until(() => group(p.child.pid).length === 0), `processes left: ${group(p.child.pid).join('; ')}`);
    assert.match(p.out(), 'Stopped.');
  } finally {
    await held?.close();
    cleanUp(p.child.pid);
  }
});

test('SIGTERM to npm start (npm passes it to its shell only): the port is freed and no process is left', async () => {
  const port = await freePorts(1);
  const p = start('npm', ['start', '--', manifest, outDir], { PORT: String(port) });
  try {
    await p.waitFor(/Serving http:\/\/127\.0\.0\.1:(\d+)/);
    assert.not.ok(await isFree(port), 'served');
    process.kill(p.child.pid, 'SIGTERM');
    await p.exited;
    assert.ok(await until(() => isFree(port)), 'the port is free');
    assert.ok(await until(() => group(p.child.pid).length === 0), `processes left: ${group(p.child.pid).join('; ')}`);
  } finally {
    cleanUp(p.child.pid);
  }
});

test('SIGHUP (the terminal closed) stops it too, and so does a signal during the first build', async () => {
  for (const [signal, when] of [['SIGHUP', /Serving http/], ['SIGTERM', /Building/]]) {
    const port = await freePorts(1);
    const p = start(process.execPath, ['scripts/dev.mjs', manifest, outDir], { PORT: String(port) });
    try {
      await p.waitFor(when);
      // During the first build: once the builder is there, so it too must stop.
      if (signal === 'SIGTERM') assert.ok(await until(() => group(p.child.pid).some((l) => l.includes('dev/builder.mjs'))), 'the builder started');
      process.kill(p.child.pid, signal);
      await p.exited;
      assert.ok(await until(() => isFree(port)), `${signal}: the port is free`);
      assert.ok(await until(() => group(p.child.pid).length === 0), `${signal}: processes left: ${group(p.child.pid).join('; ')}`);
    } finally {
      cleanUp(p.child.pid);
    }
  }
});

test.run();
