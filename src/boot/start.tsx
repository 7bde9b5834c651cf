// The app's start (the last stage of src/main.tsx): hydrates the prerendered page with the data
// embedded in it.
import { startTransition } from 'react';
import type { hydrateRoot as HydrateRoot } from 'react-dom/client';
import type { Route } from '../../schema/model/route';
import { App } from '../App';
import type { ShellData } from '../data/context';
import { createRouteClient, normalisePath } from '../data/routeClient';
import { preloadBlocks } from '../blocks/index';
import { takeHeldPresses } from './wake';
import { deferredParts } from '../shell/deferred';
import { notePrerenderedReveals } from '../ui/Reveal';

const read = <T,>(id: string): T => JSON.parse(document.getElementById(id)?.textContent ?? 'null') as T;

export function start(hydrateRoot: typeof HydrateRoot): void {
  const shell = read<ShellData>('site-data');
  const route = read<Route | null>('route-data');
  // The build this code came from; route data from any other build is loaded as a full page.
  const build = document.querySelector<HTMLMetaElement>('meta[name="build"]')?.content;
  // A route's blocks' code starts loading as soon as its data is there (a page shows whole: PageView).
  const client = createRouteClient({ build, onRoute: (r) => void preloadBlocks(r.blocks).catch(() => {}) });
  const path = normalisePath(location.pathname);
  if (route && normalisePath(route.path) === path) client.seed(path, route);
  else if (!route) client.seedMissing(path);

  // Hydration does not wait for the code of the page's lazily loaded blocks or of the shell's
  // deferred parts: those stay as they were prerendered and hydrate on their own when their code
  // arrives (src/blocks/lazyBlock.tsx). Their code starts loading now, alongside hydration.
  const code = [...deferredParts.map((part) => part.preload()), route ? preloadBlocks(route.blocks) : null];
  // The crisis lines are one tap away on every page (site.crisis.help): their page's data and its
  // blocks' code load just after hydration, so that tap shows them at once.
  const help = shell.site.crisis?.help?.href;
  const root = document.getElementById('root')!;
  notePrerenderedReveals(root);
  // Hydrating as a transition lets React work in slices of a few milliseconds, yielding to the
  // browser between them (a tap or a scroll is handled at once), instead of one long task; the
  // page is prerendered, so nothing on screen waits for it.
  startTransition(() => {
    hydrateRoot(root, <App shell={shell} client={client} />);
  });
  // Buttons pressed while the app was starting (src/boot/wake.ts) are pressed again, in order, once
  // the code of the page's blocks and of the shell is there: React then hydrates their part at
  // once and answers. Without that code (offline, never kept) the presses are dropped, as they
  // would be anyway.
  void Promise.all(code).then(() => { for (const b of takeHeldPresses()) b.click(); }, () => takeHeldPresses());
  if (help?.kind === 'internal') setTimeout(() => client.prefetch(normalisePath(help.href)), 0);
}
