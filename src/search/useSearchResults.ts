import { useEffect, useRef, useState } from 'react';
import { find, type Found, type Item, type SearchFilters } from './engine';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: Ready | undefined }
  | Ready
  | { status: 'error'; message: string };
export interface Ready { status: 'ready'; query: string; total: number; items: Item[]; counts: Found['counts'] }

/**
 * Results for a query and filters, the first `limit` of them with their data. Searches follow the
 * typing without a fixed delay, one at a time: a keystroke while a search runs waits for it, and
 * of all the keystrokes that waited only the last one searches (a burst of typing is one search).
 * Raising the limit loads only the extra results.
 */
export function useSearchResults(query: string, filters: SearchFilters, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const found = useRef<{ key: string; found: Found; items: Item[] } | null>(null);
  const running = useRef<Promise<unknown> | null>(null);
  const key = JSON.stringify([query.trim(), filters.guide ?? '', filters.kind ?? '']);
  const empty = !query.trim() && !filters.guide && !filters.kind;

  useEffect(() => {
    if (empty) { found.current = null; setState({ status: 'idle' }); return; }
    let live = true;
    setState((s) => (s.status === 'ready' ? { status: 'loading', previous: s } : s.status === 'loading' ? s : { status: 'loading' }));
    const search = async () => {
      const reuse = found.current?.key === key ? found.current : null;
      const f = reuse?.found ?? await find(query, filters);
      const have = reuse?.items ?? [];
      const more = have.length < Math.min(limit, f.total) ? await f.items(have.length, limit) : [];
      if (!live) return;
      const items = [...have, ...more];
      found.current = { key, found: f, items };
      setState({ status: 'ready', query: query.trim(), total: f.total, items, counts: f.counts });
    };
    void (async () => {
      while (running.current) await running.current.catch(() => {});
      if (!live) return;
      const job = search().catch((e: unknown) => {
        if (live) setState({ status: 'error', message: e instanceof Error ? e.message : String(e) });
      });
      running.current = job;
      await job;
      if (running.current === job) running.current = null;
    })();
    return () => { live = false; };
    // key stands for the query and the filters.
  }, [key, limit, empty]);
  return state;
}
