// What to do right now (site.crisis.steps) reads at grade 6 or below in every language, as the
// crisis steps must: a frightened parent reads them on a phone. npm run validate says where when not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest, readingReport, readManifest } from '../../schema/read/load';
import { crisisStepsReadings } from '../../schema/read/crisisStepsReading';

const source = readFileSync(join(process.cwd(), 'data/site.json'), 'utf8');
const r = loadManifest(source);

test('the crisis steps read at grade 6 or below, in English and in Spanish, and say what to do', () => {
  assert.ok(r.ok);
  if (!r.ok) return;
  const readings = crisisStepsReadings(r.manifest);
  assert.equal(readings.map((x) => x.reading.lang), ['en', 'es']);
  for (const { reading } of readings) {
    assert.ok(reading.level <= 6, `${reading.lang}: grade ${reading.grade}`);
    console.log(`  crisis steps, ${reading.lang}: grade ${reading.grade}${reading.ease ? ` (ease ${reading.ease})` : ''}`);
  }
  for (const lang of ['en', 'es'] as const) {
    const steps = (lang === 'en' ? r.manifest : r.manifest.locales[lang]!).site.crisis!.steps!;
    const all = [steps.heading, ...steps.items, steps.text ?? ''].join(' ');
    for (const must of ['988', '911', 'AYUDA', lang === 'en' ? 'press 2' : 'oprima 2']) assert.ok(all.includes(must), `${lang}: says ${must}`);
  }
  const report = readingReport(readManifest(source), { file: 'data/site.json' });
  assert.ok(report.lines.includes('Crisis steps (grade 6 or below): en 3.9, es 5 (ease 83.2)'), report.lines.at(-1));
  assert.equal(report.warnings.filter((w) => w.path.includes('crisis')), []);
});

test('steps written above grade 6 are warned about, located where that language writes them', () => {
  const m = JSON.parse(source) as { site: { crisis: { steps: { items: string[] } }; translations: { es: { crisis: { steps: { items: string[] } } } } } };
  m.site.crisis.steps.items[0] = 'Continuously supervise the adolescent, maintaining uninterrupted observation throughout the emergency evaluation, notwithstanding considerable inconvenience.';
  m.site.translations.es.crisis.steps.items[0] = 'Supervise continuamente al adolescente, manteniendo una observación ininterrumpida durante la evaluación psiquiátrica de emergencia correspondiente.';
  const text = `${JSON.stringify(m, null, 2)}\n`;
  const lines = readingReport(readManifest(text), { file: 'data/site.json' }).warnings.map((w) => formatProblem(w, 'data/site.json'));
  const en = lines.find((l) => l.includes('  site.crisis.steps  '));
  const es = lines.find((l) => l.includes('  site.translations.es.crisis.steps  '));
  assert.ok(en && /^data\/site\.json:\d+:\d+ {2}site\.crisis\.steps {2}warning: site > crisis > steps: the crisis steps read at grade \d+\.\d in English, above grade 6: a parent in a crisis reads them, so write shorter steps with plainer words until they read at grade 6 or below$/.test(en), en ?? lines.join('\n'));
  assert.ok(es && /in Spanish \(ease \d+\.\d\), above grade 6/.test(es), es ?? lines.join('\n'));
});

test.run();
