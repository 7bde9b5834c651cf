// The editor's live check is the incremental one (scripts/editor/work-thread.mjs: the incremental
// loader, fed the text a save would write, made again only where the draft changed:
// scripts/editor/draft-text.mjs), and a save is the full validation. Whatever the edit, the check
// must answer exactly the problems the full validation gives for the text a save would write:
// successive checks of one draft, as the page sends them while the owner types, are compared with
// validateText (npm run validate's loadManifest) of minimalText's text, on the real site (every
// route translated: the loader's full way) and on it with most translations left out (its short way).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEditorServer } from '../../scripts/editor/standalone.mjs';
import { draftTexts } from '../../scripts/editor/draft-text.mjs';
import { minimalText } from '../../scripts/editor/minimal-text.mjs';
import { validateText } from '../../scripts/editor/node-side.mjs';
import { BadRequest } from '../../scripts/editor/request-body.mjs';
import { ownHeaders, root, send } from '../helpers/editor-http.mjs';

const pretty = (v) => `${JSON.stringify(v, null, 2)}\n`;
const real = JSON.parse(await readFile(join(root, 'data/site.json'), 'utf8'));
/** The real site with the translations of all but a few routes left out (as test/unit/incremental.test.ts). */
const fewTranslated = structuredClone(real);
for (const r of fewTranslated.routes) if (!/^\/(contact|crisis-intervention(\/.*)?)?$/.test(r.path)) delete r.translations;
const dir = await mkdtemp(join(tmpdir(), 'editor-check-'));
const servers = [];
test.after(() => Promise.all(servers.map((s) => s.close())));

/** The text a save of `value` would write over `fileText` (BOM kept), or null when minimalText refuses. */
function saveText(fileText, value) {
  const bom = fileText.startsWith('\ufeff') ? '\ufeff' : '';
  const next = minimalText(fileText.slice(bom.length), value);
  return next.error ? null : bom + next.text;
}

