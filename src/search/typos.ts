// How a typed word is read when it is none of the crisis words' own: as a misspelling of one of
// them, or as several of them written without spaces ("killmyself", "#wanttodie"). Only the
// crisis words' own vocabulary is ever the answer, so an ordinary word is never corrected into
// another ordinary word, and a word the data lists under notMisspellings is never corrected.

/** Damerau-Levenshtein distance (optimal string alignment: a swap of two neighbouring letters is
 * one edit), or max + 1 as soon as it must be more than max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Edits tolerated in a word of this many letters: none below 6, one from 6, two from 9. */
export const allowedEdits = (length: number) => (length >= 9 ? 2 : length >= 6 ? 1 : 0);

/** Whether b is a with two neighbouring letters swapped ("slef", "self"): the one slip tolerated
 * in a word of 4 or 5 letters, since it keeps every letter of the word. */
const swapped = (a: string, b: string) => {
  if (a.length !== b.length || a === b) return false;
  const i = [...a].findIndex((ch, k) => ch !== b[k]);
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
};

/** Whether two words start alike: the same first letter, or the first two swapped. People rarely
 * mistype a word's first letter, and most ordinary words near a crisis word differ there
 * ("hunting" and "hurting" share it, but "putting" and "cutting" do not). */
const startsAlike = (a: string, b: string) => a[0] === b[0] || (a[0] === b[1] && a[1] === b[0]);

/** The crisis words a typed word may be a misspelling of: whole words (`words`) within the edits
 * their length allows, and starts of words (`prefixes`, "suicid") that the typed word's start is
 * within one edit of. */
export function misspelt(typed: string, words: Iterable<string>, prefixes: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    const max = allowedEdits(Math.min(w.length, typed.length));
    if (max ? startsAlike(typed, w) && editDistance(typed, w, max) <= max : typed.length >= 4 && swapped(typed, w)) out.push(w);
  }
  for (const p of prefixes) {
    const max = allowedEdits(p.length);
    if (!max || !startsAlike(typed, p)) continue;
    // The typed word's start, a letter shorter or longer than the prefix (a letter left out or doubled).
    for (let n = p.length - max; n <= p.length + max; n++) {
      if (typed.length >= n && editDistance(typed.slice(0, n), p, max) <= max) { out.push(p); break; }
    }
  }
  return out;
}

/**
 * A word written without spaces, as the fewest crisis words that spell it ("killmyself": kill,
 * myself), or undefined. `known(piece)` says whether a piece is a word of the data; the last piece
 * may also be a word that starts with one of the data's prefixes ("selfharming"). Pieces of one
 * letter count only when the data has them ("iwanttodie").
 */
export function splitWords(typed: string, known: (piece: string) => boolean, prefixes: readonly string[]): string[] | undefined {
  const n = typed.length;
  // best[i]: the fewest pieces that spell typed.slice(0, i), and where its last piece starts.
  const best: ({ count: number; from: number } | undefined)[] = [{ count: 0, from: 0 }];
  for (let i = 1; i <= n; i++) {
    for (let j = 0; j < i; j++) {
      const before = best[j];
      if (!before) continue;
      const piece = typed.slice(j, i);
      const ok = known(piece) || (i === n && piece.length > 3 && prefixes.some((p) => piece.startsWith(p)));
      if (ok && (!best[i] || before.count + 1 < best[i]!.count)) best[i] = { count: before.count + 1, from: j };
    }
  }
  if (!best[n] || best[n]!.count < 2) return undefined;
  const pieces: string[] = [];
  for (let i = n; i > 0; i = best[i]!.from) pieces.unshift(typed.slice(best[i]!.from, i));
  return pieces;
}
