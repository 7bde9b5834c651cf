// The crisis words (schema/languages/<code>/crisisWords.json, one file in each language's folder)
// for the two places that read them: the compilers, through the module `virtual:crisis-words`
// (every language's file by its code, so adding a language's folder adds its words), and validation
// (npm run validate and the build's validate step), which locates each problem in its file.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { root } from './paths.mjs';

/** The languages' folders (schema/languages/<code>/). */
export const LANGUAGES_DIR = join(root, 'schema/languages');
/** A language's crisis words, in its folder. */
export const CRISIS_WORDS_FILE = 'crisisWords.json';

/** Each language's folder, in order of their codes, with its crisis words' file when it has one. */
async function languages() {
  const folders = (await readdir(LANGUAGES_DIR, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(folders.map(async (code) => {
    const file = join(LANGUAGES_DIR, code, CRISIS_WORDS_FILE);
    const has = (await readdir(join(LANGUAGES_DIR, code))).includes(CRISIS_WORDS_FILE);
    return { code, file: has ? file : undefined };
  }));
}

/** A project file's name as messages write it ("schema/languages/es/crisisWords.json"). */
const shown = (file) => relative(root, file).split('\\').join('/');

/**
 * esbuild: `import words from 'virtual:crisis-words'` is { en: {…}, es: {…} }, each file as the
 * matcher reads it (the "about" notes for people left out). Only code that imports it carries the
 * words, so in the browser they come with the search code, never with a page's first load. A file
 * that is not valid JSON stops the compile with its name (npm run validate says where it is wrong).
 * @type {import('esbuild').Plugin}
 */
export const crisisWordsPlugin = {
  name: 'crisis-words',
  setup(b) {
    b.onResolve({ filter: /^virtual:crisis-words$/ }, () => ({ path: 'crisis-words', namespace: 'crisis-words' }));
    b.onLoad({ filter: /.*/, namespace: 'crisis-words' }, async () => {
      const files = (await languages()).filter((l) => l.file);
      const watchDirs = [LANGUAGES_DIR, ...files.map((l) => join(LANGUAGES_DIR, l.code))];
      const out = {};
      for (const { code, file } of files) {
        try {
          const { about: _a, ...words } = JSON.parse(await readFile(file, 'utf8'));
          words.patterns = words.patterns?.map(({ about: _p, ...p }) => p);
          out[code] = words;
        } catch (e) {
          return { errors: [{ text: `${shown(file)}: ${e.message}; npm run validate says where` }], watchDirs };
        }
      }
      // Watched, so npm start's incremental rebuild sees an edit to a file, or a language added.
      return { contents: `export default ${JSON.stringify(out)};`, loader: 'js', watchDirs, watchFiles: files.map((l) => l.file) };
    });
  },
};

/**
 * Every problem of the crisis-words files, each a located line ("schema/languages/es/crisisWords.json:12:7
 * groups.self[3]  must not be empty"), and how many files were read. `server` is the compiled Node
 * side (serverModule), whose crisisWordsProblems checks one file's text.
 * @param {{ crisisWordsProblems(text: string): { line: number; col: number; path: readonly (string | number)[] | string; message: string }[]; formatProblem(p: object, file: string): string }} server
 */
export async function crisisWordsReport(server) {
  const all = await languages().catch(() => []);
  const lines = [];
  for (const { code, file } of all) {
    if (!file) {
      const where = shown(join(LANGUAGES_DIR, code, CRISIS_WORDS_FILE));
      const problem = { line: 1, col: 1, path: '(file)', message: `is missing: the crisis lines would never show first for a search in this language; add it (docs/crisis-words.md)` };
      lines.push({ file: where, problem, line: server.formatProblem(problem, where) });
      continue;
    }
    const name = shown(file);
    const text = await readFile(file, 'utf8');
    for (const p of server.crisisWordsProblems(text)) lines.push({ file: name, problem: p, line: server.formatProblem(p, name) });
  }
  if (!all.length) {
    const where = shown(LANGUAGES_DIR);
    lines.push({ file: where, problem: { line: 1, col: 1, path: '(file)', message: 'holds no language: the crisis lines would never show first; add en/crisisWords.json' }, line: `${where}:1:1  (file)  holds no language: the crisis lines would never show first; add en/crisisWords.json` });
  }
  return { files: all.filter((l) => l.file).length, problems: lines };
}
