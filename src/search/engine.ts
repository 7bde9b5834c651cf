// Search, through Pagefind's browser API (the index the build writes to /pagefind/). Nothing of
// it loads with a page: the first search, or opening the search box, loads the library, its
// WebAssembly and the parts of the index a query needs. Pagefind finds pages; a page's result
// becomes the page and the resources it lists that matched (items.ts), ordered here.
import { SEARCH_LIBRARY, SEARCH_TERMS, searchTopics } from '../../schema/values/addresses.mjs';
import { fold, itemsOf, markWords, type Item, type Scored } from './items';
import { kindLabels, type ResourceKind } from '../../schema/values/resourceKinds';
import { rankedSearch, type Context, type Pagefind, type PagefindResult } from './pagefindQuery';
import { nearestTopics, topicGuides, type TopicLink } from './nearTopics';
import { LANGUAGE_NAMES, planQuery } from './queryPlan';

export type { Item } from './items';
export { markWords, bestSection } from './items';

export interface SearchFilters { guide?: string | undefined; kind?: string | undefined }
/** The language of the page searching: its resources rank first (the index it searches is its own). */
type Lang = string | undefined;

/** Results that load their data a page at a time, and how many each filter value would leave. */
export interface Paged<T, C> {
  /** How many results are known; with `more`, at least this many (a big site's results are read a window at a time). */
  total: number;
  more?: boolean | undefined;
  /** Load the data of results [from, to). */
  items(from: number, to: number): Promise<T[]>;
  counts: C;
}
export interface SearchCounts { guide: Record<string, number>; kind: Record<string, number>; /** Counted in the best results only. */ partial?: boolean | undefined }
export type Found = Paged<Item, SearchCounts>;

let loading: Promise<Context> | null = null;

/** The site's acronyms (scripts/build/search-terms.mjs); without them, only capitals mark one. */
const loadTerms = () => fetch(SEARCH_TERMS).then((r) => (r.ok ? r.json() as Promise<string[]> : []), () => []);

const topicLists = new Map<string, Promise<TopicLink[]>>();
/** A language's topics (fetched once, with its first search); without them, a query finds no guide
 * to lead with and one that finds nothing offers the guides alone. */
function topicsOf(lang: string | undefined): Promise<TopicLink[]> {
  if (!lang) return Promise.resolve([]);
  let p = topicLists.get(lang);
  if (!p) topicLists.set(lang, (p = fetch(searchTopics(lang)).then((r) => (r.ok ? r.json() as Promise<TopicLink[]> : []), () => [])));
  return p;
}

/** The topics nearest a query in `lang`: what a search that found nothing offers. */
export async function topicsNear(query: string, lang: string): Promise<TopicLink[]> {
  const [ctx, topics] = await Promise.all([loadIndex(), topicsOf(lang)]);
  return nearestTopics(planQuery(query, ctx.acronyms).words, topics);
}

export function loadIndex(): Promise<Context> {
  // SEARCH_LIBRARY is a variable, so the bundler leaves its import to the browser: the file exists
  // only in the built site.
  loading ??= Promise.all([import(/* @vite-ignore */ SEARCH_LIBRARY) as Promise<Pagefind>, loadTerms()]).then(async ([pf, terms]) => {
    await pf.options({ excerptLength: 24 });
    await pf.init();
    // Index and stub pages (scripts/build/search-index.mjs tierOf), to rank after the rest.
    const low = new Set(((await pf.search(null, { filters: { tier: 'low' } }))?.results ?? []).map((r) => r.id));
    return { pf, acronyms: new Set(terms), low, search: (q, filters) => remembered(pf, q, filters) };
  });
  loading.catch(() => { loading = null; });
  return loading;
}

type Filters = Record<string, string | undefined>;

