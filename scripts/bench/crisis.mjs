// npm run bench, crisis rows: the crisis-intent matcher (src/search/crisis.ts, words in
// schema/languages/<code>/crisisWords.json) on the held-out set test/relevance/crisis.json, per language: recall (the
// crisis phrasings that show the crisis lines), false positives (ordinary queries that show them),
// poisoning read as poisoning (Poison Control first), and the time per query. No build, no browser.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { table } from './support/first-load.mjs';
import { bundleForNode } from '../lib/node-bundle.mjs';
import { cacheDir, root } from '../lib/paths.mjs';

/** The figures of one language's part of the set. */
function measure(crisisIntent, { crisis, ordinary }) {
  const poisoning = crisis.filter((c) => c.intent === 'poisoning');
  return {
    crisis: crisis.length,
    detected: crisis.filter((c) => crisisIntent(c.q)).length,
    ordinary: ordinary.length,
    falsePositives: ordinary.filter((o) => crisisIntent(o.q)).length,
    poisoning: poisoning.length,
    poisoningRight: poisoning.filter((c) => crisisIntent(c.q) === 'poisoning').length,
  };
}

export default {
  name: 'crisis',
  async real() {
    const urls = await bundleForNode(['src/search/crisis.ts'], { outDir: join(cacheDir, 'bench-crisis') });
    const { crisisIntent } = await import(urls.crisis);
    const set = JSON.parse(await readFile(join(root, 'test/relevance/crisis.json'), 'utf8'));
    const langs = Object.keys(set).filter((k) => set[k]?.crisis);
    crisisIntent('warm up'); // the patterns are compiled at the first query: timed apart
    const queries = langs.flatMap((l) => [...set[l].crisis, ...set[l].ordinary].map((x) => x.q));
    const rounds = 20;
    const started = performance.now();
    for (let r = 0; r < rounds; r++) for (const q of queries) crisisIntent(q);
    const usPerQuery = ((performance.now() - started) * 1000) / (rounds * queries.length);
    const data = Object.fromEntries(langs.map((l) => [l, measure(crisisIntent, set[l])]));
    const pct = (a, b) => `${((100 * a) / b).toFixed(1)}%`;
    const text = `Crisis intent (test/relevance/crisis.json; ${usPerQuery.toFixed(1)} µs a query)\n${table(['language', 'recall', 'false positives', 'poisoning as poisoning'],
      langs.map((l) => { const d = data[l]; return [l, `${d.detected} of ${d.crisis} (${pct(d.detected, d.crisis)})`, `${d.falsePositives} of ${d.ordinary}`, `${d.poisoningRight} of ${d.poisoning}`]; }))}`;
    return {
      data: { ...data, usPerQuery },
      text,
      targets: langs.flatMap((l) => {
        const d = data[l];
        return [
          { name: `crisis: ${l} recall >= 98%`, pass: d.detected / d.crisis >= 0.98, value: pct(d.detected, d.crisis) },
          { name: `crisis: ${l} no false positive`, pass: d.falsePositives === 0, value: String(d.falsePositives) },
          { name: `crisis: ${l} poisoning as poisoning`, pass: d.poisoningRight === d.poisoning, value: `${d.poisoningRight} of ${d.poisoning}` },
        ];
      }),
    };
  },
};
