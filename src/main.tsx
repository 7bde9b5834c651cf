// Browser entry. Starting the app is split into tasks, so a phone's main thread is never blocked
// for long and a tap or scroll during start-up is answered between them: React's DOM renderer is
// evaluated in one task, the app's own modules in the next, then the page hydrates in slices
// (src/boot/start.tsx). The build preloads every stage's files with the entry (scripts/build/
// bundle.mjs), so the stages add no round trips.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  const { hydrateRoot } = await import('./boot/reactDom');
  await nextTask();
  const { start } = await import('./boot/start');
  await nextTask();
  start(hydrateRoot);
})();
