// The authoring loop of `npm start` (scripts/dev/server.mjs) on a copy of the manifest: every
// save is seen (an atomic save, then a plain edit, a rename, editors' backup files ignored), an
// edit of one route renders that route only, a bad save keeps the last good build served and sends
// the problems to the open tabs, and the live-reload endpoints answer GET and HEAD only.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { root } from '../../scripts/lib/paths.mjs';
import { startDev } from '../../scripts/dev/server.mjs';
import { deferredNote } from '../../scripts/dev/index-runs.mjs';
import { DEFERRED, READS, SKIPPED } from '../../scripts/dev/steps.mjs';
import { STEPS } from '../../scripts/build/pipeline.mjs';
import { fetchRaw } from '../helpers/http.mjs';
import { packetDataUrl, packetShardUrl } from '../../schema/values/addresses.mjs';

const dir = join(root, '.cache/dev-loop');
const file = join(dir, 'site.json');
const outDir = join(dir, 'dist');
const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
// A route that holds no block with rules across routes and, here, no translation (those send any
// edit to a full load; every shipped route is translated, so this one's translation is left out).
const prose = site.routes.find((r) => r.path !== '/' && r.blocks.some((b) => b.type === 'prose' && b.paragraphs)
  && !/"(searchResults|crisisLines|resourceCatalogue)"/.test(JSON.stringify(r)));
delete prose.translations;
const original = `${JSON.stringify(site, null, 2)}\n`;
const other = site.routes.find((r) => r !== prose && r.path !== '/');
const sentence = prose.blocks.find((b) => b.type === 'prose').paragraphs[0];
/** The manifest with the prose route's first paragraph ending in `mark`. */
const edited = (mark) => original.replace(sentence, `${sentence} ${mark}`);
const page = async (path) => (await fetchRaw(dev.url, path)).body.toString('utf8');
let dev;
let afterFirst; // the build after the first, for the save made during it
const logs = []; // what the dev server says in the terminal

/** Opens the live-reload stream and collects its events: { events, close }. */
function listen() {
  const events = [];
  const req = request(`${dev.url}/__live`, (res) => {
    let buf = '';
    res.on('data', (d) => {
      buf += d;
      for (let at = buf.indexOf('\n\n'); at !== -1; at = buf.indexOf('\n\n')) {
        const block = buf.slice(0, at);
        buf = buf.slice(at + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] });
      }
    });
  });
  req.end();
  return { events, close: () => req.destroy() };
}

/** The status and headers of a request, without waiting for a body (a stream has no end). */
function head(path, method) {
  return new Promise((resolve, reject) => {
    const req = request(`${dev.url}${path}`, { method }, (res) => { resolve({ status: res.statusCode, headers: res.headers }); req.destroy(); });
    req.on('error', (e) => (e.code === 'ECONNRESET' ? null : reject(e)));
    req.end();
  });
}

/** The first index run that starts at or after `at` (epoch ms): its result, or null after 60 s. */
function indexedAfter(at) {
  const indexed = new Promise((resolve) => { const off = dev.onDeferred((d) => { if (d.started >= at) { off(); resolve(d); } }); });
  return Promise.race([indexed, new Promise((r) => setTimeout(() => r(null), 60_000))]);
}
/** When the indexer last compiled the prerenderer (its own copy in .cache/dev-index). */
const indexCompiledAt = () => statSync(join(root, '.cache/dev-index/node.mjs')).mtimeMs;

/** Does `save`, then waits for the build it causes (at most 20 s). */
function buildAfter(save) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { off(); reject(new Error('no build within 20 s of the save')); }, 20_000);
    const off = dev.onBuild((b) => { clearTimeout(timer); off(); resolve(b); });
    save().catch(reject);
  });
}
/** Resolves false if no build starts within `ms` of `save`. */
async function noBuildAfter(save, ms = 600) {
  let built = false;
  const off = dev.onBuild(() => { built = true; });
  await save();
  await new Promise((r) => setTimeout(r, ms));
  off();
  return !built;
}
/** Waits (at most 3 s) until `ok()` holds. */
async function until(ok) {
  for (const end = Date.now() + 3000; !ok() && Date.now() < end;) await new Promise((r) => setTimeout(r, 20));
  return ok();
}
const atomicSave = async (text) => { await writeFile(`${file}.tmp-save`, text); await rename(`${file}.tmp-save`, file); };

