// The build, end to end: the real site prerenders, a route added to the data alone appears,
// and a bad manifest stops the build and validation with located messages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildSite } from '../../scripts/build/pipeline.mjs';
import { iconSprite } from '../../scripts/lib/icon-sprite.mjs';
import { pageFile } from '../../scripts/build/html.mjs';
import { firstLoad, listFiles } from '../../scripts/bench/support/first-load.mjs';
import { filledIn } from '../helpers/placeholders.mjs';

const root = join(import.meta.dirname, '../..');
const out = join(root, '.cache/build-test');
const run = promisify(execFile);
const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
const html = (dir, path) => readFileSync(pageFile(dir, path), 'utf8');
const h1 = (page) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
let result;

/** The app's address for a route's data (schema/contract/routeData.mjs): the build must write it exactly there. */
let dataUrl;
test.before(async () => {
  result = await buildSite({ outDir: out, log: null, withManifest: true });
  ({ dataUrl } = await import('../../schema/contract/routeData.mjs'));
});

test('every route is prerendered to its own page, with its title as h1 and its data beside it', () => {
  for (const r of site.routes) {
    const page = html(out, r.path);
    assert.is(h1(page), r.title, r.path);
    assert.match(page, `<title>`);
    assert.ok(existsSync(join(out, dataUrl(r.path))), `${r.path}: no data at ${dataUrl(r.path)}, where the app fetches it`);
  }
  for (const p of ['/', '/contact', '/crisis-intervention/assessment', '/cbt-informed/feeling-calm', '/culturally-responsive/latino-american', '/practice-guides']) {
    assert.ok(existsSync(join(out, p === '/' ? 'index.html' : `${p}.html`)), p);
  }
});

test('every page and route.json carry the build id: the hash of the JavaScript entry', () => {
  const build = /main-([A-Z0-9]+)\.js$/.exec(result.entry)?.[1];
  assert.ok(build, result.entry);
  for (const r of site.routes) {
    assert.match(html(out, r.path), `<meta name="build" content="${build}">`, r.path);
    assert.is(JSON.parse(readFileSync(join(out, dataUrl(r.path)), 'utf8')).build, build, dataUrl(r.path));
  }
  assert.match(readFileSync(join(out, '404.html'), 'utf8'), `<meta name="build" content="${build}">`);
});

test('404.html, hashed assets, and no zod or editor in the browser bundle', () => {
  assert.match(readFileSync(join(out, '404.html'), 'utf8'), 'Page Not Found');
  const assets = readdirSync(join(out, 'assets'));
  assert.ok(assets.some((f) => /^main-[A-Z0-9]{8}\.js$/.test(f)), assets.join(' '));
  assert.ok(assets.some((f) => /^main-[A-Z0-9]{8}\.css$/.test(f)), assets.join(' '));
  const inputs = Object.values(result.metafile.outputs).flatMap((o) => Object.keys(o.inputs));
  assert.equal(inputs.filter((i) => i.includes('node_modules/zod')), []);
  assert.equal(inputs.filter((i) => i.includes('src/editor/')), [], 'nothing of the site editor in the browser bundle');
});

test('no .br or .gz anywhere: only npm run build -- --precompress writes the twins (deploy-files.test.mjs checks them)', () => {
  const files = listFiles(out).map((f) => f.file.slice(out.length));
  assert.ok(files.length > 100, `${files.length} files in the build`);
  assert.equal(files.filter((f) => /\.(br|gz)$/.test(f)), [], 'compressed twins in a default build');
});

