// How a query is searched and its results ordered, as plain functions (the Pagefind calls are in
// pagefindQuery.ts). Pagefind requires every word and matches words by their stem; on a small library
// that fails people two ways: "CANS" also finds "can" and "Canada", and "coping skills teens"
// finds nothing unless one page says all three. So acronyms and hyphenated terms must match
// exactly; when every word finds fewer than MIN_FULL results, results with most of the words
// follow the full matches; and pages marked as an index or a stub come after those with content.
import { SEARCH_WORDS } from '../../schema/languages/searchWords';

/** Every language's search words (schema/languages/<code>/searchWords.ts), one list of each kind. */
const words = (kind: 'stop' | 'asking' | 'who' | 'names') => Object.values(SEARCH_WORDS).flatMap((w) => w[kind]);

/** Words that only join others: never searched, required or marked on their own; a query of
 * nothing else finds nothing ("and for the", "de la para"). */
const STOP_WORDS = new Set(words('stop'));

/** Words of a question ("help for my son with anxiety"): dropped beside other words, searched
 * when they are all there is ("help", "ayuda": someone looking for help). */
const ASKING_WORDS = new Set(words('asking'));

/** A language's names as a searcher types them ("spanish", "español"). */
export const LANGUAGE_NAMES = words('names');

/** Words that say who a resource is for ("kids", "niños") or its language ("ASQ Spanish" wants the
 * ASQ, in Spanish): searched, but a result is not ranked higher for holding them when the query has
 * other words ("grounding for kids" wants grounding). */
const WHO_WORDS = new Set([...words('who'), ...LANGUAGE_NAMES]);

/** Shorter than this, a word is a fragment (a letter typed so far, "at" of "attack"): never searched or marked, unless the site writes it as an acronym. */
const MIN_WORD = 3;
/** An age as a parent writes it ("10-year-old", "8yo"): the words around it say what is wanted. */
const AGE_WORD = /^\d+(?:-?(?:years?|yrs?|yo|a[ñn]os?)(?:-old)?)?$/i;

/** Fewer full matches than this and results with most of the words are added. */
export const MIN_FULL = 3;
/** At most this many results are checked for an exact term or kept from the fallback. */
export const MAX_CHECKED = 100;

export interface QueryPlan {
  /** What Pagefind is asked: the words, without joining words. */
  text: string;
  words: string[];
  /** Words that must appear as written (lower case): acronyms, and hyphenated terms that name something. */
  exact: string[];
  /** Words that say who it is for ("kids"): not counted when ranking, beside other words. */
  soft: string[];
  /** The fallback queries, each without one of the words (none for a one-word query). */
  partial: { text: string; exact: string[] }[];
}

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** The query as searched: a query without a word ("%", "?!") searches nothing, as an empty one
 * does, rather than every page. */
export const searchedText = (query: string): string => ((query.match(WORD) ?? []).some((t) => isContent(t) || ASKING_WORDS.has(t.toLowerCase())) ? query.trim() : '');

/** One letter held down or typed over and over ("aaaa", "ÁÁÁ", "zzz-zzz"): not a word, and as a
 * prefix it finds noise, so it is a fragment however long (not digits: "111" is a phone line). */
const REPEATED_LETTER = /^(\p{L})\1{2,}$/u;
const isRepeatedLetter = (t: string) => REPEATED_LETTER.test(t.toLowerCase().normalize('NFD').replace(/[\p{M}'’-]/gu, ''));

/** A word worth searching: not a joining word, an age, a fragment (an acronym, "ED", may be short)
 * or one letter repeated. */
const isContent = (t: string) => !STOP_WORDS.has(t.toLowerCase()) && !(AGE_WORD.test(t) && !/^\d{3,}$/.test(t)) && !isRepeatedLetter(t)
  && (t.length >= MIN_WORD || isAcronym(t));

/** Whether a query holds words but none to search (only joining words, fragments or repeated letters): it finds nothing. */
export const onlyJoiningWords = (query: string): boolean => /[\p{L}\p{N}]/u.test(query) && !searchedText(query);
/** Written in capitals ("CANS", "PSC-35", "C-SSRS"): an acronym, even one the site does not use. */
const isAcronym = (w: string) => w.replace(/-/g, '').length <= 10 && w === w.toUpperCase() && /\p{Lu}/u.test(w) && /\p{Lu}.*[\p{Lu}\p{N}]/u.test(w);

/**
 * The plan for a query. `acronyms` are the site's (lower case, written by the build): a word the
 * site writes as an acronym is exact however the visitor types it ("cans" is the CANS).
 */
export function planQuery(query: string, acronyms: ReadonlySet<string>): QueryPlan {
  const tokens = query.match(WORD) ?? [];
  const meant = tokens.filter((t) => (isContent(t) || acronyms.has(t.toLowerCase())));
  const content = meant.some((t) => !ASKING_WORDS.has(t.toLowerCase())) ? meant.filter((t) => !ASKING_WORDS.has(t.toLowerCase())) : meant;
  // A hyphenated term is exact when it names something ("tf-cbt", "PSC-35"), not when it joins
  // two words ("self-harm" also finds "self harm").
  const words = content.map((t) => ({ t: t.toLowerCase(), exact: isAcronym(t) || acronyms.has(t.toLowerCase()) }));
  const uniq = words.filter((w, i) => words.findIndex((x) => x.t === w.t) === i);
  const exactOf = (ws: typeof uniq) => ws.filter((w) => w.exact).map((w) => w.t);
  return {
    text: uniq.map((w) => w.t).join(' '),
    words: uniq.map((w) => w.t),
    exact: exactOf(uniq),
    soft: uniq.some((w) => !WHO_WORDS.has(w.t)) ? uniq.filter((w) => WHO_WORDS.has(w.t)).map((w) => w.t) : [],
    partial: uniq.length < 2 ? [] : uniq.map((_, i) => {
      const rest = uniq.filter((__, j) => j !== i);
      return { text: rest.map((w) => w.t).join(' '), exact: exactOf(rest) };
    }),
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether a text holds every term as a whole word (any case; "TF-CBT" as one word). */
export function hasTerms(text: string, terms: readonly string[]): boolean {
  return terms.every((t) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(t)}(?![\\p{L}\\p{N}])`, 'iu').test(text));
}

/**
 * The final order: full matches, then results of the fallback queries (those found by more of
 * them, so matching more of the words, first); within each, results marked low (index and stub
 * pages) after the others, and otherwise the order they came in (Pagefind's score).
 */
export function mergeResults<T extends { id: string }>(full: readonly T[], partials: readonly (readonly T[])[], low: ReadonlySet<string>): T[] {
  const byTier = (xs: readonly T[]) => [...xs.filter((x) => !low.has(x.id)), ...xs.filter((x) => low.has(x.id))];
  const seen = new Set(full.map((x) => x.id));
  const found = new Map<string, { item: T; hits: number; first: number }>();
  let n = 0;
  // Round-robin over the fallback queries, so each one's best results come before any one's tail.
  for (let rank = 0; partials.some((p) => rank < p.length); rank++) {
    for (const p of partials) {
      const item = p[rank];
      if (!item || seen.has(item.id)) continue;
      const f = found.get(item.id);
      if (f) f.hits++;
      else found.set(item.id, { item, hits: 1, first: n++ });
    }
  }
  const rest = [...found.values()].sort((a, b) => b.hits - a.hits || a.first - b.first).map((f) => f.item).slice(0, MAX_CHECKED);
  return [...byTier(full), ...byTier(rest)];
}
