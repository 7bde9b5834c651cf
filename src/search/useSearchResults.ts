import { find, type Found, type Item, type SearchFilters } from './engine';
import { usePaged, type PagedState } from './usePaged';
import { searchedText } from './queryPlan';

export type SearchState = PagedState<Item, Found['counts']>;

/** Results for a query and filters, the first `limit` of them with their data (see usePaged). */
export function useSearchResults(query: string, filters: SearchFilters, limit: number): SearchState {
  const q = searchedText(query);
  const empty = !q && !filters.guide && !filters.kind;
  const key = empty ? '' : JSON.stringify([q, filters.guide ?? '', filters.kind ?? '']);
  return usePaged(key, () => find(q, filters), limit);
}
