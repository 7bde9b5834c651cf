// The translation coverage report of `npm run validate` and the build: per language, which
// routes are translated (and how many text fields each holds), which blocks stay in English, and
// which routes have no translation yet. A route with a translation lacking a field never gets
// here: validation fails on it, located.
import type { Manifest } from './manifest';
import type { TranslationCoverage } from './load';

export function translationReport(m: Manifest, coverage: readonly TranslationCoverage[]): string[] {
  const [first, ...others] = m.site.locales;
  const lines: string[] = [];
  const originals = m.routes.filter((r) => (r.lang ?? first) === first);
  for (const lang of others) {
    const mine = coverage.filter((c) => c.lang === lang);
    const routes = mine.filter((c) => c.path.startsWith('/'));
    const fields = mine.reduce((n, c) => n + c.coverage.translated, 0);
    const shell = ['site', 'navigation'].filter((k) => mine.some((c) => c.path === k));
    lines.push(`Translations (${lang}): ${routes.length} of ${originals.length} routes, ${fields} text fields${shell.length ? `; ${shell.join(' and ')} translated` : ''}`);
    for (const c of routes) {
      const english = c.coverage.englishBlocks;
      lines.push(`  ${c.path.padEnd(44)} ${String(c.coverage.translated).padStart(4)} fields${english ? `, ${english} block${english === 1 ? '' : 's'} kept in English` : ''}`);
    }
    const done = new Set(routes.map((c) => c.path));
    const missing = originals.filter((r) => !done.has(r.path)).map((r) => r.path);
    if (missing.length) lines.push(`  not translated (${missing.length}; shown in ${first}): ${missing.join(', ')}`);
  }
  return lines;
}
