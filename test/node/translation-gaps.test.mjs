// A page added to a menu, and a block and a text added to a translated page, in English alone:
// validation passes, warning where each Spanish text goes and what to write there (also in the
// coverage report and the build's summary), and the Spanish pages show them in English, marked.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildSite } from '../../scripts/build/pipeline.mjs';
import { pageFile } from '../../scripts/build/html.mjs';
import { ADDED, writeEnglishAdditions } from '../helpers/english-additions.mjs';

const root = join(import.meta.dirname, '../..');
const dir = join(root, '.cache/translation-gaps');
const run = promisify(execFile);
let site;
test.before(async () => { site = await writeEnglishAdditions(dir); });

/** The three warnings, as validate and the build print them (`file` as each names the manifest). */
const expected = (file) => {
  const es = site.manifest.navigation.translations.es.groups[site.group];
  const r = site.route + 1;
  const field = site.field + 1;
  const blocks = site.manifest.routes[site.route].blocks;
  const so = 'is not in the es translation, so';
  return [
    `  ${file}:${site.at.menu}  navigation.translations.es.groups[${site.group + 1}].items  warning: navigation > translations > es > group ${site.group + 1} "${es.title}" > items: item ${es.items.length + 1} "${ADDED.page.title}" of the English ${so} it shows in English until you add here, translated: , { "label": "${ADDED.page.title}" }`,
    `  ${file}:${site.at.field}  routes[${r}].translations.es.blocks[${field}]  warning: route "${ADDED.route}" > translations > es > block ${field}: "intro" of the English ${so} block ${field} (${blocks[site.field].type}) shows in English until you add here, translated: , "intro": "${ADDED.intro}"`,
    `  ${file}:${site.at.block}  routes[${r}].translations.es.blocks  warning: route "${ADDED.route}" > translations > es > blocks: block ${blocks.length} (prose) of the English ${so} it shows in English until you add here, translated: , { "heading": "${ADDED.block.heading}", "paragraphs": ["${ADDED.block.paragraphs[0]}"] } (or null, to keep it in English)`,
  ];
};

test('npm run validate: valid, exit 0; the coverage report warns of each, with the line to add where it goes', async () => {
  const { stdout, stderr } = await run(process.execPath, ['scripts/validate.mjs', site.file], { cwd: root });
  const lines = stdout.trim().split('\n');
  // The placeholders the site ships are warned of too, on stderr (test/node/placeholders.test.mjs pins them).
  const placeholders = stderr.split('\n').filter((l) => / warning: .*placeholder/.test(l)).length;
  assert.ok(placeholders > 0);
  assert.match(lines[0], /^Translations \(es\): \d+ of \d+ routes, \d+ text fields; site and navigation translated; 3 additions of the English to translate \(shown in English until then\), each with the line to add:$/);
  assert.equal(lines.slice(1, 4), expected(site.file));
  assert.match(stdout, new RegExp(`\\n {2}${ADDED.route} +\\d+ fields, 2 parts shown in English until translated\\n`));
  assert.match(lines.at(-1), new RegExp(`site\\.json: valid — \\d+ routes, .*; ${3 + placeholders} warnings$`));
});

test('the build succeeds, prints the same in its summary, and the Spanish page shows the English additions marked lang="en"', async () => {
  const log = [];
  const out = join(dir, 'dist');
  await buildSite({ manifest: site.file, outDir: out, log: (l) => log.push(l) });
  const file = site.file.slice(root.length + 1);
  const i = log.findIndex((l) => l.startsWith('Translations (es)'));
  assert.ok(i > 0, log.join('\n'));
  assert.equal(log.slice(i + 1, i + 4), expected(file));
  const es = readFileSync(pageFile(out, `/es${ADDED.route}`), 'utf8');
  assert.is(es.match(new RegExp(`<a [^>]*href="${ADDED.page.path}"[^>]*lang="en"[^>]*>${ADDED.page.title}</a>`, 'g'))?.length, 3, 'the menu link, in each menu');
  const fallback = /<div lang="en" data-fallback="">/.source;
  assert.match(es, new RegExp(`${fallback}[^]*?${ADDED.intro}`), 'the block that gained an intro');
  assert.match(es, new RegExp(`${fallback}(?:(?!data-fallback)[^])*?${ADDED.block.paragraphs[0]}`), 'the new block');
  assert.not.match(readFileSync(pageFile(out, ADDED.route), 'utf8'), /data-fallback/, 'the English page marks nothing');
});

test.run();