test('the site\'s one stylesheet holds the styles of every part of the app, lazily loaded blocks included', () => {
  const outputs = result.metafile.outputs;
  const start = Object.values(outputs).find((o) => o.entryPoint?.endsWith('src/boot/start.tsx'));
  assert.equal(readFileSync(join(out, result.css)), readFileSync(join(root, start.cssBundle)), 'the stylesheet is the app\'s CSS');
  const styled = new Set(Object.keys(outputs[start.cssBundle].inputs).map((i) => /(src\/.*\.css\.ts)\.vanilla\.css/.exec(i)?.[1]).filter(Boolean));
  // The editor (src/editor) is no part of the site: npm start serves it with a stylesheet of its own.
  const sheets = (dir) => readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (`${dir}/${e.name}` === 'src/editor' ? [] : sheets(`${dir}/${e.name}`)) : e.name.endsWith('.css.ts') ? [`${dir}/${e.name}`] : []));
  assert.equal(sheets('src').filter((f) => !styled.has(f)), [], 'stylesheets missing from the site\'s stylesheet');
});

test('the app starts in stages, each evaluated in a task of its own: React\'s DOM renderer, then the app; every file preloaded', () => {
  const outputs = result.metafile.outputs;
  const [entryFile, entry] = Object.entries(outputs).find(([f]) => f.endsWith(result.entry.split('/').pop()));
  // Nothing is evaluated with the entry itself: it imports its stages lazily, one after the other.
  assert.equal(entry.imports.filter((i) => i.kind === 'import-statement'), [], entryFile);
  // In the order the entry imports them.
  const code = readFileSync(join(root, entryFile), 'utf8');
  const at = (file) => code.indexOf(file.split('/').pop());
  const stages = entry.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path).sort((a, b) => at(a) - at(b));
  assert.is(stages.length, 2, stages.join(' '));
  assert.ok(stages.every((s) => at(s) >= 0), 'the stages are named in the entry');
  const [first, second] = stages;
  assert.ok(outputs[first].inputs['react-esm:react-dom/client'], `the first stage is React's DOM renderer: ${Object.keys(outputs[first].inputs).join(' ')}`);
  assert.ok(outputs[second].inputs['src/App.tsx'], 'the second stage is the app');
  assert.not.ok(outputs[second].inputs['react-esm:react-dom/client'], 'the app stage does not evaluate react-dom again');
  const load = firstLoad(out, '/');
  for (const stage of [first, second]) assert.ok(load.files.some((f) => join(out, f.url) === join(root, stage)), `${stage} is counted in the first load`);
  assert.equal(load.missingPreloads, [], 'every file of every stage is preloaded');
});

test('React, its JSX runtime, the scheduler and react-dom are bundled once each, as ES modules (no CommonJS wrappers)', () => {
  const inputs = Object.keys(result.metafile.inputs);
  assert.equal(inputs.filter((i) => /node_modules\/(react|react-dom|scheduler)\//.test(i)), [], 'a React package bundled as CommonJS');
  assert.equal(inputs.filter((i) => i.startsWith('react-esm:')).sort(), ['react-esm:react', 'react-esm:react-dom', 'react-esm:react-dom/client', 'react-esm:react/jsx-runtime', 'react-esm:scheduler']);
});

test('icons come from one hashed sprite file, not from drawings in every page and bundle', async () => {
  const { file, url } = await iconSprite();
  assert.match(file, /^icons-[\w-]{10}\.svg$/);
  assert.ok(readdirSync(join(out, 'assets')).includes(file), `${file} is not in dist/assets`);
  const home = html(out, '/');
  assert.match(home, `<use href="${url}#search"`);
  assert.not.match(home, /<path d=/, 'no icon drawing is inlined in the page');
  const inputs = Object.values(result.metafile.outputs).flatMap((o) => Object.keys(o.inputs));
  assert.equal(inputs.filter((i) => i.includes('node_modules/lucide-react')), [], 'lucide-react is not in the browser bundle');
});

test('guide sub-pages carry their breadcrumb trail as BreadcrumbList JSON-LD; other pages none', () => {
  const withTrail = result.manifest.routes.filter((r) => r.guide?.trail.length);
  assert.ok(withTrail.length >= 20, `only ${withTrail.length} guide sub-pages`);
  const origin = result.manifest.site.url;
  for (const r of result.manifest.routes) {
    const lists = [...html(out, r.path).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1])).filter((o) => o['@type'] === 'BreadcrumbList');
    if (!r.guide?.trail.length) { assert.is(lists.length, 0, r.path); continue; }
    assert.equal(lists.map((l) => l.itemListElement.map((i) => [i.position, i.name, i.item])), [[
      ...r.guide.trail.map((c, i) => [i + 1, c.label, `${origin}${c.href.href}`]), [r.guide.trail.length + 1, r.title, `${origin}${r.path}`],
    ]], r.path);
  }
});

