// The translation coverage report of `npm run validate` and the build: per language, which
// routes are translated (and how many text fields each holds), which blocks stay in English, which
// routes have no translation yet, how many translations a bilingual clinician has reviewed (and
// which not yet), and each text of the English a translation lacks (shown in
// English meanwhile), with where to add it and what. The build prints the summary: each language's
// first line and those texts.
import type { Manifest } from '../model/manifest';
import type { TranslationCoverage } from './translate';
import { formatProblem, type Problem } from '../values/problem';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function translationReport(m: Manifest, coverage: readonly TranslationCoverage[], warnings: readonly Problem[] = [], { file = 'data/site.json', routes: detail = true } = {}): string[] {
  const [first, ...others] = m.site.locales;
  const lines: string[] = [];
  const originals = m.routes.filter((r) => (r.lang ?? first) === first);
  for (const lang of others) {
    const mine = coverage.filter((c) => c.lang === lang);
    const routes = mine.filter((c) => c.path.startsWith('/'));
    const fields = mine.reduce((n, c) => n + c.coverage.translated, 0);
    const shell = ['site', 'navigation'].filter((k) => mine.some((c) => c.path === k));
    const gaps = warnings.filter((w) => w.lang === lang);
    const toAdd = gaps.length ? `; ${plural(gaps.length, 'addition')} of the English to translate (shown in English until then), each with the line to add:` : '';
    lines.push(`Translations (${lang}): ${routes.length} of ${originals.length} routes, ${fields} text fields${shell.length ? `; ${shell.join(' and ')} translated` : ''}${toAdd}`);
    for (const g of gaps) lines.push(`  ${formatProblem(g, file)}`);
    if (!detail) continue;
    for (const c of routes) {
      const { englishBlocks: kept, untranslated } = c.coverage;
      lines.push(`  ${c.path.padEnd(44)} ${String(c.coverage.translated).padStart(4)} fields${kept ? `, ${plural(kept, 'block')} kept in English` : ''}${untranslated ? `, ${plural(untranslated, 'part')} shown in English until translated` : ''}`);
    }
    const done = new Set(routes.map((c) => c.path));
    const missing = originals.filter((r) => !done.has(r.path)).map((r) => r.path);
    if (missing.length) lines.push(`  not translated (${missing.length}; shown in ${first}): ${missing.join(', ')}`);
    // The bilingual clinician's review (docs/translations.md#review): a route's "reviewed".
    const unreviewed = routes.filter((c) => !c.reviewed).map((c) => c.path);
    if (routes.length) lines.push(`  reviewed by a bilingual clinician: ${routes.length - unreviewed.length} of ${routes.length} translated routes${unreviewed.length ? `; not yet (${unreviewed.length}): ${unreviewed.join(', ')}` : ''}`);
  }
  return lines;
}
