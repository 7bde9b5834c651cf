// The incremental validation of `npm start`: whatever the edit, its result is exactly the full
// load's; only an edit inside routes (same paths) takes the short way, and says which routes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIncrementalLoader } from '../../schema/read/incremental';
import { loadManifest } from '../../schema/read/load';
import { SITE_WIDE_BLOCKS } from '../../schema/model/manifest';

const site = readFileSync(join(process.cwd(), 'data/site.json'), 'utf8');
const json = JSON.parse(site);
// A translated route takes the full load (its page in the other language changes too), and every
// route of the shipped site is translated: the translations of all but a few are left out here, so
// the short way has routes to take, and those kept check that they still take the full load.
const KEEP_TRANSLATED = /^\/(contact|crisis-intervention(\/.*)?)?$/;
for (const r of json.routes) if (!KEEP_TRANSLATED.test(r.path)) delete r.translations;
const pretty = (m: unknown) => `${JSON.stringify(m, null, 2)}\n`;
/** The manifest as JSON.stringify writes it: edits made on the object then change only what they touch. */
const base = pretty(json);
const full = (text: string) => {
  const r = loadManifest(text);
  return r.ok ? { ok: true, manifest: r.manifest, placeholders: r.placeholders } : r;
};
// Routes with a block of site-wide rules, or with a translation, take the full load: edits of others are picked.
const SITE_WIDE = new RegExp(`"(${SITE_WIDE_BLOCKS.join('|')}|translations)"`);
/** Every link in a route's blocks, with a way to change it. */
const linksOf = (route: unknown) => {
  const out: Record<string, unknown>[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (typeof o.href === 'string' && typeof o.label === 'string' && o.href.startsWith('https')) out.push(o);
    Object.values(o).forEach(walk);
  };
  walk((route as { blocks: unknown }).blocks);
  return out;
};
const same = (got: unknown, text: string, what: string) => {
  const { changed: _, ...rest } = got as { changed?: unknown };
  assert.equal(rest, full(text), what);
};

test('one route edited: only that route is validated again, and the result is the full load\'s', () => {
  const load = createIncrementalLoader();
  const first = load(base);
  assert.ok(first.ok && first.changed === undefined, 'the first load is full');
  const m = structuredClone(json);
  const i = m.routes.findIndex((r: { blocks: { type: string }[] }) => r.blocks.some((b) => b.type === 'prose') && !SITE_WIDE.test(JSON.stringify(r)));
  const prose = m.routes[i].blocks.find((b: { type: string }) => b.type === 'prose');
  prose.paragraphs[0] = `${prose.paragraphs[0]} Edited.`;
  m.routes[i].blocks.push({ type: 'prose', paragraphs: ['A new paragraph with {{email}}.'] });
  const text = pretty(m);
  const r = load(text);
  assert.equal(r.ok && r.changed, [i]);
  same(r, text, 'the edited route');
  const again = load(text);
  assert.equal(again.ok && again.changed, [], 'nothing changed: nothing to do');
});

test('a link edited: its listings are checked against every other route, still without a full load', () => {
  const load = createIncrementalLoader();
  load(base);
  // An address listed on two routes (neither holding a block with site-wide rules).
  const routesOf = new Map<string, number[]>();
  json.routes.forEach((r: unknown, i: number) => {
    if (SITE_WIDE.test(JSON.stringify(r))) return;
    for (const l of linksOf(r)) routesOf.set(l.href as string, [...new Set([...(routesOf.get(l.href as string) ?? []), i])]);
  });
  const [href, lists] = [...routesOf].find(([, rs]) => rs.length > 1)!;
  const a = lists[0]!;
  const relabelled = structuredClone(json);
  for (const l of linksOf(relabelled.routes[a])) if (l.href === href) l.label = `${l.label} (renamed)`;
  const ok = load(pretty(relabelled));
  assert.equal(ok.ok && ok.changed, [a], 'a new label: listings still agree, one route changed');
  same(ok, pretty(relabelled), 'relabelled');
  const retagged = structuredClone(relabelled);
  for (const l of linksOf(retagged.routes[a])) if (l.href === href) l.cost = l.cost === 'paid' ? 'free' : 'paid';
  const bad = load(pretty(retagged));
  assert.is(bad.ok, false, 'other tags than the same address elsewhere: the full load and its problem');
  same(bad, pretty(retagged), 'retagged');
  // Saved back: the same as the last good manifest (what the site shows), so nothing to render.
  const back = load(pretty(relabelled));
  assert.equal(back.ok && back.changed, [], 'back to the last good manifest');
});

