// The tag coverage of a manifest's resources as table rows with the content targets: what
// npm run bench prints and `node scripts/tag-coverage.mjs` shows.
import { readFileSync } from 'node:fs';
import { loadManifest } from '../../schema/read/load';
import { FALLBACK_KIND, resourceKinds, toolKinds } from '../../schema/values/resourceKinds';

/** What the table's notes say a tool is, and why other home pages do not count. */
export const NOTES = [
  `tools: ${toolKinds.join(', ')}; \`of\` counts the tools.`,
  'All links at a home page include organisations, directories, crisis lines and trainings, whose home page is the right address.',
];
import { collectResources } from '../../schema/model/resources';
import { tagCoverage, type TagCoverage } from '../../schema/values/tagCoverage';

export interface CoverageRow { tag: string; count: number; total: number; percent: number; target?: string | undefined; pass?: boolean | undefined }

/** The content targets, in percent of the row's total. */
export const TARGETS = { audience: 80, ages: 60, fallback: 5, toolHomePages: 20 } as const;

/**
 * The rows: each tag, how many resources state it, and its target (none for cost, languages and
 * each kind); then how many resources have each kind, how many only the fallback kind, and how
 * many links lead to a home page: of the tools (the target), and of all resources.
 */
export function coverageRows(c: TagCoverage): CoverageRow[] {
  const row = (tag: string, count: number, target?: [string, (p: number) => boolean], total = c.total): CoverageRow => {
    const percent = total ? (count / total) * 100 : 0;
    return { tag, count, total, percent, target: target?.[0], pass: target?.[1](percent) };
  };
  return [
    row('audience', c.audience, [`>= ${TARGETS.audience} %`, (p) => p >= TARGETS.audience]),
    row('ages', c.ages, [`>= ${TARGETS.ages} %`, (p) => p >= TARGETS.ages]),
    row('cost', c.cost),
    row('languages besides English', c.languages),
    ...resourceKinds.filter((k) => k !== FALLBACK_KIND).map((k) => row(`kind: ${k}`, c.kinds[k])),
    row(`kind: only the fallback "${FALLBACK_KIND}"`, c.fallback, [`<= ${TARGETS.fallback} %`, (p) => p <= TARGETS.fallback]),
    row('tools at a site\'s home page', c.toolHomePages, [`<= ${TARGETS.toolHomePages} %`, (p) => p <= TARGETS.toolHomePages], c.tools),
    row('all links at a site\'s home page', c.homePages),
  ];
}

/** The coverage of the manifest in `file` (which must be valid). */
export function manifestCoverage(file: string): TagCoverage {
  const r = loadManifest(readFileSync(file, 'utf8'));
  if (!r.ok) throw new Error(`${file} is not valid: run npm run validate`);
  return tagCoverage(collectResources(r.manifest).map((x) => ({ ...x, url: x.href.href })));
}