test('a route added to site.json alone appears in the built site', async () => {
  const dir = join(root, '.cache/added-route');
  await mkdir(dir, { recursive: true });
  const m = structuredClone(site);
  m.$schema = undefined;
  m.routes.push({ path: '/family-night', title: 'Family Night', description: 'An evening for families.', blocks: [
    { type: 'prose', heading: 'Join us', paragraphs: ['Games and stories for the whole family.'] },
    { type: 'buttonRow', buttons: [{ label: 'Get in touch', href: '/contact' }] },
  ] });
  await writeFile(join(dir, 'site.json'), JSON.stringify(m, null, 2));
  await buildSite({ manifest: join(dir, 'site.json'), outDir: join(dir, 'dist'), log: null });
  const page = html(join(dir, 'dist'), '/family-night');
  assert.is(h1(page), 'Family Night');
  assert.match(page, 'Games and stories for the whole family.');
  assert.match(page, 'href="/contact"');
});

test('the build prerenders with React\'s production build (the development build renders at half the speed)', async () => {
  const probe = `
    import { createRequire } from 'node:module';
    import { validate } from './scripts/build/validate.mjs';
    await validate({ manifestFile: 'data/site.json', cacheName: 'build-react-probe' });
    // Loaded modules only: Node also lists, unloaded, the files an import's exports were read from.
    const cache = Object.entries(createRequire(import.meta.url).cache);
    console.log(cache.filter(([f, m]) => m.loaded && /react[\\/]cjs[\\/]react\\./.test(f)).map(([f]) => f.split(/[\\/]/).pop()).join(' '));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', probe], { cwd: root, env: { ...process.env, NODE_ENV: '' } });
  assert.is(stdout.trim(), 'react.production.js');
});

test('a bad manifest: validate and build exit 1 with located messages', async () => {
  const dir = join(root, '.cache/bad-manifest');
  await mkdir(dir, { recursive: true });
  const m = structuredClone(site);
  m.routes[0].blocks.push({ type: 'carousel' });
  const file = join(dir, 'site.json');
  await writeFile(file, JSON.stringify(m, null, 2));
  for (const cmd of [['scripts/validate.mjs', file], ['build.mjs', file]]) {
    const err = await run(process.execPath, cmd, { cwd: root }).then(() => null, (e) => e);
    assert.ok(err, `${cmd[0]} should fail`);
    assert.is(err.code, 1);
    assert.match(err.stderr, /site\.json:\d+:\d+  routes\[1\]\.blocks\[\d+\]\.type  route "[^"]+" > block \d+ \(carousel\) > type: unknown block type "carousel": use one of hero, prose/);
  }
});

test('a review more than 12 months old: validate warns with line:col (also as a GitHub annotation) and exits 0', async () => {
  const dir = join(root, '.cache/stale-review');
  await mkdir(dir, { recursive: true });
  const m = filledIn(site); // the shipped placeholders are warnings of their own (placeholders.test.mjs)
  m.routes[1].reviewed = '2020-01-15';
  const file = join(dir, 'site.json');
  const written = JSON.stringify(m, null, 2);
  await writeFile(file, written);
  const lines = written.split('\n');
  const line = lines.findIndex((l) => l.includes('"reviewed": "2020-01-15"')) + 1;
  const col = lines[line - 1].indexOf('"2020-01-15"') + 1;
  const message = `route "${m.routes[1].path}" > reviewed: last reviewed January 2020, more than 12 months ago: review the page, then set "reviewed" to that day's date`;
  const { stdout, stderr } = await run(process.execPath, ['scripts/validate.mjs', file], { cwd: root, env: { ...process.env, GITHUB_ACTIONS: 'true' } });
  assert.equal(stderr.trim().split('\n'), [`${file}:${line}:${col}  routes[2].reviewed  warning: ${message}`]);
  assert.match(stdout, `::warning file=.cache/stale-review/site.json,line=${line},col=${col}::routes[2].reviewed  ${message}`);
  assert.match(stdout, /site\.json: valid — \d+ routes, .*; 1 warning\n/);
});

