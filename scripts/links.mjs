// npm run links [manifest] [options]: checks every external web address in the manifest and says
// where each one that needs attention is written. Exit 0: no link failing; 1: some link failing;
// 2: the check could not be made (bad options, unreadable manifest, or no network).
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serverModule } from './lib/node-bundle.mjs';
import { inGitHubActions } from './lib/github-annotations.mjs';
import { collectLinks } from './links/collect.mjs';
import { DEFAULTS } from './links/check.mjs';
import { checkAll, summarise } from './links/run.mjs';
import { annotations, formatText, jsonReport } from './links/report.mjs';
import { progress } from './links/progress.mjs';

const USAGE = `Usage: npm run links -- [manifest] [options]
  manifest             the manifest to check (default data/site.json)
  --json FILE          also write the full report as JSON to FILE
  --only-broken        list only failing links (the summary still counts all)
  --timeout SECONDS    how long to wait for each answer (default ${DEFAULTS.timeoutMs / 1000})
  --concurrency N      requests at once to any one host (default 2; at most 16 overall)
  --deadline SECONDS   how long the whole check may take; links without an answer by then are
                       reported as not checked (default ${DEFAULTS.deadlineMs / 1000})
Exit status: 0 no link failing, 1 some link failing, 2 the check could not be made.`;

function fail(message) {
  console.error(message);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'string' }, 'only-broken': { type: 'boolean' }, timeout: { type: 'string' }, concurrency: { type: 'string' }, deadline: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (e) {
  fail(`${e.message}\n\n${USAGE}`);
}
const { values: opt, positionals } = args;
if (opt.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length > 1) fail(`One manifest at a time (got ${positionals.join(', ')}).\n\n${USAGE}`);
const number = (name, value, fallback, { integer = false } = {}) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!(n > 0) || (integer && !Number.isInteger(n))) fail(`--${name} must be a positive ${integer ? 'whole number' : 'number'}, got "${value}".`);
  return n;
};
const timeoutMs = number('timeout', opt.timeout, DEFAULTS.timeoutMs / 1000) * 1000;
const perHost = number('concurrency', opt.concurrency, 2, { integer: true });
const deadlineMs = number('deadline', opt.deadline, DEFAULTS.deadlineMs / 1000) * 1000;

const file = positionals[0] ?? 'data/site.json';
const input = await readFile(resolve(file), 'utf8').catch((e) => fail(`${file}: cannot read the manifest (${e.code ?? e.message}).`));
const schema = await serverModule({ folder: 'links' });

// Read as validation reads it (a byte-order mark as a space, so lines and columns match the editor's).
const { text, structure, raw, result } = schema.readManifest(input);
// The walk below recurses: nesting the validator refuses, or text that is not JSON, stops here
// with the validator's own located message. A manifest that is merely invalid is still checked.
if (raw === undefined || structure.tooDeep) {
  for (const p of result.ok ? [] : result.problems) console.error(schema.formatProblem(p, file));
  fail('The links cannot be checked until the manifest can be read (npm run validate lists every problem).');
}

const links = collectLinks(text, raw, schema);
const startedAt = new Date();
const bar = progress(links.length);
// Test-only: the tests' stand-in servers listen on 127.0.0.1, which a real check refuses to reach.
const allowLoopback = process.env.LINKS_TEST_ALLOW_LOOPBACK === '1';
const results = await checkAll(links, { perHost, total: 16, check: { timeoutMs, deadlineMs, allowLoopback }, onResult: bar.tick });
bar.end();
const durationMs = Date.now() - startedAt.getTime();
const summary = summarise(results);
const run = { file, results, summary, durationMs, startedAt, deadlineMs };

console.log(formatText(run, { onlyBroken: opt['only-broken'] }).join('\n'));
if (inGitHubActions()) for (const a of annotations(run)) console.log(a);
if (opt.json) {
  const options = { timeoutMs, deadlineMs, concurrencyPerHost: perHost, onlyBroken: Boolean(opt['only-broken']), userAgent: DEFAULTS.userAgent };
  await writeFile(resolve(opt.json), `${JSON.stringify(jsonReport({ ...run, options }), null, 2)}\n`);
}
process.exitCode = summary.offline ? 2 : summary.failing ? 1 : 0;
