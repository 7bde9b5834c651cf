// The one mapping from a resource to its formats (schema/derive/resourceFormats.ts): each format
// holds what its record in schema/contract/resource.ts carries, in the record's order (the order
// the catalogue's and packet's files have always had), and nothing a record leaves out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CATALOGUE_USES, PACKET_USES, SEARCH_USES } from '../../schema/contract/resource';
import { entryOf, resourceAnchor } from '../../schema/contract/resourceEntry.mjs';
import { catalogueItem, packetResource, searchEntry, searchWords } from '../../schema/derive/resourceFormats';
import { loadManifest, formatProblem } from '../../schema/read/load';
import { collectResources } from '../../schema/model/resources';
import { baseManifest, text } from '../helpers/manifest';

function resource() {
  const m = baseManifest();
  m.routes[1]!.blocks = [{
    type: 'linkList', heading: 'Sleep', links: [{
      label: 'Sleep diary', href: 'https://example.org/sleep-diary.pdf', description: 'A week of nights, written down.',
      audience: ['caregiver'], ages: ['6-10'], languages: ['en', 'es'], cost: 'free',
    }],
  }];
  const r = loadManifest(text(m));
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join('\n'));
  const [res] = collectResources(r.manifest);
  return { ...res!, details: ['Mon–Fri'] };
}
const r = resource();
const carried = (uses: Record<string, string>) => Object.keys(uses).filter((k) => uses[k] === 'carried');

test('a catalogue item: its address, then the carried fields with the host in the record\'s order, then where it is listed', () => {
  const item = catalogueItem(r, r.listings[0]!);
  const fields = Object.keys(CATALOGUE_USES).flatMap((k) => (k === 'href' ? ['host'] : carried(CATALOGUE_USES).includes(k) ? [k] : []));
  assert.equal(Object.keys(item), ['url', ...fields, 'guide', 'where', 'page', 'pageTitle', 'more']);
  assert.equal(['label', 'description', 'details', 'kind', 'cost'].map((k) => item[k as keyof typeof item]), ['Sleep diary', 'A week of nights, written down.', ['Mon–Fri'], 'pdf', 'free']);
  for (const k of Object.keys(CATALOGUE_USES).filter((k) => CATALOGUE_USES[k as keyof typeof CATALOGUE_USES].startsWith('left out'))) assert.not.ok(k in item, k);
});

test('a packet resource: its version (address, name, description, host), then the carried fields', () => {
  const p = packetResource(r);
  assert.equal(Object.keys(p), ['url', 'label', 'description', 'host', ...carried(PACKET_USES)]);
  assert.equal(p.kind, 'pdf');
  assert.equal(p.details, ['Mon–Fri']);
});

test('a search entry holds the fields search carries, and the browser reads it back from the anchor', () => {
  const e = entryOf(resourceAnchor(searchEntry(r, r.listings[0]!, 7, 2)))!;
  assert.equal(e, ['https://example.org/sleep-diary.pdf', 7, 'pdf', 'example.org', 'Sleep diary', 'A week of nights, written down.', 'Guides › About › Sleep', 1, ['en', 'es']]);
  assert.equal(carried(SEARCH_USES).sort(), ['description', 'kind', 'label', 'languages']);
  assert.equal(searchWords(r), ['Mon–Fri']);
});

test.run();