test('under GitHub Actions, validate also prints each problem as an annotation on its line', async () => {
  const dir = join(root, '.cache/bad-manifest-gha');
  await mkdir(dir, { recursive: true });
  const m = structuredClone(site);
  m.site.url = 'http://familypracticetools.example';
  m.routes[0].blocks.push({ type: 'carousel' });
  await writeFile(join(dir, 'site.json'), JSON.stringify(m, null, 2));
  const env = (gha) => ({ ...process.env, GITHUB_ACTIONS: gha });
  const err = await run(process.execPath, ['scripts/validate.mjs', join(dir, 'site.json')], { cwd: root, env: env('true') }).then(() => null, (e) => e);
  assert.is(err?.code, 1);
  const plain = err.stderr.split('\n').filter((l) => l.includes('site.json:') && l.includes('  '));
  const annotations = err.stdout.trim().split('\n');
  assert.is(plain.length, 2);
  assert.equal(annotations, plain.map((l) => {
    const [, line, col, rest] = /site\.json:(\d+):(\d+) {2}(.*)$/.exec(l);
    return `::error file=.cache/bad-manifest-gha/site.json,line=${line},col=${col}::${rest}`;
  }));
  const urlLine = JSON.stringify(m, null, 2).split('\n').findIndex((l) => l.includes('"url": "http://')) + 1;
  assert.match(annotations[0], new RegExp(`^::error file=\\.cache/bad-manifest-gha/site\\.json,line=${urlLine},col=12::site\\.url {2}site > url: "http://familypracticetools\\.example" must use https`));
  const local = await run(process.execPath, ['scripts/validate.mjs', join(dir, 'site.json')], { cwd: root, env: env('') }).then(() => null, (e) => e);
  assert.is(local.stdout, '', 'no annotations outside GitHub Actions');
});

test('npm run validate on a file with 140,000 problems: the first 200 located, then how many more, the true total, exit 1, no stack trace', async () => {
  const dir = join(root, '.cache/many-problems');
  await mkdir(dir, { recursive: true });
  const m = structuredClone(site);
  m.routes[1].blocks.push({ type: 'prose', paragraphs: Array.from({ length: 140_000 }, () => 5) });
  await writeFile(join(dir, 'site.json'), JSON.stringify(m, null, 2));
  const r = await run(process.execPath, ['scripts/validate.mjs', join(dir, 'site.json')], { cwd: root, maxBuffer: 1 << 24 }).then(() => ({ code: 0 }), (e) => e);
  assert.is(r.code, 1);
  const lines = r.stderr.trim().split('\n');
  assert.is(lines.length, 202, lines.slice(-3).join('\n'));
  assert.ok(lines.slice(0, 200).every((l) => /^\S+site\.json:\d+:\d+  routes\[2\]\.blocks\[\d+\]\.paragraphs\[\d+\]  .*: expected text, got the number 5$/.test(l)), lines[0]);
  assert.match(lines[200], /site\.json:\d+:\d+  \(more\)  and 139,800 more problems, not listed: fix the ones above, then run npm run validate again$/);
  // Too many for the validator to gather at once, yet counted: the total, never "1,007 or more".
  assert.match(lines[201], /site\.json: 140,000 problems; the first 200 are listed$/);
});

