// How hard each page is to read, in each of its languages: words, sentences, syllables and the
// school grade they need, by each language's formula and syllable counter (its folder's
// readability.ts, schema/languages/: English is measured with the Flesch-Kincaid grade level,
// Spanish with Fernández-Huerta's reading ease and the school grade of its table; docs/readability.md
// gives the formulas and their sources). Pages for families (a route's "audience" names caregiver or
// youth) should read at grade 8 or below: npm run validate warns about those above it
// (schema/read/readabilityReport.ts).
// Run in Node only, at validation and in the build's summary; never in the browser.
import type { Audience } from '../values/facetValues';
import type { Manifest } from '../model/manifest';
import type { Route } from '../model/route';
import { defaultPathOf, isInterfaceLocale, type InterfaceLocale } from '../values/locales';
import type { Counts, Grade } from '../languages/parts';
import { READABILITY } from '../languages/readability';
import { textsOf } from './translate';

export type { Counts } from '../languages/parts';

/** The highest school grade a page for families should need. */
export const FAMILY_GRADE = 8;
/** The audiences that make a page one for families. */
export const FAMILY_AUDIENCES: readonly Audience[] = ['caregiver', 'youth'];
export const forFamilies = (r: { audience?: readonly Audience[] | undefined }): boolean => !!r.audience?.some((a) => FAMILY_AUDIENCES.includes(a));

/** One text's reading level, in its language: its counts and the grade they need (the school
 * grade as printed, "9.4" or "7–8"; as a number, the top of a band; a reading ease where the
 * language's formula gives one). */
export interface Reading extends Counts, Grade {
  lang: InterfaceLocale;
}

// ---- Counting -----------------------------------------------------------------------------

/** A word: letters and digits, with apostrophes and hyphens inside it ("don't", "level-of-care", "5-4-3-2-1"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’‐-][\p{L}\p{M}\p{N}]+)*/gu;
/** Web and e-mail addresses are not read out letter by letter: each counts as one word of one syllable ("link"). */
// Tried only where a word starts (the lookbehind), so a long run of letters is read once, not once per letter.
const ADDRESS = /(?<![\w.+@/-])(?:https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[\w-]+(?:\.[\w-]+)*\.(?:org|com|gov|net|edu|us)\b\/?\S*)/giu;
/** What every address holds, one of: "://", "www.", "@", or a dot before the endings above. A text
 * without any (nearly every one) is not searched for addresses, which is slow with the lookbehind. */
