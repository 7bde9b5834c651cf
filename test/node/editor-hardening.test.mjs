// The editor's server under inputs nobody means to send, and files as people really keep them:
// bodies that are not what a request needs are refused with a sentence (never a crash or a stack);
// a file with a byte-order mark, behind a symbolic link, or readable only by its owner opens and
// saves as it is; a save killed mid-write leaves nothing behind; heavy checks run one at a time off
// the serving thread, and a newer live check replaces one still waiting.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readFile, readdir, readlink, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_BODY } from '../../scripts/editor/editor.mjs';
import { writeAtomically } from '../../scripts/editor/atomic-write.mjs';
import { versionOf } from '../../scripts/editor/versions.mjs';
import { closeSync, openSync, writeSync } from 'node:fs';
import { startEditorServer } from '../../scripts/editor/standalone.mjs';
import { bundleForNode } from '../../scripts/lib/node-bundle.mjs';
import { rng } from '../../scripts/bench/support/synthetic-site.mjs';
import { changedLines, ownHeaders, root, send } from '../helpers/editor-http.mjs';

let small; // test/helpers/manifest.ts's valid manifest, as text
const servers = [];

test.before(async () => {
  const dir = await mkdtemp(join(tmpdir(), 'editor-hard-'));
  const { baseManifest, text } = await import((await bundleForNode(['test/helpers/manifest.ts'], { outDir: join(dir, 'helpers') })).manifest);
  small = text(baseManifest());
});
test.after(() => { for (const s of servers) s.close(); });

/** An editor over `file` (written with `content` first unless null). */
async function editorOf(file, content = small) {
  if (content !== null) await writeFile(file, content);
  const log = [];
  const server = await startEditorServer({ manifestFile: file, outDir: await mkdtemp(join(tmpdir(), 'editor-hard-dist-')), log: (l) => log.push(l) });
  servers.push(server);
  const headers = ownHeaders(server, server.token);
  const call = (name, body, extra = {}) => send(`${server.url}/_editor/api/${name}`, body === undefined ? { headers } : { method: 'POST', headers: { ...headers, ...extra }, body });
  return { server, call, log };
}
const fresh = async (name = 'site.json') => join(await mkdtemp(join(tmpdir(), 'editor-hard-')), name);

test('bodies that are not what a request needs: a 400 with a sentence, no stack, nothing written', async () => {
  const file = await fresh();
  const { call, log } = await editorOf(file);
  const { version } = (await call('site')).json;
  const cases = [
    ['save', 'not json', 'the request is not JSON'],
    ['save', 'null', 'the request must be a JSON object'],
    ['check', '[1,2]', 'the request must be a JSON object'],
    ['check', '{}', 'the request\'s "value" must be a value'],
    ['save', JSON.stringify({ value: 5, version }), 'the request\'s "value" must be an object (the whole site)'],
    ['save', JSON.stringify({ value: {} }), 'the request\'s "version" must be a text'],
    ['preview', JSON.stringify({ value: {}, path: 5 }), 'the request\'s "path" must be a text'],
    ['save', '{"value": {"site": ', 'the request is not JSON'],
  ];
  for (const [name, body, message] of cases) {
    const r = await call(name, body);
    assert.is(r.status, 400, `${name} ${body}: ${r.text}`);
    assert.is(r.json.error, message);
    assert.not.match(r.text, /\bat .+:\d+:\d+|node:internal|\.mjs/, 'no stack or file of the server');
  }
  assert.is(await readFile(file, 'utf8'), small);
  assert.equal(log.filter((l) => /Error|\n\s+at /.test(l)), [], 'a refused request is not a failure');
  const other = await call('nothing', '{}');
  assert.is(other.status, 404);
});

test(`a body over ${MAX_BODY / 1024 / 1024} MB is refused before it is read whole (413, with what to do)`, async () => {
  const { server } = await editorOf(await fresh());
  const r = await send(`${server.url}/_editor/api/check`, { method: 'POST', headers: { ...ownHeaders(server, server.token), 'content-type': 'application/json', 'content-length': String(MAX_BODY + 1) }, body: '{}' }).catch((e) => ({ status: 'reset', e }));
  assert.is(r.status, 413, String(r.e ?? r.text));
  assert.match(r.json.error, 'text editor');
});

