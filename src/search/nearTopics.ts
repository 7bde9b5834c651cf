// The topics nearest a query that found nothing: those whose name or everyday words (site.topics)
// share a word with it, or nearly (a slip of a letter or two: "divorse", "anxeity"), so a parent
// who typed a word the library does not use is still offered where to go.
import { allowedEdits, editDistance } from './typos';
import { fold } from './items';

/** A topic as the search offers it: its id, name, words (comma-separated) and where it leads. */
export type TopicLink = [id: string, label: string, words: string, href: string];

const wordsIn = (t: string) => fold(t).match(/[\p{L}\p{N}]+/gu) ?? [];

/** How near a typed word is to a topic word: 2 the same or one starts the other (4 letters at
 * least), 1 within the slips its length allows, 0 not near. */
function nearness(typed: string, word: string): number {
  if (typed === word) return 2;
  const shorter = Math.min(typed.length, word.length);
  if (shorter >= 4 && (word.startsWith(typed) || typed.startsWith(word))) return 2;
  const max = Math.max(1, allowedEdits(shorter));
  return shorter >= 4 && editDistance(typed, word, max) <= max ? 1 : 0;
}

/** Up to `n` topics nearest the query's words, nearest first (none when no word is near). */
export function nearestTopics(words: readonly string[], topics: readonly TopicLink[], n = 3): TopicLink[] {
  const typed = words.flatMap(wordsIn).filter((w) => w.length >= 3);
  if (!typed.length) return [];
  const scored = topics.map((t, i) => {
    const own = [...wordsIn(t[1]), ...wordsIn(t[2])];
    const score = typed.reduce((sum, w) => sum + Math.max(0, ...own.map((o) => nearness(w, o))), 0);
    return { t, i, score };
  });
  return scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score || a.i - b.i).slice(0, n).map((x) => x.t);
}

/** The guide pages of the topics whose name or one of whose words is the query itself ("ADHD",
 * "divorce", "panic attack", "padres"): a search for a topic leads with its guide. */
export function topicGuides(query: string, topics: readonly TopicLink[]): TopicLink[] {
  // One word or many, singular or plural ("eating disorder", "eating disorders").
  const key = (t: string) => wordsIn(t).map((w) => (w.length > 3 ? w.replace(/e?s$/, '') : w)).join(' ');
  const q = key(query);
  if (!q) return [];
  return topics.filter(([, label, words, href]) => !href.includes('?')
    && [label, ...label.split(/\s+(?:and|y)\s+/), ...words.split(',')].some((w) => key(w) === q));
}