/** A route with a prose block, untranslated when there is one, with no placeholder or site-wide block (the loader's short way). */
const proseRoute = (m) => {
  const fits = (r, i) => i > 3 && r.blocks.some((b) => b.type === 'prose') && !/searchResults|crisisLines|crisisSteps|resourceCatalogue|packet|\{\{|\[\[/.test(JSON.stringify(r));
  const k = m.routes.findIndex((r, i) => fits(r, i) && !r.translations);
  return k >= 0 ? k : m.routes.findIndex(fits);
};

/** Successive edits of one draft, as an owner makes them: each is checked after it is made. */
const EDITS = [
  ['typing in a paragraph', (m, k) => { m.routes[k].blocks.find((b) => b.type === 'prose').paragraphs[0] += ' Typed'; }],
  ['typing on (and a character of more than one byte)', (m, k) => { m.routes[k].blocks.find((b) => b.type === 'prose').paragraphs[0] += ' más — “quoted”'; }],
  ['the title emptied (a problem)', (m, k) => { m.routes[k].title = ''; }],
  ['the title typed again', (m, k) => { m.routes[k].title = 'A title typed again'; }],
  ['a dead link (a problem across routes)', (m, k) => { m.routes[k].blocks.push({ type: 'buttonRow', buttons: [{ label: 'Go', href: '/nowhere-at-all' }] }); }],
  ['the dead link removed', (m, k) => { m.routes[k].blocks.pop(); }],
  ['the site settings', (m) => { m.site.tagline = `${m.site.tagline} (edited)`; }],
  ['a route added', (m) => { m.routes.push({ path: '/added-by-the-test', title: 'Added', description: 'Added by the test.', blocks: [{ type: 'prose', paragraphs: ['New.'] }] }); }],
  ['typing in the added route', (m) => { m.routes.at(-1).blocks[0].paragraphs[0] += ' Typed.'; }],
  ['typing in another route', (m, k) => { m.routes[k - 1].title += ' too'; }],
  ['a required field removed', (m, k) => { delete m.routes[k].description; }],
];

/** On the real site, where every edit of a route is a full load, the edits of each kind only. */
const FEWER = new Set(['typing in a paragraph', 'the title emptied (a problem)', 'the title typed again', 'the site settings', 'a route added', 'typing in the added route']);

for (const [name, site, edits] of [['the real site (every route translated)', real, EDITS.filter(([w]) => FEWER.has(w))], ['the real site with few routes translated', fewTranslated, EDITS]]) {
  test(`${name}: each successive check answers exactly the full validation's problems`, async () => {
    const file = join(await mkdtemp(join(dir, 'site-')), 'site.json');
    const fileText = pretty(site);
    await writeFile(file, fileText);
    const server = await startEditorServer({ manifestFile: file, outDir: await mkdtemp(join(dir, 'dist-')) });
    servers.push(server);
    const call = (kind, body) => send(`${server.url}/_editor/api/${kind}`, { method: 'POST', headers: ownHeaders(server, server.token), body });
    const draft = structuredClone(site);
    const k = proseRoute(draft);
    assert.ok(k > 0, 'a route to type in');
    const seen = { ok: 0, problems: 0 };
    for (const [what, edit] of [['nothing changed', () => {}], ...edits]) {
      edit(draft, k);
      const r = await call('check', { value: draft });
      assert.is(r.status, 200, `${what}: ${r.text.slice(0, 300)}`);
      const full = await validateText(saveText(fileText, draft));
      assert.equal(r.json, { ok: full.ok, problems: full.problems }, what);
      seen[full.ok ? 'ok' : 'problems']++;
    }
    assert.ok(seen.ok >= 3 && seen.problems >= 1, JSON.stringify(seen));
    // Saved (the full validation), then typed on: the checks are made from the file as saved.
    draft.routes[k].description = 'Described again.';
    const { version } = (await send(`${server.url}/_editor/api/site`, { headers: ownHeaders(server, server.token) })).json;
    const saved = await call('save', { value: draft, version });
    assert.is(saved.status, 200, saved.text.slice(0, 300));
    const savedText = await readFile(file, 'utf8');
    for (const [what, edit] of [['typing after the save', (m) => { m.routes[k].title += ' after'; }], ['a problem after the save', (m) => { m.routes[k].title = ''; }]]) {
      edit(draft);
      const r = await call('check', { value: draft });
      const full = await validateText(saveText(savedText, draft));
      assert.equal(r.json, { ok: full.ok, problems: full.problems }, what);
    }
    // The preview checks first, the same way: a draft with a problem shows the problems.
    draft.routes[k].title = '';
    const preview = await call('preview', { value: draft, path: draft.routes[k].path, lang: 'en', scheme: 'light' });
    assert.is(preview.status, 200);
    assert.equal(preview.json.problems, (await validateText(saveText(fileText, draft))).problems);
  });
}

test('the text a check validates is minimalText\'s for every body: the short way and the whole way alike', async () => {
  const check = async (texts, fileText, body, what) => {
    const bytes = new Uint8Array(Buffer.from(body));
    let value;
    try { value = JSON.parse(body).value; } catch { value = undefined; }
    let got;
    try { got = await texts.textFor('check', bytes, { value: 'any' }); } catch (e) { got = e; }
    if (value === undefined) return assert.instance(got, BadRequest, what);
    const want = saveText(fileText, value);
    if (want === null) assert.ok(got.error, `${what}: refused as minimalText refuses`);
    else assert.ok(got.text === want, `${what}: the text differs from minimalText's`);
    if (got.short) shortWays.push(what);
  };
  const shortWays = [];
  for (const [layout, write] of [['the editor\'s layout', pretty], ['with a byte-order mark', (v) => `\ufeff${pretty(v)}`], ['another layout (four spaces)', (v) => `${JSON.stringify(v, null, 4)}\n`]]) {
    const file = join(await mkdtemp(join(dir, 'texts-')), 'site.json');
    let fileText = write(fewTranslated);
    await writeFile(file, fileText);
    const texts = draftTexts(file);
    const m = structuredClone(fewTranslated);
    const k = proseRoute(m);
    const body = () => JSON.stringify({ value: m });
    const bodies = [
      ['the first body', body],
      ['typing in a route', () => { m.routes[k].title += ' é'; return body(); }],
      ['a route\'s first key', () => { m.routes[k].path += '-x'; return body(); }],
      ['two routes at once', () => { m.routes[k].title += '1'; m.routes[k + 1].title += '2'; return body(); }],
      ['the first route', () => { m.routes[0].title += '!'; return body(); }],
      ['the last route', () => { m.routes.at(-1).title += '!'; return body(); }],
      ['a route made two by the bytes inside one', () => body().replace(`"title":${JSON.stringify(m.routes[k].title)}`, `"title":"x"},{"path":"/split","title":"y"`)],
      ['"value" written twice (the second one counts)', () => `{"value":${body().slice(9, -1)},"value":${JSON.stringify({ ...m, routes: m.routes.slice(0, 3) })}}`],
      ['after it, typing again', () => { m.routes[k].title += '3'; return body(); }],
      ['a body with spaces', () => JSON.stringify({ value: m }, null, 1)],
      ['typing in it', () => { m.routes[k].title += '4'; return JSON.stringify({ value: m }, null, 1); }],
      ['the compact body again', () => { m.routes[k].title += '5'; return body(); }],
      ['a route emptied', () => { m.routes[k] = {}; return body(); }],
      ['a route made a list', () => { m.routes[k] = []; return body(); }],
      ['not JSON inside a route', () => body().replace(`"path":${JSON.stringify(m.routes[k + 1].path)}`, '"path":')],
      ['the whole site, other keys', () => { m.site.name += '!'; return body(); }],
      ['then the file changes on disk', async () => { fileText = write({ ...fewTranslated, navigation: { ...fewTranslated.navigation, moreLabel: 'Others' } }); await writeFile(file, fileText); m.routes[k].title += '6'; return body(); }],
      ['typing once more', () => { m.routes[k].title += '7'; return body(); }],
    ];
    // A file in another layout is patched (minimalText itself, slow on large changes): a few bodies.
    const some = layout.startsWith('another') ? bodies.filter(([w]) => ['the first body', 'typing in a route', 'the whole site, other keys'].includes(w)) : bodies;
    for (const [what, next] of some) await check(texts, fileText, await next(), `${layout}: ${what}`);
  }
  // The short way was taken where it may be (in the editor's layout, a change inside one route)
  // and only there.
  const inLayout = ['typing in a route', 'a route\'s first key', 'the first route', 'the last route', 'a route emptied', 'then the file changes on disk', 'typing once more'];
  assert.equal(shortWays, [...inLayout.map((w) => `the editor's layout: ${w}`), ...inLayout.map((w) => `with a byte-order mark: ${w}`)]);
});

test.run();