test('a site.json with a byte-order mark opens, and a save keeps the mark and changes one line', async () => {
  const file = await fresh();
  const { call } = await editorOf(file, `\ufeff${small}`);
  const opened = await call('site');
  assert.is(opened.status, 200, opened.text);
  opened.json.value.site.tagline = 'With a mark';
  const r = await call('save', { value: opened.json.value, version: opened.json.version });
  assert.is(r.status, 200, r.text);
  const now = await readFile(file, 'utf8');
  assert.ok(now.startsWith('\ufeff{'), 'the mark is kept');
  assert.equal(changedLines(`\ufeff${small}`, now).map((c) => c.now), ['    "tagline": "With a mark",']);
});

test('a file that is not JSON just now: the editor says where, and how to go on', async () => {
  const { call } = await editorOf(await fresh(), '{ "site": { "name": "x", }');
  const r = await call('site');
  assert.is(r.status, 422);
  assert.match(r.json.error, /^data\/site\.json cannot be opened in the editor just now \(line 1, column \d+: .+\)\. Fix it in a text editor/);
});

test('a save keeps the file\'s permissions and its symbolic link, and leaves no temporary file', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'editor-hard-'));
  await mkdir(join(dir, 'real'));
  const target = join(dir, 'real', 'site.json');
  await writeFile(target, small, { mode: 0o600 });
  const link = join(dir, 'site.json');
  await symlink(join('real', 'site.json'), link);
  const { call } = await editorOf(link, null);
  const { value, version } = (await call('site')).json;
  value.site.tagline = 'Through the link';
  assert.is((await call('save', { value, version })).status, 200);
  assert.ok((await lstat(link)).isSymbolicLink(), 'still a link');
  assert.is(await readlink(link), join('real', 'site.json'));
  assert.match(await readFile(target, 'utf8'), 'Through the link');
  assert.is((await stat(target)).mode & 0o777, 0o600, 'still readable by its owner only');
  assert.equal([...await readdir(dir), ...await readdir(join(dir, 'real'))].filter((f) => f.endsWith('.tmp')), []);
});

test('a save killed mid-write: its empty temporary file is removed when the editor next starts, and git ignores it meanwhile', async () => {
  const file = await fresh();
  const dead = '.site.json.999999999-0123456789ab.tmp'; // no such process
  const mine = `.site.json.${process.pid}-0123456789ab.tmp`; // a running process's: kept
  await writeFile(join(file, '..', dead), '');
  await writeFile(join(file, '..', mine), '');
  const { log } = await editorOf(file);
  const left = (await readdir(join(file, '..'))).filter((f) => f.endsWith('.tmp'));
  assert.equal(left, [mine]);
  assert.match(log.join('\n'), dead);
  const ignored = execFileSync('git', ['check-ignore', '--no-index', `data/${dead}`], { cwd: root, encoding: 'utf8' }).trim();
  assert.is(ignored, `data/${dead}`);
});

test('a hand edit written in place between the compare and the rename is put back, and the save refused', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'editor-between-'));
  const file = join(dir, 'site.json');
  await writeFile(file, 'the file as the save read it\n');
  const base = versionOf(await readFile(file, 'utf8'));
  // In that moment a text editor opens the file in place (emptying it) and writes in two parts,
  // the second after the rename: the save must wait for it, then put the whole of it back.
  let fd;
  const r = await writeAtomically(file, 'the save\n', {
    base,
    between: (target) => {
      fd = openSync(target, 'w');
      writeSync(fd, 'the hand ');
      setTimeout(() => { writeSync(fd, 'edit\n'); closeSync(fd); }, 30);
    },
  });
  assert.equal(r, { changed: true });
  assert.is(await readFile(file, 'utf8'), 'the hand edit\n', 'the hand edit, whole, is the file');
  assert.equal((await readdir(dir)).filter((f) => f.endsWith('.tmp')), [], 'no temporary file left');
  // Without a writer in that moment the save is written.
  assert.equal(await writeAtomically(file, 'the save\n', { base: versionOf('the hand edit\n') }), { written: true });
  assert.is(await readFile(file, 'utf8'), 'the save\n');
});

