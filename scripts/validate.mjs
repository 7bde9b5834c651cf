// npm run validate: checks data/site.json and prints every problem with its line and column.
// Exits 0 when the manifest is valid and 1 when it is not, whatever the file holds.
// In GitHub Actions each problem is also printed as an annotation, shown on the line that caused it.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { annotation, inGitHubActions } from './lib/github-annotations.mjs';
import { crisisWordsReport } from './lib/crisis-words.mjs';
import { serverModule } from './lib/node-bundle.mjs';
import { root } from './lib/paths.mjs';

const file = process.argv[2] ?? 'data/site.json';
const path = file.startsWith('/') ? file : join(root, file);
const repoFile = relative(root, path).split('\\').join('/');
const { readManifest, formatProblem, problemPlace, printable, translationReport, readingReport, crisisWordsProblems } = await serverModule({ folder: 'validate' });

/** One located line for a failure that is not a problem of the manifest's content. */
const fail = (message) => {
  console.error(`${file}:1:1  (file)  ${printable(message)}`);
  if (inGitHubActions()) console.log(annotation('error', { file: repoFile, line: 1, col: 1 }, `(file)  ${printable(message)}`));
  console.error(`${file}: 1 problem`);
  process.exit(1);
};

let text;
try {
  text = await readFile(path, 'utf8');
} catch (e) {
  fail(`cannot be read: ${e.code === 'ENOENT' ? 'there is no such file' : e.message}`);
}
let read;
try {
  read = readManifest(text);
} catch (e) {
  // loadManifest reports every problem itself; this is only a last guard against a stack trace.
  fail(`the validator stopped unexpectedly (${e?.message ?? e}); please report this with the file`);
}
const { result } = read;
// The crisis words (schema/languages/<code>/crisisWords.json) are checked too, each problem located in its file.
const crisis = await crisisWordsReport({ crisisWordsProblems, formatProblem });
for (const c of crisis.problems) {
  console.error(c.line);
  if (inGitHubActions()) console.log(annotation('error', { file: c.file, line: c.problem.line, col: c.problem.col }, `${problemPlace(c.problem)}  ${c.problem.message}`));
}
if (crisis.problems.length) process.exitCode = 1;
if (result.ok) {
  const s = result.summary;
  // Warnings (a review that is due) are printed, but the manifest is valid: the exit code stays 0.
  // A translation's (a text of the English it lacks) are printed in its coverage report below.
  for (const w of result.warnings) if (!w.lang) console.warn(formatProblem(w, file));
  if (inGitHubActions()) {
    for (const w of result.warnings) console.log(annotation('warning', { file: repoFile, line: w.line, col: w.col }, `${problemPlace(w)}  ${w.message}`));
  }
  const n = result.warnings.length;
  // The reports go out in one write: a line each (a site of 10,000 pages has as many) cost a
  // tenth of a second or more.
  const out = translationReport(result.manifest, result.translations, result.warnings, { file });
  // Each page's reading grade, and a located warning for each page for families above grade 8.
  // A report only: should measuring fail, validation still answers, with one line saying so.
  let reading = { lines: [], warnings: [] };
  try {
    reading = readingReport(read, { file });
  } catch (e) {
    reading.lines = [`Reading grade: not measured (${printable(e?.message ?? String(e))}); please report this with the file`];
  }
  out.push(...reading.lines);
  if (inGitHubActions()) {
    for (const w of reading.warnings) out.push(annotation('warning', { file: repoFile, line: w.line, col: w.col }, `${problemPlace(w)}  ${w.message}`));
  }
  out.push(crisis.problems.length ? `schema/languages/*/crisisWords.json: ${crisis.problems.length} problem${crisis.problems.length === 1 ? '' : 's'} (listed above)` : `schema/languages/*/crisisWords.json: ${crisis.files} files valid`);
  out.push(`${file}: valid — ${s.routes} routes, ${s.blocks} blocks, ${s.links} links (${s.internalLinks} internal, ${s.externalLinks} external)${n ? `; ${n} warning${n === 1 ? '' : 's'}` : ''}`);
  process.stdout.write(`${out.join('\n')}\n`);
} else {
  for (const p of result.problems) console.error(formatProblem(p, file));
  if (inGitHubActions()) {
    for (const p of result.problems) console.log(annotation('error', { file: repoFile, line: p.line, col: p.col }, `${problemPlace(p)}  ${p.message}`));
  }
  // A list cut at its first problems ends with a line that says how many more there are: the
  // summary gives the total, and how many of them are listed.
  const more = result.problems.at(-1)?.more;
  const listed = result.problems.length - (more ? 1 : 0);
  const n = listed + (more?.count ?? 0);
  const total = `${n.toLocaleString('en')}${more && !more.all ? ' or more' : ''} problem${n === 1 ? '' : 's'}`;
  console.error(`${file}: ${total}${more ? `; the first ${listed.toLocaleString('en')} are listed` : ''}`);
  // Not process.exit: into a pipe that is read slowly, it would cut the list short.
  process.exitCode = 1;
}
