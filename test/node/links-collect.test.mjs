// Which addresses npm run links checks: exactly the external addresses the schema sees (thumbnails
// derived from cloud-drive links included), found in the raw JSON so an invalid manifest works too;
// plus the small pieces the checker is built from (Retry-After, the concurrency limiter).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleForNode } from '../../scripts/lib/node-bundle.mjs';
import { root } from '../../scripts/lib/paths.mjs';
import { collectLinks } from '../../scripts/links/collect.mjs';
import { retryAfterMs } from '../../scripts/links/check.mjs';
import { hostLimiter } from '../../scripts/links/host-limit.mjs';

const urls = await bundleForNode(['schema/read/locate.ts', 'schema/model/fields.ts', 'schema/values/linkTarget.ts', 'schema/read/load.ts'], { outDir: join(root, '.cache/links-collect-test') });
const [locate, fields, linkTarget, load] = await Promise.all([import(urls.locate), import(urls.fields), import(urls.linkTarget), import(urls.load)]);
const schema = { ...locate, classifyHref: linkTarget.classifyHref, resourceLink: fields.resourceLink, substituteVariables: load.substituteVariables };
const collect = (m) => {
  const text = `${JSON.stringify(m, null, 2)}\n`;
  return { text, links: collectLinks(text, m, schema) };
};
const DRIVE = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrSt/view';
const DOC = 'https://docs.google.com/document/d/1ZyXwVuTsRqPoNmLkJiH/edit';

/** What the schema itself makes of the manifest: external addresses, and the thumbnails it derives. */
function schemaView(manifest) {
  const externals = new Set();
  const thumbnails = new Set();
  const walk = (v) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    if (v.kind === 'external' && typeof v.href === 'string') externals.add(v.href);
    if (typeof v.thumbnail === 'string') thumbnails.add(v.thumbnail);
    Object.values(v).forEach(walk);
  };
  walk(manifest);
  return { externals, thumbnails };
}

test('the real manifest, with cloud-drive links added: the same addresses and thumbnails the schema derives', () => {
  const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
  // Added at the end of a list, they show in English on a translated page until translated (a warning).
  const english = site.routes;
  const list = english.flatMap((r) => r.blocks).find((b) => b.type === 'linkList');
  list.links.push({ label: 'A shared worksheet', href: DRIVE }, { label: 'A shared document', href: DOC });
  const row = english.flatMap((r) => r.blocks).find((b) => b.type === 'buttonRow');
  row.buttons.push({ label: 'The document', href: DOC }); // a button shows no thumbnail
  const loaded = load.loadManifest(JSON.stringify(site));
  assert.ok(loaded.ok, JSON.stringify(loaded.problems?.slice(0, 3)));
  const { externals, thumbnails } = schemaView(loaded.manifest);
  const { links } = collect(site);
  assert.equal(new Set(links.filter((l) => !l.places.some((p) => p.derived)).map((l) => l.url)), externals);
  assert.equal(new Set(links.filter((l) => l.places.some((p) => p.derived)).map((l) => l.url)), thumbnails);
  assert.ok(thumbnails.size === 2 && externals.size > 90, `${thumbnails.size} thumbnails, ${externals.size} addresses`);
  const doc = links.find((l) => l.url === DOC);
  assert.is(doc.places.length, 2, 'one address, checked once, listed at both places');
  const docThumbnail = links.find((l) => l.places.some((p) => p.derived) && l.url.includes('1ZyXwVuTsRqPoNmLkJiH'));
  assert.equal(docThumbnail.places.map((p) => p.path), [doc.places.find((p) => p.path.includes('links')).path], 'the button shows no thumbnail');
});

test('a thumbnail is located at the address it comes from; {{variables}} are filled in first', () => {
  const m = {
    site: { variables: { formId: 'abc123' }, connect: { label: 'Connect', href: 'https://example.org/forms/{{formId}}' } },
    routes: [{ path: '/tools', blocks: [{ type: 'linkList', links: [{ label: 'Worksheet', href: DRIVE }] }] }],
  };
  const { text, links } = collect(m);
  assert.equal(links.map((l) => l.url), ['https://example.org/forms/abc123', DRIVE, 'https://drive.google.com/thumbnail?id=1AbCdEfGhIjKlMnOpQrSt&sz=w400']);
  const [, file, thumb] = links;
  const line = text.split('\n').findIndex((l) => l.includes(DRIVE)) + 1;
  assert.equal(thumb.places, [{ line, col: file.places[0].col, path: 'routes[1].blocks[1].links[1].href', where: 'route "/tools" > block 1 (linkList) > link 1 "Worksheet" > href (the thumbnail shown for this address)', derived: 'thumbnail' }]);
  assert.equal(file.places[0].where, 'route "/tools" > block 1 (linkList) > link 1 "Worksheet" > href');
});

test('an address written as a variable is checked, and located where the variable is written', () => {
  const m = {
    site: { variables: { donateUrl: 'https://example.org/donate' } },
    routes: [{ path: '/give', blocks: [{ type: 'buttonRow', buttons: [{ label: 'Donate', href: '{{donateUrl}}' }] }] }],
  };
  const { text, links } = collect(m);
  assert.equal(links.map((l) => l.url), ['https://example.org/donate']);
  const line = text.split('\n').findIndex((l) => l.includes('"{{donateUrl}}"')) + 1;
  const [place] = links[0].places;
  assert.equal([place.line, place.path, place.where], [line, 'routes[1].blocks[1].buttons[1].href', 'route "/give" > block 1 (buttonRow) > button 1 "Donate" > href']);
});

test('a manifest that fails validation still has its links found and located', () => {
  const m = { routes: [{ path: '/x', blocks: [{ type: 'noSuchBlock', title: 3 }, { type: 'callout', cta: { href: 'https://example.org/a ' } }] }] };
  assert.not.ok(load.loadManifest(JSON.stringify(m)).ok);
  const { links } = collect(m);
  assert.equal(links.map((l) => [l.url, l.places[0].path, l.places[0].where]), [['https://example.org/a', 'routes[1].blocks[2].cta.href', 'route "/x" > block 2 (callout) > cta > href']]);
});

test('Retry-After in seconds or as a date; nothing for nonsense', () => {
  assert.is(retryAfterMs('120'), 120_000);
  assert.is(retryAfterMs('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')), 30_000);
  assert.is(retryAfterMs('soon'), undefined);
  assert.is(retryAfterMs(null), undefined);
});

test('the limiter keeps to its per-host and overall limits and runs everything', async () => {
  const run = hostLimiter({ perHost: 2, total: 3 });
  const active = new Map();
  let overall = 0;
  let maxOverall = 0;
  const maxPerHost = new Map();
  const task = (host) => async () => {
    active.set(host, (active.get(host) ?? 0) + 1);
    maxPerHost.set(host, Math.max(maxPerHost.get(host) ?? 0, active.get(host)));
    maxOverall = Math.max(maxOverall, ++overall);
    await new Promise((r) => setTimeout(r, 5));
    active.set(host, active.get(host) - 1);
    overall--;
    return host;
  };
  const hosts = ['a', 'a', 'a', 'a', 'b', 'b', 'b', 'c', 'c', 'd'];
  assert.equal(await Promise.all(hosts.map((h) => run(h, task(h)))), hosts);
  assert.ok([...maxPerHost.values()].every((n) => n <= 2) && maxPerHost.get('a') === 2);
  assert.is(maxOverall, 3);
});

test.run();
