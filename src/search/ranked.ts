// A query run against the index the way rank.ts plans it: the full query, exact terms checked
// on each result's text, the fallback queries when the full one finds too little, low-tier
// pages last. Counts per filter value come from Pagefind when its results are used as they are,
// and from the results themselves when checking or the fallback changed them.
import { hasTerms, MAX_CHECKED, MIN_FULL, mergeResults, planQuery } from './rank';

export interface PagefindData { url: string; content: string; excerpt: string; meta: Record<string, string | undefined>; filters: Record<string, string[]>; sub_results?: SubResult[] }
export interface SubResult { title: string; url: string; excerpt: string; anchor?: { id: string } | undefined; locations?: number[] | undefined }
export interface PagefindResult { id: string; data: () => Promise<PagefindData> }
interface PagefindResponse { results: PagefindResult[]; filters: Record<string, Record<string, number>> }
export interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string | null, o?: { filters?: Record<string, string>; sort?: Record<string, 'asc' | 'desc'> }): Promise<PagefindResponse | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}
export type Counts = Record<string, Record<string, number>>;
export interface Ranked { results: PagefindResult[]; counts: Counts }

/** A result whose data loads once, however often it is asked for. */
const once = (r: PagefindResult): PagefindResult => {
  let data: Promise<PagefindData> | undefined;
  return { id: r.id, data: () => (data ??= r.data()) };
};

/** The results (in order) whose text holds every term; at most MAX_CHECKED are checked. */
async function withTerms(results: readonly PagefindResult[], terms: readonly string[]): Promise<PagefindResult[]> {
  if (!terms.length) return [...results];
  const checked = results.slice(0, MAX_CHECKED);
  const datas = await Promise.all(checked.map((r) => r.data()));
  return checked.filter((_, i) => hasTerms(datas[i]!.content, terms));
}

/** Counts of each filter value over a list of results, from their own data. */
async function countsOf(results: readonly PagefindResult[]): Promise<Counts> {
  const counts: Counts = {};
  for (const d of await Promise.all(results.map((r) => r.data()))) {
    for (const [facet, values] of Object.entries(d.filters)) {
      const c = (counts[facet] ??= {});
      for (const v of values) c[v] = (c[v] ?? 0) + 1;
    }
  }
  return counts;
}

export interface Context {
  pf: Pagefind;
  acronyms: ReadonlySet<string>;
  /** Ids of the pages marked as an index or a stub. */
  low: ReadonlySet<string>;
  search(q: string | null, filters: Record<string, string>, sort?: Record<string, 'asc' | 'desc'>): Promise<PagefindResponse | null>;
}

/** A query with filters, ordered; `sort` applies to a search without words only. */
export async function rankedSearch(ctx: Context, query: string, filters: Record<string, string>, sort?: Record<string, 'asc' | 'desc'>): Promise<Ranked> {
  const plan = planQuery(query, ctx.acronyms);
  if (!plan.text) {
    const res = await ctx.search(null, filters, sort);
    return { results: (res?.results ?? []).map(once), counts: res?.filters ?? {} };
  }
  const res = await ctx.search(plan.text, filters);
  const full = await withTerms((res?.results ?? []).map(once), plan.exact);
  const changed = plan.exact.length > 0 || (full.length < MIN_FULL && plan.partial.length > 0);
  if (!changed) return { results: mergeResults(full, [], ctx.low), counts: res?.filters ?? {} };
  const partials = full.length >= MIN_FULL ? [] : await Promise.all(plan.partial.map(async (p) => {
    const r = await ctx.search(p.text, filters);
    return withTerms((r?.results ?? []).map(once), p.exact);
  }));
  const results = mergeResults(full, partials, ctx.low);
  return { results, counts: await countsOf(results) };
}
