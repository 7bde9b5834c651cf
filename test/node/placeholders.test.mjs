// The placeholders the project ships, end to end: npm run validate warns about each on its line
// and passes; the build lists them in its summary; npm run build -- --release stops on them with
// the same located lines, before writing anything, and builds once they are filled in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildSite } from '../../scripts/build/pipeline.mjs';
import { bundleForNode } from '../../scripts/lib/node-bundle.mjs';
import { root } from '../../scripts/lib/paths.mjs';
import { filledIn } from '../helpers/placeholders.mjs';

const dir = join(root, '.cache/release-test');
const outDir = join(dir, 'site');
const run = promisify(execFile);
/** { code, stdout, stderr } of node with `args`, from the project's folder. */
const node = (args) => run(process.execPath, args, { cwd: root, maxBuffer: 1 << 24 })
  .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (e) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }));

/** What npm run validate prints for the shipped manifest, without "warning: " for the release build's errors. */
const SHIPPED = [
  ['data/site.json:9:12  site.url  ', 'site > url: "https://familypracticetools.example" is an example address, a placeholder: set the site\'s public address here, https:// and the host (like "https://www.yourpractice.org"); canonical links, the sitemap and link previews are made from it'],
  ['data/site.json:13:16  site.variables.email  ', 'site > variables > email: "{email}" is a placeholder, used wherever the file writes {{email}}, such as every page\'s footer: put here the e-mail address people should write to, like "hello@yourpractice.org"'],
  ['data/site.json:14:16  site.variables.phone  ', 'site > variables > phone: "{phone}" is a placeholder, used wherever the file writes {{phone}}, such as every page\'s footer: put here the phone number people should call, like "(503) 555-0142"'],
  ['data/site.json:15:25  site.variables.paypalButtonId  ', 'site > variables > paypalButtonId: "{key}" is a placeholder, used wherever the file writes {{paypalButtonId}}: put here the id of your PayPal payment button (hosted_button_id in the button code PayPal gives you)'],
  ['data/site.json:19:15  site.connect.href  ', 'site > connect > href: "https://www.linkedin.com/" is LinkedIn\'s home page, a placeholder for your own page there (the button at the header\'s end leads to it): open your page on LinkedIn and put its address here'],
];

let small; // a small manifest with placeholders (test/helpers/manifest.ts), as an object
test.before(async () => {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const { baseManifest } = await import((await bundleForNode(['test/helpers/manifest.ts'], { outDir: join(dir, 'helpers') })).manifest);
  small = baseManifest();
});

test('npm run validate on the shipped manifest: one located warning per placeholder, and it passes', async () => {
  const r = await node(['scripts/validate.mjs']);
  assert.is(r.code, 0, r.stderr);
  assert.equal(r.stderr.trimEnd().split('\n'), SHIPPED.map(([at, message]) => `${at}warning: ${message}`));
  assert.match(r.stdout, /data\/site\.json: valid — \d+ routes, .*; 5 warnings\n$/);
});

test('npm run build -- --release on the shipped manifest: exit 1, the same lines as errors, nothing written', async () => {
  const dist = join(root, 'dist');
  const before = existsSync(dist) ? readFileSync(join(dist, 'index.html'), 'utf8') : null;
  const r = await node(['build.mjs', '--release']);
  assert.is(r.code, 1);
  assert.equal(r.stderr.trimEnd().split('\n'), [
    'data/site.json still holds 5 placeholders, which a release build refuses:',
    ...SHIPPED.map(([at, message]) => `${at}${message}`),
    'Put the real values there, or build without --release for a preview.',
  ]);
  assert.is(existsSync(dist) ? readFileSync(join(dist, 'index.html'), 'utf8') : null, before, 'dist/ is as it was');
});

test('a mistyped --release is refused, not built as a preview', async () => {
  const r = await node(['build.mjs', '--relase']);
  assert.is(r.code, 1);
  assert.is(r.stderr.trim(), 'Unknown option --relase: npm run build takes a manifest file, --release and --precompress');
  const bogus = await node(['build.mjs', '--precompress', '--bogus']);
  assert.is(bogus.code, 1);
  assert.is(bogus.stderr.trim(), 'Unknown option --bogus: npm run build takes a manifest file, --release and --precompress');
});

test('npm run build hands the manifest file, --release and --precompress to the build', async () => {
  // build.mjs with a stand-in for scripts/build/pipeline.mjs that prints the options it is given:
  // nothing is built, and dist/ is left alone.
  const stub = 'export async function buildSite(options) { console.log(JSON.stringify(options)); }';
  const hooks = `export async function resolve(specifier, context, next) {
    if (specifier === './scripts/build/pipeline.mjs' && context.parentURL?.endsWith('/build.mjs')) return { url: ${JSON.stringify(`data:text/javascript,${encodeURIComponent(stub)}`)}, shortCircuit: true };
    return next(specifier, context);
  }`;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
  const options = async (args) => {
    const r = await node(['--import', `data:text/javascript,${encodeURIComponent(register)}`, 'build.mjs', ...args]);
    assert.is(r.code, 0, r.stderr);
    return JSON.parse(r.stdout);
  };
  assert.equal(await options([]), { release: false, precompress: false });
  assert.equal(await options(['--precompress']), { release: false, precompress: true });
  assert.equal(await options(['--release', '--precompress']), { release: true, precompress: true });
  assert.equal(await options(['my-site.json', '--precompress']), { manifest: join(root, 'my-site.json'), release: false, precompress: true });
});

test('a build with placeholders ends with them in its summary; a release build of the filled-in manifest passes without', async () => {
  const file = join(dir, 'site.json');
  await writeFile(file, `${JSON.stringify(small, null, 2)}\n`);
  const shown = file.slice(root.length + 1);
  const logs = [];
  const preview = await buildSite({ manifest: file, outDir, log: (l) => logs.push(l) });
  assert.is(preview.placeholders.length, 4);
  const summary = logs.find((l) => l.startsWith('4 placeholders'))?.split('\n');
  assert.equal(summary?.slice(0, 2), [
    '4 placeholders to fill in before publishing (npm run build -- --release refuses them):',
    `${shown}:4:12  site.url  warning: site > url: "https://test-site.example" is an example address, a placeholder: set the site's public address here, https:// and the host (like "https://www.yourpractice.org"); canonical links, the sitemap and link previews are made from it`,
  ]);
  assert.equal(summary.slice(2).map((l) => l.split('  ')[0]), [`${shown}:8:16`, `${shown}:9:16`, `${shown}:13:15`]);

  await writeFile(file, `${JSON.stringify(filledIn(small), null, 2)}\n`);
  logs.length = 0;
  const release = await buildSite({ manifest: file, outDir, release: true, log: (l) => logs.push(l) });
  assert.equal(release.placeholders, []);
  assert.ok(existsSync(join(outDir, 'index.html')));
  assert.not.ok(logs.some((l) => /placeholder/.test(l)), logs.join('\n'));
  assert.match(readFileSync(join(outDir, 'index.html'), 'utf8'), 'hello@familypracticetools.org');
});

test.run();
