// Search, through Pagefind's browser API (the index the build writes to /pagefind/). Nothing of
// it loads with a page: the first search, or opening the search box, loads the library, its
// WebAssembly and the parts of the index a query needs.
import { kindIcons, type ResourceKind } from '../../schema/resourceKinds';
import type { IconName } from '../../schema/icons';
import type { ListedAt } from '../server/searchRecords';

export interface SearchFilters { guide?: string | undefined; kind?: string | undefined }

interface PagefindData { url: string; excerpt: string; meta: Record<string, string | undefined> }
interface PagefindResult { id: string; data: () => Promise<PagefindData> }
interface PagefindResponse { results: PagefindResult[]; filters: Record<string, Record<string, number>> }
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string | null, o?: { filters?: Record<string, string>; sort?: Record<string, 'asc' | 'desc'> }): Promise<PagefindResponse | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** A result as the interface shows it: a page of the site or a resource it lists. */
export interface Item {
  id: string;
  url: string;
  title: string;
  /** Pagefind's excerpt: text with the matched words in <mark>. */
  excerpt: string;
  kind: string;
  icon: IconName;
  /** "Trauma › Safety and Stabilization › Grounding" */
  where: string;
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

// A variable, so the bundler leaves the import to the browser: the file exists only in the built site.
const LIBRARY = '/pagefind/pagefind.js';
let loading: Promise<Pagefind> | null = null;

export function loadIndex(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ LIBRARY) as Promise<Pagefind>).then(async (pf) => {
    await pf.options({ excerptLength: 24 });
    await pf.init();
    // Loading the filter index once makes every search report how many results each filter leaves.
    await pf.filters();
    return pf;
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

function toItem(id: string, d: PagefindData, query: string, guide: string | undefined): Item {
  const m = d.meta;
  if (!m.listed) return { id, url: d.url, title: m.title ?? d.url, excerpt: d.excerpt, kind: 'Page', icon: 'file-text', where: m.where ?? '' };
  const { at: [where, path, title], more } = shownListing(m.listed, guide);
  return {
    id, url: d.url, title: m.title ?? d.url, excerpt: markWords(m.description ?? '', query),
    kind: m.kind ?? '', icon: kindIcons[m.kindId as ResourceKind] ?? 'link', where, host: m.host,
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

const recent = new Map<string, Promise<PagefindResponse | null>>();
/** Pagefind's search, remembering the last few answers (the index does not change while a page is open). */
function remembered(pf: Pagefind, q: string | null, filters: Record<string, string>, sort: Record<string, 'asc' | 'desc'> | undefined) {
  const key = JSON.stringify([q, filters, sort]);
  let answer = recent.get(key);
  if (!answer) {
    answer = pf.search(q, { filters, ...(sort ? { sort } : {}) });
    answer.catch(() => recent.delete(key));
    if (recent.size >= 20) recent.delete(recent.keys().next().value!);
    recent.set(key, answer);
  }
  return answer;
}
const only = (f: Filters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;

/**
 * A query with filters, and for each facet how many results its values would leave: each facet's
 * counts take the other filters into account, not itself, so choosing a guide still shows how
 * many results the other guides have. `base` filters always apply (e.g. resources only).
 */
export async function searchWithCounts<F extends string>(query: string, filters: Filters, facets: readonly F[],
  { base = {}, sort }: { base?: Filters; sort?: Record<string, 'asc' | 'desc'> } = {}) {
  const pf = await loadIndex();
  const q = query.trim() || null;
  const run = (f: Filters, sorted: boolean) => remembered(pf, q, only({ ...base, ...f }), sorted && sort && !q ? sort : undefined);
  const res = await run(filters, true);
  const counts = {} as Record<F, Record<string, number>>;
  // Counts need no order; and the search without the chosen facet is the same for each of its
  // values, so choosing another kind does not run it again (on a big index it takes seconds).
  for (const facet of facets) {
    counts[facet] = (filters[facet] ? (await run({ ...filters, [facet]: undefined }, false))?.filters[facet] : res?.filters[facet]) ?? {};
  }
  return { results: (res?.results ?? []).map(addressed), counts };
}

export async function find(query: string, filters: SearchFilters): Promise<Found> {
  const { results, counts } = await searchWithCounts(query, { ...filters }, ['guide', 'kind'] as const);
  return {
    total: results.length,
    items: (from, to) => Promise.all(results.slice(from, to).map(async (r) => toItem(r.id, await r.data(), query, filters.guide))),
    counts,
  };
}