test('static/: a link to a file inside the project is copied as that file; a link outside it stops the build, located', async () => {
  const { symlink, rm } = await import('node:fs/promises');
  const { copyStatic } = await import('../../scripts/build/static-files.mjs');
  const dir = join(root, '.cache/static-links');
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'static'), { recursive: true });
  await mkdir(join(dir, 'out'), { recursive: true });
  await writeFile(join(dir, 'static/own.txt'), 'own file');
  await symlink(join(root, 'README.md'), join(dir, 'static/readme.txt'));
  const ctx = { outDir: join(dir, 'out'), staticDir: join(dir, 'static'), projectRoot: root };
  await copyStatic(ctx);
  assert.is(readFileSync(join(dir, 'out/own.txt'), 'utf8'), 'own file');
  const copied = join(dir, 'out/readme.txt');
  assert.ok(!(await import('node:fs')).lstatSync(copied).isSymbolicLink(), 'a file, not a link');
  assert.is(readFileSync(copied, 'utf8'), readFileSync(join(root, 'README.md'), 'utf8'));
  for (const [name, target, message] of [
    ['passwd', '/etc/passwd', '.cache/static-links/static/passwd: is a link to /etc/passwd, outside the project: copy the file into static/ instead (files outside the project are never published)'],
    ['gone.txt', join(dir, 'nothing-here'), '.cache/static-links/static/gone.txt: is a link to a file that does not exist: remove it, or put the file itself in static/'],
  ]) {
    await symlink(target, join(dir, 'static', name));
    const err = await copyStatic(ctx).then(() => null, (e) => e);
    assert.is(err?.message, message);
    assert.equal(err.problems, [{ file: message.split(': ')[0], message: message.split(': ').slice(1).join(': ') }]);
    await rm(join(dir, 'static', name));
  }
});

test('static/: dot-entries (.env, .git/, .DS_Store, a link to one) are never published; .well-known/ at the top is', async () => {
  const { symlink, rm } = await import('node:fs/promises');
  const { copyStatic } = await import('../../scripts/build/static-files.mjs');
  const dir = join(root, '.cache/static-dotfiles');
  await rm(dir, { recursive: true, force: true });
  for (const d of ['static/.git', 'static/docs/.private', 'static/.well-known', 'static/docs/.well-known', 'out']) await mkdir(join(dir, d), { recursive: true });
  const files = { '.env': 'SECRET=1', '.git/config': '[core]', '.DS_Store': 'x', 'docs/.htaccess': 'x', 'docs/.private/notes.txt': 'x', 'docs/.well-known/x.txt': 'x',
    'docs/handout.txt': 'public', '.well-known/security.txt': 'Contact: mailto:security@example.org', 'robots-extra.txt': 'public' };
  for (const [name, body] of Object.entries(files)) await writeFile(join(dir, 'static', name), body);
  const ctx = { outDir: join(dir, 'out'), staticDir: join(dir, 'static'), projectRoot: root };
  await copyStatic(ctx);
  const published = (await import('node:fs')).readdirSync(ctx.outDir, { recursive: true }).map(String).sort();
  assert.equal(published, ['.well-known', '.well-known/security.txt', 'docs', 'docs/handout.txt', 'robots-extra.txt']);
  await writeFile(join(dir, '.env'), 'SECRET=2');
  await symlink(join(dir, '.env'), join(dir, 'static/settings.txt'));
  const err = await copyStatic(ctx).then(() => null, (e) => e);
  assert.is(err?.message, '.cache/static-dotfiles/static/settings.txt: is a link to .cache/static-dotfiles/.env, a hidden file of the project (its name or folder starts with "."), and hidden files are never published: copy what should be public into static/ under a name without the "."');
});

test.run();
