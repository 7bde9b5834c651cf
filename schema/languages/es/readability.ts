// How hard Spanish is to read: Fernández-Huerta's reading ease and the school grade of its table,
// with syllables counted by `silabas` (docs/readability.md gives the formula, the table and their
// sources). Node only: validation and the build's summary run it (schema/read/readability.ts),
// never the browser.
import silabas from 'silabas';
import type { Counts, Readability } from '../parts';

/** Fernández-Huerta's reading ease (1959), as Law (2011) corrected it: 206.84 − 60 × syllables per
 * word − 1.02 × words per sentence (0.60 × syllables per 100 words is 60 × syllables per word). */
export const fernandezHuerta = ({ words, sentences, syllables }: Counts): number => 206.84 - 60 * (syllables / words) - 1.02 * (words / sentences);

/** Fernández-Huerta's table: from an ease (at least `min`), its name and the school grade it needs;
 * `top` is the band's highest grade (13 and 16 stand for its college and university levels). */
export const HUERTA_GRADES = [
  { min: 90, name: 'muy fácil', grade: '4', top: 4 },
  { min: 80, name: 'fácil', grade: '5', top: 5 },
  { min: 70, name: 'algo fácil', grade: '6', top: 6 },
  { min: 60, name: 'normal', grade: '7–8', top: 8 },
  { min: 50, name: 'algo difícil', grade: '9–12', top: 12 },
  { min: 30, name: 'difícil', grade: 'college', top: 13 },
  { min: -Infinity, name: 'muy difícil', grade: 'university', top: 16 },
] as const;

export const huertaGrade = (ease: number) => HUERTA_GRADES.find((g) => ease >= g.min)!;

export const readability: Readability = {
  name: 'Spanish',
  formula: 'Fernández-Huerta ease and its grade',
  syllables: (letters) => silabas(letters.replace(/['’]/g, '')).syllables().length,
  grade: (c) => {
    const ease = fernandezHuerta(c);
    const band = huertaGrade(ease);
    return { grade: band.grade, level: band.top, ease: Math.round(ease * 10) / 10, easeName: band.name };
  },
  measure: (g) => `Fernández-Huerta ease ${g.ease!.toFixed(1)}, "${g.easeName}"`,
  // The lowest ease of the bands at `grade` or below: 60 (grade 7–8) for grade 8.
  until: (grade) => {
    const band = HUERTA_GRADES.filter((b) => b.top <= grade).at(-1)!;
    return `until its ease is ${band.min} or more (grade ${band.grade})`;
  },
  column: (g) => `${g.grade} (ease ${g.ease!.toFixed(1)})`,
  width: 22,
};
