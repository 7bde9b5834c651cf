// A bilingual clinician's review of a translation (docs/translations.md#review): a route's
// `translations.es.reviewed` says who reviewed it and when; npm run validate's coverage report
// counts the reviewed translations per language and lists the others. It is no text to translate,
// and no page carries it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest, translationReport } from '../../schema/read/load';
import { bilingualManifest, text } from '../helpers/manifest';

const REVIEW = { by: 'Ana López, LCSW', date: '2026-12-01' };

/** The base manifest in English and Spanish, with "/about" and "/contact" translated, "/about"
 * reviewed (`review`; null: not reviewed). */
function bilingual(review: unknown = REVIEW) {
  const m = bilingualManifest();
  m.routes[1] = {
    path: '/about', title: 'About', description: 'About us.', blocks: [{ type: 'prose', paragraphs: ['Hello.'] }],
    translations: { es: { ...(review !== null && { reviewed: review }), title: 'Acerca de', description: 'Sobre nosotros.', blocks: [{ paragraphs: ['Hola.'] }] } },
  };
  m.routes.push({
    path: '/contact', title: 'Contact', description: 'Write to us.', blocks: [],
    translations: { es: { title: 'Contacto', description: 'Escríbanos.' } },
  });
  return m;
}

const loaded = (m: unknown) => {
  const r = loadManifest(text(m));
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join('\n'));
  return r;
};

const problems = (m: unknown) => {
  const r = loadManifest(text(m));
  if (r.ok) throw new Error('expected the manifest to be invalid');
  return r.problems.map((p) => formatProblem(p));
};

test('the coverage report counts the reviewed translations per language and lists the others; the build\'s summary leaves it out', () => {
  const r = loaded(bilingual());
  const lines = translationReport(r.manifest, r.translations, r.warnings);
  assert.equal(lines.slice(-2), [
    '  not translated (1; shown in en): /',
    '  reviewed by a bilingual clinician: 1 of 2 translated routes; not yet (1): /contact',
  ]);
  assert.not.ok(translationReport(r.manifest, r.translations, r.warnings, { routes: false }).some((l) => l.includes('reviewed')));

  const none = loaded(bilingual(null));
  assert.is(translationReport(none.manifest, none.translations).at(-1), '  reviewed by a bilingual clinician: 0 of 2 translated routes; not yet (2): /about, /contact');

  const all = bilingual();
  ((all.routes[2]!.translations as { es: Record<string, unknown> }).es).reviewed = { by: 'Luis Pérez, PhD', date: '2026-12-02' };
  const done = loaded(all);
  assert.is(translationReport(done.manifest, done.translations).at(-1), '  reviewed by a bilingual clinician: 2 of 2 translated routes');
});

test('"reviewed" is no text to translate, and no page carries it', () => {
  const r = loaded(bilingual());
  const without = loaded(bilingual(null));
  const about = (x: typeof r) => x.translations.find((c) => c.path === '/about' && c.lang === 'es')!;
  assert.equal(about(r).coverage, about(without).coverage, 'the same text fields with or without it');
  assert.equal(about(r).reviewed, REVIEW);
  const es = r.manifest.routes.find((x) => x.path === '/es/about')!;
  assert.is(es.title, 'Acerca de');
  assert.is(es.reviewed, undefined, 'the page\'s own "reviewed" (the English content\'s) is not the translation\'s');
  assert.not.match(JSON.stringify(r.manifest), /Ana López|2026-12-01/, 'nothing of it reaches the pages\' data');
});

test('a "reviewed" written wrong is a problem located where it is written', () => {
  // Where the value of "reviewed" (or of its "date") is in the file the test writes: line:column.
  const at = (m: unknown, key: string) => {
    const lines = text(m).split('\n');
    const i = lines.findIndex((l) => l.trimStart().startsWith(`"${key}": `));
    return `${i + 1}:${lines[i]!.indexOf(`"${key}": `) + key.length + 5}`;
  };
  const bad = bilingual({ by: 'Ana López, LCSW', date: '2026-02-30' });
  assert.equal(problems(bad), [
    `data/site.json:${at(bad, 'date')}  routes[2].translations.es.reviewed.date  route "/about" > translations > es > reviewed > date: "2026-02-30" is not a day of the calendar: write the date as YYYY-MM-DD`,
  ]);
  const american = bilingual({ by: 'Ana López, LCSW', date: '12/01/2026' });
  assert.equal(problems(american), [
    `data/site.json:${at(american, 'date')}  routes[2].translations.es.reviewed.date  route "/about" > translations > es > reviewed > date: must be a date written YYYY-MM-DD, like "2026-11-03"`,
  ]);
  const nobody = bilingual({ date: '2026-12-01' });
  assert.equal(problems(nobody), [
    `data/site.json:${at(nobody, 'reviewed')}  routes[2].translations.es.reviewed.by  route "/about" > translations > es > reviewed > by: is required (text)`,
  ]);
  const dateOnly = bilingual('2026-12-01');
  assert.equal(problems(dateOnly), [
    `data/site.json:${at(dateOnly, 'reviewed')}  routes[2].translations.es.reviewed  route "/about" > translations > es > reviewed: expected an object: write { "by": "…", "date": "YYYY-MM-DD" }: who reviewed this translation, and on what day`,
  ]);
  const extra = bilingual({ ...REVIEW, note: 'ok' });
  assert.equal(problems(extra).map((p) => p.replace(/^\S+\s+/, '')), ['routes[2].translations.es.reviewed.note  route "/about" > translations > es > reviewed > note: unknown key "note": did you mean "date"?']);
});

test('a translation that is not an object is one problem, where it is written', () => {
  const m = bilingual();
  (m.routes[2]!.translations as { es: unknown }).es = 'Contacto';
  assert.equal(problems(m).map((p) => p.replace(/^\S+\s+/, '')), [
    'routes[3].translations.es  route "/contact" > translations > es: expected an object with the es "title", "description" and "blocks"',
  ]);
});

test.run();
