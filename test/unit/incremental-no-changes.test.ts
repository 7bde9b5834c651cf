// The incremental loader as the editor's live check makes it (createIncrementalLoader({ changes:
// false })): it never works out which routes a full load changed, and gives otherwise exactly the
// full load's answer, problems included, for edits that take the short way or the full load.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIncrementalLoader } from '../../schema/read/incremental';
import { loadManifest } from '../../schema/read/load';

const json = JSON.parse(readFileSync(join(process.cwd(), 'data/site.json'), 'utf8'));
// As test/unit/incremental.test.ts: most routes untranslated, so route edits can take the short way.
for (const r of json.routes) if (!/^\/(contact|crisis-intervention(\/.*)?)?$/.test(r.path)) delete r.translations;
const pretty = (m: unknown) => `${JSON.stringify(m, null, 2)}\n`;
const full = (text: string) => {
  const r = loadManifest(text);
  return r.ok ? { ok: true, manifest: r.manifest, placeholders: r.placeholders } : r;
};

test('without `changes`: the full load\'s answer for every edit, and no `changed` after a full load', () => {
  const load = createIncrementalLoader({ changes: false });
  const m = structuredClone(json);
  const k = m.routes.findIndex((r: { translations?: unknown; blocks: { type: string }[] }, i: number) => i > 3 && !r.translations && r.blocks.some((b) => b.type === 'prose') && !/searchResults|crisis|resourceCatalogue|packet|\{\{/.test(JSON.stringify(r)));
  const contact = m.routes.findIndex((r: { path: string }) => r.path === '/contact');
  const prose = m.routes[k].blocks.find((b: { type: string }) => b.type === 'prose');
  const edits: [string, () => void, 'short' | 'full'][] = [
    ['the first load', () => {}, 'full'],
    ['typing in a route', () => { prose.paragraphs[0] += ' Typed.'; }, 'short'],
    ['a translated route', () => { m.routes[contact].description += ' Edited.'; }, 'full'],
    ['a title emptied (a problem)', () => { m.routes[k].title = ''; }, 'full'],
    ['typing on with the problem left', () => { prose.paragraphs[0] += ' More.'; }, 'full'],
    ['the title typed again', () => { m.routes[k].title = 'Typed again'; }, 'short'],
    ['the site settings', () => { m.site.tagline += ' (edited)'; }, 'full'],
    ['typing again', () => { prose.paragraphs[0] += ' Again.'; }, 'short'],
  ];
  for (const [what, edit, way] of edits) {
    edit();
    const text = pretty(m);
    const r = load(text);
    const { changed, ...rest } = r as { changed?: number[] };
    assert.equal(rest, full(text), what);
    if (!r.ok) continue;
    // A title also changes its guide neighbours' breadcrumbs: they are said too.
    if (way === 'short') assert.ok(changed?.includes(k), `${what}: the short way, which says its route (${changed})`);
    else assert.is(changed, undefined, `${what}: a full load, which does not work out what changed`);
  }
});

test.run();
