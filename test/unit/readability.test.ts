// The reading-grade report (schema/read/readability.ts, schema/read/readabilityReport.ts, each
// language's formula in schema/languages/<code>/readability.ts): the formulas on texts counted by hand, what text of a page is read, the located warning for a page for families
// above grade 8, the report's line, and the shipped crisis and psychoeducation pages at grade 8 or below.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest, readingReport, readManifest } from '../../schema/read/load';
import {
  countTexts, forFamilies, readingLevels, readingOf, routeTexts, sentencesOf, SYLLABLES, type PageReading,
} from '../../schema/read/readability';
import { fleschKincaidGrade } from '../../schema/languages/en/readability';
import { fernandezHuerta, huertaGrade } from '../../schema/languages/es/readability';
import { familyReadingSummary, readingLine, readingSummary } from '../../schema/read/readabilityReport';
import { bilingualManifest, text } from '../helpers/manifest';

const close = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) < 1e-9, `${what}: ${a} is not ${b}`);

test('Flesch-Kincaid grade: 0.39 × words per sentence + 11.8 × syllables per word − 15.59', () => {
  // 100 words, 5 sentences, 150 syllables: 0.39 × 20 + 11.8 × 1.5 − 15.59 = 7.8 + 17.7 − 15.59.
  close(fleschKincaidGrade({ words: 100, sentences: 5, syllables: 150 }), 9.91, 'FK');
  close(fleschKincaidGrade({ words: 10, sentences: 1, syllables: 10 }), 0.39 * 10 + 11.8 - 15.59, 'FK of one-syllable words');
});

test('Fernández-Huerta ease (Law\'s correction): 206.84 − 60 × syllables per word − 1.02 × words per sentence, and its table', () => {
  // 100 words, 10 sentences, 200 syllables: 206.84 − 120 − 10.2.
  close(fernandezHuerta({ words: 100, sentences: 10, syllables: 200 }), 76.64, 'FH');
  // Longer sentences make it harder (lower), as in Flesch's formula.
  assert.ok(fernandezHuerta({ words: 100, sentences: 5, syllables: 200 }) < fernandezHuerta({ words: 100, sentences: 10, syllables: 200 }));
  const band = (ease: number) => `${huertaGrade(ease).grade} ${huertaGrade(ease).name}`;
  assert.equal([95, 90, 89.9, 80, 75, 60, 59.9, 50, 40, 10].map(band), [
    '4 muy fácil', '4 muy fácil', '5 fácil', '5 fácil', '6 algo fácil', '7–8 normal', '9–12 algo difícil', '9–12 algo difícil', 'college difícil', 'university muy difícil',
  ]);
});

test('English syllables come from `syllable`, a number is one syllable per digit, an address one word', () => {
  assert.equal(['help', 'counselor', 'listen', 'family', '988', 'level-of-care'].map(SYLLABLES.en), [1, 3, 2, 3, 3, 4]);
  // "Call or text 988 if you need help." 8 words: call 1, or 1, text 1, 988 3, if 1, you 1, need 1, help 1 = 10.
  // "A counselor will listen." 4 words: a 1, counselor 3, will 1, listen 2 = 7.
  const c = countTexts(['Call or text 988 if you need help. A counselor will listen.'], 'en');
  assert.equal(c, { words: 12, sentences: 2, syllables: 17 });
  // 0.39 × 6 + 11.8 × 17/12 − 15.59 = 2.34 + 16.7167 − 15.59 = 3.4667.
  assert.is(readingOf(c, 'en')?.grade, '3.5');
  // An address is one word of one syllable, and its dots end no sentence: chat, at, (address), or, (address), now.
  assert.equal(countTexts(['Chat at 988lifeline.org or https://988lifeline.org/es/ now.'], 'en'), { words: 6, sentences: 1, syllables: 6 });
});

test('Spanish syllables come from `silabas`: diphthongs, hiatus, silent u, y as a vowel', () => {
  const words = { día: 2, poeta: 3, cuidado: 3, ciudad: 2, guitarra: 3, pingüino: 3, hay: 1, Uruguay: 3, ayuda: 3, suicidio: 3, psicoeducación: 6, '988': 3 };
  assert.equal(Object.keys(words).map(SYLLABLES.es), Object.values(words));
  // "Llame al 988 si necesita ayuda." lla-me 2, al 1, 988 3, si 1, ne-ce-si-ta 4, a-yu-da 3 = 14 in 6 words.
  // "Un consejero le va a escuchar." un 1, con-se-je-ro 4, le 1, va 1, a 1, es-cu-char 3 = 11 in 6 words.
  const c = countTexts(['Llame al 988 si necesita ayuda. Un consejero le va a escuchar.'], 'es');
  assert.equal(c, { words: 12, sentences: 2, syllables: 25 });
  // 206.84 − 60 × 25/12 − 1.02 × 6 = 206.84 − 125 − 6.12 = 75.72: "algo fácil", grade 6.
  const r = readingOf(c, 'es')!;
  assert.equal([r.ease, r.grade, r.level, r.easeName], [75.7, '6', 6, 'algo fácil']);
});

