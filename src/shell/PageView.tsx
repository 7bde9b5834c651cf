import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { Route } from '../../schema/route';
import { useRouteClient, useRouteEntry, useShell } from '../data/context';
import { pageTitle } from '../data/meta';
import { normalisePath } from '../data/routeClient';
import { LoadFailed } from './LoadFailed';
import { NotFoundView } from './NotFoundView';
import { Page } from './Page';
import { useFullLoad } from './useFullLoad';
import { reveal, useLocationHash } from '../ui/locationHash';
import * as s from './Page.css';

/** The page for the current location: its data from the cache or the network, a not-found
 * screen for a path with no route, a retry for a load that failed, and a full page load for
 * data from a newer build of the site. */
export function PageView() {
  const [location] = useLocation();
  const path = normalisePath(location);
  const entry = useRouteEntry(path);
  const client = useRouteClient();
  const { site } = useShell();
  const shown = useRef<{ path: string; route: Route } | null>(null);
  const firstPath = useRef(path);
  const hash = useLocationHash();

  if (entry.status === 'ready') shown.current = { path, route: entry.data };

  useEffect(() => {
    if (entry.status === 'ready') document.title = pageTitle(entry.data.title, site.name);
    if (entry.status === 'missing') document.title = pageTitle(site.notFound.title, site.name);
    // After a client navigation, start at the section the address names, else at the top with
    // focus on the new page's heading.
    if (path !== firstPath.current && (entry.status === 'ready' || entry.status === 'missing')) {
      firstPath.current = '';
      const target = hash ? document.getElementById(hash) : null;
      if (target) return reveal(target);
      window.scrollTo(0, 0);
      const h1 = document.getElementById('page-title');
      if (h1) { h1.tabIndex = -1; h1.focus({ preventScroll: true }); }
    }
  }, [path, entry.status]); // when the page or its state changes, not on every new entry object

  // A link to a section of the page already shown (and a deep link, once the page is interactive).
  useEffect(() => {
    const target = hash && entry.status === 'ready' ? document.getElementById(hash) : null;
    if (target) reveal(target);
  }, [hash]); // only when the hash changes

  const reloading = useFullLoad(entry.status === 'outdated' ? entry.build : undefined);
  if (entry.status === 'ready') return <Page key={path} route={entry.data} />;
  if (entry.status === 'missing') return <Suspense fallback={null}><NotFoundView path={path} /></Suspense>;
  if (entry.status === 'error' || (entry.status === 'outdated' && !reloading)) {
    const reason = entry.status === 'error' ? `Please check your connection and try again. (${entry.message})` : OUTDATED;
    return <LoadFailed path={path} reason={reason} onRetry={() => void client.retry(path)} />;
  }
  // Loading, or loading in full: keep the previous page on screen until the next one is there.
  return shown.current
    ? <div className={s.busy} aria-busy="true"><Page key={shown.current.path} route={shown.current.route} /></div>
    : <div className={s.status} role="status"><p>Loading…</p></div>;
}

const OUTDATED = 'The site has been updated since this tab was opened: reload the page.';

