// Resource records: every resource link in site.json becomes part of exactly one record (one per
// address), with the guide of the page that lists it and the right kind; and the search index's
// record for each carries what a result shows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { inferKind, videoSource } from '../../schema/model/fields';
import { classifyHref, hostOf } from '../../schema/values/linkTarget';
import { loadManifest } from '../../schema/read/load';
import type { Manifest } from '../../schema/model/manifest';
import { collectResources, guideIndex, whereOf } from '../../schema/model/resources';
import { entryOf, resourceAnchor, type ResourceEntry } from '../../schema/contract/resourceEntry.mjs';
import { resourceSection } from '../../src/server/searchRecords';

const raw = JSON.parse(readFileSync(join(process.cwd(), 'data/site.json'), 'utf8'));
const loaded = loadManifest(readFileSync(join(process.cwd(), 'data/site.json'), 'utf8'));
if (!loaded.ok) throw new Error('data/site.json is not valid');
const manifest: Manifest = loaded.manifest;

type Json = Record<string, unknown>;
/** Every link object inside a linkList of the raw JSON, with its JSON path (counting from 1, as
 * validation writes it), found independently of schema/model/resources.ts. */
function rawLinks(): { id: string; link: Json; route: Json }[] {
  const out: { id: string; link: Json; route: Json }[] = [];
  const walk = (v: unknown, path: string, route: Json) => {
    if (Array.isArray(v)) return v.forEach((x, i) => walk(x, `${path}[${i + 1}]`, route));
    if (!v || typeof v !== 'object') return;
    const o = v as Json;
    if (o.type === 'linkList') (o.links as Json[]).forEach((l, i) => out.push({ id: `${path}.links[${i + 1}]`, link: l, route }));
    for (const [k, x] of Object.entries(o)) if (k !== 'links') walk(x, `${path}.${k}`, route);
  };
  (raw.routes as Json[]).forEach((r, i) => walk(r.blocks, `routes[${i + 1}].blocks`, r));
  return out;
}
const leaves = (href: string) => /^(https?|tel|sms):/.test(href);

test('every resource link is listed in exactly one resource, once per address', () => {
  const resources = collectResources(manifest);
  const links = rawLinks().filter((l) => leaves(String(l.link.href)));
  assert.ok(links.length > 90, `only ${links.length} resource links found in site.json`);
  const listings = resources.flatMap((r) => r.listings.map((l) => ({ ...l, href: r.href.href }))).filter((l) => l.at[0] === 'routes');
  assert.equal(listings.map((l) => l.id).sort(), links.map((l) => l.id).sort(), 'each link appears in exactly one listing');
  const urls = resources.map((r) => r.href.href);
  assert.is(new Set(urls).size, urls.length, 'one resource per address');
  for (const l of links) {
    const r = resources.find((x) => x.listings.some((y) => y.id === l.id))!;
    assert.is(r.href.href, new URL(String(l.link.href)).href, `${l.id}: the resource's address`);
  }
  const internal = rawLinks().filter((l) => !leaves(String(l.link.href)));
  assert.ok(internal.length > 0 && internal.every((l) => !listings.some((x) => x.id === l.id)), 'links within the site are pages, not resources');
});

test('each listing carries the guide of its page: the menu group, or its nearest ancestor\'s', () => {
  const groupOf = (path: string) => (raw.navigation.groups as { title: string; items: { href: string }[] }[])
    .find((g) => g.items.some((it) => it.href === path))?.title;
  for (const r of collectResources(manifest)) {
    for (const l of r.listings) {
      const expected = groupOf(l.place.path) ?? groupOf(l.place.path.split('/').slice(0, 2).join('/'));
      assert.is(l.place.guide, expected, `${l.id} on ${l.place.path}`);
    }
  }
  const guideOf = guideIndex(manifest.navigation);
  assert.is(guideOf('/trauma-healing/safety-stabilization'), 'Trauma');
  assert.is(guideOf('/trauma-healing/not-in-the-menu'), 'Trauma', 'an unlisted page takes its parent\'s guide');
  assert.is(guideOf('/our-story'), undefined, 'a page outside every group has no guide');
});

test('crisis lines are resources where a crisisLines block shows them: one per line, its web address, its facets', () => {
  const lines = raw.site.crisis.lines as Json[];
  const tools = collectResources(manifest).filter((r) => r.listings.some((l) => l.at[0] === 'site'));
  assert.is(tools.length, lines.length);
  for (const [k, line] of lines.entries()) {
    const r = tools.find((x) => x.listings.some((l) => l.id === `site.crisis.lines[${k + 1}]`))!;
    // Its web address, else (Poison Control) the number it calls.
    const web = ((line.actions ?? []) as { href: string }[]).map((a) => a.href).find((h) => h.startsWith('https:')) ?? `tel:+1${String(line.call).replace(/\D/g, '').replace(/^1/, '')}`;
    assert.is(r.href.href, web, `${line.title}: its web address or number`);
    assert.is(r.kind, 'crisis-line');
    const listing = r.listings.find((l) => l.at[0] === 'site')!;
    assert.equal(listing.languages, (line.languages as string[] | undefined) ?? ['en'], `${line.title}: languages`);
    assert.is(listing.place.path, '/crisis-intervention/tools');
    assert.is(listing.place.guide, 'Crisis');
  }
});