test('heavy checks run off the serving thread, one at a time: the site answers meanwhile, and a newer check replaces one still waiting', async () => {
  // A manifest of about 8 MB: its check takes seconds.
  const big = JSON.parse(await readFile(join(root, 'data/site.json'), 'utf8'));
  const copies = Array.from({ length: 12 }, (_, n) => big.routes.map((r) => ({ ...r, path: r.path === '/' ? `/copy${n}` : `/copy${n}${r.path}` })));
  const value = { ...big, routes: [...big.routes, ...copies.flat()] };
  const { server, call } = await editorOf(await fresh(), `${JSON.stringify(big, null, 2)}\n`);
  const order = [];
  const heavy = call('check', { value }).then((r) => { order.push('heavy check'); return r; });
  await new Promise((ok) => setTimeout(ok, 150));
  const waiting = call('check', { value: big }).then((r) => { order.push('waiting check'); return r; });
  await new Promise((ok) => setTimeout(ok, 50));
  const newest = call('check', { value: big }).then((r) => { order.push('newest check'); return r; });
  await new Promise((ok) => setTimeout(ok, 50));
  const page = await send(`${server.url}/_editor/`);
  order.push('a page');
  const [h, w, n] = await Promise.all([heavy, waiting, newest]);
  assert.is(page.status, 200);
  assert.is(order[0], 'waiting check', 'the replaced check is answered at once');
  assert.is(order[1], 'a page', 'the server answered a page while the heavy check ran');
  assert.is(h.status, 200);
  assert.is(w.status, 503);
  assert.ok(w.json.busy);
  assert.is(n.status, 200);
  assert.ok(n.json.ok, JSON.stringify(n.json.problems?.slice(0, 2)));
});

test('fuzz: 200 mutated bodies (seeded): each answered with a sentence or problems, never a crash; the file changes only on a 200', async () => {
  const random = rng(20261206);
  const int = (n) => Math.floor(random() * n);
  const pick = (xs) => xs[int(xs.length)];
  const file = await fresh();
  const { call } = await editorOf(file);
  const NASTY = ['\\u0000', '\\u009b31m', '\\ud800', '\\u202e', '\ufeff', '"', '{', ']', '__proto__', '{"__proto__":{"x":1}}', 'null', '1e999', '-0', '[]', '{}', 'true'];
  const mutate = (text) => {
    const i = int(text.length);
    switch (int(6)) {
      case 0: return text.slice(0, i); // cut short
      case 1: return text.slice(0, i) + pick(NASTY) + text.slice(i); // a nasty piece anywhere
      case 2: return text.replace(/"version":"[^"]*"/, `"version":${pick(['1', 'null', '[]', '"x"'])}`);
      case 3: return `{"value":${'['.repeat(3000)}${']'.repeat(3000)},"version":"x"}`; // deep nesting
      case 4: return text.replace(/"name":"[^"]*"/, `"name":"${'x'.repeat(int(200000))}"`);
      default: return text.replace(/"value":/, `"value":${pick(['0', '"text"', 'null', '[]'])},"was":`);
    }
  };
  const statuses = {};
  for (let n = 0; n < 200; n++) {
    const { value, version } = (await call('site')).json;
    const before = await readFile(file, 'utf8');
    const name = pick(['save', 'check', 'preview']);
    const body = mutate(JSON.stringify({ value, version, path: '/' }));
    const r = await call(name, body);
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    assert.ok([200, 400, 409, 422].includes(r.status), `${name} #${n}: ${r.status} ${r.text.slice(0, 200)}`);
    assert.ok(r.json, `#${n}: the answer is JSON`);
    assert.not.match(r.text, /\n\s+at |node:internal/, `#${n}: no stack`);
    if (!(name === 'save' && r.status === 200)) assert.is(await readFile(file, 'utf8'), before, `${name} #${n} (${r.status}) left the file as it was`);
  }
  console.log(`  answers: ${JSON.stringify(statuses)}`);
});

test.run();
