import { find, type Found, type Item, type SearchFilters } from './engine';
import { usePaged, type PagedState } from './usePaged';
import { onlyJoiningWords, searchedText } from './queryPlan';
import { useShell } from '../data/context';

export type SearchState = PagedState<Item, Found['counts']>;

/** Results for a query and filters, the first `limit` of them with their data (see usePaged). */
export function useSearchResults(query: string, filters: SearchFilters, limit: number): SearchState {
  const { lang } = useShell();
  const q = searchedText(query);
  // Words with nothing to look for ("and the") search nothing, filters or not.
  const empty = !q && ((!filters.guide && !filters.kind) || onlyJoiningWords(query));
  const key = empty ? '' : JSON.stringify([q, filters.guide ?? '', filters.kind ?? '', lang]);
  return usePaged(key, () => find(q, filters, lang), limit);
}
