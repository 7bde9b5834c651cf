// @ts-check
// An esbuild plugin for the browser bundle: React's packages as ES modules. React ships them as
// CommonJS, which esbuild wraps in functions and keeps whole. As ES modules:
// - V8 compiles react-dom's 200 KB with the script, off the main thread, instead of when its
//   wrapper is first called, on the main thread, in one piece (the longest task of a page load);
// - esbuild drops what the app never calls (createRoot, most of React's own exports) and the
//   CommonJS helpers, which the first load would carry otherwise.
// The transformation is checked: a file not shaped as expected (a React upgrade) fails the build
// instead of shipping something else.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The production file each package name loads (the packages' own index files choose it at run
 * time with process.env.NODE_ENV), and an export it must have. */
/** @satisfies {Record<string, [pkg: string, file: string, mustExport: string]>} */
const PACKAGES = {
  react: ['react', 'cjs/react.production.js', 'useState'],
  'react/jsx-runtime': ['react', 'cjs/react-jsx-runtime.production.js', 'jsx'],
  'react-dom': ['react-dom', 'cjs/react-dom.production.js', 'flushSync'],
  'react-dom/client': ['react-dom', 'cjs/react-dom-client.production.js', 'hydrateRoot'],
  scheduler: ['scheduler', 'cjs/scheduler.production.js', 'unstable_scheduleCallback'],
};

const fileOf = (/** @type {string} */ pkg, /** @type {string} */ file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);

/** The CommonJS source of one of React's production files as an ES module's source. Its
 * `var A = require("a"), B = require("b");` becomes namespace imports, so esbuild sees which of
 * the other package's exports it reads; each `exports.name` becomes a variable, exported.
 * @param {string} source
 * @param {{ file: string, mustExport: string }} about
 */
export function commonJsAsModule(source, { file, mustExport }) {
  /** @type {string[]} */
  const imports = [];
  let code = source.replace(/^var ((?:\s*\w+ = require\("[^"]+"\),?)+);$/m, (statement) => {
    for (const [, name, spec] of statement.matchAll(/(\w+) = require\("([^"]+)"\)/g)) imports.push(`import * as ${name} from ${JSON.stringify(spec)};`);
    return '';
  });
  const names = [...new Set([...code.matchAll(/\bexports\.(\w+)/g)].map((m) => m[1]))];
  code = code.replace(/\bexports\.(\w+)/g, '__export_$1');
  if (!names.includes(mustExport) || /\brequire\(|\bmodule\.exports\b|\bexports\b/.test(code)) {
    throw new Error(`react-esm: ${file} is not shaped as expected (a React upgrade?): update scripts/build/react-esm.mjs`);
  }
  // The default export is the CommonJS exports object, for libraries that `import React from 'react'`.
  const exported = names.map((n) => `__export_${n} as ${n}`).join(', ');
  const object = names.map((n) => `${n}: __export_${n}`).join(', ');
  return `${imports.join('\n')}\nvar ${names.map((n) => `__export_${n}`).join(', ')};\n${code}\nexport { ${exported} };\nexport default { ${object} };\n`;
}

const filter = new RegExp(`^(${Object.keys(PACKAGES).map((p) => p.replace('/', '\\/')).join('|')})$`);

/** @type {import('esbuild').Plugin} */
export const reactEsm = {
  name: 'react-esm',
  setup(b) {
    // Every kind of import, require() included: two copies of React in one page would break it.
    b.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'react-esm' }));
    b.onLoad({ filter: /.*/, namespace: 'react-esm' }, async (args) => {
      // The filter lets through only PACKAGES' names.
      const [pkg, rel, mustExport] = PACKAGES[/** @type {keyof typeof PACKAGES} */ (args.path)];
      const file = fileOf(pkg, rel);
      return { contents: commonJsAsModule(await readFile(file, 'utf8'), { file: `${pkg}/${rel}`, mustExport }), loader: 'js', resolveDir: dirname(file) };
    });
  },
};
