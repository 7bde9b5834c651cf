import { useEffect, useRef, useState } from 'react';
import { find, type Found, type Item, type SearchFilters } from './engine';

/** Typing pauses this long before a search runs. */
export const DEBOUNCE_MS = 120;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: Ready | undefined }
  | Ready
  | { status: 'error'; message: string };
export interface Ready { status: 'ready'; query: string; total: number; items: Item[]; counts: Found['counts'] }

/**
 * Results for a query and filters, the first `limit` of them with their data. A new query
 * replaces an older one still running; raising the limit loads only the extra results.
 */
export function useSearchResults(query: string, filters: SearchFilters, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const found = useRef<{ key: string; found: Found; items: Item[] } | null>(null);
  const key = JSON.stringify([query.trim(), filters.guide ?? '', filters.kind ?? '']);
  const empty = !query.trim() && !filters.guide && !filters.kind;

  useEffect(() => {
    if (empty) { found.current = null; setState({ status: 'idle' }); return; }
    let live = true;
    const reuse = found.current?.key === key ? found.current : null;
    setState((s) => (s.status === 'ready' ? { status: 'loading', previous: s } : s.status === 'loading' ? s : { status: 'loading' }));
    const timer = setTimeout(async () => {
      try {
        const f = reuse?.found ?? await find(query, filters);
        const have = reuse?.items ?? [];
        const more = have.length < Math.min(limit, f.total) ? await f.items(have.length, limit) : [];
        if (!live) return;
        const items = [...have, ...more];
        found.current = { key, found: f, items };
        setState({ status: 'ready', query: query.trim(), total: f.total, items, counts: f.counts });
      } catch (e) {
        if (live) setState({ status: 'error', message: e instanceof Error ? e.message : String(e) });
      }
    }, reuse ? 0 : DEBOUNCE_MS);
    return () => { live = false; clearTimeout(timer); };
    // key stands for the query and the filters.
  }, [key, limit, empty]);
  return state;
}
