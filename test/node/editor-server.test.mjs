// The site editor's server (scripts/editor/): only the owner can read or write through it (its own
// Host and Origin, the run's token), a save runs the full validation first and changes only the
// lines of what was edited, written all at once, and the published site carries none of it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEditorServer } from '../../scripts/editor/standalone.mjs';
import { minimalText } from '../../scripts/editor/minimal-text.mjs';
import { changedLines, manifestCopy, ownHeaders, root, send } from '../helpers/editor-http.mjs';

let server;
let copy;
let original;
const api = (name) => `${server.url}/_editor/api/${name}`;
const own = () => ownHeaders(server, server.token);

test.before(async () => {
  copy = await manifestCopy();
  original = await readFile(copy.file, 'utf8');
  server = await startEditorServer({ manifestFile: copy.file, outDir: await mkdtemp(join(tmpdir(), 'editor-dist-')) });
});
test.after(() => server?.close());
test.before.each(() => writeFile(copy.file, original));

test('listens on 127.0.0.1 only', () => {
  assert.is(server.server.address().address, '127.0.0.1');
});

test('the page and the data answer the owner (own Host, the token)', async () => {
  const page = await send(`${server.url}/_editor/`);
  assert.is(page.status, 200);
  assert.match(page.text, '/_editor/editor.js');
  assert.match(page.headers['content-security-policy'], "frame-ancestors 'none'");
  const site = await send(api('site'), { headers: own() });
  assert.is(site.status, 200);
  assert.equal(site.json.value, JSON.parse(original));
  const form = await send(api('form'), { headers: own() });
  assert.ok(form.json.schema.$defs.route, 'the form description is the JSON Schema');
});

test('without the token, or with a wrong one, the data is refused', async () => {
  for (const headers of [{}, { 'x-editor-token': 'guess' }, { 'x-editor-token': `${server.token}x` }]) {
    const r = await send(api('site'), { headers });
    assert.is(r.status, 403, JSON.stringify(headers));
  }
});

test('DNS rebinding: a Host that is not the editor\'s own is refused, token or not', async () => {
  const port = new URL(server.url).port;
  for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1.evil.example:${port}`, `127.0.0.1:${Number(port) + 1}`]) {
    for (const url of [`${server.url}/_editor/`, api('site')]) {
      const r = await send(url, { headers: { ...own(), host, origin: `http://${host}` } });
      assert.is(r.status, 403, `${host} ${url}`);
    }
    const save = await send(api('save'), { method: 'POST', headers: { ...own(), host }, body: { value: {}, version: 'x' } });
    assert.is(save.status, 403);
  }
  assert.is((await send(api('site'), { headers: { ...own(), host: `localhost:${port}`, origin: `http://localhost:${port}` } })).status, 200, 'localhost is the same computer');
});

