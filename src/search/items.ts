// A page's search result as the interface lists it: the page itself (where its own text matched)
// and each resource it lists whose section matched (the build gives every resource a section of
// its page's document, with an anchor: src/server/searchRecords.ts). Pure functions of Pagefind's
// data, so the order and the facets can be tested without a browser.
import { kindIcons, type ResourceKind } from '../../schema/values/resourceKinds';
import { entryOf } from '../../schema/contract/resourceEntry.mjs';
import type { IconName } from '../../schema/model/icons';
import type { PagefindData, SubResult } from './pagefindQuery';

/** A result as the interface shows it: a page of the site or a resource it lists. */
export interface Item {
  id: string;
  url: string;
  title: string;
  /** Pagefind's excerpt: text with the matched words in <mark>. */
  excerpt: string;
  /** What it is: "page", or the resource's kind ("worksheet"); the interface names it. */
  kind: string;
  icon: IconName;
  /** "Trauma › Safety and Stabilization › Grounding" */
  where: string;
  /** The guide (menu group) of the page it is or is listed on: the guide filter's value. */
  guide: string;
  /** For a page: the section (heading) where the words matched, which the result links to. */
  section?: string | undefined;
  /** For a resource: its host, its id in the catalogue's order, and the page that lists it. */
  host?: string | undefined;
  resource?: number | undefined;
  page?: { path: string; title: string; more: number } | undefined;
  /** For a resource: the languages it is in (English when not said). */
  languages?: string[] | undefined;
}

/** An item with what orders it: how many of the query's words it holds, and the sum of its matched
 * words' scores (Pagefind's, which weigh a heading's words more and a long page's less). */
export interface Scored { item: Item; covers: number; score: number; /** Its name (a page's title, a resource's name) holds every word it covers. */ named: boolean;
  /** Its name or description holds the query's words in a row. */ phrase?: boolean }

export interface Query {
  /** The words as typed, for marking them. */
  text: string;
  /** Words that must appear as written (queryPlan.ts planQuery). */
  exact: readonly string[];
  /** Every word of the query (lower case), the exact ones too. */
  words: readonly string[];
  /** Words that say who it is for ("kids"): not counted in coverage beside other words. */
  soft?: readonly string[] | undefined;
  /** "page" or a resource kind: only items of that kind. */
  kind?: string | undefined;
  /** The language of the index searched: resources in it rank first (engine.ts). */
  lang?: string | undefined;
}

const escapeHtml = (t: string) => t.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** A word as search compares it: lower case, without accents, as Pagefind matches it ("respiracion"
 * is "respiración", "ninos" is "niños"). NFD keeps one character per letter, so a word's places
 * in the text stay where they were. */
