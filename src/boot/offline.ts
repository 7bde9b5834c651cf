// Offline use: once the page is interactive and the browser is idle, register the service worker
// the page names (scripts/build/service-worker.mjs). A page that names none (npm start) removes
// any worker a production build left for this address, so editing never shows stale pages.
export function keepForOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const url = document.querySelector<HTMLMetaElement>('meta[name="service-worker"]')?.content;
  const sw = navigator.serviceWorker;
  const run = () => {
    const done = url ? sw.register(url) : sw.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())));
    // A browser that refuses workers (private modes, policies) still has the site.
    done.catch(() => {});
  };
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}
