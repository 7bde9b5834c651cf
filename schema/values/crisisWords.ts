// The crisis words' format (schema/languages/<code>/crisisWords.json) as the browser reads it: the intents,
// how a query and a pattern are made into words, and how a pattern is read. Shared by the search's
// matcher (src/search/crisis.ts) and the Zod schema that validates the files (schema/read/crisisWords.ts),
// so both read a pattern the same way. No Zod here: this reaches the browser.

/** What a crisis query is about, most urgent first: the first that matches wins. Poisoning comes
 * first because it decides which line is shown first (Poison Control). */
export const CRISIS_INTENTS = ['poisoning', 'suicide', 'self-harm', 'crisis'] as const;
export type CrisisIntent = (typeof CRISIS_INTENTS)[number];

/** One language's file. */
export interface CrisisWords {
  about?: string;
  /** Named lists of words or phrases a pattern names as {name}. */
  groups: Record<string, string[]>;
  patterns: { intent: CrisisIntent; about?: string; match: string[]; unless?: string[] }[];
  /** Words never read as a misspelling of a crisis word ("overdoes" is not "overdose"). */
  notMisspellings?: string[];
}

/** Lowercase, without accents or apostrophes ("doesn't" is "doesnt"), every other mark a space. */
export const normalise = (s: string): string => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
  .replace(/['’‘`´ʼ]/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** A word with each run of a repeated letter written once ("killl", "kill" and "kil" alike), so
 * that doubled and stretched letters never matter. Digits are kept: "988" is not "98". */
export const squeeze = (w: string): string => w.replace(/(\p{L})\1+/gu, '$1');

/** A word a query must have there: the whole word, or (prefix) any word that starts with it. */
export interface WordTest { word: string; prefix: boolean }
/** One part of a pattern: a gap of up to GAP words, a named group, or one of some words (each
 * alternative may be several words: "self-harm" is "self harm"). Optional parts end in "?". */
export type Part =
  | { kind: 'gap' }
  | { kind: 'group'; name: string; optional: boolean }
  | { kind: 'words'; alts: WordTest[][]; optional: boolean };

/** A pattern's word that stands for any number ("took # pills"). */
export const NUMBER = '#';
/** How many words "..." may stand for. */
export const GAP = 3;
/** Letters a word needs before a "*": a shorter start would match too many ordinary words. */
export const PREFIX_MIN = 4;

const GROUP = /^\{([^{}]*)\}(\?)?$/;

/**
 * A pattern ("{want} kill|end {self}", "suicid*", "took ... pills"), read into its parts, and what
 * is wrong with it, said for the person writing the file. `inGroup`: a group's entry, which holds
 * words only (no group, gap or optional part).
 */
export function parsePattern(pattern: string, inGroup = false): { parts: Part[]; errors: string[] } {
  const parts: Part[] = [];
  const errors: string[] = [];
  const tokens = pattern.trim().split(/\s+/).filter(Boolean);
  for (const token of tokens) {
    if (token === '...') {
      if (inGroup) errors.push('a group\'s entry holds words only: "..." goes in a pattern');
      else parts.push({ kind: 'gap' });
      continue;
    }
    if (token.includes('{') || token.includes('}')) {
      const m = GROUP.exec(token);
      if (!m) errors.push(`"${token}": a group is named in braces, alone between spaces, like {self}`);
      else if (inGroup) errors.push(`"${token}": a group's entry cannot name a group; write its words out`);
      else parts.push({ kind: 'group', name: m[1]!, optional: !!m[2] });
      continue;
    }
    const optional = token.endsWith('?') && token.length > 1;
    if (optional && inGroup) errors.push(`"${token}": a group's entry cannot have an optional word; add the entry without it as well`);
    const alts: WordTest[][] = [];
    for (const alt of (optional ? token.slice(0, -1) : token).split('|')) {
      if (alt === NUMBER) { alts.push([{ word: NUMBER, prefix: false }]); continue; }
      const star = alt.indexOf('*');
      if (star !== -1 && star !== alt.length - 1) { errors.push(`"${alt}": a * goes only at the end of a word`); continue; }
      const words = normalise(alt.replace('*', '')).split(' ').filter(Boolean);
      if (!words.length) { errors.push(`"${alt || token}" has no letter or digit: write a word${token.includes('|') ? ' on each side of |' : ''}`); continue; }
      const prefix = star !== -1;
      const last = words[words.length - 1]!;
      if (prefix && last.length < PREFIX_MIN) errors.push(`"${alt}" would match every word that starts with "${last}": a * needs at least ${PREFIX_MIN} letters before it; write the words out instead, like "${last}|${last}s"`);
      alts.push(words.map((word, i) => ({ word, prefix: prefix && i === words.length - 1 })));
    }
    if (alts.length) parts.push({ kind: 'words', alts, optional: optional && !inGroup });
  }
  if (!errors.length && tokens.length) {
    if (parts[0]?.kind === 'gap' || parts.at(-1)?.kind === 'gap') errors.push('"..." at the start or the end of a pattern changes nothing: remove it');
    else if (parts.every((p) => p.kind === 'gap' || p.optional)) errors.push('needs a word or group that must be there, not only optional ones');
  }
  return { parts, errors };
}
