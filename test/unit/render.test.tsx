// Fixture tests: each block fragment in test/fixtures/blocks/<name>.json must prerender to the
// HTML in <name>.html (class names removed). UPDATE_FIXTURES=1 rewrites the .html files.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { blockTypes } from '../../schema/model/block';
import { prepareBlocks, renderRoute, shellData } from '../../src/server/render';
import { fixtureManifest, mainHtml, manifestWith, prerender } from '../helpers/render';

const dir = join(process.cwd(), 'test/fixtures/blocks');
const fixtures = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
test.before(async () => { await prepareBlocks(); });
const pretty = (html: string) => html.replace(/></g, '>\n<');

test('every block type has a fixture', () => {
  assert.equal(blockTypes.filter((t) => !fixtures.includes(t)), []);
});

for (const name of fixtures) {
  test(`fixture: ${name}`, () => {
    const m = fixtureManifest(name);
    const html = pretty(mainHtml(prerender(m, m.routes[1]!).html));
    const file = join(dir, `${name}.html`);
    if (process.env.UPDATE_FIXTURES || !existsSync(file)) writeFileSync(file, `${html}\n`);
    assert.fixture(html, readFileSync(file, 'utf8').trimEnd());
  });
}

test('a page without a hero shows its title as h1 and its description as the lead', () => {
  const m = manifestWith([{ type: 'prose', paragraphs: ['x'] }]);
  const html = renderRoute(shellData(m), m.routes[1]!).html;
  assert.match(html, /<h1[^>]*id="page-title"[^>]*>About<\/h1><p[^>]*>About us.<\/p>/);
  assert.is((html.match(/<h1/g) ?? []).length, 1);
});

test('an opening hero is the h1, with the route title', () => {
  const m = manifestWith([]);
  const html = renderRoute(shellData(m), m.routes[0]!).html;
  assert.match(html, /<h1[^>]*>Home<\/h1>/);
  assert.is((html.match(/<h1/g) ?? []).length, 1);
});

test('footer resources: a text item is plain text, a { label, href } item is a link', () => {
  const m = manifestWith([], (x) => { (x.site as { footer: { resources: unknown[] } }).footer.resources = ['Guides', { label: 'About us', href: '/about' }]; });
  const html = renderRoute(shellData(m), m.routes[1]!).html;
  const footer = /<footer[\s\S]*<\/footer>/.exec(html)![0];
  assert.match(footer, /<li>Guides<\/li>/);
  assert.match(footer, /<li><a [^>]*href="\/about"[^>]*>About us<\/a><\/li>/);
});

test('a guide sub-page: breadcrumbs above the title, the review date and previous / next below the blocks', () => {
  const m = manifestWith([], (x) => {
    const page = (path: string, title: string, extra = {}) => ({ path, title, description: `${title}.`, blocks: [{ type: 'prose', paragraphs: ['Text.'] }], ...extra });
    x.routes.push(page('/calm', 'Calm'), page('/calm/breathing', 'Breathing', { reviewed: '2026-11-03' }), page('/calm/grounding', 'Grounding'));
    (x.navigation as { groups: unknown[] }).groups = [{ title: 'Calm', items: [{ label: 'Overview', href: '/calm' }, { label: 'Breathing', href: '/calm/breathing' }, { label: 'Grounding', href: '/calm/grounding' }] }];
  });
  const html = mainHtml(renderRoute(shellData(m), m.routes.find((r) => r.path === '/calm/breathing')!).html).replace(/<!--\/?\$-->/g, '');
  assert.match(html, '<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><a href="/calm">Calm</a></li><li aria-current="page">Breathing</li></ol></nav><header><h1 id="page-title">Breathing</h1>');
  assert.match(html, /<p><time datetime="2026-11-03">Reviewed November 2026<\/time><\/p>/i);
  assert.match(html, '<nav aria-label="In this guide: Calm"><a href="/calm"><span>Previous</span><span>Calm</span></a><a href="/calm/grounding"><span>Next</span><span>Grounding</span></a></nav>');
  const overview = mainHtml(renderRoute(shellData(m), m.routes.find((r) => r.path === '/calm')!).html);
  assert.not.match(overview, 'aria-label="Breadcrumb"', 'the overview has no trail');
  assert.not.match(overview, 'Reviewed', 'no review date, no line');
  assert.match(overview, /<nav aria-label="In this guide: Calm"><a href="\/calm\/breathing">/);
});

