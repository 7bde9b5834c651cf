// Headless Chromium for the scripts that draw or measure pages (npm run images, npm run screenshots,
// npm run bench) and for the browser tests: Debian's chromium, driven by playwright-core, which
// downloads no browser of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Headless, in a container (no sandbox, no GPU), and never calling home: no QUIC, no background
 * networking, no component updates, no sync. */
export const HEADLESS_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Other hosts do not resolve: embeds and thumbnails cannot make a run slow or flaky, and no
 * request interception is needed (which would turn off the HTTP cache and slow every load). */
export const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1';
export const CHROMIUM_ARGS = [...HEADLESS_ARGS, LOCAL_ONLY];

/** $CHROMIUM_PATH when set (null if that file does not exist), else Debian's chromium; null when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const p = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
      if (p) return p;
    } catch { /* not on PATH */ }
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

/** The browser found by findChromium, launched with CHROMIUM_ARGS. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}