test('sentences: each text ends one; abbreviations, addresses and lower-case words after a full stop do not', () => {
  assert.equal(sentencesOf('Dr. Daniel Siegel explains it. See e.g. the film! Ready?'), ['Dr. Daniel Siegel explains it.', 'See e.g. the film!', 'Ready?']);
  assert.equal(sentencesOf('Crisis lines'), ['Crisis lines']);
  assert.equal(sentencesOf('¿Necesita ayuda? Llame al 988.'), ['¿Necesita ayuda?', 'Llame al 988.']);
  assert.equal(countTexts(['Coping skills', 'Breathe in. Breathe out.', ''], 'en').sentences, 3);
});

/** A manifest in English and Spanish with one page for families, "/talk", whose text is `en` and `es`. */
function withFamilyPage(en: string, es: string, audience: string[] = ['caregiver']) {
  const m = bilingualManifest();
  m.routes.push({
    path: '/talk', title: 'Talk', description: 'Talking.', audience,
    blocks: [
      { type: 'prose', heading: 'Why', paragraphs: [en] },
      { type: 'prose', paragraphs: ['Kept in English, so never read as Spanish.'] },
    ],
    translations: { es: { title: 'Hablar', description: 'Hablar.', blocks: [{ heading: 'Por qué', paragraphs: [es] }, null] } },
  });
  return m;
}

const HARD_EN = 'Comprehensive psychoeducational interventions facilitate intergenerational communication regarding institutional discrimination and its psychological consequences.';
const HARD_ES = 'Las intervenciones psicoeducativas interdisciplinarias facilitan la comunicación intergeneracional sobre la discriminación institucional.';

test('the text of a page: its title, its description when it shows it, its blocks, but a block kept in another language', () => {
  const r = loadManifest(text(withFamilyPage('Plain words.', 'Palabras simples.')));
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join('\n'));
  const en = r.manifest.routes.find((x) => x.path === '/talk')!;
  const es = r.manifest.routes.find((x) => x.path === '/es/talk')!;
  assert.equal(routeTexts(en, 'en'), ['Talk', 'Talking.', 'Why', 'Plain words.', 'Kept in English, so never read as Spanish.']);
  assert.equal(routeTexts(es, 'es'), ['Hablar', 'Hablar.', 'Por qué', 'Palabras simples.']);
  // A hero's title is the page's title, read once; its description is not shown, so not read.
  const home = r.manifest.routes.find((x) => x.path === '/')!;
  assert.equal(routeTexts(home, 'en'), ['Home', 'One']);
  assert.ok(forFamilies(en) && forFamilies(es), 'a translation is for families like its English');
  assert.not.ok(forFamilies(home));
  const pages = readingLevels(r.manifest);
  assert.equal(pages.map((p) => [p.path, p.index, p.families, p.readings.map((x) => x.lang)]), [
    ['/', 0, false, ['en']], ['/about', 1, false, ['en']], ['/talk', 2, true, ['en', 'es']],
  ]);
});

test('a page for families above grade 8: a located warning in each language, at the route\'s path and at its translation', () => {
  const written = text(withFamilyPage(HARD_EN, HARD_ES, ['youth', 'clinician']));
  const { lines, warnings } = readingReport(readManifest(written));
  const rows = written.split('\n');
  /** line:col of a value: of the last line holding `key`, where `value` starts in it. */
  const at = (key: string, value: string) => {
    const i = rows.length - 1 - [...rows].reverse().findIndex((l) => l.includes(key));
    return `${i + 1}:${rows[i]!.indexOf(value, rows[i]!.indexOf(key)) + 1}`;
  };
  const en = readingOf(countTexts(['Talk', 'Talking.', 'Why', HARD_EN, 'Kept in English, so never read as Spanish.'], 'en'), 'en')!;
  const es = readingOf(countTexts(['Hablar', 'Hablar.', 'Por qué', HARD_ES], 'es'), 'es')!;
  assert.ok(en.level > 8 && es.level > 8, `${en.grade} ${es.grade}`);
  const perSentence = (r: typeof en) => `${(r.words / r.sentences).toFixed(1)} words a sentence, ${(r.syllables / r.words).toFixed(2)} syllables a word`;
  assert.equal(warnings.map((w) => formatProblem(w)), [
    `data/site.json:${at('"path": "/talk"', '"/talk"')}  routes[3].path  warning: route "/talk" > path: a page for families reads at grade ${en.grade} in English (Flesch-Kincaid: ${perSentence(en)}), above grade 8: write shorter sentences and plainer words, of fewer syllables, until it reads at grade 8 or below`,
    `data/site.json:${at('"es": {', '{')}  routes[3].translations.es  warning: route "/talk" > translations > es: a page for families reads at ${/^\d/.test(es.grade) ? `grade ${es.grade}` : `${es.grade} level`} in Spanish (Fernández-Huerta ease ${es.ease!.toFixed(1)}, "${es.easeName}": ${perSentence(es)}), above grade 8: write shorter sentences and plainer words, of fewer syllables, until its ease is 60 or more (grade 7–8)`,
  ]);
  assert.match(lines[0]!, /^Reading grade \(English: Flesch-Kincaid grade; Spanish: Fernández-Huerta ease and its grade\): 3 pages; 1 for families, which should read at grade 8 or below; above it: 1 in English and 1 in Spanish, each located here:$/);
  assert.equal(lines.slice(1, 3), warnings.map((w) => `  ${formatProblem(w)}`));
  assert.is(lines.length, 3 + 3, 'the heading, 2 warnings, a line per page');
  // The same page in plain words: no warning.
  const plain = readingReport(readManifest(text(withFamilyPage('We talk. You listen. It helps.', 'Hablamos. Usted escucha. Eso ayuda.'))));
  assert.equal(plain.warnings, []);
  assert.match(plain.lines[0]!, /1 for families, which should read at grade 8 or below, and they all do$/);
  // Not for families: the grade is reported, never warned about.
  const clinicians = readingReport(readManifest(text(withFamilyPage(HARD_EN, HARD_ES, ['clinician']))));
  assert.equal(clinicians.warnings, []);
});

