// The crisis words (data/crisis-words/<lang>.json, one file per language) for the two places that
// read them: the compilers, through the module `virtual:crisis-words` (every file of the folder by
// its language, so adding a language is adding a file), and validation (npm run validate and the
// build's validate step), which locates each problem in its file.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { root } from './paths.mjs';

export const CRISIS_WORDS_DIR = join(root, 'data/crisis-words');

/** The folder's files, in order of their names. */
async function files() {
  return (await readdir(CRISIS_WORDS_DIR)).filter((f) => f.endsWith('.json')).sort();
}

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
      const names = await files();
      const out = {};
      for (const f of names) {
        const file = join(CRISIS_WORDS_DIR, f);
        try {
          const { about: _a, ...words } = JSON.parse(await readFile(file, 'utf8'));
          words.patterns = words.patterns?.map(({ about: _p, ...p }) => p);
          out[f.slice(0, -'.json'.length)] = words;
        } catch (e) {
          return { errors: [{ text: `${relative(root, file)}: ${e.message}; npm run validate says where` }], watchDirs: [CRISIS_WORDS_DIR] };
        }
      }
      // Watched, so npm start's incremental rebuild sees an edit to a file, or a file added.
      return { contents: `export default ${JSON.stringify(out)};`, loader: 'js', watchDirs: [CRISIS_WORDS_DIR], watchFiles: names.map((f) => join(CRISIS_WORDS_DIR, f)) };
    });
  },
};

/**
 * Every problem of the crisis-words files, each a located line ("data/crisis-words/es.json:12:7
 * groups.self[3]  must not be empty"), and how many files were read. `server` is the compiled Node
 * side (serverModule), whose crisisWordsProblems checks one file's text.
 * @param {{ crisisWordsProblems(text: string): { line: number; col: number; path: string; message: string }[]; formatProblem(p: object, file: string): string }} server
 */
export async function crisisWordsReport(server) {
  const names = await files().catch(() => []);
  const lines = [];
  for (const f of names) {
    const file = relative(root, join(CRISIS_WORDS_DIR, f)).split('\\').join('/');
    const text = await readFile(join(CRISIS_WORDS_DIR, f), 'utf8');
    for (const p of server.crisisWordsProblems(text)) lines.push({ file, problem: p, line: server.formatProblem(p, file) });
  }
  if (!names.length) lines.push({ file: 'data/crisis-words', problem: { line: 1, col: 1, path: '(file)', message: 'holds no file: the crisis lines would never show first; add en.json' }, line: 'data/crisis-words:1:1  (file)  holds no file: the crisis lines would never show first; add en.json' });
  return { files: names.length, problems: lines };
}
