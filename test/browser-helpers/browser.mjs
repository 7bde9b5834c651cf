// The test browser: Debian's Chromium, found and launched through playwright-core with the flags
// every browser test uses, and the two screen profiles the tests open pages at.
import * as assert from 'uvu/assert';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.mjs';

export const DESKTOP = { name: 'desktop', viewport: { width: 1280, height: 800 } };
export const PHONE = { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
// Chromium is found and flagged as the scripts launch it (npm run images, npm run screenshots).
export { CHROMIUM_ARGS, findChromium };

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
