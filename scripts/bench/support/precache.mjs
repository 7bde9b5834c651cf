// The size of what the service worker keeps at install (dist/sw.js's PRECACHE list), gzip -9 as
// it travels: npm run bench reports it and test/node/budget.test.mjs holds it to OFFLINE_BUDGET.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize, htmlFile } from './first-load.mjs';

/** At most this much is downloaded for offline use at the first visit. */
export const OFFLINE_BUDGET = 200 * 1024;

/** { files, bytes } of the precache in distDir, or null when the site has no service worker. */
export function precacheSize(distDir) {
  const sw = join(distDir, 'sw.js');
  if (!existsSync(sw)) return null;
  const list = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(readFileSync(sw, 'utf8'))[1]);
  const file = (url) => (/\.[a-z0-9]+$/i.test(url) ? join(distDir, url) : htmlFile(distDir, url));
  return { files: list.length, bytes: list.reduce((n, url) => n + gzipSize(readFileSync(file(url))), 0) };
}