export const fold = (w: string) => w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** A resource's description with the query's words marked, in the same form as Pagefind's excerpts:
 * a resource's result shows what its listing says, not the index's mix of names and tag words.
 * `query`: the words searched (planQuery's, without joining words or fragments), so "and" or the
 * "s" typed so far never lights up every word that starts with it. */
export function markWords(text: string, query: string): string {
  const words = (fold(query).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 2);
  if (!words.length) return escapeHtml(text);
  // Words joined by a hyphen or apostrophe ("TF-CBT", "child's") are marked as one.
  return text.split(/([\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*)/u).map((part) => {
    const lower = fold(part);
    return words.some((w) => lower.startsWith(w)) ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part);
  }).join('');
}

/** The section of a page that matches best (Pagefind's sub-results come from the headings with
 * an id): the one whose heading holds most of the query's words, then the one with most matches;
 * none when the words match only in the page's opening, before any section. */
export function bestSection(subs: readonly SubResult[], query: string): SubResult | undefined {
  const words = fold(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  const score = (sub: SubResult) => {
    const title = fold(sub.title).match(/[\p{L}\p{N}]+/gu) ?? [];
    return words.filter((w) => title.some((t) => t.startsWith(w))).length * 1000 + (sub.locations?.length ?? 0);
  };
  let best: SubResult | undefined;
  for (const sub of subs) {
    if (!sub.anchor?.id || sub.anchor.id === 'page-title' || !sub.locations?.length) continue;
    if (!best || score(sub) > score(best)) best = sub;
  }
  return best;
}

/** A heading as the index holds it ends with a full stop (search-index.mjs punctuate); not on screen. */
const headingText = (t: string) => t.replace(/\.$/, '');

/**
 * A sub-result's score: for each word form it matched, its best-scored place (Pagefind's score of
 * a place weighs headings more), summed. Taking each word's best place, not every place, keeps a
 * long page that repeats a word from outranking a resource named by it.
 */
export function scoreOf(sub: SubResult, words: readonly string[]): number {
  const best = new Map<string, number>();
  for (const l of sub.weighted_locations ?? []) {
    const w = normal(words[l.location]);
    best.set(w, Math.max(best.get(w) ?? 0, l.balanced_score));
  }
  let n = 0;
  for (const v of best.values()) n += v;
  return n;
}

/** The words of the page's text at the given places (Pagefind counts words split at white space). */
const normal = (w: string | undefined) => fold(w ?? '').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const sharedStart = (a: string, b: string) => { let i = 0; while (i < a.length && a[i] === b[i]) i++; return i; };
/** Whether a word of the text is a query word or a variant of it (a stem's variants share most of
 * their start: "grounded" and "grounding", "race" and "racial", never "psicosis" and "psicoeducación"). A hyphenated query word ("self-harm") has hyphenated variants ("self-harming"), not its
 * first part: "self" alone is another word. */
const isVariant = (w: string, x: string) => w === x
  || (sharedStart(w, x) >= Math.min(Math.max(3, Math.ceil(0.7 * Math.min(w.length, x.length))), x.length, w.length) && (!x.includes('-') || w.includes('-')));

/** Whether a word of the text is an exact term as written, or that term with a part after it
 * ("M-CHAT-R/F" is the M-CHAT, "PSC-35" is not the PSC-3). */
const isTerm = (w: string, x: string) => w === x || w.startsWith(`${x}-`) || w.startsWith(`${x}/`);

/** A title's weight in the index: a page's h1 and a resource's name (scripts/build/search-index.mjs). */
const NAME_WEIGHT = 7;
const inName = (sub: SubResult): SubResult => ({ ...sub, weighted_locations: (sub.weighted_locations ?? []).filter((l) => l.weight >= NAME_WEIGHT - 0.01) });
/** What orders an item besides its score: how many words it covers, and whether its name covers them. */
const measure = (sub: SubResult, words: readonly string[], q: Pick<Query, 'exact' | 'words' | 'soft'>) => {
  const covers = coverage(sub, words, q);
  return { covers, named: covers > 0 && coverage(inName(sub), words, q) === covers, score: scoreOf(sub, words) };
};

/** The weight of a resource's topic words in the index (scripts/build/search-document.mjs): a
 * match there finds the resource, but does not count as the resource saying the word. */
export const TOPIC_WEIGHT = 0.25;

/** How many of the query's words (besides those saying who it is for) a sub-result's own text
 * holds: its matched places, not those of its topic words. */
export function coverage(sub: SubResult, words: readonly string[], q: Pick<Query, 'exact' | 'words' | 'soft'>): number {
  const found = new Set((sub.weighted_locations ?? []).filter((l) => l.weight > TOPIC_WEIGHT + 0.01).map((l) => normal(words[l.location])));
  const counted = q.soft?.length ? q.words.filter((w) => !q.soft!.includes(w)) : q.words;
  // An acronym names one thing ("ASQ", "CPT"): holding it counts twice a common word.
  return counted.reduce((n, x) => n + ([...found].some((w) => (q.exact.includes(x) ? isTerm(w, x) : isVariant(w, fold(x)))) ? (q.exact.includes(x) ? 2 : 1) : 0), 0);
}

/** Whether a text holds the query's words as typed, in a row ("plan de seguridad"): what the
 * visitor means more surely than the same words apart. Only for two words or more. */
export function holdsPhrase(text: string, query: string): boolean {
  const words = fold(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length < 2) return false;
  return (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ').includes(words.join(' '));
}

/**
 * Keeps the places where a word of the query matched as the visitor means it. Pagefind matches
 * words by their stem, so "CANS" also matches "can": a place counts when its word is an exact
 * term as written, or shares its start with another word of the query (a stem's variants do:
 * "grounded" for "grounding").
 */
export function meant(sub: SubResult, words: readonly string[], q: Pick<Query, 'exact' | 'words'>): SubResult {
  if (!q.exact.length) return sub;
  const loose = q.words.filter((w) => !q.exact.includes(w)).map(fold);
  const ok = (w: string) => q.exact.some((x) => isTerm(w, x)) || loose.some((x) => isVariant(w, x));
  const kept = (sub.weighted_locations ?? []).filter((l) => ok(normal(words[l.location])));
  return { ...sub, weighted_locations: kept, locations: kept.map((l) => l.location) };
}

/**
 * The items of one page's result, each with its score. With words, a resource is an item when its
 * section matched, and the page when its own text did (its name and the sections it shows, not its
 * resources' sections), counting only the places an exact term matched as written. Without words (filters
 * only) every resource of the page is, in the page's order.
 */
export function itemsOf(id: string, d: PagefindData, q: Query): Scored[] {
  const words = d.content.split(/[^\S\uFEFF]+/);
  const subs = (d.sub_results ?? []).map((sub) => meant(sub, words, q));
  const own = subs.filter((sub) => !entryOf(sub.anchor?.id) && sub.locations?.length);
  const out: Scored[] = [];
  const pageTitle = d.meta.title ?? d.url;
  const withWords = !!q.text.trim();
  if (!d.meta.resourcesOnly && (!q.kind || q.kind === 'page') && (own.length || !withWords)) {
    // The page is measured as a visitor reads it: its opening (title and introduction) with its best
    // section, not words scattered over the whole page.
    const section = bestSection(own, q.words.join(' '));
    const opening = own.find((sub) => !sub.anchor || sub.anchor.id === 'page-title');
    const parts = own.map((sub) => (sub === opening ? sub : { ...sub, weighted_locations: [...(opening?.weighted_locations ?? []), ...(sub.weighted_locations ?? [])] }));
    const measured = parts.map((sub) => measure(sub, words, q));
    out.push({
      ...measured.reduce((a, b) => (b.covers > a.covers || (b.covers === a.covers && b.score > a.score) ? b : a), { covers: 0, score: 0, named: false }),
      phrase: holdsPhrase(`${pageTitle} ${section?.excerpt ?? own[0]?.excerpt ?? ''}`.replace(/<\/?mark>/g, ''), q.text),
      item: {
        id, url: section ? `${d.url}#${section.anchor!.id}` : d.url, title: pageTitle, excerpt: section?.excerpt ?? own[0]?.excerpt ?? d.excerpt,
        kind: 'page', icon: 'file-text', where: d.meta.where ?? '', guide: d.meta.where ?? '', section: section && headingText(section.title),
      },
    });
  }
  // With words, the resources whose section matched; without, every resource the page lists.
  const sections = withWords
    ? subs.flatMap((sub) => { const e = entryOf(sub.anchor?.id); return e && sub.locations?.length ? [{ e, ...measure(sub, words, q) }] : []; })
    : (d.anchors ?? []).flatMap((a) => { const e = entryOf(a.id); return e ? [{ e, covers: 0, score: 0, named: false }] : []; });
  for (const { e, covers, score, named } of sections) {
    if (q.kind && q.kind !== e[2]) continue;
    const [url, resource, kind, host, title, description, where, more, languages] = e;
    out.push({
      covers, score, named, phrase: holdsPhrase(`${title} ${description}`, q.text),
      item: {
        id: `${id}:${url}`, url, title, excerpt: markWords(description, q.words.join(' ')), kind, icon: kindIcons[kind as ResourceKind] ?? 'link',
        where, guide: d.meta.where ?? '', host, resource: resource >= 0 ? resource : undefined, page: { path: d.url, title: pageTitle, more }, languages,
      },
    });
  }
  return out;
}