test.before(async () => {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(file, original);
  const starting = startDev({ manifestFile: file, outDir, port: 0, log: (m) => logs.push(m) });
  // A save while the first build runs: once its working folder has assets/, validation has read the manifest.
  const working = () => readdirSync(dir).some((n) => n.startsWith('.dist-building-') && existsSync(join(dir, n, 'assets')));
  for (const end = Date.now() + 60_000; !working() && Date.now() < end;) await new Promise((r) => setTimeout(r, 10));
  await atomicSave(edited('DuringFirst'));
  dev = await starting;
  afterFirst = new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 20_000);
    const off = dev.onBuild((b) => { clearTimeout(timer); off(); resolve(b); });
  });
});
test.after(async () => { await dev?.close(); });

test('every step npm start runs says what it reads (one not listed would run on every save); none other is listed', () => {
  const names = STEPS.map((s) => s.name);
  const never = (n) => DEFERRED.has(n) || SKIPPED.has(n);
  assert.equal(names.filter((n) => !READS[n] && !never(n)), [], 'steps without READS');
  assert.equal(Object.keys(READS).filter((n) => !names.includes(n) || never(n)), [], 'READS of steps the builder never runs');
});

test('the first build serves the site', async () => {
  assert.ok(dev.firstBuild.ok, JSON.stringify(dev.firstBuild.problems));
  // The dev server compresses on the fly: .br and .gz files would only cost time and go stale.
  assert.ok(!dev.firstBuild.ran.includes('compress'), `steps run: ${dev.firstBuild.ran.join(', ')}`);
  assert.ok(!existsSync(join(outDir, 'index.html.br')) && !existsSync(join(outDir, 'index.html.gz')), 'no compressed copies in dist/');
  assert.match(await page(prose.path), sentence.slice(0, 40));
  // A service worker would answer from its cache while the files change: npm start has none, and
  // its pages name none (so the app removes any a production build left registered).
  assert.ok(!dev.firstBuild.ran.includes('serviceWorker') && !existsSync(join(outDir, 'sw.js')), 'no service worker in dist/');
  assert.not.match(await page('/'), 'name="service-worker"');
});

test('a save during the first build is built after it', async () => {
  const b = await afterFirst;
  assert.ok(b?.ok, `a build after the first: ${JSON.stringify(b)}`);
  assert.match(await page(prose.path), 'DuringFirst');
});

test('an atomic save (temp file + rename), then a plain edit: both are built, the second too', async () => {
  const first = await buildAfter(() => atomicSave(edited('AtomicOne')));
  assert.ok(first.ok);
  assert.match(await page(prose.path), 'AtomicOne');
  const second = await buildAfter(() => writeFile(file, edited('PlainTwo')));
  assert.ok(second.ok);
  assert.match(await page(prose.path), 'PlainTwo');
  // The file renamed away and back (some editors save so) is still watched.
  await rename(file, `${file}.moved`);
  const third = await buildAfter(async () => { await writeFile(`${file}.moved`, edited('RenamedThree')); await rename(`${file}.moved`, file); });
  assert.ok(third.ok);
  assert.match(await page(prose.path), 'RenamedThree');
});

test('an edit of one route validates and renders that route only', async () => {
  const otherHtml = join(outDir, `${other.path}.html`);
  const before = statSync(otherHtml).mtimeMs;
  const b = await buildAfter(() => atomicSave(edited('OneRouteOnly')));
  assert.ok(b.ok);
  assert.is(b.changed, 1, 'one route changed');
  assert.ok(!b.ran.includes('bundle') && !b.ran.includes('sitemap') && !b.ran.includes('compress'), `steps run: ${b.ran.join(', ')}`);
  assert.is(statSync(otherHtml).mtimeMs, before, `${other.path} was not written again`);
  assert.match(await page(prose.path), 'OneRouteOnly');
});

