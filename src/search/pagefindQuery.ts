// A query run against the index the way queryPlan.ts plans it: the full query, exact terms checked
// on each page's text, the fallback queries when the full one finds too little, low-tier pages
// last. It orders pages; items.ts makes a page's result into the page and its resources.
import { hasTerms, MAX_CHECKED, MIN_FULL, mergeResults, planQuery, type QueryPlan } from './queryPlan';

export interface PagefindData { url: string; content: string; excerpt: string; meta: Record<string, string | undefined>; filters: Record<string, string[]>; sub_results?: SubResult[]; anchors?: { id: string; element: string; text?: string; location: number }[] }
export interface WeightedLocation { weight: number; balanced_score: number; location: number }
export interface SubResult { title: string; url: string; excerpt: string; anchor?: { id: string } | undefined; locations?: number[] | undefined; weighted_locations?: WeightedLocation[] | undefined }
export interface PagefindResult { id: string; data: () => Promise<PagefindData> }
interface PagefindResponse { results: PagefindResult[]; filters: Record<string, Record<string, number>> }
export interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string | null, o?: { filters?: Record<string, string> }): Promise<PagefindResponse | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}
/** Pages in order: those that hold every word of the query, then (when they are few) those with fewer. */
export interface Ranked { plan: QueryPlan; results: PagefindResult[] }

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

export interface Context {
  pf: Pagefind;
  acronyms: ReadonlySet<string>;
  /** Ids of the pages marked as an index or a stub. */
  low: ReadonlySet<string>;
  search(q: string | null, filters: Record<string, string>): Promise<PagefindResponse | null>;
}

/** A query with filters: its pages, ordered. */
export async function rankedSearch(ctx: Context, query: string, filters: Record<string, string>): Promise<Ranked> {
  const plan = planQuery(query, ctx.acronyms);
  // Only joining words or fragments ("and for the", "s"): nothing to look for, so nothing found.
  if (!plan.text && /[\p{L}\p{N}]/u.test(query)) return { plan, results: [] };
  if (!plan.text) {
    const res = await ctx.search(null, filters);
    return { plan, results: (res?.results ?? []).map(once) };
  }
  const res = await ctx.search(plan.text, filters);
  const full = await withTerms((res?.results ?? []).map(once), plan.exact);
  const partials = full.length >= MIN_FULL || !plan.partial.length ? [] : await Promise.all(plan.partial.map(async (p) => {
    const r = await ctx.search(p.text, filters);
    return withTerms((r?.results ?? []).map(once), p.exact);
  }));
  return { plan, results: mergeResults(full, partials, ctx.low) };
}
