// An esbuild plugin for the browser bundle: react-dom/client as an ES module. React ships it as
// CommonJS, which esbuild wraps in a function; V8 compiles such a function only when it is called,
// on the main thread, as one piece (200 KB of code), which made evaluating the app's entry the
// longest task of a page load. As a module's top level, V8 compiles it with the script, and
// esbuild can also drop what the app does not use (createRoot). The transformation is checked:
// an unexpected shape of the file fails the build instead of shipping something else.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
/** The file react-dom/client loads in production (the package's exports do not list it). */
const clientFile = () => join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js');

/** The CommonJS source of react-dom-client.production.js as an ES module's source. */
export function reactDomClientAsModule(source) {
  const requires = [];
  let code = source.replace(/\brequire\("([^"]+)"\)/g, (_, spec) => {
    requires.push(spec);
    return `__cjs${requires.length - 1}`;
  });
  const names = [...code.matchAll(/^exports\.(\w+) =/gm)].map((m) => m[1]);
  code = code.replace(/^exports\.(\w+) =/gm, 'var __export_$1 =');
  if (!names.includes('hydrateRoot') || /\b(module\.exports|exports\.)/.test(code) || requires.length === 0) {
    throw new Error('react-dom-esm: react-dom-client.production.js is not shaped as expected (a React upgrade?): update scripts/build/react-dom-esm.mjs');
  }
  const imports = requires.map((spec, i) => `import * as __ns${i} from ${JSON.stringify(spec)}; var __cjs${i} = __ns${i}.default ?? __ns${i};`).join('\n');
  return `${imports}\n${code}\nexport { ${names.map((n) => `__export_${n} as ${n}`).join(', ')} };\n`;
}

export const reactDomEsm = {
  name: 'react-dom-client-esm',
  setup(b) {
    b.onResolve({ filter: /^react-dom\/client$/ }, (args) => (args.kind === 'import-statement' ? { path: clientFile(), namespace: 'react-dom-esm' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'react-dom-esm' }, async (args) => ({ contents: reactDomClientAsModule(await readFile(args.path, 'utf8')), loader: 'js', resolveDir: dirname(args.path) }));
  },
};
