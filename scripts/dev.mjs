// npm start: build the site, serve dist/ like production (the same URLs and headers), rebuild what
// a save changed and reload the open tabs, or show the problems over the page (scripts/dev/server.mjs).
// We serve the real production build (not a dev bundler) so what you see locally is what ships.
//   node scripts/dev.mjs [manifest] [out folder, dist/ unless given]
// PORT picks the port (4173 unless set): if it is in use the next 20 are tried, and the terminal
// says which one serves; if they are all in use it says so and stops.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './lib/paths.mjs';
import { startDev } from './dev/server.mjs';

const port = Number(process.env.PORT || 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, like PORT=5000, got "${process.env.PORT}"`);
  process.exit(1);
}
const outDir = process.argv[3] ? resolve(process.argv[3]) : join(root, 'dist');

// Stopping, whatever asks for it: Ctrl+C (SIGINT), a kill (SIGTERM), the terminal closed (SIGHUP),
// or the parent gone. `npm start` runs this through a shell, and a SIGTERM to npm ends npm and
// that shell but never reaches this process, which would go on serving the port: so when its
// parent is gone (it has a new one), it stops too. Stopping ends the watcher, the builder, the
// indexer, the live-reload streams and the server, then exits 0 so npm prints no error banner.
// During the first build there is nothing to close yet: the process exits, and the builder and
// the indexer, whose channel to it closes, exit with it. A second signal does not wait.
let dev;
let stopping = false;
async function stop(why) {
  if (stopping) process.exit(1);
  stopping = true;
  if (why) console.log(`\n${why}`);
  await dev?.close();
  console.log('\nStopped.');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop());
const parent = process.ppid;
setInterval(() => { if (process.ppid !== parent) stop('The process that started npm start has ended; stopping too.'); }, 500).unref();

console.log('Building…');
try {
  dev = await startDev({ manifestFile: process.argv[2] ? resolve(process.argv[2]) : undefined, outDir, port });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
if (!dev.firstBuild.ok && !existsSync(join(outDir, 'index.html'))) {
  console.error('The first build failed and there is no dist/ to serve. Fix the problems above and run npm start again.');
  await dev.close();
  process.exit(1);
}
console.log(`\n  Serving ${dev.url}\n  Edit the site in your browser: ${dev.editorUrl}\n\nWatching the manifest, src/, schema/ and static/ — Ctrl+C to stop`);
