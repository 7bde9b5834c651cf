// Local stand-ins for the web, on 127.0.0.1 and free ports, answering every way a real link can:
// fine, moved, gone, rate-limited, failing, hanging, refusing HEAD, hanging up on HEAD, looping,
// forbidden, dropping the first connection; plus an https server whose certificate no client trusts and a port where
// nothing listens. Every request is logged (method, path, time, User-Agent, requests in flight).
// Links name them "links-test.localhost" (this machine, RFC 6761): the manifest's schema refuses a
// host written as an IP, and the check reaches loopback only with LINKS_TEST_ALLOW_LOOPBACK=1.
// Run on its own to try the command by hand:
//   node test/helpers/link-server.mjs [dir]   → writes dir/test-manifest.json and keeps serving
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { createServer as createNetServer } from 'node:net';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testManifest } from './link-manifest.mjs';

const fixtures = join(import.meta.dirname, '../fixtures/links');

/** The servers' name in links (they listen on 127.0.0.1). */
export const HOST = 'links-test.localhost';
const listen = (server) => new Promise((done) => server.listen(0, '127.0.0.1', () => done(server.address().port)));

/** Answers by path; `seen` counts requests per path, for the answers that change on a retry. */
function answer(req, res, seen) {
  const path = new URL(req.url, 'http://x').pathname;
  const n = (seen[path] = (seen[path] ?? 0) + 1);
  const send = (status, headers = {}) => { res.writeHead(status, { 'content-type': 'text/html', ...headers }); res.end(req.method === 'HEAD' ? undefined : `<p>${status}</p>`); };
  switch (path) {
    case '/ok': case '/ok-again': return send(200);
    case '/moved': return send(301, { location: '/ok' });
    case '/temporary': return send(302, { location: '/ok' });
    case '/not-found': return send(404);
    case '/gone': return send(410);
    case '/busy': return n === 1 ? send(429, { 'retry-after': '2' }) : send(200);
    case '/server-error': return send(500);
    case '/hang': return undefined; // never answers
    case '/no-head': return req.method === 'HEAD' ? send(405, { allow: 'GET' }) : send(200);
    case '/reset-head': return req.method === 'HEAD' ? req.socket.destroy() : send(200);
    case '/loop-a': return send(301, { location: '/loop-b' });
    case '/loop-b': return send(302, { location: '/loop-a' });
    case '/forbidden': return send(403);
    case '/flaky': return n === 1 ? req.socket.destroy() : send(200);
    default: return send(404);
  }
}

/** Starts the servers; returns their base URLs, the request log, and stop(). */
export async function startLinkServers() {
  const log = [];
  const seen = {};
  let inFlight = 0;
  const handler = (req, res) => {
    inFlight++;
    log.push({ method: req.method, path: req.url, at: Date.now(), userAgent: req.headers['user-agent'], inFlight });
    const done = () => { inFlight--; };
    res.on('close', done);
    // Every answer takes a moment, as over a real network, so requests overlap and the
    // per-host limit is what keeps them apart.
    setTimeout(() => answer(req, res, seen), 50);
  };
  const http = createServer(handler);
  const tls = createTlsServer({ key: await readFile(join(fixtures, 'self-signed-key.pem')), cert: await readFile(join(fixtures, 'self-signed-cert.pem')) }, (q, r) => r.end('ok'));
  // A port that was free a moment ago and now has nothing listening: connections are refused.
  const probe = createNetServer();
  const refusedPort = await listen(probe);
  await new Promise((done) => probe.close(done));
  const base = `http://${HOST}:${await listen(http)}`;
  const tlsBase = `https://${HOST}:${await listen(tls)}`;
  return {
    base,
    tlsBase,
    refusedBase: `http://${HOST}:${refusedPort}`,
    log,
    async stop() {
      for (const s of [http, tls]) {
        s.closeAllConnections();
        await new Promise((done) => s.close(done));
      }
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? '.cache/links-demo');
  const servers = await startLinkServers();
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'test-manifest.json');
  await writeFile(file, testManifest(servers));
  console.log(`Serving ${servers.base} and ${servers.tlsBase}; wrote ${file}\nTry: LINKS_TEST_ALLOW_LOOPBACK=1 npm run links -- ${file} --timeout 1\n(Ctrl-C stops the servers)`);
}