test('the packet\'s data is written again after an edit of a resource, and left as it was after an edit of other text', async () => {
  const packetPage = site.routes.find((r) => r.blocks.some((b) => b.type === 'packet'));
  assert.ok(packetPage, 'data/site.json has a packet page');
  const data = join(outDir, packetDataUrl(packetPage.path));
  const before = statSync(data).mtimeMs;
  const text = await buildAfter(() => atomicSave(edited('NotAResource')));
  assert.ok(text.ok);
  assert.is(statSync(data).mtimeMs, before, 'an edit of prose left the packet data as it was');
  // A resource listed once in the whole file: its label is the packet's label for it.
  const links = [];
  // The resources: the entries of link lists (a button is no resource).
  const walk = (v) => { if (Array.isArray(v)) v.forEach(walk); else if (v && typeof v === 'object') { if (Array.isArray(v.links)) links.push(...v.links); Object.values(v).forEach(walk); } };
  walk(site.routes.map((r) => r.blocks));
  const once = links.find((l) => l.href.startsWith('https://') && original.split(`"${l.href}"`).length === 2);
  assert.ok(once, 'a resource listed once');
  const m = JSON.parse(original);
  let done = false;
  const relabel = (v) => { if (done || !v || typeof v !== 'object') return; if (v.href === once.href && typeof v.label === 'string') { v.label = `${v.label} Relabelled`; done = true; return; } Object.values(v).forEach(relabel); };
  relabel(m.routes);
  const indexed = indexedAfter(Date.now());
  const b = await buildAfter(() => atomicSave(`${JSON.stringify(m, null, 2)}\n`));
  assert.ok(b.ok, JSON.stringify(b.problems));
  // The head, and on a site of this many resources the shards it counts (schema/derive/packetData.ts).
  const head = JSON.parse(readFileSync(data, 'utf8'));
  const written = head.shards ? Array.from({ length: head.shards }, (_, k) => readFileSync(join(outDir, packetShardUrl(packetPage.path, k)), 'utf8')).join('') : JSON.stringify(head);
  assert.match(written, `${once.label} Relabelled`);
  // The search index this save started runs after it: the tests below time runs of their own.
  await indexed;
});

/** Resolves once no build and no index run has ended for `ms`: a run an earlier save asked for
 * (its start waits INDEX_DELAY_MS, and one save can be seen twice by the watcher) has started and ended. */
function quiet(ms = 1500) {
  return new Promise((resolve) => {
    let timer = setTimeout(done, ms);
    const again = () => { clearTimeout(timer); timer = setTimeout(done, ms); };
    const offBuild = dev.onBuild(again);
    const offIndex = dev.onDeferred(again);
    function done() { offBuild(); offIndex(); resolve(); }
  });
}

test('the search index is rebuilt after the reload, not before it', async () => {
  // The first index run that starts after this save, once no earlier save's run is still to come.
  await quiet();
  const indexed = indexedAfter(Date.now());
  const built = await buildAfter(() => atomicSave(edited('IndexedLater')));
  const reloadedAt = Date.now();
  assert.ok(built.ok);
  assert.ok(!built.ran.includes('searchIndex') && !built.ran.includes('searchDocuments'), 'the build before the reload does not index');
  const d = await indexed;
  assert.ok(d?.ok, `the deferred steps ran: ${JSON.stringify(d)}`);
  assert.equal(d.steps, ['searchDocuments', 'searchIndex']);
  assert.ok(d.started >= reloadedAt, 'the index run started after the reload');
  const index = JSON.parse(readFileSync(join(outDir, 'pagefind/pagefind-entry.json'), 'utf8'));
  assert.ok(index.languages, 'a Pagefind index is in dist/pagefind');
});

