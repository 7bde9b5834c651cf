import { useLocation, useSearch } from 'wouter';
import { useHydrating } from '../lib/useHydrating';

export type QueryParams = Record<string, string>;

/**
 * The address's query (?q=…&kind=…) as a plain object, and a way to change it without adding a
 * history entry for every keystroke. While the page hydrates the query reads as empty, as it
 * was when the page was prerendered, so the first render matches the HTML.
 */
export function useQueryParams(): [QueryParams, (next: QueryParams, opts?: { push?: boolean }) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const hydrating = useHydrating();
  const params = hydrating ? {} : Object.fromEntries(new URLSearchParams(search));
  const set = (next: QueryParams, { push = false } = {}) => {
    const qs = new URLSearchParams(Object.entries(next).filter(([, v]) => v !== '')).toString();
    if (qs !== search) navigate(qs ? `${path}?${qs}` : path, { replace: !push });
  };
  return [params, set];
}
