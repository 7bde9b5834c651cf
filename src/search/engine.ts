// Search, through Pagefind's browser API (the index the build writes to /pagefind/). Nothing of
// it loads with a page: the first search, or opening the search box, loads the library, its
// WebAssembly and the parts of the index a query needs.
import { kindIcons, type ResourceKind } from '../../schema/resourceKinds';
import type { IconName } from '../../schema/icons';
import type { ListedAt } from '../server/searchRecords';
import { rankedSearch, type Context, type Pagefind, type PagefindData, type PagefindResult, type SubResult } from './ranked';

export interface SearchFilters { guide?: string | undefined; kind?: string | undefined }


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
  /** For a page: the section (heading) where the words matched, which the result links to. */
  section?: string | undefined;
  /** For a resource: its host, and the page that lists it. */
  host?: string | undefined;
  page?: { path: string; title: string; more: number } | undefined;
}

/** Results that load their data a page at a time, and how many each filter value would leave. */
export interface Paged<T, C> {
  total: number;
  /** Load the data of results [from, to). */
  items(from: number, to: number): Promise<T[]>;
  counts: C;
}
export type Found = Paged<Item, { guide: Record<string, number>; kind: Record<string, number> }>;

// Variables, so the bundler leaves the import to the browser: the files exist only in the built site.
const LIBRARY = '/pagefind/pagefind.js';
const TERMS = '/pagefind/terms.json';
let loading: Promise<Context> | null = null;

/** The site's acronyms (scripts/build/search-terms.mjs); without them, only capitals mark one. */
const loadTerms = () => fetch(TERMS).then((r) => (r.ok ? r.json() as Promise<string[]> : []), () => []);

export function loadIndex(): Promise<Context> {
  loading ??= Promise.all([import(/* @vite-ignore */ LIBRARY) as Promise<Pagefind>, loadTerms()]).then(async ([pf, terms]) => {
    await pf.options({ excerptLength: 24 });
    await pf.init();
    // Loading the filter index once makes every search report how many results each filter leaves.
    await pf.filters();
    // Index and stub pages (scripts/build/search-index.mjs tierOf), to rank after the rest.
    const low = new Set(((await pf.search(null, { filters: { tier: 'low' } }))?.results ?? []).map((r) => r.id));
    return { pf, acronyms: new Set(terms), low, search: (q, filters, sort) => remembered(pf, q, filters, sort) };
  });
  loading.catch(() => { loading = null; });
  return loading;
}

const escapeHtml = (t: string) => t.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** A resource's description with the query's words marked, in the same form as Pagefind's excerpts:
 * a resource's result shows what its listing says, not the index's mix of labels and places. */
export function markWords(text: string, query: string): string {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return escapeHtml(text);
  // Words joined by a hyphen or apostrophe ("TF-CBT", "child's") are marked as one.
  return text.split(/([\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*)/u).map((part) => {
    const lower = part.toLowerCase();
    return words.some((w) => lower.startsWith(w)) ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part);
  }).join('');
}

/** A resource record's listing to show (its `listed` meta field): a resource listed on several
 * pages shows the listing in the chosen guide, else the first; `more` counts the other pages. */
export function shownListing(listed: string | undefined, guide: string | undefined): { at: ListedAt; more: number } {
  const all = JSON.parse(listed ?? '[]') as ListedAt[];
  return { at: all.find((l) => guide && l[3] === guide) ?? all[0] ?? ['', '', '', ''], more: Math.max(all.length - 1, 0) };
}

/** The section of a page that matches best (Pagefind's sub-results come from the headings with
 * an id): the one whose heading holds most of the query's words, then the one with most matches;
 * none when the words match only in the page's opening, before any section. */