test('the report\'s line: the path, the English grade, the Spanish band and ease, and whether it is for families', () => {
  const reading = (lang: 'en' | 'es', grade: string, level: number, ease?: number) => ({ lang, words: 10, sentences: 1, syllables: 15, grade, level, ...(ease !== undefined && { ease, easeName: 'normal' }) });
  const page = (path: string, families: boolean, readings: PageReading['readings']): PageReading => ({ path, index: 0, families, readings });
  assert.is(readingLine(page('/crisis-intervention/tools', true, [reading('en', '7.9', 7.9), reading('es', '7–8', 8, 69.1)])),
    '  /crisis-intervention/tools                   en  7.9  es 7–8 (ease 69.1)      for families');
  assert.is(readingLine(page('/psychoeducation', true, [reading('en', '10.2', 10.2), reading('es', 'college', 13, 40)])),
    '  /psychoeducation                             en 10.2  es college (ease 40.0)  for families, above grade 8 (en, es)');
  assert.is(readingLine(page('/assessment', false, [reading('en', '12.4', 12.4)])),
    '  /assessment                                  en 12.4');
  assert.is(readingSummary([page('/a', true, [reading('en', '9.1', 9.1)]), page('/b', true, [reading('en', '7.0', 7)]), page('/c', false, [reading('en', '14.0', 14)])]),
    'Reading grade: of the 2 pages for families, above grade 8: 1 in English (npm run validate says where)');
  assert.is(readingSummary([page('/b', true, [reading('en', '7.0', 7), reading('es', '7–8', 8, 65)])]),
    'Reading grade: the 1 page for families read at grade 8 or below');
});

test('the shipped site marks the pages parents and young people read as for families', () => {
  const r = loadManifest(readFileSync('data/site.json', 'utf8'));
  if (!r.ok) throw new Error('data/site.json is not valid');
  // The topic guides are for families too (and clinicians): each one's page is measured.
  const topics = [...r.manifest.site.topics.map((t) => t.page!), '/topics'];
  const families = readingLevels(r.manifest).filter((p) => p.families).map((p) => p.path);
  assert.equal(families.filter((p) => !topics.includes(p)).sort(), [
    '/anti-racism/race-conversations', '/cbt-informed/feeling-calm', '/cbt-informed/increasing-motivation', '/cbt-informed/repairing-thoughts',
    '/cbt-informed/solving-problems', '/cbt-informed/trying-opposite', '/contact', '/crisis-intervention/psychoeducation', '/crisis-intervention/tools',
    '/psychoeducation', '/trauma-healing/safety-stabilization',
  ]);
  assert.equal(families.filter((p) => topics.includes(p)).sort(), [...topics].sort(), 'every topic guide, and the list of them, is for families');
  // The build's summary measures only them, in one line.
  const n = families.length;
  assert.match(familyReadingSummary(r.manifest), new RegExp(`^Reading grade: (the ${n} pages for families read at grade 8 or below|of the ${n} pages for families, above grade 8: (\\d+ in (English|Spanish)( and )?)+ \\(npm run validate says where\\))$`));
});

test('the shipped site: its crisis and psychoeducation pages for families read at grade 8 or below in English', () => {
  const r = loadManifest(readFileSync('data/site.json', 'utf8'));
  if (!r.ok) throw new Error('data/site.json is not valid');
  const pages = new Map(readingLevels(r.manifest).map((p) => [p.path, p]));
  for (const path of ['/crisis-intervention/tools', '/crisis-intervention/psychoeducation', '/psychoeducation']) {
    const page = pages.get(path)!;
    const en = page.readings.find((x) => x.lang === 'en')!;
    assert.ok(page.families, `${path} is for families`);
    assert.ok(en.level <= 8, `${path} reads at grade ${en.grade} in English: write it plainer (grade 8 at most)`);
  }
});

test.run();