test('a guide page retitled: the pages whose breadcrumbs or previous / next name it change too', () => {
  const load = createIncrementalLoader();
  const first = load(base);
  assert.ok(first.ok);
  if (!first.ok) return;
  // A page in the middle of a guide: it is the "next" of one page and the "previous" of another.
  const routes = first.manifest.routes;
  const mid = routes.findIndex((r) => r.guide?.previous && r.guide.next && !SITE_WIDE.test(JSON.stringify(json.routes[routes.indexOf(r)])));
  const neighbours = [r2i(routes, routes[mid]!.guide!.previous!.href.href), r2i(routes, routes[mid]!.guide!.next!.href.href)];
  const m = structuredClone(json);
  m.routes[mid].title = `${m.routes[mid].title} (retitled)`;
  const r = load(pretty(m));
  assert.ok(r.ok && r.changed!.includes(mid) && neighbours.every((n) => r.changed!.includes(n)), `changed: ${r.ok && r.changed}, expected ${mid} and ${neighbours}`);
  same(r, pretty(m), 'retitled');
});

const r2i = (routes: { path: string }[], path: string) => routes.findIndex((r) => r.path === path);

test('edits that reach beyond their route, or have problems, take the full load (same answer)', () => {
  const load = createIncrementalLoader();
  load(base);
  const edits: [string, (m: typeof json) => void][] = [
    ['a problem in a route', (m) => { m.routes[3].blocks.push({ type: 'carousel' }); }],
    ['a dead link', (m) => { m.routes[3].blocks.push({ type: 'buttonRow', buttons: [{ label: 'Go', href: '/nowhere' }] }); }],
    ['a new path', (m) => { m.routes[3].path = '/somewhere-new'; }],
    ['the site settings', (m) => { m.site.tagline = 'Another tagline'; }],
    ['a route added', (m) => { m.routes.push({ path: '/added', title: 'Added', description: 'Added.', blocks: [] }); }],
    ['the navigation', (m) => { m.navigation.moreLabel = 'Others'; }],
    ['a second search page', (m) => { m.routes[3].blocks.push({ type: 'searchResults' }); }],
    ['the search page moved', (m) => {
      const from = m.routes.findIndex((r: { blocks: { type: string }[] }) => r.blocks.some((b) => b.type === 'searchResults'));
      const [search] = m.routes[from].blocks.splice(m.routes[from].blocks.findIndex((b: { type: string }) => b.type === 'searchResults'), 1);
      m.routes[from === 3 ? 4 : 3].blocks.push(search);
    }],
  ];
  for (const [what, edit] of edits) {
    const m = structuredClone(json);
    edit(m);
    const text = pretty(m);
    const r = load(text);
    assert.is(r.ok && r.changed, r.ok ? undefined : false, `${what}: a full load`);
    same(r, text, what);
    load(base);
  }
  // Text-level edits: a duplicate key, a syntax error, a byte-order mark.
  for (const text of [site.replace('"title": "', '"title": "x", "title": "'), site.replace('"routes": [', '"routes": [}'), `\ufeff${site}`]) {
    same(load(text), text, text.slice(0, 30));
  }
});

test('a translated route edited: a full load, and its two pages are said to have changed', () => {
  const load = createIncrementalLoader();
  load(base);
  const m = structuredClone(json);
  const i = m.routes.findIndex((r: { path: string }) => r.path === '/contact');
  m.routes[i].description = `${m.routes[i].description} Edited.`;
  m.routes[i].translations.es.description = `${m.routes[i].translations.es.description} Editado.`;
  const text = pretty(m);
  const r = load(text);
  same(r, text, 'the edited translated route');
  const paths = r.ok ? r.manifest.routes : [];
  assert.equal(r.ok && r.changed?.map((k) => paths[k]!.path), ['/contact', '/es/contact']);
  // The English alone edited: the Spanish page shows its own description, and does not change.
  const m2 = structuredClone(m);
  m2.routes[i].title = `${m2.routes[i].title} (edited)`;
  const r2 = load(pretty(m2));
  same(r2, pretty(m2), 'the English title edited');
  assert.ok(r2.ok && r2.changed?.includes(i), 'the English page changed');
});

test('60 random edits of route text, good and bad: always the full load\'s answer', () => {
  const load = createIncrementalLoader();
  load(base);
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const strings = [...base.matchAll(/: "((?:[^"\\]|\\.)*)"/g)].map((m) => m.index! + 3).filter((i) => i > base.indexOf('"routes"'));
  let short = 0;
  for (let n = 0; n < 60; n++) {
    const at = strings[Math.floor(rnd() * strings.length)]!;
    const insert = ['x', ' more words', '\\u0007', '{{email}}', '{{nope}}', '"', ''][Math.floor(rnd() * 7)]!;
    const text = base.slice(0, at) + insert + base.slice(at);
    const r = load(text);
    if (r.ok && r.changed) short++;
    same(r, text, `edit ${n}: ${JSON.stringify(insert)} at ${at}`);
    if (n % 3 === 0) load(base); // sometimes back to the start, sometimes an edit on top of an edit
  }
  assert.ok(short > 8, `edits that stay valid take the short way (${short} of 60)`);
});

test.run();