test('the index compiles the code again after a code change only', async () => {
  // The indexer has run (the test above), so it has its compiled code: a manifest edit reuses it.
  let indexed = indexedAfter(Date.now());
  assert.ok((await buildAfter(() => atomicSave(edited('IndexedAgain')))).ok);
  let d = await indexed;
  assert.ok(d?.ok, `the deferred steps ran: ${JSON.stringify(d)}`);
  assert.ok(indexCompiledAt() < d.started, 'a manifest edit does not compile the code again for the index');
  // A file saved unchanged: a code change to the watcher, the same code (the checkout stays as it was).
  // Saved whole by a rename, never truncated then written: other test files compile the Node side
  // from this checkout at the same time, and a compile that read the file empty would lack its exports.
  const code = join(root, 'schema/read/load.ts');
  const saveCode = async () => { await writeFile(join(dir, 'load.ts.tmp-save'), readFileSync(code)); await rename(join(dir, 'load.ts.tmp-save'), code); };
  indexed = indexedAfter(Date.now());
  assert.ok((await buildAfter(saveCode)).ok);
  d = await indexed;
  assert.ok(d?.ok, `the deferred steps ran: ${JSON.stringify(d)}`);
  assert.ok(indexCompiledAt() >= d.started, 'after a code change the index run compiles (and so imports) the code again');
});

test("editors' swap, backup and lock files start no build", async () => {
  const names = ['site.json~', '.site.json.swp', '#site.json#', '.#site.json', 'site.json.bak', '4913'];
  assert.ok(await noBuildAfter(() => Promise.all(names.map((n) => writeFile(join(dir, n), 'noise')))), 'a build started');
});

test('a bad save: the problems go to the open tabs with file:line:col, the last good build stays served; a fix reloads', async () => {
  assert.ok((await buildAfter(() => atomicSave(edited('LastGood')))).ok);
  const stream = listen();
  await new Promise((r) => setTimeout(r, 200));
  const bad = await buildAfter(() => atomicSave(edited('NeverShown').replace('"type": "prose"', '"type": "carousel"')));
  assert.is(bad.ok, false);
  await until(() => stream.events.some((e) => e.event === 'problems'));
  const shown = stream.events.find((e) => e.event === 'problems');
  assert.ok(shown, `events: ${JSON.stringify(stream.events)}`);
  const report = JSON.parse(shown.data);
  assert.is(report.count, 1);
  assert.match(report.problems[0].at, /^\.cache\/dev-loop\/site\.json:\d+:\d+$/);
  assert.match(report.problems[0].path, /^routes\[\d+\]\.blocks\[\d+\]\.type$/);
  assert.match(report.problems[0].message, 'unknown block type "carousel"');
  assert.match(await page(prose.path), 'LastGood', 'the last good build is still served');
  assert.not.match(await page(prose.path), 'NeverShown');
  // A tab opened while the build is failing gets the problems at once.
  const late = listen();
  assert.ok(await until(() => late.events.some((e) => e.event === 'problems')), 'a new tab sees the problems');
  const fixed = await buildAfter(() => atomicSave(edited('FixedAgain')));
  assert.ok(fixed.ok);
  await until(() => stream.events.at(-1)?.event === 'reload');
  assert.ok(stream.events.at(-1)?.event === 'reload', `after the fix the tabs reload (events: ${stream.events.map((e) => e.event).join(', ')})`);
  assert.match(await page(prose.path), 'FixedAgain');
  stream.close();
  late.close();
});

test('a save whose build stops after its pages were rendered (a static file it cannot publish) leaves the last good build served, every page of it', async () => {
  const link = join(root, 'static/zz-dev-loop-outside-link');
  assert.ok((await buildAfter(() => atomicSave(edited('WholeGood')))).ok);
  let fixed;
  try {
    // A static/ change that fails, then a route edit: that build renders the route, then stops at static/.
    const linked = await buildAfter(() => symlink('/etc/passwd', link));
    assert.is(linked.ok, false);
    const half = await buildAfter(() => atomicSave(edited('HalfBuilt')));
    assert.is(half.ok, false);
    assert.match(half.problems[0].message, 'is a link to /etc/passwd, outside the project');
    assert.ok(logs.at(-1).startsWith('Build failed; the last good build is still served'), logs.at(-1));
    assert.match(await page(prose.path), 'WholeGood', 'the page of the last good build');
    assert.not.match(await page(prose.path), 'HalfBuilt', 'nothing of the failed build is served');
    assert.equal(readdirSync(dir).filter((n) => n.startsWith('.dist-')), [], 'no working folder is left');
  } finally {
    fixed = await buildAfter(() => rm(link, { force: true }));
  }
  assert.ok(fixed.ok, JSON.stringify(fixed));
  assert.match(await page(prose.path), 'HalfBuilt', 'the save that fixes it publishes the edit');
});

