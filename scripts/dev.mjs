// npm start: build the site, serve dist/ like production (the same URLs and headers), rebuild what
// a save changed and reload the open tabs, or show the problems over the page (scripts/lib/dev-server.mjs).
// We serve the real production build (not a dev bundler) so what you see locally is what ships.
//   node scripts/dev.mjs [manifest] [out folder, dist/ unless given]
// PORT picks the port (4173 unless set): if it is in use the next 20 are tried, and the terminal
// says which one serves; if they are all in use it says so and stops.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { root } from './lib/node-bundle.mjs';
import { startDev } from './lib/dev-server.mjs';

const port = Number(process.env.PORT || 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, like PORT=5000, got "${process.env.PORT}"`);
  process.exit(1);
}
const outDir = process.argv[3] ? resolve(process.argv[3]) : join(root, 'dist');

console.log('Building…');
let dev;
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
console.log(`\n  Serving ${dev.url}\n\nWatching the manifest, src/, schema/ and static/ — Ctrl+C to stop`);

// Ctrl+C: stop watching, stop the builder, end live-reload streams, then exit 0 so npm doesn't
// print an error banner. A second Ctrl+C does not wait.
let stopping = false;
async function stop() {
  if (stopping) process.exit(1);
  stopping = true;
  await dev.close();
  console.log('\nStopped.');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
