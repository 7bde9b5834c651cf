// Starts the app (src/boot/wake.ts says when): at the first sign of a visitor, or, for a page that
// must show what prerendering could not know, once the page has painted its content, so on a slow
// connection the JavaScript does not share bandwidth with the HTML and CSS of the first paint (a
// timer makes sure it starts where no paint is reported, a page opened in a background tab).
// Until then no file of the app is fetched: a page's own thread pays for every response it
// receives, even one only prefetched. The service worker, registered here, keeps the app's files
// (scripts/build/service-worker.mjs) from its own thread, so after a first visit the app starts
// without the network. The page's own controls answer presses from the start (installControls);
// presses on buttons only the app answers are held for it (holdPresses).
// A file of its own, not inline, so the Content-Security-Policy forbids every inline script; the
// page loads it with `defer`, so it never blocks the first paint. The page lists the app's files
// as data in #app-scripts (scripts/build/html.mjs).
//
// Every step is a short task of its own: on a slow phone even reading storage costs milliseconds,
// and the page's own layout is still being done around them.
import { keepForOffline } from './offline';
import { installControls } from './controls/index';
import { offerLanguage } from './controls/languageOffer';
import { hasStoredPacket, holdPresses, needsAppAtLoad, startAfterInput } from './wake';

(() => {
  const d = document;
  const root = d.getElementById('root');
  const data = d.getElementById('app-scripts');
  if (!root || !data) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    stopListening();
    const app = JSON.parse(data.textContent!) as { entry: string; preload: string[]; later: string[] };
    const s = d.createElement('script');
    s.type = 'module';
    s.src = app.entry;
    d.head.appendChild(s);
    // Then the entry's stages, the page's blocks and the shell's deferred parts, so there is no
    // chain of imports to wait for: a few at a time, one task each, as each costs a slow phone
    // a few milliseconds.
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
  const packet = hasStoredPacket();
  // The packet page's prerendered line says "empty" or "loading" by this (src/blocks/Packet).
  if (packet) d.documentElement.setAttribute('data-packet-stored', '');
  installControls(packet);
  offerLanguage();
  holdPresses(root, start);
  // The not-found page names the unknown address for whoever reads the console, at once.
  if (d.querySelector('[data-not-found]')) console.warn(`Page not found: ${location.pathname}`);
  const stopListening = startAfterInput(start);

  let painted = false;
  const afterPaint = () => {
    if (painted) return;
    painted = true;
    if (needsAppAtLoad(packet)) start();
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(afterPaint, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(afterPaint, 0));
  }
  setTimeout(afterPaint, 3000);
  keepForOffline();
})();