export function bestSection(subs: readonly SubResult[] | undefined, query: string): SubResult | undefined {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const score = (sub: SubResult) => {
    const title = sub.title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    return words.filter((w) => title.some((t) => t.startsWith(w))).length * 1000 + (sub.locations?.length ?? 0);
  };
  let best: SubResult | undefined;
  for (const sub of subs ?? []) {
    if (!sub.anchor?.id || sub.anchor.id === 'page-title' || !sub.locations?.length) continue;
    if (!best || score(sub) > score(best)) best = sub;
  }
  return best;
}

/** A heading as the index holds it ends with a full stop (search-index.mjs punctuate); not on screen. */
const headingText = (t: string) => t.replace(/\.$/, '');

function toItem(id: string, d: PagefindData, query: string, guide: string | undefined): Item {
  const m = d.meta;
  if (!m.listed) {
    const section = bestSection(d.sub_results, query);
    return {
      id, url: section ? `${d.url}#${section.anchor!.id}` : d.url, title: m.title ?? d.url, excerpt: section?.excerpt ?? d.excerpt,
      kind: 'page', icon: 'file-text', where: m.where ?? '', section: section && headingText(section.title),
    };
  }
  const { at: [where, path, title], more } = shownListing(m.listed, guide);
  return {
    id, url: d.url, title: m.title ?? d.url, excerpt: markWords(m.description ?? '', query),
    kind: m.kindId ?? '', icon: kindIcons[m.kindId as ResourceKind] ?? 'link', where, host: m.host,
    page: { path, title, more },
  };
}

/** The build indexes documents from files, so a document's address is its `href` meta field,
 * not the file name Pagefind saw (scripts/build/search-index.mjs). */
const addressed = (r: PagefindResult): PagefindResult => ({
  id: r.id,
  data: async () => { const d = await r.data(); return { ...d, url: d.meta.href ?? d.url }; },
});

type Filters = Record<string, string | undefined>;

const recent = new Map<string, ReturnType<Pagefind['search']>>();
/** Pagefind's search, remembering the last few answers (the index does not change while a page is open). */
function remembered(pf: Pagefind, q: string | null, filters: Record<string, string>, sort: Record<string, 'asc' | 'desc'> | undefined) {
  const key = JSON.stringify([q, filters, sort]);
  let answer = recent.get(key);
  if (!answer) {
    answer = pf.search(q, { filters, ...(sort ? { sort } : {}) });
    answer.catch(() => recent.delete(key));
    if (recent.size >= 40) recent.delete(recent.keys().next().value!);
    recent.set(key, answer);
  }
  return answer;
}
const only = (f: Filters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;

/**
 * A query with filters, ranked (ranked.ts), and for each facet how many results its values would
 * leave: each facet's counts take the other filters into account, not itself, so choosing a guide
 * still shows how many results the other guides have. `base` filters always apply (e.g. resources only).
 */
export async function searchWithCounts<F extends string>(query: string, filters: Filters, facets: readonly F[],
  { base = {}, sort }: { base?: Filters; sort?: Record<string, 'asc' | 'desc'> } = {}) {
  const ctx = await loadIndex();
  const run = (f: Filters, sorted: boolean) => rankedSearch(ctx, query, only({ ...base, ...f }), sorted ? sort : undefined);
  const res = await run(filters, true);
  const counts = {} as Record<F, Record<string, number>>;
  // Counts need no order; and the search without the chosen facet is the same for each of its
  // values, so choosing another kind does not run it again (on a big index it takes seconds).
  for (const facet of facets) {
    counts[facet] = (filters[facet] ? (await run({ ...filters, [facet]: undefined }, false)).counts[facet] : res.counts[facet]) ?? {};
  }
  return { results: res.results.map(addressed), counts };
}

export async function find(query: string, filters: SearchFilters): Promise<Found> {
  const { results, counts } = await searchWithCounts(query, { ...filters }, ['guide', 'kind'] as const);
  return {
    total: results.length,
    items: (from, to) => Promise.all(results.slice(from, to).map(async (r) => toItem(r.id, await r.data(), query, filters.guide))),
    counts,
  };
}
