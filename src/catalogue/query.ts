// The catalogue's filters and words, loaded the first time a filter is set. Filters alone read the
// facet index (facetIndex.ts): its head at once, then the column chunks and row shards a page of
// results needs. Words go through the search index, which ranks the resources; the facet index
// then keeps those that fit the other filters.
import type { CatalogueItem, FacetCounts } from '../../schema/contract/catalogueFormat';
import { indexFiles } from '../../schema/values/addresses.mjs';
import { rowIn, type IndexHead, type IndexRow } from '../../schema/contract/catalogueIndexFormat';
import type { Paged } from '../search/engine';
import type { CatalogueQuery } from './CatalogueFilters';
import { idsBetween, missesOf, tally, type Choice } from './facetIndex';

const files = new Map<string, Promise<unknown>>();
/** A file of the index, fetched once (its folder is named by its content, so it never changes). */
function load<T>(url: string): Promise<T> {
  let p = files.get(url);
  if (!p) {
    p = fetch(url, { headers: { accept: 'application/json' } }).then((res) => {
      if (!res.ok) throw new Error(`the resource index could not be loaded (the server answered ${res.status})`);
      return res.json();
    });
    // A failed load is tried again the next time it is needed.
    p.catch(() => files.delete(url));
    files.set(url, p);
  }
  return p as Promise<T>;
}

/** The index in folder `index` (CatalogueData.index). */
function indexAt(index: string) {
  const head = () => load<IndexHead>(`${index}${indexFiles.head}`);
  const column = (k: number) => load<number[]>(`${index}${indexFiles.column(k)}`);
  /** The rows of these ids, in the same order, each at its listing in `guide`, in the words of `lang`. */
  const rows = async (h: IndexHead, ids: readonly number[], guide: string | undefined, lang?: string): Promise<CatalogueItem[]> => {
    const shards = new Map<number, Promise<IndexRow[]>>();
    for (const id of ids) {
      const k = Math.floor(id / h.shard);
      if (!shards.has(k)) shards.set(k, load<IndexRow[]>(`${index}${indexFiles.shard(k)}`));
    }
    const loaded = new Map(await Promise.all([...shards].map(async ([k, p]) => [k, await p] as const)));
    return ids.map((id) => rowIn(loaded.get(Math.floor(id / h.shard))![id % h.shard]!, guide, lang));
  };
  /** The signature of each id, reading the chunks that hold them. */
  const sigsOf = async (h: IndexHead, ids: readonly number[]) => {
    const chunks = [...new Set(ids.map((id) => Math.floor(id / h.chunk)))];
    const columns = new Map(await Promise.all(chunks.map(async (k) => [k, await column(k)] as const)));
    return ids.map((id) => columns.get(Math.floor(id / h.chunk))![id % h.chunk]!);
  };
  return { head, column, rows, sigsOf };
}

/**
 * The resources that fit the query, a page at a time, with each facet's counts. `guide`: a
 * catalogue of one guide is always within it (it hides the guide filter). `lang`: the page's
 * language, whose words a resource is shown in where a translated page gives them.
 */
export async function findResources(index: string, query: CatalogueQuery, guide?: string, lang?: string): Promise<Paged<CatalogueItem, FacetCounts>> {
  const { q = '', ...chosen } = query;
  const at = indexAt(index);
  const head = await at.head();
  const fixed: Choice = guide ? { guide } : {};
  const misses = missesOf(head, chosen, fixed);
  const keeps = (sig: number) => misses(sig).length === 0;
  // A resource listed in several guides shows its listing in the one filtered by.
  const shownIn = guide ?? chosen.guide;
  if (!q.trim()) {
    const { total, counts } = tally(head, head.chunks.flat(), misses);
    return { total, counts, items: async (from, to) => at.rows(head, await idsBetween(head, keeps, from, to, at.column), shownIn, lang) };
  }
  // Words rank the resources (best first); the search engine loads only now.
  const { resourcesMatching } = await import('../search/engine');
  const found = await resourcesMatching(q, lang);
  const sigs = await at.sigsOf(head, found.ids);
  const { total, counts } = tally(head, sigs.map((sig) => [sig, 1] as const), misses);
  const ids = found.ids.filter((_, i) => keeps(sigs[i]!));
  return { total, more: found.more, counts, items: (from, to) => at.rows(head, ids.slice(from, to), shownIn, lang) };
}
