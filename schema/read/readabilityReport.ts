// The reading-grade report of `npm run validate` (one line per page, its grade in English and, when
// translated, in Spanish), the warnings about pages for families that read above grade 8, and the
// build summary's one line. The grades come from schema/read/readability.ts; load.ts locates the
// warnings in the file.
import type { Path } from './locate';
import type { Manifest } from '../model/manifest';
import { FAMILY_GRADE, forFamilies, readingLevels, tooHard, type PageReading, type Reading } from './readability';
import { formatProblem, type Problem } from '../values/problem';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const LANGUAGE: Record<Reading['lang'], string> = { en: 'English', es: 'Spanish' };
const perSentence = (r: Reading) => `${(r.words / r.sentences).toFixed(1)} words a sentence, ${(r.syllables / r.words).toFixed(2)} syllables a word`;

/** Where a reading's text is written: the route's path for the English, its translation for another language. */
export const readingPath = (p: PageReading, r: Reading): Path => (r.lang === 'en' ? ['routes', p.index, 'path'] : ['routes', p.index, 'translations', r.lang]);

/** "grade 9.4", "grade 7–8", "college level". */
export const atGrade = (r: Reading) => (/^\d/.test(r.grade) ? `grade ${r.grade}` : `${r.grade} level`);

/** The message of a page for families that reads above grade 8 in one language. */
export function readingMessage(r: Reading): string {
  const todo = 'write shorter sentences and plainer words, of fewer syllables';
  if (r.lang === 'en') {
    return `a page for families reads at ${atGrade(r)} in English (Flesch-Kincaid: ${perSentence(r)}), above grade ${FAMILY_GRADE}: ${todo}, until it reads at grade ${FAMILY_GRADE} or below`;
  }
  return `a page for families reads at ${atGrade(r)} in ${LANGUAGE[r.lang]} (Fernández-Huerta ease ${r.ease!.toFixed(1)}, "${r.easeName}": ${perSentence(r)}), above grade ${FAMILY_GRADE}: ${todo}, until its ease is 60 or more (grade 7–8)`;
}

/** Each page for families above grade 8, in each language it is too hard in, to be located. */
export const readingWarnings = (pages: readonly PageReading[]): { path: Path; message: string }[] =>
  pages.flatMap((p) => p.readings.filter((r) => tooHard(p, r)).map((r) => ({ path: readingPath(p, r), message: readingMessage(r) })));

/** A reading as the report's line shows it: "en  9.4" or "es 7–8 (ease 63.2)". */
const column = (r: Reading | undefined, lang: Reading['lang']) => {
  if (!r) return '';
  if (lang === 'en') return `en ${r.grade.padStart(4)}`;
  return `${lang} ${r.grade} (ease ${r.ease!.toFixed(1)})`.padEnd(22);
};

/** One page's line: its path, its grade in each language, and whether it is for families (and too hard for them). */
export function readingLine(p: PageReading): string {
  const en = p.readings.find((r) => r.lang === 'en');
  const es = p.readings.find((r) => r.lang === 'es');
  const hard = p.readings.filter((r) => tooHard(p, r)).map((r) => r.lang);
  const families = p.families ? `for families${hard.length ? `, above grade ${FAMILY_GRADE} (${hard.join(', ')})` : ''}` : '';
  return `  ${p.path.padEnd(44)} ${[column(en, 'en').padEnd(7), column(es, 'es').padEnd(22), families].join('  ')}`.trimEnd();
}

/** How many pages for families read above grade 8, per language: "9 in English and 1 in Spanish". */
const aboveByLanguage = (pages: readonly PageReading[]) => (['en', 'es'] as const)
  .map((lang) => ({ lang, n: pages.filter((p) => p.readings.some((r) => r.lang === lang && tooHard(p, r))).length }))
  .filter((l) => l.n).map((l) => `${l.n} in ${LANGUAGE[l.lang]}`);
const and = (xs: string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : xs[0] ?? '');

/** The report: a heading line, the located warnings (each "file:line:col  path  warning: …"), then a line per page. */
export function readabilityReport(pages: readonly PageReading[], warnings: readonly Problem[], { file = 'data/site.json' } = {}): string[] {
  const families = pages.filter((p) => p.families).length;
  const above = aboveByLanguage(pages);
  const verdict = !families ? '' : above.length ? `; above it: ${and(above)}, each located here:` : ', and they all do';
  return [
    `Reading grade (English: Flesch-Kincaid grade; Spanish: Fernández-Huerta ease and its grade): ${plural(pages.length, 'page')}; ${families} for families, which should read at grade ${FAMILY_GRADE} or below${verdict}`,
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