const MAY_HOLD_ADDRESS = /:\/\/|www\.|@|\.(?:org|com|gov|net|edu|us)/iu;
/** Where a sentence ends: . ! ? or … (and any closing quote or bracket), then a space and no lower-case letter. */
const END = /[.!?…]+["'”’»)\]]*\s+(?=[^\p{Ll}])/gu;
/** Abbreviations whose full stop ends no sentence ("Dr. Daniel Siegel", "e.g. Spanish"). */
const ABBREVIATION = /(?:^|[\s(])(?:Dr|Dra|Mr|Mrs|Ms|Mx|Sr|Sra|Srta|Jr|Prof|St|vs|etc|approx|e\.g|i\.e|p\.\s?ej|No|U\.S|EE\.\s?UU)\.$/iu;

/** Calls `each` with where each sentence of `text` ends (a text always ends one: a heading, a
 * label, a list item is one), the last one at the text's end. */
function eachSentenceEnd(text: string, each: (start: number, end: number) => void): void {
  let start = 0;
  for (const m of text.matchAll(END)) {
    const end = m.index + m[0].length;
    // Its last characters only: the longest abbreviation and the space before it.
    const stop = m.index + m[0].trimEnd().length;
    if (ABBREVIATION.test(text.slice(Math.max(start, stop - 10), stop))) continue;
    each(start, end);
    start = end;
  }
  if (start < text.length) each(start, text.length);
}

/** The sentences of one text. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  eachSentenceEnd(text, (start, end) => {
    const piece = text.slice(start, end).trim();
    if (piece) out.push(piece);
  });
  return out;
}

type Syllables = (word: string) => number;
const cached = (count: Syllables): Syllables => {
  const cache = new Map<string, number>();
  return (w) => {
    let n = cache.get(w);
    if (n === undefined) cache.set(w, (n = count(w)));
    return n;
  };
};
/** Letters longer than any word are counted in pieces of this many: the counters take time in the square of a word's length. */
const LONGEST = 30;
/** A word's syllables: its letters' by `letters`, a number's one per digit ("988": nine-eight-eight). */
const wordSyllables = (letters: Syllables): Syllables => cached((word) => {
  let n = 0;
  for (const part of word.toLowerCase().match(/\p{N}+|[\p{L}\p{M}'’]+/gu) ?? []) {
    if (/\p{N}/u.test(part)) n += part.length;
    else for (let i = 0; i < part.length; i += LONGEST) n += Math.max(1, letters(part.slice(i, i + LONGEST)));
  }
  return Math.max(1, n);
});

/** Syllables of a word in each language the report measures. */
export const SYLLABLES = Object.fromEntries(Object.entries(READABILITY).map(([lang, r]) => [lang, wordSyllables(r.syllables)])) as Record<InterfaceLocale, Syllables>;

/** Any letter or digit: a sentence that has one has a word. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** Words, sentences and syllables of some texts (each text ends a sentence). A sentence without a
 * word (a lone "—") is not one. Words are counted in the whole text at once, as none spans two
 * sentences: the reading report counts every text of a 10,000-page site. */
export function countTexts(texts: Iterable<string>, lang: Reading['lang']): Counts {
  const syllablesOf = SYLLABLES[lang];
  const c: Counts = { words: 0, sentences: 0, syllables: 0 };
  for (const raw of texts) {
    const text = MAY_HOLD_ADDRESS.test(raw) ? raw.replace(ADDRESS, 'link') : raw;
    const words = text.match(WORD);
    if (!words) continue;
    c.words += words.length;
    for (const w of words) c.syllables += syllablesOf(w);
    eachSentenceEnd(text, (start, end) => { if (WORD_CHAR.test(text.slice(start, end))) c.sentences++; });
  }
  return c;
}

/** The reading level of counted text in its language; undefined when it has no words. */
export function readingOf(c: Counts, lang: Reading['lang']): Reading | undefined {
  if (!c.words) return undefined;
  return { ...c, lang, ...READABILITY[lang].grade(c) };
}

// ---- Pages --------------------------------------------------------------------------------

/** The texts a page shows, written in its route: its title, its description when it shows it (no
 * hero), and its blocks' texts, but a block in another language than the page's (a block a
 * translation keeps in English). What a block brings from elsewhere (the crisis lines of a
 * crisisLines block, a catalogue's resources) is not the route's text. */
export function routeTexts(r: Route, lang: string): string[] {
  const other = (o: Record<string, unknown>) => typeof o.lang === 'string' && o.lang !== lang;
  const texts = [r.title];
  if (r.hero) {
    // The hero's title is the page's title, counted once.
    const { title: _, ...hero } = r.hero;
    for (const t of textsOf(hero, 'hero', other)) texts.push(t);
  } else texts.push(r.description);
  for (const t of textsOf(r.blocks, 'blocks', other)) texts.push(t);
  return texts;
}

/** One page's reading level in each language it is written in. `index`: its place in the file's routes. */
export interface PageReading { path: string; index: number; families: boolean; readings: Reading[] }

/** Every page of the site (in the file's order), with its reading level in each language measured
 * (every language of the interface); `only` keeps the pages it accepts. */
export function readingLevels(m: Manifest, only: (r: Route) => boolean = () => true): PageReading[] {
  const locales = m.site.locales;
  const first = locales[0]!;
  const pages = new Map<string, PageReading>();
  const order: PageReading[] = [];
  m.routes.forEach((r) => {
    const lang = r.lang ?? first;
    const path = lang === first ? r.path : defaultPathOf(r.path, locales);
    let page = pages.get(path);
    if (!page) {
      if (lang !== first) return;
      page = { path, index: order.length, families: forFamilies(r), readings: [] };
      pages.set(path, page);
      order.push(page);
    }
    if (!isInterfaceLocale(lang) || !only(r)) return;
    const reading = readingOf(countTexts(routeTexts(r, lang), lang), lang);
    if (reading) page.readings.push(reading);
  });
  return order.filter((p) => p.readings.length);
}

/** Whether a page for families reads above FAMILY_GRADE in that reading. */
export const tooHard = (p: PageReading, r: Reading) => p.families && r.level > FAMILY_GRADE;
