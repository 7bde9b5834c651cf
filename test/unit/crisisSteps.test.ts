// What to do right now (site.crisis.steps) reads at grade 6 or below in every language, as the
// crisis steps must: a frightened parent reads them on a phone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadManifest } from '../../schema/load';
import { countTexts, readingOf } from '../../schema/readability';

const r = loadManifest(readFileSync(join(process.cwd(), 'data/site.json'), 'utf8'));

test('the crisis steps read at grade 6 or below, in English and in Spanish, and say what the issue asks', () => {
  assert.ok(r.ok);
  if (!r.ok) return;
  for (const lang of ['en', 'es'] as const) {
    const steps = (lang === 'en' ? r.manifest : r.manifest.locales[lang]!).site.crisis!.steps!;
    const texts = [steps.heading, ...steps.items, ...(steps.text ? [steps.text] : [])];
    const reading = readingOf(countTexts(texts, lang), lang)!;
    assert.ok(reading.level <= 6, `${lang}: grade ${reading.grade}`);
    console.log(`  crisis steps, ${lang}: grade ${reading.grade}${reading.ease ? ` (ease ${reading.ease})` : ''}`);
    const all = texts.join(' ');
    for (const must of ['988', '911', 'AYUDA', lang === 'en' ? 'press 2' : 'oprima 2']) assert.ok(all.includes(must), `${lang}: says ${must}`);
  }
});

test.run();
