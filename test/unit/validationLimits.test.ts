// Validation of a file gone badly wrong (a list pasted thousands of times, keys by the tens of
// thousands): it takes time in proportion to the file, lists the first problems located and says
// how many more there are, and never overflows the stack into a report of "1:1 (file)".
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest, MAX_PROBLEMS } from '../../schema/read/load';
import { baseManifest, text } from '../helpers/manifest';

const timed = (src: string) => {
  const started = performance.now();
  const r = loadManifest(src);
  return { r, ms: performance.now() - started };
};

test('unknown keys by the tens of thousands: each located, in time that grows with their number, not its square', () => {
  const withKeys = (n: number) => {
    const m = baseManifest();
    for (let i = 0; i < n; i++) m.routes[1]![`extra${i}`] = i;
    return text(m);
  };
  const small = timed(withKeys(5_000));
  const large = timed(withKeys(40_000));
  assert.not.ok(large.r.ok);
  // 40,000 keys took 49 s when each was looked up by a scan of the object.
  assert.ok(large.ms < 15_000, `40,000 unknown keys: ${Math.round(large.ms)} ms`);
  assert.ok(large.ms < small.ms * 20 + 1000, `8 times the keys took ${(large.ms / small.ms).toFixed(1)} times as long (${Math.round(small.ms)} ms, ${Math.round(large.ms)} ms)`);
  if (large.r.ok) return;
  assert.is(formatProblem(large.r.problems[0]!), 'data/site.json:94:7  routes[2].extra0  route "/about" > extra0: unknown key "extra0": allowed keys are path, title, description, audience, reviewed, kind, translations, blocks');
});

test(`more than ${MAX_PROBLEMS} problems: the first ${MAX_PROBLEMS} located, in the order of the file, then how many more`, () => {
  const m = baseManifest();
  m.routes[1]!.blocks = [{ type: 'prose', paragraphs: Array.from({ length: 1_000 }, () => 5) }];
  const r = loadManifest(text(m));
  assert.not.ok(r.ok);
  if (r.ok) return;
  assert.is(r.problems.length, MAX_PROBLEMS + 1);
  const lines = r.problems.map((p) => formatProblem(p));
  assert.is(lines[0], 'data/site.json:90:13  routes[2].blocks[1].paragraphs[1]  route "/about" > block 1 (prose) > paragraph 1: expected text, got the number 5');
  assert.is(lines[MAX_PROBLEMS], `data/site.json:${90 + MAX_PROBLEMS}:13  (more)  and 800 more problems, not listed: fix the ones above, then run npm run validate again`);
});

test('about 140,000 problems: no stack overflow, the first ones located, then how many more, every one counted', () => {
  const manifestOf = (shape: 'one list' | 'many routes', n: number) => {
    const m = baseManifest();
    if (shape === 'one list') m.routes[1]!.blocks = [{ type: 'prose', paragraphs: Array.from({ length: n }, () => 5) }];
    else for (let i = 0; i < n; i++) m.routes.push({ path: `/r${i}`, title: 7, blocks: 'none' });
    return m;
  };
  // What a route of the second shape costs, counted where nothing overflows.
  const few = loadManifest(text(manifestOf('many routes', 10)));
  const perRoute = few.ok ? 0 : (few.problems.length / 10);
  assert.ok(Number.isInteger(perRoute) && perRoute > 0, `${perRoute} problems a route`);
  for (const [shape, n, total] of [['one list', 140_000, 140_000], ['many routes', 70_000, 70_000 * perRoute]] as const) {
    const m = manifestOf(shape, n);
    let r;
    try {
      r = loadManifest(text(m));
    } catch (e) {
      assert.unreachable(`${shape}: threw ${String(e)}`);
      return;
    }
    assert.not.ok(r.ok, shape);
    if (r.ok) return;
    const lines = r.problems.map((p) => formatProblem(p));
    assert.ok(lines.length > 1 && lines.length <= MAX_PROBLEMS + 1, `${shape}: ${lines.length} lines`);
    assert.ok(lines.every((l) => /^data\/site\.json:\d+:\d+ {2}\S/.test(l) && !l.startsWith('data/site.json:1:1  (file)')), `${shape}: ${lines.slice(0, 2).join('\n')}`);
    assert.match(lines.at(-1)!, new RegExp(`^data/site\\.json:\\d+:\\d+ {2}\\(more\\) {2}and ${(total - MAX_PROBLEMS).toLocaleString('en')} more problems, not listed: fix the ones above, then run npm run validate again$`), shape);
    assert.equal(r.problems.at(-1)!.more, { count: total - MAX_PROBLEMS, all: true }, shape);
    assert.match(lines[0]!, shape === 'one list' ? 'paragraph 1: expected text, got the number 5' : 'route "/r0" > description: is required (text)', shape);
  }
});

test.run();
