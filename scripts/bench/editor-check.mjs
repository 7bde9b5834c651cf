// Bench section: the site editor's live check (POST /_editor/api/check), which the editor's page
// sends a moment after each change with the whole draft. The editor runs on a copy of the manifest
// (in the layout the editor writes), in a process of its own; this process is the page: it turns
// the draft into JSON, as the page does, and sends it. Measured from the request's send to its
// answer read, and apart, the page's JSON.stringify of the draft before it, for successive checks
// of one draft:
//   a typed edit        a word typed into a text of one page's block, again and again
//   a problem left      the page's title emptied, then typing on elsewhere in it (each check has
//                       the problem: the incremental loader takes the full validation then)
// Targets (a typed edit, every check, send to answer): <= 300 ms on the real site and <= 1 s at
// 10,000 routes.
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { median, table } from './support/first-load.mjs';
import { root } from '../lib/paths.mjs';

const TYPED = 8;
const WITH_PROBLEM = 4;
const PAUSE_MS = 200;
const targetFor = (routes) => (routes >= 10_000 ? 1000 : routes <= 100 ? 300 : undefined);
const ms = (n) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);

/** A request to the editor's API (`body`, a string: a POST), as its page sends it; resolves to { status, json }. */
function call(server, name, body) {
  return new Promise((resolve, reject) => {
    const u = new URL(`${server.url}/_editor/api/${name}`);
    const data = body === undefined ? undefined : Buffer.from(body);
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: data ? 'POST' : 'GET', headers: {
      ...(data && { 'content-type': 'application/json', 'content-length': data.length }), origin: u.origin, 'x-editor-token': server.token,
    } }, (res) => {
      const parts = [];
      res.on('data', (d) => parts.push(d));
      res.on('end', () => { try { resolve({ status: res.statusCode, json: JSON.parse(Buffer.concat(parts).toString('utf8')) }); } catch (e) { reject(e); } });
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** The editor on `file`, in a process of its own: { url, token, close }. */
async function editorProcess(file, outDir) {
  const child = fork(join(import.meta.dirname, 'support/editor-server.mjs'), [file, outDir], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let errors = '';
  child.stderr?.on('data', (d) => { errors += d; });
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the editor's process ended (${code}): ${errors.split('\n')[0]}`)));
  });
  const cpuMs = () => new Promise((resolve) => { child.once('message', (m) => resolve(m.cpuMs)); child.send('cpu'); });
  let ended = null;
  child.once('exit', (code, signal) => { ended = `the editor's process ended (${signal ?? code})`; });
  return { ...ready, cpuMs, errors: () => [ended, errors.split('\n').slice(0, 3).join(' ')].filter(Boolean).join(': '), close: () => new Promise((ok) => { if (child.exitCode !== null) ok(); else { child.once('exit', ok); child.disconnect(); } }) };
}

async function measure(work, label, manifestText, outDir) {
  const dir = join(work, `editor-check-${label}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'site.json');
  let draft = JSON.parse(manifestText);
  await writeFile(file, `${JSON.stringify(draft, null, 2)}\n`); // the layout the editor writes
  const routes = draft.routes.length;
  // A route in the middle of the list with a text block: its first paragraph is typed into.
  const k = draft.routes.findIndex((r, i) => i >= Math.floor(routes / 2) && r.blocks.some((b) => b.type === 'prose'));
  const prose = draft.routes[k].blocks.find((b) => b.type === 'prose');
  const server = await editorProcess(file, outDir);
  const runs = { openMs: 0, first: null, typed: [], problem: [] };
  let bodyBytes = 0;
  /** One check of the draft as it is now, as the page sends it. */
  const check = async () => {
    await new Promise((ok) => setTimeout(ok, PAUSE_MS));
    const cpu = await server.cpuMs();
    const t0 = performance.now();
    const body = JSON.stringify({ value: draft });
    const t1 = performance.now();
    const r = await call(server, 'check', body).catch((e) => { throw new Error(`the check failed (${e.message}): ${server.errors()}`); });
    const t2 = performance.now();
    bodyBytes = Buffer.byteLength(body);
    if (r.status !== 200) throw new Error(`the check answered ${r.status}: ${r.json?.error}`);
    return { ms: Math.round(t2 - t1), stringifyMs: Math.round(t1 - t0), serverCpuMs: Math.round(await server.cpuMs() - cpu), ok: r.json.ok, problems: r.json.problems.length };
  };
  try {
    // The page opens: the form description and the file (the work thread then reads and validates
    // the file, so that the first check is as quick as the next ones).
    const t0 = performance.now();
    const opened = await Promise.all([call(server, 'form'), call(server, 'site')]);
    if (opened.some((r) => r.status !== 200)) throw new Error(`the editor did not open: ${opened.map((r) => r.json?.error).join(' ')}`);
    runs.openMs = Math.round(performance.now() - t0);
    runs.first = await check();
    for (let i = 0; i < TYPED; i++) {
      prose.paragraphs[0] += ` typed${i}`;
      runs.typed.push(await check());
    }
    draft.routes[k].title = '';
    for (let i = 0; i < WITH_PROBLEM; i++) {
      prose.paragraphs[0] += ` more${i}`;
      runs.problem.push(await check());
    }
  } finally {
    draft = null;
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
  const sum = (xs) => ({
    medianMs: median(xs.map((r) => r.ms)), maxMs: Math.max(...xs.map((r) => r.ms)),
    stringifyMedianMs: median(xs.map((r) => r.stringifyMs)), withStringifyMaxMs: Math.max(...xs.map((r) => r.ms + r.stringifyMs)),
    serverCpuMedianMs: median(xs.map((r) => r.serverCpuMs)),
  });
  const data = { routes, bodyBytes, openMs: runs.openMs, firstMs: runs.first.ms, typed: sum(runs.typed), problem: sum(runs.problem), runs };
  const wrong = [...runs.typed.filter((r) => !r.ok), ...runs.problem.filter((r) => r.ok)];
  if (wrong.length) data.error = `${wrong.length} checks did not answer as expected (a typed edit with problems, or a problem not found)`;
  const targetMs = targetFor(routes);
  const row = (label, n, x, target) => [label, n, ms(x.medianMs), ms(x.maxMs), ms(x.stringifyMedianMs), ms(x.withStringifyMaxMs), ms(x.serverCpuMedianMs), target];
  const text = `Editor live check, ${routes.toLocaleString('en')} routes (body ${(bodyBytes / 1024 / 1024).toFixed(1)} MB; opening ${ms(data.openMs)}, then the first check ${ms(data.firstMs)}, which waits for the file's first validation)\n`
    + table(['', 'checks', 'send -> answer', 'max', "the page's JSON.stringify", 'max with it', 'editor CPU', 'target'], [
      row('a typed edit', TYPED, data.typed, targetMs ? `<= ${ms(targetMs)}` : ''),
      row('a problem left (full validation)', WITH_PROBLEM, data.problem, ''),
    ])
    + '\n(medians but max; editor CPU: the CPU time of the editor\'s process, all its threads, per check)';
  const targets = [];
  if (data.error) targets.push({ name: `${routes.toLocaleString('en')} routes: editor live check answers as the full validation`, pass: false, value: data.error });
  if (targetMs) targets.push({ name: `${routes.toLocaleString('en')} routes: editor live check of a typed edit <= ${ms(targetMs)} (every check, send to answer)`, pass: data.typed.maxMs <= targetMs, value: `median ${ms(data.typed.medianMs)}, max ${ms(data.typed.maxMs)} (with the page's JSON.stringify, max ${ms(data.typed.withStringifyMaxMs)})` });
  return { data, text, targets };
}

export default {
  name: 'editorCheck',
  async real(ctx) {
    return measure(ctx.work, 'real', await readFile(join(root, 'data/site.json'), 'utf8'), ctx.realDist);
  },
  async synthetic(ctx, site) {
    return measure(ctx.work, `synthetic-${site.routes}`, await readFile(site.manifestFile, 'utf8'), site.dist);
  },
};
