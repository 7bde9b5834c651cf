// What to do right now (site.crisis.steps) is read by a frightened parent, often on a phone: it
// reads at grade 6 or below in every language, a stricter bar than a page for families (grade 8).
// npm run validate prints its grade per language and warns, located, when it reads above.
import type { Path } from './locate';
import type { Manifest } from '../model/manifest';
import { countTexts, readingOf, type Reading } from './readability';
import { isInterfaceLocale } from '../values/locales';
import { READABILITY } from '../languages/readability';

export const CRISIS_STEPS_GRADE = 6;

/** The steps' reading in each language that has them, with where that language writes them. */
export function crisisStepsReadings(m: Manifest): { reading: Reading; path: Path }[] {
  return m.site.locales.flatMap((lang, i) => {
    if (!isInterfaceLocale(lang)) return [];
    const steps = (i === 0 ? m.site : m.locales[lang]?.site)?.crisis?.steps;
    if (!steps) return [];
    const reading = readingOf(countTexts([steps.heading, ...steps.items, ...(steps.text ? [steps.text] : [])], lang), lang);
    const path: Path = i === 0 ? ['site', 'crisis', 'steps'] : ['site', 'translations', lang, 'crisis', 'steps'];
    return reading ? [{ reading, path }] : [];
  });
}

/** A warning for each language whose steps read above grade 6. */
export const crisisStepsWarnings = (m: Manifest): { path: Path; message: string }[] =>
  crisisStepsReadings(m).filter(({ reading }) => reading.level > CRISIS_STEPS_GRADE).map(({ reading: r, path }) => ({
    path,
    message: `the crisis steps read at ${/^\d/.test(r.grade) ? `grade ${r.grade}` : `${r.grade} level`} in ${READABILITY[r.lang].name}${r.ease === undefined ? '' : ` (ease ${r.ease.toFixed(1)})`}, above grade ${CRISIS_STEPS_GRADE}: a parent in a crisis reads them, so write shorter steps with plainer words until they read at grade ${CRISIS_STEPS_GRADE} or below`,
  }));

/** The report's line: "Crisis steps: en 3.9, es 5 (ease 83.2)". */
export const crisisStepsLine = (m: Manifest): string | undefined => {
  const all = crisisStepsReadings(m);
  if (!all.length) return undefined;
  return `Crisis steps (grade ${CRISIS_STEPS_GRADE} or below): ${all.map(({ reading: r }) => `${r.lang} ${r.grade}${r.ease === undefined ? '' : ` (ease ${r.ease.toFixed(1)})`}`).join(', ')}`;
};
