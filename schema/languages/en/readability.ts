// How hard English is to read: the Flesch-Kincaid grade level, with syllables counted by
// `syllable` (docs/readability.md gives the formula and its source). Node only: validation and the
// build's summary run it (schema/read/readability.ts), never the browser.
import { syllable } from 'syllable';
import type { Counts, Readability } from '../parts';

/** Flesch-Kincaid grade level (Kincaid et al. 1975): 0.39 × words per sentence + 11.8 × syllables per word − 15.59. */
export const fleschKincaidGrade = ({ words, sentences, syllables }: Counts): number => 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;

export const readability: Readability = {
  name: 'English',
  formula: 'Flesch-Kincaid grade',
  syllables: (letters) => syllable(letters),
  grade: (c) => {
    const grade = fleschKincaidGrade(c);
    return { grade: grade.toFixed(1), level: Math.round(grade * 10) / 10 };
  },
  measure: () => 'Flesch-Kincaid',
  until: (grade) => `until it reads at grade ${grade} or below`,
  column: (g) => g.grade.padStart(4),
  width: 7,
};
