import { memo, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { Route } from '../../schema/model/route';
import { useRouteClient, useRouteEntry, useShell } from '../data/context';
import { format } from '../data/format';
import { pageTitle } from '../data/meta';
import { normalisePath } from '../data/routeClient';
import { LoadFailed } from './LoadFailed';
import { NotFoundView } from './NotFoundView';
import { Page } from './Page';
import { useFullLoad } from './useFullLoad';
import { useBlockCode } from './useBlockCode';
import { reveal, revealWhenPresent, useLocationHash } from '../ui/locationHash';
import * as s from './Page.css';

/** The not-found page, whose code loads when it is shown (memoised: see BlockList's BlockBoundary). */
const NotFoundBoundary = memo(function NotFoundBoundary({ path }: { path: string }) {
  return <Suspense fallback={null}><NotFoundView path={path} /></Suspense>;
});

/** The page for the current location: its data from the cache or the network, a not-found
 * screen for a path with no route, a retry for a load that failed, and a full page load for
 * data from a newer build of the site. */
export function PageView() {
  const [location] = useLocation();
  const path = normalisePath(location);
  const entry = useRouteEntry(path);
  const client = useRouteClient();
  const { site, ui } = useShell();
  const shown = useRef<{ path: string; route: Route } | null>(null);
  const hash = useLocationHash();
  // Where the view was last put. The first page is where the browser put it (and its own hash is
  // '' while hydrating, then the deep link's, which counts as a move on the same page).
  const place = useRef({ path, hash: '' });
  const waiting = useRef<(() => void) | undefined>(undefined);

  // Moving to another page: its data, and its blocks' code, before it replaces the one shown (the
  // first page is prerendered: its blocks hydrate as their code arrives, src/blocks/lazyBlock.tsx).
  const moving = !!shown.current && shown.current.path !== path;
  const codeReady = useBlockCode(entry.status === 'ready' && moving ? entry.data.blocks : undefined);
  const ready = entry.status === 'ready' && codeReady;
  if (ready) shown.current = { path, route: entry.data };

  useEffect(() => {
    if (entry.status === 'ready') document.title = pageTitle(entry.data.title, site.name);
    if (entry.status === 'missing') document.title = pageTitle(site.notFound.title, site.name);
  }, [path, entry.status]); // when the page or its state changes, not on every new entry object

  // After a move (a client navigation, or a new hash on the same page): the section the address
  // names, scrolled to and focused; else, on a new page, the top, with focus on its heading.
  useEffect(() => {
    if (!ready && entry.status !== 'missing') return; // not there yet
    const last = place.current;
    if (last.path === path && last.hash === hash) return;
    place.current = { path, hash };
    waiting.current?.();
    waiting.current = undefined;
    const target = hash ? document.getElementById(hash) : null;
    if (target) return reveal(target);
    if (last.path === path) return; // an unknown or no hash on the same page: stay where we are
    window.scrollTo(0, 0);
    const h1 = document.getElementById('page-title');
    if (h1) { h1.tabIndex = -1; h1.focus({ preventScroll: true }); }
    // A section of a block whose code is still loading (an accordion): go there once it shows.
    if (hash) waiting.current = revealWhenPresent(hash);
  }, [path, hash, entry.status, ready]);
  useEffect(() => () => waiting.current?.(), []);

  const reloading = useFullLoad(entry.status === 'outdated' ? entry.build : undefined);
  if (ready) return <Page key={path} route={entry.data} />;
  if (entry.status === 'missing') return <NotFoundBoundary path={path} />;
  if (entry.status === 'error' || (entry.status === 'outdated' && !reloading)) {
    const reason = entry.status === 'error' ? format(ui.loadFailed.connection, { detail: entry.message }) : ui.loadFailed.outdated;
    return <LoadFailed path={path} reason={reason} onRetry={() => void client.retry(path)} />;
  }
  // Loading, or loading in full: keep the previous page on screen until the next one is there.
  return shown.current
    ? <div className={s.busy} aria-busy="true"><Page key={shown.current.path} route={shown.current.route} /></div>
    : <div className={s.status} role="status"><p>{ui.page.loading}</p></div>;
}

