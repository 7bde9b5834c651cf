// The shipped library, as the catalogue counts it: its size, its worksheets and Spanish material,
// each topic's resources, a source entry for every resource (docs/content-sources.md), and the
// home page's figures, which must be the catalogue's own counts. Also the schema's rules for
// topics and counted figures, with their messages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue, catalogueOrder } from '../../schema/derive/catalogue';
import { formatProblem, loadManifest } from '../../schema/read/load';
import { collectResources } from '../../schema/model/resources';
import { WORKSHEET_KINDS } from '../../schema/model/libraryCounts';
import { baseManifest, text } from '../helpers/manifest';

const root = join(import.meta.dirname, '../..');
const loaded = loadManifest(readFileSync(join(root, 'data/site.json'), 'utf8'));
if (!loaded.ok) throw new Error('data/site.json does not load');
const m = loaded.manifest;
const all = collectResources(m);
const data = catalogue(catalogueOrder(all, m.navigation));

test('the library: at least 300 resources, 40 worksheets or handouts, 80 in Spanish; every topic has 6, 2 of them for families', () => {
  assert.ok(data.total >= 300, `${data.total} resources`);
  const worksheets = WORKSHEET_KINDS.reduce((n, k) => n + (data.counts.kind[k] ?? 0), 0);
  assert.ok(worksheets >= 40, `${worksheets} worksheets or handouts`);
  assert.ok((data.counts.language.es ?? 0) >= 80, `${data.counts.language.es} in Spanish`);
  assert.is(m.site.topics.length, 25);
  for (const t of m.site.topics) {
    const mine = all.filter((r) => r.topics.includes(t.id));
    const families = mine.filter((r) => r.audience.some((a) => a === 'caregiver' || a === 'youth'));
    assert.ok(mine.length >= 6, `topic "${t.id}": ${mine.length} resources`);
    assert.ok(families.length >= 2, `topic "${t.id}": ${families.length} for families`);
    assert.is(data.counts.topic[t.id], mine.length, `the catalogue's topic filter counts "${t.id}" as the resources tagged with it`);
  }
});

test('every resource has a source entry in docs/content-sources.md: its address, as site.json writes it', () => {
  const doc = readFileSync(join(root, 'docs/content-sources.md'), 'utf8');
  const missing = all.filter((r) => r.href.kind === 'external' && !doc.includes(`\`${r.href.href}\``))
    .map((r) => `${r.href.href} (${r.listings[0]!.id}): add a row to "Every resource's source" with the publisher's page that was read`);
  assert.equal(missing, []);
});

test('the home page\'s figures are the catalogue\'s counts, in both languages', () => {
  const worksheets = WORKSHEET_KINDS.reduce((n, k) => n + (data.counts.kind[k] ?? 0), 0);
  const expected: Record<string, number> = { resources: data.total, worksheets, spanish: data.counts.language.es ?? 0, topics: m.site.topics.length, guides: m.navigation.groups.length };
  for (const path of ['/', '/es']) {
    const stats = m.routes.find((r) => r.path === path)!.blocks.find((b) => b.type === 'stats');
    assert.ok(stats?.type === 'stats', `${path} shows the figures`);
    if (stats?.type !== 'stats') continue;
    for (const it of stats.items) {
      assert.ok(it.count, `${path}: "${it.label}" is counted, not typed`);
      assert.is(it.value, String(expected[it.count!]), `${path}: "${it.label}"`);
    }
  }
});

const withTopics = (edit: (j: ReturnType<typeof baseManifest>) => void) => {
  const j = baseManifest();
  (j.site as Record<string, unknown>).topics = [{ id: 'sleep', label: 'Sleep', words: 'sleep, bedtime' }];
  edit(j);
  return loadManifest(text(j));
};

test('a resource\'s topic must be one of site.topics; a figure is written or counted, never both', () => {
  const r = withTopics((j) => {
    const route = j.routes[0] as { blocks: unknown[] };
    route.blocks.push({ type: 'linkList', links: [{ label: 'Tool', href: 'https://example.org/tool', topics: ['slep'] }] });
    route.blocks.push({ type: 'stats', items: [{ value: '3', count: 'resources', label: 'Both' }, { label: 'Neither' }] });
  });
  assert.not.ok(r.ok);
  const lines = r.ok ? [] : r.problems.map((p) => formatProblem(p));
  assert.ok(lines.some((l) => l.includes('"slep" is not a topic (did you mean "sleep"?): use the id of one of site.topics: sleep')), lines.join('\n'));
  assert.ok(lines.filter((l) => l.includes('a figure needs exactly one of "value" (written) or "count" (counted from the library')).length === 2, lines.join('\n'));
  const counted = withTopics((j) => {
    (j.routes[0] as { blocks: unknown[] }).blocks.push({ type: 'linkList', links: [{ label: 'Tool', href: 'https://example.org/tool', kind: 'worksheet', topics: ['sleep'] }] },
      { type: 'stats', items: [{ count: 'worksheets', label: 'Worksheets' }, { count: 'topics', label: 'Topics' }] });
  });
  assert.ok(counted.ok, counted.ok ? '' : counted.problems.map((p) => formatProblem(p)).join('\n'));
  if (counted.ok) {
    const stats = counted.manifest.routes[0]!.blocks.find((b) => b.type === 'stats');
    assert.equal(stats?.type === 'stats' && stats.items.map((it) => it.value), ['1', '1']);
  }
});

test('a form never takes payment card details: it names the field and where cards are taken instead', () => {
  const j = baseManifest();
  (j.routes[0] as { blocks: unknown[] }).blocks.push({ type: 'form', label: 'Pay', fields: [{ name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number' }], submit: { label: 'Pay' } });
  const r = loadManifest(text(j));
  assert.not.ok(r.ok);
  const lines = r.ok ? [] : r.problems.map((p) => formatProblem(p));
  assert.ok(lines.some((l) => l.includes('"cardNumber" asks for payment card details, but a form here only sends a message and no payment provider would process them')), lines.join('\n'));
});

test.run();
