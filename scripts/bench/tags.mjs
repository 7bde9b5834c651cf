// npm run bench, tag coverage rows: how many of the real site's resources state each tag, beside
// the content targets (src/server/tagReport.ts). Read from the manifest: no build, no browser.
import { join } from 'node:path';
import { table } from './support/first-load.mjs';
import { serverModule } from '../lib/node-bundle.mjs';
import { root } from '../lib/paths.mjs';

/** The coverage rows of a manifest file, with the text table. */
export async function tagCoverageTable(file = join(root, 'data/site.json')) {
  const { manifestCoverage, coverageRows, NOTES } = await serverModule({ folder: 'tag-report' });
  const rows = coverageRows(manifestCoverage(file));
  const text = table(['tag', 'resources', 'of', 'percent', 'target', ''],
    rows.map((r) => [r.tag, r.count, r.total, `${r.percent.toFixed(1)}%`, r.target ?? '—', r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL']))
    + `\n${NOTES.join('\n')}`;
  return { rows, text };
}

export default {
  name: 'tags',
  async real() {
    const { rows, text } = await tagCoverageTable();
    return {
      data: rows,
      text: `Tag coverage (resources of data/site.json; tags from the publishers' pages, docs/content-sources.md)\n${text}`,
      targets: rows.filter((r) => r.target).map((r) => ({ name: `tags: ${r.tag} ${r.target}`, pass: r.pass, value: `${r.count} of ${r.total} (${r.percent.toFixed(1)}%)` })),
    };
  },
};
