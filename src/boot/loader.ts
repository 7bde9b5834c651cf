// Starts the app (src/boot/wake.ts says when): at the first sign of a visitor, or, for a page that
// must show what prerendering could not know, once the page has painted its content, so on a slow
// connection the JavaScript does not share bandwidth with the HTML and CSS of the first paint (a
// timer makes sure it starts where no paint is reported, a page opened in a background tab).
// Until then the app's files are only fetched, after the page has loaded, so a first tap waits
// for no network; and presses on the page's buttons are held for the app (holdPresses).
// A file of its own, not inline, so the Content-Security-Policy forbids every inline script; the
// page loads it with `defer`, so it never blocks the first paint. The page lists the app's files
// as data in #app-scripts (scripts/build/html.mjs).
import { keepForOffline } from './offline';
import { INTENT_EVENTS, holdPresses, needsAppAtLoad } from './wake';

(() => {
  const d = document;
  const app = JSON.parse(d.getElementById('app-scripts')?.textContent ?? 'null') as { entry: string; preload: string[]; later: string[] } | null;
  const root = d.getElementById('root');
  if (!app || !root) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const t of INTENT_EVENTS) removeEventListener(t, start, true);
    // Each preload starts a request, which costs the main thread a few milliseconds on a slow
    // phone: a few at a time, one task each, so no task is long. The entry goes first, then its
    // stages, then the page's blocks and the shell's deferred parts (no chain of imports to wait).
    const s = d.createElement('script');
    s.type = 'module';
    s.src = app.entry;
    d.head.appendChild(s);
    const rest = [...app.preload, ...app.later];
    const some = () => {
      for (const href of rest.splice(0, 3)) {
        const l = d.createElement('link');
        l.rel = 'modulepreload';
        l.href = href;
        d.head.appendChild(l);
      }
      if (rest.length) setTimeout(some, 0);
    };
    some();
  };
  holdPresses(root, start);
  keepForOffline();

  if (needsAppAtLoad()) {
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(start, 0));
    }
    setTimeout(start, 3000);
    return;
  }
  for (const t of INTENT_EVENTS) addEventListener(t, start, { capture: true, passive: true });
  // Into the HTTP cache (the files are immutable), read to the end so the cache keeps them whole.
  // One task of a few fetch calls: DOM preloads cost a slow phone milliseconds each.
  const fetchAll = () => {
    if (!started) for (const href of [app.entry, ...app.preload, ...app.later]) fetch(href).then((r) => r.arrayBuffer()).catch(() => {});
  };
  if (d.readyState === 'complete') setTimeout(fetchAll, 0);
  else addEventListener('load', () => setTimeout(fetchAll, 0), { once: true });
})();
