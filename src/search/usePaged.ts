import { useEffect, useRef, useState } from 'react';
import type { Paged } from './engine';

export type PagedState<T, C> =
  | { status: 'idle' }
  | { status: 'loading'; previous?: Ready<T, C> | undefined }
  | Ready<T, C>
  | { status: 'error'; message: string };
export interface Ready<T, C> { status: 'ready'; key: string; total: number; more?: boolean | undefined; items: T[]; counts: C }

/**
 * The first `limit` results of a query (named by `key`; `load` runs it), with their data.
 * Queries follow the typing without a fixed delay, one at a time: a change while one runs waits
 * for it, and of all the changes that waited only the last runs (a burst of typing is one query).
 * Raising the limit loads only the extra results. An empty key is no query.
 */
export function usePaged<T, C>(key: string, load: () => Promise<Paged<T, C>>, limit: number): PagedState<T, C> {
  const [state, setState] = useState<PagedState<T, C>>({ status: 'idle' });
  const found = useRef<{ key: string; found: Paged<T, C>; items: T[] } | null>(null);
  const running = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    if (!key) { found.current = null; setState({ status: 'idle' }); return; }
    let live = true;
    setState((s) => (s.status === 'ready' ? { status: 'loading', previous: s } : s.status === 'loading' ? s : { status: 'loading' }));
    const run = async () => {
      const reuse = found.current?.key === key ? found.current : null;
      const f = reuse?.found ?? await load();
      const have = reuse?.items ?? [];
      const more = have.length < Math.min(limit, f.total) ? await f.items(have.length, limit) : [];
      if (!live) return;
      const items = [...have, ...more];
      found.current = { key, found: f, items };
      setState({ status: 'ready', key, total: f.total, more: f.more, items, counts: f.counts });
    };
    void (async () => {
      while (running.current) await running.current.catch(() => {});
      if (!live) return;
      const job = run().catch((e: unknown) => {
        if (live) setState({ status: 'error', message: e instanceof Error ? e.message : String(e) });
      });
      running.current = job;
      await job;
      if (running.current === job) running.current = null;
    })();
    return () => { live = false; };
    // key names the query that load runs.
  }, [key, limit]);
  return state;
}

/** The results to show while a query runs: the last ones, so the list does not flicker. */
export const shownResults = <T, C>(state: PagedState<T, C>) =>
  (state.status === 'ready' ? state : state.status === 'loading' ? state.previous : undefined);
