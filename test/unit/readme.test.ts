// The README's JSON examples are what an owner copies into data/site.json: each must be valid
// there as written, so the README cannot drift from the schema. Each ```json block of the README
// is a route, checked as the last route of the real manifest (its links to /contact and the like
// must lead somewhere).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest } from '../../schema/read/load';

const root = process.cwd();
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const site = readFileSync(join(root, 'data/site.json'), 'utf8');

type Json = Record<string, unknown>;
/** The ```json blocks of the README, or of one of its sections (by its "## " heading), as text. */
function examples(section?: string): string[] {
  let text = readme;
  if (section) {
    const start = readme.indexOf(`\n## ${section}\n`);
    assert.ok(start !== -1, `the README has a section "${section}"`);
    const end = readme.indexOf('\n## ', start + 1);
    text = readme.slice(start, end === -1 ? undefined : end);
  }
  return [...text.matchAll(/^```json\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}
/** data/site.json with the route added last, loaded: its problems as lines, or the loaded route. */
function asLastRoute(example: string) {
  const m = JSON.parse(site) as { routes: unknown[] };
  const added = JSON.parse(example) as Json;
  m.routes.push(added);
  const r = loadManifest(JSON.stringify(m, null, 2));
  if (!r.ok) return { problems: r.problems.map((p) => formatProblem(p)), route: undefined };
  return { problems: [], route: r.manifest.routes.find((x) => x.path === added.path) as unknown as Json | undefined };
}

test('every JSON example of the README is a route that data/site.json accepts as written', () => {
  const all = examples();
  assert.ok(all.length >= 2, 'the README has its examples');
  for (const example of all) {
    assert.equal(asLastRoute(example).problems, [], `the example starting ${example.slice(0, 60)}`);
  }
});

test('Adding a page: the example is a whole route, with its blocks', () => {
  const [page, ...more] = examples('Adding a page');
  assert.equal(more, []);
  const { route } = asLastRoute(page!);
  assert.is(route?.path, '/family-night');
  assert.equal((route?.blocks as Json[]).map((b) => b.type), ['prose', 'buttonRow']);
});

test('Adding a resource: the resource, with every tag, in the links of a linkList, in the blocks of a route', () => {
  const [page, ...more] = examples('Adding a resource');
  assert.equal(more, []);
  const raw = JSON.parse(page!) as { path?: unknown; blocks?: { type?: unknown; links?: Json[] }[] };
  assert.type(raw.path, 'string', 'a route: it has a path');
  const list = raw.blocks?.find((b) => b.type === 'linkList');
  assert.ok(list, 'a linkList block in the route\'s blocks');
  assert.equal(Object.keys(list.links?.[0] ?? {}), ['label', 'href', 'description', 'kind', 'audience', 'ages', 'languages', 'cost', 'topics'], 'the resource, with all its tags');
  const { route } = asLastRoute(page!);
  const link = ((route?.blocks as Json[]).find((b) => b.type === 'linkList')?.links as Json[])[0]!;
  assert.is(link.label, 'Coping skills worksheet');
  assert.is(link.kind, 'worksheet', 'the tags are read as written');
});

test.run();
