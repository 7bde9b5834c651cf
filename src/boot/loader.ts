// Starts the app once the prerendered page has painted its content, so on a slow connection the
// JavaScript does not share bandwidth with the HTML and CSS of the first paint. A timer makes sure
// it loads even where no paint is reported (a page opened in a background tab).
// A file of its own, not inline, so the Content-Security-Policy forbids every inline script; the
// page loads it with `defer`, so it never blocks the first paint. The page lists the app's files
// as data in #app-scripts (scripts/build/html.mjs).
(() => {
  const d = document;
  const app = JSON.parse(d.getElementById('app-scripts')?.textContent ?? 'null') as { entry: string; preload: string[] } | null;
  if (!app) return;
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    // Each preload starts a request, which costs the main thread a few milliseconds on a slow
    // phone: a few at a time, one task each, so no task is long. The entry goes first.
    const s = d.createElement('script');
    s.type = 'module';
    s.src = app.entry;
    d.head.appendChild(s);
    const rest = [...app.preload];
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
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(go, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(go, 0));
  }
  setTimeout(go, 3000);
})();
