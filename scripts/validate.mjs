// npm run validate: checks data/site.json and prints every problem with its line and column.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleForNode, root } from './lib/node-bundle.mjs';

const file = process.argv[2] ?? 'data/site.json';
const path = file.startsWith('/') ? file : join(root, file);
const urls = await bundleForNode(['schema/load.ts'], { outDir: join(root, '.cache/validate') });
const { loadManifest, formatProblem } = await import(urls.load);
const result = loadManifest(await readFile(path, 'utf8'));
if (result.ok) {
  const s = result.summary;
  console.log(`${file}: valid — ${s.routes} routes, ${s.blocks} blocks, ${s.links} links (${s.internalLinks} internal, ${s.externalLinks} external)`);
} else {
  for (const p of result.problems) console.error(formatProblem(p, file));
  console.error(`${file}: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