test('the live-reload endpoints answer GET and HEAD only: POST /__live opens no stream', async () => {
  for (const path of ['/__live', '/__live.js', '/__live.css', '/']) {
    const res = await head(path, 'POST');
    assert.is(res.status, 405, `POST ${path}`);
    assert.is(res.headers.allow, 'GET, HEAD', `POST ${path}: Allow`);
    assert.is.not(res.headers['content-type'], 'text/event-stream', `POST ${path} is no stream`);
  }
  const res = await head('/__live', 'HEAD');
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'text/event-stream');
});

test('a bad save right after a good one: the index run that reads it prints nothing, the build prints the problems, located, and no line is left hanging', async () => {
  const from = logs.length;
  // The good build asks for an index run 500 ms later (INDEX_DELAY_MS); the bad save comes at once,
  // so that run reads the bad manifest.
  assert.ok((await buildAfter(() => atomicSave(edited('GoodThenBad')))).ok);
  const indexed = indexedAfter(Date.now());
  const bad = await buildAfter(() => atomicSave(edited('BadAfterGood').replace('"type": "prose"', '"type": "carousel"')));
  assert.is(bad.ok, false);
  const d = await indexed;
  assert.ok(d && !d.ok && d.invalid, `the index run read the bad manifest: ${JSON.stringify(d)}`);
  const said = logs.slice(from);
  assert.equal(said.filter((l) => l.startsWith('Not updated')), [], 'nothing about the index');
  assert.ok(said.some((l) => /^Build failed.*\n\.cache\/dev-loop\/site\.json:\d+:\d+ .*unknown block type "carousel"/s.test(l)), `the build's problems: ${said.join(' | ')}`);
  assert.equal(said.filter((l) => /:\s*$/.test(l)), [], 'no line ends in a colon with nothing after it');
  const fixed = indexedAfter(Date.now());
  assert.ok((await buildAfter(() => atomicSave(edited('FixedAfterBad')))).ok);
  assert.ok((await fixed)?.ok, 'the next good build indexes again');
});

test('any other failure of the index run is printed whole', () => {
  assert.is(deferredNote({ ok: true, steps: ['searchIndex'] }), null);
  assert.is(deferredNote({ ok: false, invalid: true, steps: ['searchIndex'], error: 'site.json is not valid:\nsite.json:3:4  x  y' }), null);
  assert.is(deferredNote({ ok: false, steps: ['searchIndex'], error: 'Pagefind failed:\n  no pages found' }), 'Not updated after the reload (searchIndex): Pagefind failed:\n  no pages found');
  const long = deferredNote({ ok: false, steps: ['searchIndex'], error: Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n') });
  assert.is(long.split('\n').length, 21);
  assert.match(long, /line 20\n… and 10 more lines$/);
});

// Last: it leaves this dev server without a builder.
test('a builder that keeps stopping right after its start is given up on, with a message; the server stays up', async () => {
  const builderPid = () => execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n').find((l) => l.includes('dev/builder.mjs'))?.trim().split(/\s+/)[0];
  // The first stop (of a builder that ran for a while) is not a quick one; three quick ones follow.
  for (let i = 0; i < 4; i++) {
    let pid;
    assert.ok(await until(() => (pid = builderPid())), `a builder runs (kill ${i + 1})`);
    process.kill(Number(pid), 'SIGKILL');
    await until(() => builderPid() !== pid);
  }
  assert.ok(await until(() => logs.some((m) => /stopped 3 times in a row/.test(m))), `logs: ${logs.slice(-4).join(' | ')}`);
  assert.is(builderPid(), undefined, 'the builder is not started again');
  assert.ok(await noBuildAfter(() => atomicSave(edited('NoBuilder'))), 'a save builds nothing and crashes nothing');
  assert.is((await fetchRaw(dev.url, '/')).status, 200, 'the last good build is still served');
});

test.run();
