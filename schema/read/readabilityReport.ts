// The reading-grade report of `npm run validate` (one line per page, its grade in English and, when
// translated, in each other language), the warnings about pages for families that read above grade
// 8, and the build summary's one line. The grades come from schema/read/readability.ts; what the
// report says of each language's formula, from its folder (schema/languages/<code>/readability.ts);
// load.ts locates the warnings in the file.
import type { Path } from './locate';
import type { Manifest } from '../model/manifest';
import { FAMILY_GRADE, forFamilies, readingLevels, tooHard, type PageReading, type Reading } from './readability';
import { INTERFACE_LOCALES } from '../values/locales';
import { READABILITY } from '../languages/readability';
import { formatProblem, type Problem } from '../values/problem';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const perSentence = (r: Reading) => `${(r.words / r.sentences).toFixed(1)} words a sentence, ${(r.syllables / r.words).toFixed(2)} syllables a word`;

/** Where a reading's text is written: the route's path for the English, its translation for another language. */
export const readingPath = (p: PageReading, r: Reading): Path => (r.lang === 'en' ? ['routes', p.index, 'path'] : ['routes', p.index, 'translations', r.lang]);

/** "grade 9.4", "grade 7–8", "college level". */
export const atGrade = (r: Reading) => (/^\d/.test(r.grade) ? `grade ${r.grade}` : `${r.grade} level`);

/** The message of a page for families that reads above grade 8 in one language. */
export function readingMessage(r: Reading): string {
  const todo = 'write shorter sentences and plainer words, of fewer syllables';
  const language = READABILITY[r.lang];
  return `a page for families reads at ${atGrade(r)} in ${language.name} (${language.measure(r)}: ${perSentence(r)}), above grade ${FAMILY_GRADE}: ${todo}, ${language.until(FAMILY_GRADE)}`;
}

/** Each page for families above grade 8, in each language it is too hard in, to be located. */
export const readingWarnings = (pages: readonly PageReading[]): { path: Path; message: string }[] =>
  pages.flatMap((p) => p.readings.filter((r) => tooHard(p, r)).map((r) => ({ path: readingPath(p, r), message: readingMessage(r) })));

/** A reading as the report's line shows it, in its language's column: "en  9.4" or "es 7–8 (ease 63.2)". */
const column = (r: Reading | undefined, lang: Reading['lang']) => (r ? `${lang} ${READABILITY[lang].column(r)}` : '').padEnd(READABILITY[lang].width);

/** One page's line: its path, its grade in each language, and whether it is for families (and too hard for them). */
export function readingLine(p: PageReading): string {
  const hard = p.readings.filter((r) => tooHard(p, r)).map((r) => r.lang);
  const families = p.families ? `for families${hard.length ? `, above grade ${FAMILY_GRADE} (${hard.join(', ')})` : ''}` : '';
  const columns = INTERFACE_LOCALES.map((lang) => column(p.readings.find((r) => r.lang === lang), lang));
  return `  ${p.path.padEnd(44)} ${[...columns, families].join('  ')}`.trimEnd();
}

/** How many pages for families read above grade 8, per language: "9 in English and 1 in Spanish". */
const aboveByLanguage = (pages: readonly PageReading[]) => INTERFACE_LOCALES
  .map((lang) => ({ lang, n: pages.filter((p) => p.readings.some((r) => r.lang === lang && tooHard(p, r))).length }))
  .filter((l) => l.n).map((l) => `${l.n} in ${READABILITY[l.lang].name}`);
const and = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : xs[0] ?? '');

/** The report: a heading line, the located warnings (each "file:line:col  path  warning: …"), then a line per page. */
export function readabilityReport(pages: readonly PageReading[], warnings: readonly Problem[], { file = 'data/site.json' } = {}): string[] {
  const families = pages.filter((p) => p.families).length;
  const above = aboveByLanguage(pages);
  const verdict = !families ? '' : above.length ? `; above it: ${and(above)}, each located here:` : ', and they all do';
  return [
    `Reading grade (${INTERFACE_LOCALES.map((lang) => `${READABILITY[lang].name}: ${READABILITY[lang].formula}`).join('; ')}): ${plural(pages.length, 'page')}; ${families} for families, which should read at grade ${FAMILY_GRADE} or below${verdict}`,
    ...warnings.map((w) => `  ${formatProblem(w, file)}`),
    ...pages.map(readingLine),
  ];
}

/** The build summary's line: how many pages for families read above grade 8, in which language. */
export function readingSummary(pages: readonly PageReading[]): string {
  const families = pages.filter((p) => p.families).length;
  const above = aboveByLanguage(pages);
  if (!above.length) return `Reading grade: the ${plural(families, 'page')} for families read at grade ${FAMILY_GRADE} or below`;
  return `Reading grade: of the ${plural(families, 'page')} for families, above grade ${FAMILY_GRADE}: ${and(above)} (npm run validate says where)`;
}

/** The build summary's line of a manifest: only its pages for families are measured. */
export const familyReadingSummary = (m: Manifest): string => readingSummary(readingLevels(m, forFamilies));
