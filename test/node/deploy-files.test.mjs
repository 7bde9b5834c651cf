// What the build writes for search engines, link previews, home screens and hosts: the sitemap and
// robots.txt, every page's canonical URL and social tags, the home page's structured data, the
// icons and web app manifest, _headers, the precompressed files (.br and .gz twins, written only by
// npm run build -- --precompress; build.test.mjs checks a default build writes none), and pages the
// policy can allow. The site is built as for nginx, with its twins.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildSite } from '../../scripts/build/pipeline.mjs';
import { homeStructuredData } from '../../scripts/build/head.mjs';
import { pageFile } from '../../scripts/build/html.mjs';
import { COMPRESSIBLE } from '../../scripts/build/compress.mjs';
import { packetDataUrl, packetShardUrl } from '../../schema/values/addresses.mjs';
import { dataUrl } from '../../schema/contract/routeData.mjs';
import { firstLoad, listFiles } from '../../scripts/bench/support/first-load.mjs';
import { bundleForNode } from '../../scripts/lib/node-bundle.mjs';
import { root } from '../../scripts/lib/paths.mjs';
import { headerRules, parseHeadersFile } from '../../scripts/lib/http-policy.mjs';

const out = join(root, '.cache/deploy-files-dist');
const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
const ORIGIN = site.site.url;
const read = (f) => readFileSync(join(out, f), 'utf8');
const pngSize = (buf) => ({ png: buf.subarray(1, 4).toString() === 'PNG', width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) });
let built;
let tokens;

test.before(async () => {
  built = await buildSite({ outDir: out, precompress: true, log: null, withManifest: true });
  ({ tokens } = await import((await bundleForNode(['src/styles/tokens.ts'], { outDir: join(root, '.cache/deploy-files') })).tokens));
});

test('sitemap.xml lists every route by its absolute URL, a translated one with its versions; robots.txt names it', () => {
  const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  const spanish = site.routes.filter((r) => r.translations?.es).map((r) => (r.path === '/' ? '/es' : `/es${r.path}`));
  assert.equal(locs, [...site.routes.map((r) => `${ORIGIN}${r.path}`), ...spanish.map((p) => `${ORIGIN}${p}`)]);
  const entry = (path) => new RegExp(`<url><loc>${ORIGIN}${path}</loc>(.*?)</url>`).exec(read('sitemap.xml'))?.[1];
  const versions = (path) => [...entry(path).matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2].slice(ORIGIN.length)}`);
  assert.equal(versions('/contact'), ['en /contact', 'es /es/contact', 'x-default /contact']);
  assert.equal(versions('/es/contact'), versions('/contact'), 'both versions list the same set');
  // A route without a translation (when the site has one) lists no versions.
  const untranslated = site.routes.find((r) => !r.translations);
  if (untranslated) assert.is(entry(untranslated.path), '', `${untranslated.path}: no translation, no versions`);
  assert.match(read('sitemap.xml'), /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  assert.is(read('robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
});

test('every page: its canonical URL and social preview; the not-found page: noindex', () => {
  for (const r of site.routes) {
    const page = readFileSync(pageFile(out, r.path), 'utf8');
    const tag = (p) => new RegExp(`<meta property="${p}" content="([^"]*)">`).exec(page)?.[1];
    assert.match(page, `<link rel="canonical" href="${ORIGIN}${r.path}">`, r.path);
    assert.is(tag('og:url'), `${ORIGIN}${r.path}`, r.path);
    assert.is(tag('og:site_name'), site.site.name);
    assert.is(tag('og:image'), `${ORIGIN}/share.png`);
    assert.ok(tag('og:title') && tag('og:description'), r.path);
    assert.match(page, '<meta name="twitter:card" content="summary_large_image">');
    assert.match(page, `<meta name="theme-color" content="${tokens.color.brand}">`);
  }
  const missing = read('404.html');
  assert.match(missing, '<meta name="robots" content="noindex">');
  assert.not.match(missing, 'rel="canonical"');
});

test('home page structured data: WebSite (SearchAction once a route holds search results) and Organization', () => {
  const ld = [...readFileSync(pageFile(out, '/'), 'utf8').matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]));
  assert.is(ld.length, 1);
  const [website, organization] = ld[0]['@graph'];
  assert.equal([website['@type'], website.url, website.name, organization['@type'], organization.url, organization.logo.url],
    ['WebSite', `${ORIGIN}/`, site.site.name, 'Organization', `${ORIGIN}/`, `${ORIGIN}/icon-512.png`]);
  const searchPath = built.manifest.site.search.page;
  assert.ok(searchPath, 'the site has a search page');
  assert.equal(website.potentialAction, {
    '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}${searchPath}?q={search_term_string}` }, 'query-input': 'required name=search_term_string',
  });
  const withoutSearch = structuredClone(built.manifest);
  withoutSearch.routes = withoutSearch.routes.filter((r) => r.path !== searchPath);
  withoutSearch.site.search.page = undefined;
  const none = homeStructuredData({ manifest: withoutSearch }, withoutSearch.routes.find((r) => r.path === '/')).jsonLd[0]['@graph'][0].potentialAction;
  assert.is(none, undefined, 'no search page, no SearchAction');
});

