// The test browser: Debian's Chromium, found and launched through playwright-core with the flags
// every browser test uses, and the two screen profiles the tests open pages at.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as assert from 'uvu/assert';

export const DESKTOP = { name: 'desktop', viewport: { width: 1280, height: 800 } };
export const PHONE = { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // Other hosts do not resolve: embeds and thumbnails cannot make a run slow or flaky, and no
  // request interception is needed (which would turn off the HTTP cache and slow every load).
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'];

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

/**
 * Call first in every browser test file. Without a browser it prints a loud line and returns
 * false; the file then registers no tests (Total: 0), except under CI=true, where it registers
 * one failing test so a missing browser fails the build.
 */
export function browserAvailable(test) {
  if (findChromium()) return true;
  if (process.env.CI !== 'true') {
    console.log('\nBROWSER TESTS SKIPPED: chromium not found (apt-get install chromium)\n');
  } else {
    console.log('\nBROWSER TESTS FAILED: chromium not found (apt-get install chromium); a missing browser is a failure when CI=true\n');
    test('chromium is installed (required when CI=true)', () => {
      assert.unreachable('chromium not found on PATH: apt-get install chromium');
    });
  }
  return false;
}

/** Launches Chromium with CHROMIUM_ARGS; resolves to playwright's Browser. */
export async function launchBrowser() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}