test('every section\'s heading carries its anchor, a block\'s own id included; no id twice', () => {
  const m = manifestWith([
    { type: 'prose', id: 'hours', heading: 'Opening hours', paragraphs: ['9-5'] },
    { type: 'prose', heading: 'Opening hours', paragraphs: ['Weekends too.'] },
    { type: 'buttonRow', id: 'cta', buttons: [{ label: 'Contact', href: '/about' }] },
    { type: 'accordion', heading: 'Tools', items: [
      { title: 'Suicide risk screening', blocks: [{ type: 'linkList', heading: 'Screening tools', links: [], empty: 'Being added.' }] },
      { title: 'Self-injury', id: 'nssi', blocks: [{ type: 'prose', paragraphs: ['Text.'] }] },
    ] },
  ]);
  const html = mainHtml(renderRoute(shellData(m), m.routes[1]!).html);
  assert.match(html, /<h2 id="hours">Opening hours<\/h2>/, 'a block\'s own id is on its heading');
  assert.match(html, /<h2 id="opening-hours">Opening hours<\/h2>/, 'a heading\'s anchor');
  assert.match(html, /<div id="cta" data-reveal="">/, 'a block without a heading keeps its id on its wrapper');
  assert.match(html, /<h2 id="tools">Tools<\/h2>/);
  assert.match(html, /<h3 id="suicide-risk-screening"><button /, 'an accordion item\'s heading, around its button');
  assert.match(html, /<h3 id="nssi"><button /, 'an item\'s own id');
  assert.match(html, /<h4 id="screening-tools">Screening tools<\/h4>/, 'a block inside an item');
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((x) => x[1]!);
  assert.equal(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'no id twice');
});

test("accordion and tabs are prerendered as the page's own controls, each button naming its panel", () => {
  const acc = manifestWith(JSON.parse(readFileSync(join(dir, 'accordion.json'), 'utf8')));
  const html = renderRoute(shellData(acc), acc.routes[1]!).html;
  const buttons = [...html.matchAll(/<button[^>]*data-control="accordion"[^>]*>/g)].map((m) => m[0]);
  assert.ok(buttons.length >= 2);
  for (const b of buttons) {
    assert.match(b, /aria-expanded="false"/, 'items start closed');
    const panel = /aria-controls="([^"]+)"/.exec(b)![1]!;
    assert.match(html, new RegExp(`id="${panel}"[^>]*hidden=""`), `its panel ${panel} is in the page, hidden`);
  }
  const tabs = manifestWith(JSON.parse(readFileSync(join(dir, 'tabs.json'), 'utf8')));
  const t = renderRoute(shellData(tabs), tabs.routes[1]!).html;
  assert.is((t.match(/role="tab"/g) ?? []).length, 3);
  assert.is((t.match(/aria-selected="true"/g) ?? []).length, 1, 'exactly one tab selected (the first)');
  assert.match(t, /aria-selected="true"[^>]*>(<svg[\s\S]*?<\/svg>)?Credit Card/);
  // Only the first panel shows, as once the app runs: nothing moves when it starts.
  assert.is((t.match(/role="tabpanel"[^>]*hidden=""/g) ?? []).length, 2, 'the other two panels are hidden in the prerendered page');
});

test('external links open a new tab, say so, and carry noopener', () => {
  const m = manifestWith(JSON.parse(readFileSync(join(dir, 'linkList.json'), 'utf8')));
  const html = renderRoute(shellData(m), m.routes[1]!).html;
  const external = html.match(/<a [^>]*href="https:[^"]*"[^>]*>[\s\S]*?<\/a>/g) ?? [];
  assert.ok(external.length >= 3);
  for (const a of external) {
    assert.match(a, 'target="_blank"');
    assert.match(a, 'rel="noopener noreferrer"');
    assert.match(a, '(opens in new tab)');
  }
  assert.match(html, 'src="https://drive.google.com/thumbnail?id=FILEIDFORTEST123&amp;sz=w400"');
  assert.match(html, /width="400"/);
  assert.match(html, />YouTube</);
  assert.not.match(html, /<a [^>]*href="tel:988"[^>]*target=/, 'phone links stay in the same tab');
});

test.run();