const recent = new Map<string, ReturnType<Pagefind['search']>>();
/** Pagefind's search, remembering the last few answers (the index does not change while a page is open). */
function remembered(pf: Pagefind, q: string | null, filters: Record<string, string>) {
  const key = JSON.stringify([q, filters]);
  let answer = recent.get(key);
  if (!answer) {
    answer = pf.search(q, { filters });
    answer.catch(() => recent.delete(key));
    if (recent.size >= 40) recent.delete(recent.keys().next().value!);
    recent.set(key, answer);
  }
  return answer;
}
const only = (f: Filters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;

/** Pages whose data a list loads at a time. A query that finds at most WINDOW pages reads them all
 * at once, so its count is exact; one that finds more (a site of thousands of pages) reads the best
 * FIRST_WINDOW, enough for the header's few results (each page's data is a file to fetch), and
 * further windows as the visitor asks for more. */
export const FIRST_WINDOW = 8;
export const WINDOW = 30;
/** Windows one request may read while it finds too few items (a rare kind on a big site). */
const MAX_WINDOWS = 4;

/** The build indexes documents from files, so a document's address is its `href` meta field. */
const addressed = (r: PagefindResult): PagefindResult => ({
  id: r.id,
  data: async () => { const d = await r.data(); return { ...d, url: d.meta.href ?? d.url }; },
});

/**
 * A query's items, read a window of pages at a time. Within a window they are sorted: those that
 * hold more of the query's words first, content before index pages, those whose name holds them,
 * resources before pages (a resource is what a search for a tool looks for), then by score; a resource
 * listed on several pages shows once, where it scores best. Windows follow one another, so items
 * already shown never move.
 */
export class ItemList {
  readonly items: Item[] = [];
  private read = 0;
  private readonly seen = new Set<string>();
  constructor(private readonly pages: readonly PagefindResult[], private readonly low: ReadonlySet<string>,
    private readonly query: Parameters<typeof itemsOf>[2]) {}
  get done() { return this.read >= this.pages.length; }
  /** The guides of the topics the query names ("divorce", "padres", "panic attack"), first: a
   * search for a topic leads with its guide, wherever the index ranks its page. */
  lead(guides: readonly TopicLink[]): void {
    for (const [id, label, words, href] of guides) {
      if (this.seen.has(href)) continue;
      this.seen.add(href);
      this.items.push({ id: `topic:${id}`, url: href, title: label, excerpt: markWords(words, this.query.words.join(' ')), kind: 'page', icon: 'compass', where: '', guide: '' });
    }
  }
  async next(): Promise<void> {
    const from = this.read;
    const batch = this.pages.slice(from, from + (from === 0 && this.pages.length > WINDOW ? FIRST_WINDOW : WINDOW));
    this.read += batch.length;
    const datas = await Promise.all(batch.map((r) => r.data()));
    // An index or stub page ranks low; the resources it lists do not.
    const scored = datas.flatMap((d, i) => itemsOf(batch[i]!.id, d, this.query)
      .map((s): Scored & { low: number; at: number } => ({ ...s, low: s.item.kind === 'page' && this.low.has(batch[i]!.id) ? 1 : 0, at: from + i })));
    // Without words every score is 0 and the pages keep Pagefind's order.
    const isPage = (x: Scored) => (x.item.kind === 'page' ? 1 : 0);
    // A resource in the visitor's language comes before one in another (a Spanish-speaking parent
    // meets Spanish material first; an English-speaking one, English).
    // Not when the query names a language ("español" on an English page asks for Spanish).
    const lang = LANGUAGE_ASKED.test(this.query.text) ? undefined : this.query.lang;
    const foreign = (x: Scored) => (lang && x.item.kind !== 'page' && !(x.item.languages ?? ['en']).includes(lang) ? 1 : 0);
    // A page or resource named exactly as the query ("Psicoeducación") is what was asked for, even a stub.
    const q = fold(this.query.text.trim());
    const titled = (x: Scored) => (fold(x.item.title) === q ? 1 : 0);
    // A resource of the kind the query names ("anxiety worksheet", "crisis line") before others.
    const asked = (x: Scored) => (x.item.kind !== 'page' && kindAsked(this.query.text, x.item.kind) ? 1 : 0);
    scored.sort((a, b) => b.covers - a.covers || titled(b) - titled(a) || a.low - b.low || foreign(a) - foreign(b)
      || Number(b.named) - Number(a.named) || asked(b) - asked(a) || Number(b.phrase ?? false) - Number(a.phrase ?? false) || isPage(a) - isPage(b) || b.score - a.score || a.at - b.at);
    for (const { item } of scored) {
      const key = item.kind === 'page' ? item.url.split('#')[0]! : item.url;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      this.items.push(item);
    }
  }
  /** Reads windows until `n` items are known or every page is read (at most MAX_WINDOWS more). */
  async upTo(n: number): Promise<void> {
    for (let w = 0; this.items.length < n && !this.done && (w < MAX_WINDOWS || !this.read); w++) await this.next();
  }
}

/** A query that names a language: its material is what was asked for, in whatever language the page is. */
const LANGUAGE_ASKED = new RegExp(`(^|[^\\p{L}])(${LANGUAGE_NAMES.join('|')})($|[^\\p{L}])`, 'iu');

/** Whether the query names a resource's kind ("worksheet", "crisis line"), in its words. */
function kindAsked(query: string, kind: string): boolean {
  const label = kindLabels[kind as ResourceKind];
  if (!label) return false;
  const q = ` ${query.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return q.includes(` ${label.toLowerCase()} `) || q.includes(` ${label.toLowerCase()}s `);
}

const lists = new Map<string, Promise<ItemList>>();
/** The item list of a query and filters, its first window read; the last few are kept. */
function itemList(ctx: Context, query: string, filters: Filters, lang: Lang): Promise<ItemList> {
  const f = only(filters);
  const key = JSON.stringify([query.trim(), f, lang]);
  let list = lists.get(key);
  if (!list) {
    list = Promise.all([rankedSearch(ctx, query, f), topicsOf(lang)]).then(async ([{ plan, results }, topics]) => {
      const l = new ItemList(results.map(addressed), ctx.low, { text: query, exact: plan.exact, words: plan.words, soft: plan.soft, kind: f.kind, lang });
      if (!f.kind && !f.guide && results.length) l.lead(topicGuides(query, topics));
      await l.next();
      return l;
    });
    list.catch(() => lists.delete(key));
    if (lists.size >= 20) lists.delete(lists.keys().next().value!);
    lists.set(key, list);
  }
  return list;
}

const countBy = (items: readonly Item[], key: 'guide' | 'kind') => {
  const out: Record<string, number> = {};
  for (const it of items) if (it[key]) out[it[key]] = (out[it[key]] ?? 0) + 1;
  return out;
};

/** Pages and resources for words and filters, and for each facet how many results its values would
 * leave: each facet's counts take the other filter into account, not itself, so choosing a guide
 * still shows how many results the other guides have. */
export async function find(query: string, filters: SearchFilters, lang?: Lang): Promise<Found> {
  const ctx = await loadIndex();
  const main = await itemList(ctx, query, { ...filters }, lang);
  const other = async (facet: 'guide' | 'kind') => (filters[facet] ? itemList(ctx, query, { ...filters, [facet]: undefined }, lang) : main);
  const [byGuide, byKind] = await Promise.all([other('guide'), other('kind')]);
  return {
    get total() { return main.items.length; },
    get more() { return !main.done; },
    items: async (from, to) => { await main.upTo(to); return main.items.slice(from, to); },
    counts: { guide: countBy(byGuide.items, 'guide'), kind: countBy(byKind.items, 'kind'), partial: !byGuide.done || !byKind.done },
  };
}

/** The catalogue ids of the resources that match the words, best first, from up to MAX_WINDOWS
 * windows of pages (words on a big site name more than a catalogue lists at once). */
export async function resourcesMatching(query: string, lang?: Lang): Promise<{ ids: number[]; more: boolean }> {
  const list = await itemList(await loadIndex(), query, {}, lang);
  await list.upTo(Number.MAX_SAFE_INTEGER);
  return { ids: list.items.flatMap((it) => (it.resource === undefined ? [] : [it.resource])), more: !list.done };
}
