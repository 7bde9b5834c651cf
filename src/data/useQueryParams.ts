import { useLocation, useSearch } from 'wouter';
import { usePrerendered } from '../lib/useHydrating';

export type QueryParams = Record<string, string>;

/**
 * The address's query (?q=…&kind=…) as a plain object, and a way to change it without adding a
 * history entry for every keystroke. While the page hydrates the query reads as empty, as it
 * was when the page was prerendered, so the first render matches the HTML; an address without
 * a query then renders nothing again (a catalogue's whole list, on a slow phone, in one task).
 */
export function useQueryParams(): [QueryParams, (next: QueryParams, opts?: { push?: boolean }) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const shown = usePrerendered(search, '');
  const params = Object.fromEntries(new URLSearchParams(shown));
  const set = (next: QueryParams, { push = false } = {}) => {
    const qs = new URLSearchParams(Object.entries(next).filter(([, v]) => v !== '')).toString();
    if (qs !== search) navigate(qs ? `${path}?${qs}` : path, { replace: !push });
  };
  return [params, set];
}
