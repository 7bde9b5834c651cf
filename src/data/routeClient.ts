// The data client: loads a route's blocks when the visitor navigates to it, so the first load
// carries only the route being shown. Constants follow the spec: entries are kept 5 minutes,
// a failed load is retried 3 times with exponential back-off capped at 30 s, and a 404 means
// the route does not exist (not retried). Data that cannot be read, or that comes from another
// build of the site than the running code, is never handed to the page as if it were a route.
import { dataUrl } from '../../schema/contract/routeData.mjs';
import type { Route } from '../../schema/model/route';

export const RETENTION_MS = 5 * 60_000;
export const RETRIES = 3;
export const backoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export type RouteEntry =
  | { status: 'loading' }
  | { status: 'ready'; data: Route }
  | { status: 'missing' }
  | { status: 'error'; message: string }
  /** The data is from another build of the site (a deploy since this page loaded): load the page in full. */
  | { status: 'outdated'; build: string };

const LOADING: RouteEntry = { status: 'loading' };
const UNREADABLE: RouteEntry = { status: 'error', message: "this page's data could not be read" };

type Stored = { entry: RouteEntry; at: number; inflight?: Promise<void> };

export function normalisePath(p: string): string {
  const path = p.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export interface ClientOptions {
  /** The build id of the running code (from the page's <meta name="build">); route.json carries its own. */
  build?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Called with each route whose data is there (seeded or loaded): the app starts loading its
   * blocks' code then, so a page prefetched on hover is whole when the visitor clicks. */
  onRoute?: (route: Route) => void;
}

export function createRouteClient(opts: ClientOptions = {}) {
  const doFetch = opts.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = opts.now ?? (() => Date.now());
  const store = new Map<string, Stored>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const set = (path: string, entry: RouteEntry, extra?: Partial<Stored>) => {
    store.set(path, { entry, at: now(), ...extra });
    if (entry.status === 'ready') opts.onRoute?.(entry.data);
    emit();
  };

  async function fetchWithRetry(path: string): Promise<RouteEntry> {
    let lastError = 'unknown error';
    for (let attempt = 0; attempt <= RETRIES; attempt++) {
      if (attempt > 0) await sleep(backoff(attempt - 1));
      try {
        const res = await doFetch(dataUrl(path), { headers: { accept: 'application/json' } });
        if (res.status === 404) return { status: 'missing' };
        if (!res.ok) throw new Error(`the server answered ${res.status}`);
        // The same bytes would fail again: no retry for data that cannot be read.
        return await res.json().then(readRoute, () => UNREADABLE);
      } catch (e) {
        lastError = e instanceof Error ? e.message : String(e);
      }
    }
    return { status: 'error', message: lastError };
  }

  /** A route from route.json's data: { build, ...route }, checked only as far as the page needs
   * to render it (zod stays out of the browser; the block registry checks block types). */
  function readRoute(data: unknown): RouteEntry {
    if (!data || typeof data !== 'object') return UNREADABLE;
    const { build, ...route } = data as { build?: unknown } & Route;
    if (typeof build === 'string' && opts.build && build !== opts.build) return { status: 'outdated', build };
    const ok = typeof route.path === 'string' && typeof route.title === 'string' && Array.isArray(route.blocks)
      && route.blocks.every((b) => !!b && typeof b === 'object' && typeof b.type === 'string');
    return ok ? { status: 'ready', data: route } : UNREADABLE;
  }

  function load(path: string, { force = false } = {}): Promise<void> {
    const cur = store.get(path);
    if (cur?.inflight) return cur.inflight;
    const fresh = cur && now() - cur.at < RETENTION_MS && (cur.entry.status === 'ready' || cur.entry.status === 'missing');
    if (fresh && !force) return Promise.resolve();
    const stale = cur?.entry.status === 'ready' ? cur.entry.data : undefined;
    const inflight = fetchWithRetry(path).then((entry) => {
      // A failed refresh keeps showing the data we already have.
      set(path, entry.status === 'error' && stale ? { status: 'ready', data: stale } : entry);
    });
    store.set(path, { entry: cur && stale ? cur.entry : LOADING, at: cur?.at ?? 0, inflight });
    emit();
    return inflight;
  }

  return {
    /** Data already in the page (the prerendered route) needs no request. */
    seed(path: string, data: Route) { set(path, { status: 'ready', data }); },
    seedMissing(path: string) { set(path, { status: 'missing' }); },
    get(path: string): RouteEntry {
      const cur = store.get(path);
      return cur?.entry ?? LOADING;
    },
    load,
    prefetch(path: string) { void load(path); },
    retry(path: string) { store.delete(path); return load(path, { force: true }); },
    subscribe(l: () => void) { listeners.add(l); return () => { listeners.delete(l); }; },
  };
}
export type RouteClient = ReturnType<typeof createRouteClient>;
