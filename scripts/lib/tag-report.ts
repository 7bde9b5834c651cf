// The tag coverage of a manifest's resources as table rows with the content targets: what
// npm run bench prints and `node scripts/tag-coverage.mjs` shows.
import { readFileSync } from 'node:fs';
import { loadManifest } from '../../schema/load';
import { collectResources } from '../../schema/resources';
import { tagCoverage, type TagCoverage } from '../../schema/tagCoverage';

export interface CoverageRow { tag: string; count: number; total: number; percent: number; target?: string | undefined; pass?: boolean | undefined }

/** The rows: each tag, how many resources state it, and its target (none for cost and languages). */
export function coverageRows(c: TagCoverage): CoverageRow[] {
  const row = (tag: string, count: number, target?: [string, (p: number) => boolean]): CoverageRow => {
    const percent = c.total ? (count / c.total) * 100 : 0;
    return { tag, count, total: c.total, percent, target: target?.[0], pass: target?.[1](percent) };
  };
  return [
    row('audience', c.audience, ['>= 80 %', (p) => p >= 80]),
    row('ages', c.ages, ['>= 60 %', (p) => p >= 60]),
    row('kind (not the fallback "website")', c.kind, ['>= 90 %', (p) => p >= 90]),
    row('cost', c.cost),
    row('languages besides English', c.languages),
    row('links to a site\'s home page', c.homePages, ['<= 20 %', (p) => p <= 20]),
  ];
}

/** The coverage of the manifest in `file` (which must be valid). */
export function manifestCoverage(file: string): TagCoverage {
  const r = loadManifest(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(`${file} is not valid: run npm run validate`);
  return tagCoverage(collectResources(r.manifest).map((x) => ({ ...x, url: x.href.href })));
}
