// npm start: build the site, serve dist/ like production (the same URLs and headers), rebuild on
// change and live-reload browsers.
// We serve the real production build (not a dev bundler) so what you see locally is what ships.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './lib/static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const WATCHED = ['data', 'src', 'schema', 'static'];
const DEBOUNCE_MS = 150;
const basePort = Number(process.env.PORT || 4173);
if (!Number.isInteger(basePort) || basePort < 0 || basePort > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

// Live reload over Server-Sent Events: no websocket library needed and EventSource reconnects by
// itself. The static server adds a script tag to every HTML response; the script is a file of its
// own, because the site's Content-Security-Policy (sent here as on the hosts) forbids inline script.
const LIVE_PATH = '/__live';
const LIVE_SCRIPT_PATH = '/__live.js';
const LIVE_SCRIPT = `new EventSource('${LIVE_PATH}').addEventListener('reload', () => location.reload());\n`;
const SNIPPET = `<script src="${LIVE_SCRIPT_PATH}"></script>`;
const clients = new Set();
// Shared state, declared up front because stop() may run (Ctrl+C) at any point during startup.
const watchers = [];
let server = null;
let stopping = false;

function onRequest(req, res) {
  const path = (req.url ?? '').split('?')[0];
  if (path === LIVE_SCRIPT_PATH) {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(LIVE_SCRIPT);
    return true;
  }
  if (path !== LIVE_PATH) return false;
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  res.write('retry: 1000\n\n');
  clients.add(res);
  res.on('close', () => clients.delete(res));
  return true;
}

function reloadBrowsers() {
  for (const res of clients) res.write('event: reload\ndata: reload\n\n');
  if (clients.size) console.log(`Reloaded ${clients.size} browser tab${clients.size === 1 ? '' : 's'}`);
}

// Comment lines keep idle streams from being dropped by proxies or sleeping laptops.
const heartbeat = setInterval(() => {
  for (const res of clients) res.write(': ping\n\n');
}, 30_000);
heartbeat.unref();

// Run `node build.mjs` as a child so a crashing or hanging build can't take the server down with it.
// build.mjs prints its own errors; we only report the outcome.
let child = null;
function build() {
  const started = Date.now();
  return new Promise((done) => {
    child = spawn(process.execPath, ['build.mjs'], { cwd: root, stdio: 'inherit' });
    child.on('error', (err) => {
      console.error(`Could not start the build: ${err.message}`);
      child = null;
      done(false);
    });
    child.on('exit', (code, signal) => {
      child = null;
      const ok = code === 0;
      if (ok) console.log(`Built in ${Date.now() - started} ms`);
      else console.error(`Build failed (${signal ?? `exit code ${code}`})`);
      done(ok);
    });
  });
}

// Never two builds at once: a change during a build sets `pending`, and exactly one more build
// runs afterwards however many changes arrived meanwhile.
let building = false;
let pending = false;
async function rebuild() {
  if (building) {
    pending = true;
    return;
  }
  building = true;
  const ok = await build();
  building = false;
  if (stopping) return;
  if (!ok) console.error('Keeping the last good dist/; not reloading. Fix the error and save again.');
  // If another build is queued, let that one trigger the reload so tabs don't reload twice.
  else if (!pending) reloadBrowsers();
  if (pending) {
    pending = false;
    rebuild();
  }
}

let timer = null;
function scheduleRebuild(dir, file) {
  // Editor swap/backup files are noise, not content changes.
  if (file && /(^|[\\/])(\.#|#)|\.sw[a-p]$|~$|^4913$/.test(file)) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    const what = file ? join(dir, String(file)) : dir;
    console.log(`\nChanged: ${what} — ${building ? 'will rebuild when the current build ends' : 'rebuilding…'}`);
    rebuild();
  }, DEBOUNCE_MS);
}

// Try PORT, then the next 20 ports, so a second `npm start` (or another tool) doesn't make us fail.
async function listen() {
  for (let port = basePort; port <= basePort + 20; port++) {
    try {
      return await startStaticServer({ root: dist, port, host: '127.0.0.1', onRequest, inject: SNIPPET });
    } catch (err) {
      if (err.code !== 'EADDRINUSE') throw err;
      if (basePort === 0) throw err;
    }
  }
  throw new Error(`Ports ${basePort}–${basePort + 20} are all in use; set PORT to pick another.`);
}

// Registered before the first build so Ctrl+C during it also exits cleanly.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log('Building…');
building = true;
const firstOk = await build();
building = false;
if (!firstOk) {
  if (!existsSync(dist)) {
    console.error('The first build failed and there is no dist/ to serve. Fix the error above and run npm start again.');
    process.exit(1);
  }
  console.error('The first build failed; serving the previous dist/ until a rebuild succeeds.');
}

try {
  server = await listen();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
console.log(`\n  Serving ${server.url}\n`);

for (const dir of WATCHED) {
  const path = join(root, dir);
  if (!existsSync(path)) continue;
  const watcher = watch(path, { recursive: true }, (_event, file) => scheduleRebuild(dir, file));
  watcher.on('error', (err) => console.error(`Watching ${dir}/ failed: ${err.message}`));
  watchers.push(watcher);
}
console.log(`Watching ${WATCHED.filter((d) => existsSync(join(root, d))).map((d) => d + '/').join(', ')} — Ctrl+C to stop`);

// Ctrl+C: stop watching, stop any running build, end live-reload streams (they'd keep the server
// open), then exit 0 so npm doesn't print an error banner.
async function stop() {
  if (stopping) process.exit(1); // second Ctrl+C: don't wait any longer
  stopping = true;
  clearTimeout(timer);
  for (const w of watchers) w.close();
  child?.kill();
  for (const res of clients) res.end();
  await server?.close();
  console.log('\nStopped.');
  process.exit(0);
}