test('kinds: written in the link, or inferred from the address', () => {
  for (const r of collectResources(manifest)) {
    const listing = r.listings.find((l) => l.at[0] === 'routes');
    if (!listing) continue;
    const first = rawLinks().find((l) => l.id === listing.id)!.link;
    assert.is(r.kind, (first.kind as string | undefined) ?? inferKind(r.href), listing.id);
  }
});

test('the kind an address says: a video site or file, a PDF, a shared or office document, a phone line; else the fallback', () => {
  const kindOf = (href: string) => {
    const t = classifyHref(href);
    if (typeof t === 'string') throw new Error(t);
    return inferKind(t);
  };
  const cases: [string, string][] = [
    ['https://www.youtube.com/watch?v=gm9CIJ74Oxw', 'video'], ['https://youtu.be/gm9CIJ74Oxw', 'video'],
    ['https://m.youtube.com/watch?v=gm9CIJ74Oxw', 'video'], ['https://www.youtube-nocookie.com/embed/gm9CIJ74Oxw', 'video'],
    ['https://vimeo.com/76979871', 'video'], ['https://player.vimeo.com/video/76979871', 'video'],
    ['https://example.org/media/calm-breathing.mp4', 'video'],
    ['https://example.org/files/Coping%20Skills.PDF', 'pdf'], ['https://example.org/handout.pdf?download=1#page=2', 'pdf'],
    ['https://docs.google.com/document/d/1AbCdEfGhIjKlMnOp/edit', 'document'],
    ['https://docs.google.com/presentation/d/1AbCdEfGhIjKlMnOp/view', 'document'],
    ['https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view', 'document'],
    ['https://www.dropbox.com/scl/fi/abc123/plan.docx', 'document'], ['https://1drv.ms/w/s!AbCdEf', 'document'],
    ['https://example.org/forms/safety-plan.docx', 'document'], ['https://example.org/slides/session-1.pptx', 'document'],
    ['tel:988', 'crisis-line'], ['sms:741741', 'crisis-line'],
    ['https://docs.google.com/forms/d/e/1AbCdEfGhIjKlMnOp/viewform', 'website'],
    ['https://www.nlpa.ws/', 'website'], ['https://example.org/pdf-guides/', 'website'], ['mailto:someone@example.org', 'website'],
  ];
  for (const [href, kind] of cases) assert.is(kindOf(href), kind, href);
  const t = classifyHref('https://player.vimeo.com/video/76979871');
  assert.is(typeof t !== 'string' && videoSource(t), 'Vimeo', 'a card names the site it plays on');
});

test('a resource\'s search section: the listing of its page, every listing\'s words searchable, the other pages counted', () => {
  const resources = collectResources(manifest);
  const twice = resources.find((r) => r.listings.length > 1 && new Set(r.listings.map((l) => l.place.path)).size > 1)!;
  assert.ok(twice, 'site.json lists some address on two pages');
  const second = twice.listings.find((l) => l.place.path !== twice.listings[0]!.place.path)!;
  const sec = resourceSection(twice, second.place.path, 7);
  const [url, id, kind, host, label, description, where, more] = sec.entry;
  assert.equal([url, id, kind, host], [twice.href.href, 7, twice.kind, hostOf(twice.href)]);
  assert.equal([label, description, where], [second.label, second.description ?? twice.description ?? '', whereOf(second.place).join(' › ')], 'this page\'s listing');
  assert.is(more, new Set(twice.listings.map((l) => l.place.path)).size - 1);
  assert.equal(sec.kinds, [twice.kind]);
  for (const l of twice.listings) {
    if (l.description) assert.ok(sec.content.includes(l.description), `content holds "${l.description}"`);
  }
  const anchor = resourceAnchor(sec.entry);
  assert.match(anchor, /^_r[^\s"&<>']+$/, 'an id without white space or characters HTML escapes (Pagefind mishandles both)');
  assert.equal(entryOf(anchor), sec.entry, 'the entry comes back from the anchor');
  const text: ResourceEntry = ['https://x.example/é', -1, 'pdf', 'x', 'Café “quoted” "x" & <b> it\'s 100% \\ back\u00a0slash', 'line\nbreak\ttab', '', 0];
  assert.not.match(resourceAnchor(text), /[\s"&<>']/, 'no white space of any kind, nor what HTML escapes');
  assert.equal(entryOf(resourceAnchor(text)), text, 'any text comes back as it was');
  assert.is(entryOf('grounding'), undefined, 'a heading\'s own anchor is not a resource');
});

test.run();
