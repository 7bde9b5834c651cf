// Offline use: once the page has loaded and the browser is idle, register the service worker
// the page names (scripts/build/service-worker.mjs). A page that names none (npm start) removes
// any worker a production build left for this address, so editing never shows stale pages.
// A browser that refuses workers (private modes, policies) still has the site: errors are dropped.
export function keepForOffline(): void {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const url = document.querySelector<HTMLMetaElement>('meta[name="service-worker"]')?.content;
  (window.requestIdleCallback ?? setTimeout)(() => {
    (url ? sw.register(url) : sw.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())))).catch(() => {});
  }, { timeout: 5000 });
}
