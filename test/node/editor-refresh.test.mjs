// A change to the schema or to the editor's code is picked up without restarting npm start: on a
// change to src/ or schema/ npm start calls the editor's refresh() (scripts/dev/server.mjs); the
// next job runs on a new work thread, which loads the Node side again (here a module standing for
// src/server/node.ts, changed by the test: the real schema/ is never touched), the page's code is
// bundled again, and the editor page's stream (/_editor/events) tells open tabs to reload when what
// they run changed, and only then.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startEditorServer } from '../../scripts/editor/standalone.mjs';
import { bundleForNode } from '../../scripts/lib/node-bundle.mjs';
import { ownHeaders, root, send } from '../helpers/editor-http.mjs';

const dir = await mkdtemp(join(tmpdir(), 'editor-refresh-'));
const nodeSide = join(dir, 'node-side.mjs');
const pageEntry = join(dir, 'page.ts');
let server;
test.after(() => server?.close());

/** The site's Node side with a rule of this version: a tagline naming the version is a problem from v2 on. */
const writeNodeSide = (version) => writeFile(nodeSide, `
import { serverModule } from ${JSON.stringify(pathToFileURL(join(root, 'scripts/lib/node-bundle.mjs')).href)};
const real = await serverModule({ folder: 'editor' });
const rule = (result, text) => (${version === 'v1'} || !text.includes('Forbidden tagline') ? result
  : { ok: false, problems: [...(result.ok ? [] : result.problems), { path: ['site', 'tagline'], message: 'site > tagline: forbidden by the ${version} rule', line: 1, col: 1 }] });
export default {
  ...real,
  formDescription: () => ({ ...real.formDescription(), version: '${version}' }),
  loadManifest: (text, options) => rule(real.loadManifest(text, options), text),
  createIncrementalLoader: (options) => { const load = real.createIncrementalLoader(options); return (text) => rule(load(text), text); },
};
`);
const writePage = (version) => writeFile(pageEntry, `console.log('the editor page, ${version}');\n`);

/** The editor page's stream: the events it has said so far. */
function stream(url) {
  const events = [];
  let opened;
  const ready = new Promise((ok) => { opened = ok; });
  const req = request(`${url}/_editor/events`, (res) => {
    opened(res.statusCode);
    res.setEncoding('utf8');
    res.on('data', (d) => { for (const m of d.matchAll(/^event: (\w+)/gm)) events.push(m[1]); });
  });
  req.end();
  return { events, ready, close: () => req.destroy() };
}

/** Waits until `cond()` holds (or `ms` pass: then the assertion after it says what is wrong). */
async function until(cond, ms = 3000) {
  for (const end = Date.now() + ms; !cond() && Date.now() < end;) await new Promise((ok) => setTimeout(ok, 20));
}

test('a changed schema (the Node side) and page code reach the next request, and open tabs are told to reload only then', async () => {
  const { baseManifest, text } = await import((await bundleForNode(['test/helpers/manifest.ts'], { outDir: join(dir, 'helpers') })).manifest);
  const file = join(dir, 'site.json');
  await writeFile(file, text(baseManifest()));
  await writeNodeSide('v1');
  await writePage('v1');
  server = await startEditorServer({ manifestFile: file, outDir: await mkdtemp(join(dir, 'dist-')), nodeSide: pathToFileURL(nodeSide).href, pageEntry });
  const headers = ownHeaders(server, server.token);
  const get = (name) => send(`${server.url}/_editor/api/${name}`, { headers });
  const check = (value) => send(`${server.url}/_editor/api/check`, { method: 'POST', headers, body: { value } });
  const page = () => send(`${server.url}/_editor/editor.js`).then((r) => r.text);

  // A tab opens the editor: its code, the form description, then its stream.
  assert.match(await page(), 'the editor page, v1');
  assert.is((await get('form')).json.version, 'v1');
  const tab = stream(server.url);
  assert.is(await tab.ready, 200);
  const draft = { ...(await get('site')).json.value };
  draft.site = { ...draft.site, tagline: 'Forbidden tagline' };
  assert.equal((await check(draft)).json, { ok: true, problems: [] });

  // The schema changes while a check runs: that check is answered, the next one sees the new rule.
  await writeNodeSide('v2');
  const running = check(draft);
  await server.refresh();
  assert.is((await running).status, 200);
  const after = (await check(draft)).json;
  assert.is(after.ok, false);
  assert.equal(after.problems.map((p) => [p.where, p.message]), [['site.tagline', 'site > tagline: forbidden by the v2 rule']]);
  await until(() => tab.events.length);
  assert.equal(tab.events, ['reload'], 'the form description changed: the tab reloads');
  assert.is((await get('form')).json.version, 'v2');

  // Nothing the tab runs changed (another file of src/, say): no reload.
  await server.refresh();
  await until(() => tab.events.length > 1, 300);
  assert.equal(tab.events, ['reload']);

  // The page's code changes: the tab reloads, and gets the new code.
  await writePage('v2');
  await server.refresh();
  await until(() => tab.events.length > 1);
  assert.equal(tab.events, ['reload', 'reload']);
  assert.match(await page(), 'the editor page, v2');
  tab.close();
});

test.run();