test('icons, web app manifest and share image: the sizes they claim, the theme colour from the tokens', () => {
  const manifest = JSON.parse(read('manifest.webmanifest'));
  assert.equal([manifest.name, manifest.theme_color, manifest.background_color, manifest.start_url], [site.site.name, tokens.color.brand, tokens.color.bg, '/']);
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const [w, h] = icon.sizes.split('x').map(Number);
    assert.equal(pngSize(readFileSync(join(out, icon.src))), { png: true, width: w, height: h }, icon.src);
  }
  assert.equal(pngSize(readFileSync(join(out, 'apple-touch-icon.png'))), { png: true, width: 180, height: 180 });
  assert.equal(pngSize(readFileSync(join(out, 'share.png'))), { png: true, width: 1200, height: 630 });
  const ico = readFileSync(join(out, 'favicon.ico'));
  assert.equal([ico.readUInt16LE(2), ico.readUInt16LE(4)], [1, 3], 'an icon file with three images');
  assert.equal([0, 1, 2].map((i) => ico.readUInt8(6 + 16 * i)), [16, 32, 48]);
  assert.match(read('favicon.svg'), `fill="${tokens.color.brand}"`, 'favicon.svg is drawn in the brand colour: run npm run images');
  for (const href of read('index.html').matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g)) assert.ok(existsSync(join(out, href[1])), href[1]);
});

test('pages the policy allows: no inline script, style or style attribute; the loader is a hashed file, deferred and counted', () => {
  for (const f of listFiles(out).filter((f) => f.file.endsWith('.html'))) {
    const html = readFileSync(f.file, 'utf8');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]) && !/type="application\/(ld\+)?json"/.test(m[1]));
    assert.equal(inline.map((m) => m[0].slice(0, 60)), [], `${f.file}: inline script`);
    assert.not.match(html, /<style\b|\sstyle="/, `${f.file}: inline style`);
  }
  const home = read('index.html');
  const loader = /<script src="(\/assets\/loader-[A-Z0-9]{8}\.js)" defer><\/script>/.exec(home)?.[1];
  assert.ok(loader, 'the loader is a hashed file loaded with defer');
  assert.ok(firstLoad(out, '/').files.some((f) => f.kind === 'js' && f.url === loader), 'the loader counts in the JavaScript budget');
  assert.match(home, /<noscript><link rel="stylesheet" href="\/assets\/noscript-[A-Z0-9]{8}\.css"><\/noscript>/);
});

test('hashed folders hold only content-hashed names; _headers is the policy for this manifest', () => {
  // A file is named by its content, or sits in a folder that is (the catalogue's facet index).
  const names = listFiles(join(out, 'assets')).map((f) => relative(join(out, 'assets'), f.file).replace(/\.(br|gz)$/, ''));
  const hashed = /-[A-Za-z0-9_-]{8,}(\.\w+)?$/;
  assert.equal(names.filter((n) => !hashed.test(n) && !hashed.test(n.split('/').slice(0, -1).join('/'))), [], 'files in /assets/ without a hash in their name');
  assert.ok(names.some((n) => /^catalogue-[0-9a-f]{12}\/head\.json$/.test(n)), 'the facet index sits in a folder named by its content');
  const rules = parseHeadersFile(read('_headers'));
  assert.equal(rules.slice(1), headerRules({}).slice(1), 'the cache rules');
  assert.equal(Object.keys(rules[0].headers), ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']);
  // The manifest embeds videos from one host: the policy names it (every value: test/helpers/expected-policy.mjs).
  assert.match(rules[0].headers['Content-Security-Policy'], "frame-src https://www.pbs.org;");
});

test('precompress: a .br and a .gz beside every text file, decoding to it; none beside images or host files, none without its file', () => {
  const files = listFiles(out).map((f) => f.file);
  const all = new Set(files);
  assert.equal(files.filter((f) => /\.(br|gz)$/.test(f) && !all.has(f.replace(/\.(br|gz)$/, ''))), [], 'twins without their file');
  let checked = 0;
  for (const file of files) {
    if (/\.(br|gz)$/.test(file)) continue;
    const data = readFileSync(file);
    const text = COMPRESSIBLE.test(file) && !/\/_(headers|nginx\.conf)$/.test(file);
    if (!text) {
      assert.not.ok(existsSync(`${file}.br`) || existsSync(`${file}.gz`), `${file} is not compressed`);
      continue;
    }
    if (existsSync(`${file}.br`)) assert.ok(brotliDecompressSync(readFileSync(`${file}.br`)).equals(data), `${file}.br`);
    if (existsSync(`${file}.gz`)) assert.ok(gunzipSync(readFileSync(`${file}.gz`)).equals(data), `${file}.gz`);
    if (data.length > 1024) assert.ok(existsSync(`${file}.br`) && existsSync(`${file}.gz`), `${file}: both compressed copies`);
    checked++;
  }
  assert.ok(checked > 100, `${checked} text files checked`);
});

test('precompress: pages, their data, the hashed assets, the packet\'s data and shards, the search\'s own files each have both twins', () => {
  const packetPage = site.routes.find((r) => r.blocks.some((b) => b.type === 'packet'));
  assert.ok(packetPage, 'data/site.json has a packet page');
  const leaf = site.routes.find((r) => r.path !== '/' && !site.routes.some((q) => q.path.startsWith(`${r.path}/`))).path;
  const script = firstLoad(out, '/').files.filter((f) => f.kind === 'js').sort((a, b) => b.bytes - a.bytes)[0].url;
  // The packet's data is a head of a few bytes and its shards (a copy no smaller than its file is left out).
  assert.ok(existsSync(join(out, packetDataUrl(packetPage.path))), 'the packet\'s head');
  const files = ['/index.html', `${leaf}.html`, '/es.html', '/404.html', dataUrl('/'), dataUrl(leaf), script, built.css,
    packetShardUrl(packetPage.path, 0), '/pagefind/pagefind.js', '/sitemap.xml', '/manifest.webmanifest'];
  for (const file of files) {
    assert.ok(existsSync(join(out, file)), `${file} is written`);
    assert.ok(existsSync(join(out, `${file}.br`)) && existsSync(join(out, `${file}.gz`)), `${file}: both twins`);
  }
});

test.run();
