// Debian's nginx for the deploy test (test/browser/browser-nginx.test.mjs): found, started in the
// foreground on a free loopback port with its pid, logs and temp files in a temp folder, serving a
// built dist/ through the site's generated config (dist/_nginx.conf), and stopped by the test.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as assert from 'uvu/assert';

export const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';
const INSTALL = 'apt-get install nginx libnginx-mod-http-brotli-static openssl';

/** $NGINX_PATH when set (null if that file does not exist), else Debian's nginx; null when there is none. */
export function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  try {
    const p = execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
    if (p) return p;
  } catch { /* not on PATH */ }
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

const hasOpenssl = () => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** What is missing to run the test ('' when nothing is). openssl makes the TLS example's certificate. */
const missing = () => (!findNginx() ? 'nginx not found' : !existsSync(BROTLI_MODULE) ? `nginx's brotli module not found (${BROTLI_MODULE})`
  : !existsSync(MIME_TYPES) ? `${MIME_TYPES} not found` : !hasOpenssl() ? 'openssl not found' : '');

/**
 * Like browserAvailable(): without nginx it prints a loud line and the file registers no tests,
 * except under CI=true, where a missing server is one failing test.
 */
export function nginxAvailable(test) {
  const why = missing();
  if (!why) return true;
  if (process.env.CI !== 'true') {
    console.log(`\nNGINX DEPLOY TEST SKIPPED: ${why} (${INSTALL})\n`);
  } else {
    console.log(`\nNGINX DEPLOY TEST FAILED: ${why} (${INSTALL}); a missing server is a failure when CI=true\n`);
    test('nginx is installed (required when CI=true)', () => assert.unreachable(`${why}: ${INSTALL}`));
  }
  return false;
}

/** A port nothing listens on right now. */
export const freePort = () => new Promise((ok, fail) => {
  const s = createServer();
  s.once('error', fail);
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); });
});

const canConnect = (port) => new Promise((ok) => {
  const c = connect(port, '127.0.0.1', () => { c.destroy(); ok(true); });
  c.once('error', () => ok(false));
});

/** The main nginx.conf around `servers` (server blocks), everything kept inside `dir`. */
function mainConfig(dir, servers) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
# As root (CI), workers would switch to "nobody", who may not be able to read the checkout.
${process.getuid?.() === 0 ? 'user root;' : ''}
load_module ${BROTLI_MODULE};
events { worker_connections 64; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
${servers}
}
`;
}

/**
 * Starts nginx with `servers(ports)` as its server blocks, given `count` free loopback ports.
 * Resolves once every port accepts connections: { ports, dir, errorLog(), close() }.
 */
export async function startNginx(servers, { count = 1 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  const ports = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir, servers(ports, dir)));
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const child = spawn(findNginx(), ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const exited = new Promise((ok) => child.once('exit', (code, signal) => ok({ code, signal })));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = `${stderr}\n${errorLog()}`.trim();
      await close();
      throw new Error(`nginx stopped while starting (exit ${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    if ((await Promise.all(ports.map(canConnect))).every(Boolean)) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`nginx did not listen on ${ports.join(', ')} within 10 s:\n${stderr}\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { ports, dir, errorLog, close };
}

/** The server block the test serves dist/ with: the generated config, as deploy/nginx.conf includes it. */
export const testServer = (distDir) => ([port]) => `  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${distDir};
    include ${distDir}/_nginx.conf;
  }`;

/**
 * deploy/nginx.conf (the TLS example) made runnable here: its ports become loopback ports, its
 * certificate a fresh self-signed one, its folder the built dist/. Throws if the example no longer
 * has a line the test changes, so the example cannot drift away from what is tested.
 */
export function tlsExampleServers(exampleText, distDir) {
  return ([httpPort, httpsPort], dir) => {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    const swaps = [
      [/^\s*listen \[::\]:\d+.*\n/gm, ''],
      [/listen 80;/g, `listen 127.0.0.1:${httpPort};`],
      [/listen 443 ssl/g, `listen 127.0.0.1:${httpsPort} ssl`],
      [/ssl_certificate \S+;/g, `ssl_certificate ${join(dir, 'cert.pem')};`],
      [/ssl_certificate_key \S+;/g, `ssl_certificate_key ${join(dir, 'key.pem')};`],
      [/\/var\/www\/family-practice-tools/g, distDir],
    ];
    let text = exampleText;
    for (const [from, to] of swaps) {
      if (!from.test(text)) throw new Error(`deploy/nginx.conf has no line matching ${from}: update the test with the example`);
      text = text.replace(from, to);
    }
    return text;
  };
}
