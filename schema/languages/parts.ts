// What a language of the interface is made of: one folder, schema/languages/<code>/, with a file
// for each part below, and its code in INTERFACE_LOCALES (schema/values/locales.ts). Each part has
// a registry of its own beside this file (ui.ts, tagWords.ts, searchWords.ts, readability.ts,
// crisisWords.ts), typed `satisfies Record<InterfaceLocale, Part>`: a code in the list whose folder
// lacks a part fails the type check in that part's registry. One registry per part, so each part
// loads where it is needed and nowhere else: the interface words, the tag words and the
// readability formula in Node only (the build, validation), the search words and the crisis words
// with the search code in the browser. Types only here.
import type { AgeBand, Audience } from '../values/facetValues';
import type { InterfaceLocale } from '../values/locales';
import type { ResourceKind } from '../values/resourceKinds';
import type { ui as en } from './en/ui';

// ---- ui.ts: the interface's own words (menus, buttons, messages) ---------------------------------

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** English's keys, with any text in each place: a language that lacks a key or adds one fails the type check. */
export interface UiStrings extends Strings<typeof en> {}

/** A count's words: `one` for what Intl.PluralRules calls one, `other` for every other count. */
export interface Plural { readonly one: string; readonly other: string }

// ---- tagWords.ts: the words a visitor searches a resource's tags with ----------------------------

/** A language's name in the index's language ("Spanish") and in its own ("español", undefined when Intl does not know it). */
export interface LanguageNames { inThis(code: string): string; own(code: string): string | undefined }

/** The words a search in this language uses for a resource's tags, put in its search record
 * (src/server/tagWords.ts), never shown. Node only. */
export interface TagWords {
  /** Each kind's words, each entry a sentence of the record: "Worksheet"; "hoja de trabajo, ejercicio". */
  kind: Record<ResourceKind, readonly string[]>;
  audience: Record<Audience, string>;
  ages: Record<AgeBand, string>;
  /** The sentences naming the languages a resource is in ("in Spanish (español)", "en español"). */
  languages(codes: readonly string[], names: LanguageNames): string[];
  cost: { free: string; paid: string };
}

// ---- searchWords.ts: how a query in this language is read --------------------------------------

/** The words a query is read with (src/search/queryPlan.ts, engine.ts): every language's, on every
 * query. They load with the search code. */
export interface SearchWords {
  /** Words that only join others ("and for the", "de la para"): never searched, required or marked on their own. */
  stop: readonly string[];
  /** Words of asking for help ("help", "ayuda"): dropped beside other words, searched when they are all there is. */
  asking: readonly string[];
  /** Words that say who a resource is for ("kids", "niños"): searched, but not ranked on beside other words. */
  who: readonly string[];
  /** This language's names as a searcher types them, in any language ("spanish", "español", "espanol"):
   * a query naming it asks for material in it. */
  names: readonly string[];
}

// ---- readability.ts: how hard a text is to read (npm run validate, the build's summary) -----------

/** Words, sentences and syllables of some text. */
export interface Counts { words: number; sentences: number; syllables: number }

/** The school grade counted text needs, by a language's formula. */
export interface Grade {
  /** As printed: Flesch-Kincaid's number ("9.4") or a band of a table ("7–8"). */
  grade: string;
  /** The highest school grade it needs, as a number (the top of a band). */
  level: number;
  /** A reading ease, for formulas that give one (Fernández-Huerta's), 100 easiest. */
  ease?: number;
  /** The ease's name in its table ("normal"). */
  easeName?: string;
}

/** A language's reading formula and its words in the report (which is in English). Node only: the
 * syllable counters are packages the browser never loads (schema/read/readability.ts runs them). */
export interface Readability {
  /** The language's name in the report: "Spanish". */
  name: string;
  /** Its measure as the report's heading names it: "Flesch-Kincaid grade". */
  formula: string;
  /** The syllables of a run of letters (never digits or spaces). */
  syllables(letters: string): number;
  /** The grade of counted text (at least one word). */
  grade(c: Counts): Grade;
  /** The measure as a warning names it, before the words and syllables per sentence: "Flesch-Kincaid". */
  measure(g: Grade): string;
  /** What a warning asks for, for a page to read at `grade` or below: "until it reads at grade 8 or below". */
  until(grade: number): string;
  /** The report line's column, after the code ("9.4", "7–8 (ease 63.2)"), and its width with the code. */
  column(g: Grade): string;
  width: number;
}

// ---- crisisWords.json: the words that show the crisis help first ------------------------------

/** A crisis-words file as the compiler reads its JSON (schema/values/crisisWords.ts has its format,
 * schema/read/crisisWords.ts checks it, located, at npm run validate). */
export interface CrisisWordsFile {
  groups: Record<string, string[]>;
  patterns: { intent: string; match: string[]; unless?: string[] }[];
  notMisspellings?: string[];
}

/** Every part of one language: its folder's files. */
export interface LanguagePack {
  ui: UiStrings;
  tagWords: TagWords;
  searchWords: SearchWords;
  readability: Readability;
  crisisWords: CrisisWordsFile;
}

/** A part's registry: that part of every language of INTERFACE_LOCALES. */
export type Registry<P extends keyof LanguagePack> = Record<InterfaceLocale, LanguagePack[P]>;