test('cross-site: a page of another site cannot post, even with the right content', async () => {
  const value = JSON.parse(original);
  value.site.name = 'Hacked';
  const version = (await send(api('site'), { headers: own() })).json.version;
  const attempts = [
    { origin: 'http://evil.example', 'x-editor-token': server.token },
    { origin: 'null', 'x-editor-token': server.token },
    { 'x-editor-token': server.token }, // no Origin at all
    { ...own(), 'sec-fetch-site': 'cross-site' },
    { origin: new URL(server.url).origin }, // no token: what a form post from elsewhere would lack anyway
  ];
  for (const headers of attempts) {
    const r = await send(api('save'), { method: 'POST', headers, body: { value, version } });
    assert.is(r.status, 403, JSON.stringify(headers));
  }
  const form = await send(api('save'), { method: 'POST', headers: { ...own(), 'content-type': 'application/x-www-form-urlencoded' }, body: 'value=1' });
  assert.is(form.status, 415, 'a form post is not JSON');
  const preflight = await send(api('save'), { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
  assert.is(preflight.status, 403);
  assert.not.ok(preflight.headers['access-control-allow-origin']);
  assert.is(await readFile(copy.file, 'utf8'), original, 'the file is untouched');
});

test('one field edited: one line of the file changes, written through a temporary file', async () => {
  const { value, version } = (await send(api('site'), { headers: own() })).json;
  value.site.crisis.lines[0].title = '988 Lifeline (edited)';
  const r = await send(api('save'), { method: 'POST', headers: own(), body: { value, version } });
  assert.is(r.status, 200, r.text);
  const now = await readFile(copy.file, 'utf8');
  const changed = changedLines(original, now);
  assert.is(changed.length, 1, JSON.stringify(changed));
  assert.match(changed[0].now, '"title": "988 Lifeline (edited)"');
  assert.equal((await readdir(copy.dir)).filter((f) => f.endsWith('.tmp')), [], 'no temporary file left');
});

test('an invalid save is refused with the located problem, and the file is untouched', async () => {
  const { value, version } = (await send(api('site'), { headers: own() })).json;
  value.routes[3].title = '';
  const r = await send(api('save'), { method: 'POST', headers: own(), body: { value, version } });
  assert.is(r.status, 422);
  const p = r.json.problems.find((x) => x.where === 'routes[4].title');
  assert.ok(p, JSON.stringify(r.json.problems));
  assert.equal(p.path, ['routes', 3, 'title']);
  assert.match(p.message, 'must not be empty');
  assert.ok(p.line > 1);
  assert.is(await readFile(copy.file, 'utf8'), original);
});

test('a file changed on disk since the editor read it is not overwritten', async () => {
  const { value, version } = (await send(api('site'), { headers: own() })).json;
  await writeFile(copy.file, original.replace('"FPT"', '"FPX"'));
  value.site.name = 'Changed in the editor';
  const r = await send(api('save'), { method: 'POST', headers: own(), body: { value, version } });
  assert.is(r.status, 409);
  assert.match(r.json.error, 'changed outside the editor');
});

test('a file in another layout is patched in place: untouched lines stay byte for byte', () => {
  const value = JSON.parse(original);
  const fourSpaces = `${JSON.stringify(value, null, 4).replace(/\n/g, '\r\n')}\r\n`;
  const edited = structuredClone(value);
  edited.site.tagline = 'A new tagline';
  const one = minimalText(fourSpaces, edited);
  assert.not.ok(one.error);
  assert.equal(JSON.parse(one.text), edited);
  const changed = changedLines(fourSpaces, one.text);
  assert.is(changed.length, 1, JSON.stringify(changed));
  assert.is(changed[0].now, '        "tagline": "A new tagline",\r');
  const added = structuredClone(value);
  added.routes[2].blocks.push({ type: 'prose', paragraphs: ['Added'] });
  const two = minimalText(fourSpaces, added);
  assert.equal(JSON.parse(two.text), added);
  const inserted = changedLines(fourSpaces, two.text);
  assert.ok(inserted.length < 10, JSON.stringify(inserted));
  assert.ok(inserted.every((c) => !c.now || c.now.endsWith('\r')), 'line ends kept');
});

test('a file that is not JSON is not overwritten: the owner is told why', () => {
  const { error } = minimalText('{ "site": ', {});
  assert.match(error, 'not valid JSON');
});

test('the published site carries nothing of the editor: no site code imports it', async () => {
  const offenders = [];
  const walk = async (dir) => {
    for (const e of await readdir(join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) { if (rel !== 'src/editor') await walk(rel); continue; }
      // The Node side hands the editor's server its form description (made by formSchema.ts, in the
      // editor's words); the browser never loads it (build.test.mjs: nothing of src/editor in the
      // browser bundle).
      if (rel === 'src/server/node.ts' || rel === 'src/server/formSchema.ts') continue;
      if (/\.(tsx?|mjs)$/.test(e.name) && /from '[./]*\/?editor\//.test(await readFile(join(root, rel), 'utf8'))) offenders.push(rel);
    }
  };
  await walk('src');
  await walk('schema');
  await walk('scripts/build');
  assert.equal(offenders, []);
});

test.run();
