// @ts-check
// npm run build: the build's command line. The build itself, a short pipeline of named steps, is
// scripts/build/pipeline.mjs.
//   node build.mjs [manifest] [--release] [--precompress]
import { resolve } from 'node:path';
import { buildSite } from './scripts/build/pipeline.mjs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
// A mistyped --release must not build as if the placeholders were fine.
const OPTIONS = ['--release', '--precompress'];
const unknown = args.find((a) => a.startsWith('--') && !OPTIONS.includes(a));
if (unknown) {
  console.error(`Unknown option ${unknown}: npm run build takes a manifest file, --release and --precompress`);
  process.exit(1);
}
try {
  await buildSite({ manifest: file ? resolve(file) : undefined, release: args.includes('--release'), precompress: args.includes('--precompress') });
} catch (e) {
  // Exits once the message is written: a long one (every problem of the manifest) into a pipe
  // read slowly would otherwise be cut short.
  process.stderr.write(`${/** @type {Error} */ (e).message}\n`, () => process.exit(1));
}
