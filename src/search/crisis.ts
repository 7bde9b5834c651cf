// Whether a query is about suicide, self-harm, poisoning or a crisis, so the crisis lines show
// first, and which: the most urgent intent that matches wins (CRISIS_INTENTS). The words and
// patterns are data, one file per language (schema/languages/<code>/crisisWords.json, format in
// schema/values/crisisWords.ts), and every language's patterns are tried on every query: a
// Spanish speaker may type on the English page. A typed word is read as written, as a misspelling
// of a crisis word, or as crisis words run together (src/search/typos.ts); case, accents,
// apostrophes and repeated letters never matter.
import allWords from 'virtual:crisis-words';
import { CRISIS_INTENTS, GAP, NUMBER, normalise, parsePattern, squeeze, type CrisisIntent, type CrisisWords, type Part, type WordTest } from '../../schema/values/crisisWords';
import { misspelt, splitWords } from './typos';

export type { CrisisIntent } from '../../schema/values/crisisWords';

/** A pattern's part with its group's entries written out: one of `alts` (each a run of words), or a gap. */
type Slot = { gap: true } | { gap?: false; alts: WordTest[][]; optional: boolean };
interface Rule { intent: CrisisIntent; match: Slot[][]; unless: Slot[][] }
/** words and prefixes: the vocabulary a typed word is read against; notMisspelt and
 * notMisspeltStarts: typed words never read as a misspelling (notMisspellings). */
interface Compiled { rules: Rule[]; words: Set<string>; prefixes: string[]; notMisspelt: Set<string>; notMisspeltStarts: string[] }

const squeezed = (t: WordTest): WordTest => ({ word: squeeze(t.word), prefix: t.prefix });

/** Every run of words the parts spell, one alternative of each part after another (a group's entry "my|our son"). */
const runs = (parts: Part[]): WordTest[][] => parts.reduce<WordTest[][]>((acc, p) => (p.kind === 'words' ? acc.flatMap((a) => p.alts.map((alt) => [...a, ...alt.map(squeezed)])) : acc), [[]]);

function compile(files: Readonly<Record<string, CrisisWords>>): Compiled {
  const out: Compiled = { rules: [], words: new Set(), prefixes: [], notMisspelt: new Set(), notMisspeltStarts: [] };
  for (const data of Object.values(files)) {
    const groups = new Map(Object.entries(data.groups).map(([name, entries]) => [name, entries.flatMap((e) => runs(parsePattern(e, true).parts))]));
    const slots = (pattern: string): Slot[] => parsePattern(pattern).parts.map((p): Slot => {
      if (p.kind === 'gap') return { gap: true };
      return { alts: p.kind === 'group' ? groups.get(p.name) ?? [] : runs([p]), optional: p.optional };
    });
    for (const p of data.patterns) out.rules.push({ intent: p.intent, match: p.match.map(slots), unless: (p.unless ?? []).map(slots) });
    for (const t of (data.notMisspellings ?? []).flatMap((w) => runs(parsePattern(w, true).parts)).flat()) {
      if (t.prefix) out.notMisspeltStarts.push(t.word);
      else out.notMisspelt.add(t.word);
    }
  }
  // The vocabulary a typed word is measured against: every word of the patterns and groups.
  const prefixes = new Set<string>();
  for (const slot of out.rules.flatMap((r) => [...r.match, ...r.unless]).flat()) {
    if (!slot.gap) for (const t of slot.alts.flat()) (t.prefix ? prefixes : out.words).add(t.word);
  }
  out.prefixes = [...prefixes];
  // Most urgent first: the first rule that matches gives the intent.
  out.rules.sort((a, b) => CRISIS_INTENTS.indexOf(a.intent) - CRISIS_INTENTS.indexOf(b.intent));
  return out;
}

let compiled: Compiled | undefined;
/** The patterns, compiled the first time a query is read. */
const patterns = () => (compiled ??= compile(allWords));

/** The query's words, each with the readings it may have: as typed, and the crisis words it may be
 * a misspelling of; a word that is none of them but spells several is read as those words. */
function readings(query: string, c: Compiled): string[][] {
  const out: string[][] = [];
  for (const typed of normalise(query).split(' ').filter(Boolean)) {
    const word = squeeze(typed);
    const asTyped = c.words.has(word) || c.notMisspelt.has(word) || [...c.prefixes, ...c.notMisspeltStarts].some((p) => word.startsWith(p));
    if (asTyped) { out.push([word]); continue; }
    const near = misspelt(word, c.words, c.prefixes);
    const pieces = near.length ? undefined : splitWords(typed, (piece) => c.words.has(squeeze(piece)), c.prefixes);
    if (pieces) for (const p of pieces) out.push([squeeze(p)]);
    else out.push([word, ...near]);
  }
  return out;
}

const fits = (t: WordTest, forms: readonly string[]) => forms.some((f) => (t.word === NUMBER ? /^\d+$/.test(f) : t.prefix ? f.startsWith(t.word) : f === t.word));

/** Whether slots[s…] match the query's words from word i on. */
function matchesFrom(slots: Slot[], s: number, words: string[][], i: number): boolean {
  if (s === slots.length) return true;
  const slot = slots[s]!;
  if (slot.gap) {
    for (let skip = 0; skip <= GAP && i + skip <= words.length; skip++) if (matchesFrom(slots, s + 1, words, i + skip)) return true;
    return false;
  }
  for (const run of slot.alts) {
    if (run.every((t, k) => i + k < words.length && fits(t, words[i + k]!)) && matchesFrom(slots, s + 1, words, i + run.length)) return true;
  }
  return slot.optional && matchesFrom(slots, s + 1, words, i);
}

const found = (slots: Slot[], words: string[][]) => words.some((_, i) => matchesFrom(slots, 0, words, i));

/** The most urgent crisis intent of a query (poisoning, suicide, self-harm, then a crisis line
 * sought), or null for an ordinary query. */
export function crisisIntent(query: string): CrisisIntent | null {
  const c = patterns();
  const words = readings(query, c);
  if (!words.length) return null;
  for (const r of c.rules) {
    if (r.match.some((m) => found(m, words)) && !r.unless.some((u) => found(u, words))) return r.intent;
  }
  return null;
}
