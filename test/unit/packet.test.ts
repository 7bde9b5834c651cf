// Packet ids (a hash of the address, stable across rebuilds) and the share link's codec.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { packetId } from '../../schema/contract/packetId';
import { decodePacket, encodePacket, MAX_HASH, PACKET_ID } from '../../src/packet/share';
import { parsePacket } from '../../src/packet/storage';
import { readFileSync } from 'node:fs';
import { packetData, packetIds } from '../../schema/derive/packetData';
import { loadManifest } from '../../schema/read/load';

test('an id is 7 characters of [0-9a-z], the same for the same address, another for another', () => {
  const a = packetId('https://988lifeline.org/');
  assert.ok(PACKET_ID.test(a), a);
  assert.is(packetId('https://988lifeline.org/'), a);
  assert.is.not(packetId('https://988lifeline.org'), a);
});

test('the share link round-trips items, chosen languages, title and note', () => {
  const p = { items: [{ id: 'abc1234' }, { id: 'zzz0000', lang: 'es' }], title: 'For the García family', note: 'Read #2 first & call\nif needed' };
  const hash = encodePacket(p);
  assert.ok(hash.startsWith('r=abc1234.zzz0000~es&'), hash);
  const back = decodePacket(`#${hash}`);
  assert.equal(back, { kind: 'packet', packet: p, invalid: 0 });
});

test('a shared title and note lose the characters that reorder text (U+202A-U+202E, U+2066-U+2069), which could make a link read other than it is', () => {
  const overrides = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const hash = `r=abc1234&t=${encodeURIComponent(`Call ${overrides.join('')}119 now`)}&n=${encodeURIComponent('\u202eeton ym si sihT \u2066ok\u2069')}`;
  assert.equal(decodePacket(`#${hash}`), { kind: 'packet', packet: { items: [{ id: 'abc1234' }], title: 'Call 119 now', note: 'eton ym si sihT ok' }, invalid: 0 });
  assert.equal(decodePacket('#r=abc1234&t=%D8%B9%D8%B1%D8%A8%D9%8A&n=%E2%80%8Fa'), { kind: 'packet', packet: { items: [{ id: 'abc1234' }], title: '\u0639\u0631\u0628\u064a', note: '\u200fa' }, invalid: 0 }, 'right-to-left text and marks stay');
});

test('control characters (C0, DEL and C1, U+0080-U+009F) never reach a packet\'s title, note or link; the note keeps its tabs and line breaks', () => {
  const c1 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)).join('');
  const title = `Ca\u0085ll\u0000 the\u009f line\u001b\u007f${c1}\tnow\nplease`;
  const note = `Read\u0090 #2\u0007 first\n\tthen\u0080 call\r\nif needed${c1}`;
  const clean = { title: 'Call the line now please', note: 'Read #2 first\n\tthen call\nif needed' };
  const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
  const hash = encodePacket({ items: [{ id: 'abc1234' }], title, note });
  assert.not.match(decodeURIComponent(hash.replace(/\+/g, ' ')), controls, 'the share link written carries none');
  assert.equal(decodePacket(`#${hash}`), { kind: 'packet', packet: { items: [{ id: 'abc1234' }], ...clean }, invalid: 0 });
  const altered = `r=abc1234&t=${encodeURIComponent(title)}&n=${encodeURIComponent(note)}`;
  assert.equal(decodePacket(`#${altered}`), { kind: 'packet', packet: { items: [{ id: 'abc1234' }], ...clean }, invalid: 0 }, 'a link made elsewhere loses them when read');
  assert.equal(parsePacket(JSON.stringify({ items: [{ id: 'abc1234' }], title, note })), { items: [{ id: 'abc1234' }], ...clean }, 'a packet kept in storage before loses them when read');
  assert.equal(decodePacket('#r=abc1234&t=Ni%C3%B1os+%C2%A0%C3%A9t%C3%A9'), { kind: 'packet', packet: { items: [{ id: 'abc1234' }], title: 'Niños \u00a0été', note: '' }, invalid: 0 }, 'letters from U+00A0 on stay');
});

test('10 items fit in a short link (ids only: 79 characters of hash)', () => {
  const items = Array.from({ length: 10 }, (_, i) => ({ id: packetId(`https://example.org/${i}`) }));
  assert.is(encodePacket({ items, title: '', note: '' }).length, 2 + 10 * 7 + 9);
});

test('hostile hashes: not a packet, too long, script, unknown shapes', () => {
  assert.equal(decodePacket(''), { kind: 'none' });
  assert.equal(decodePacket('#main'), { kind: 'none' });
  assert.equal(decodePacket(`#r=${'a'.repeat(MAX_HASH)}`), { kind: 'invalid', reason: 'long' });
  assert.equal(decodePacket('#r=<script>alert(1)</script>'), { kind: 'invalid', reason: 'malformed' });
  assert.equal(decodePacket('#r=abc1234.<img>&t=%E0%A4%A'), { kind: 'packet', packet: { items: [{ id: 'abc1234' }], title: '', note: '' }, invalid: 1 });
  const withScript = decodePacket('#r=abc1234&t=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  assert.is(withScript.kind === 'packet' && withScript.packet.title, '<script>alert(1)</script>', 'text stays text (React shows it escaped)');
});

test('every resource of the site has its own id; two addresses with one id stop the build, naming both', () => {
  const r = loadManifest(readFileSync('data/site.json', 'utf8'));
  assert.ok(r.ok);
  if (!r.ok) return;
  const data = packetData(r.manifest);
  assert.ok(Object.keys(data.resources).length > 50);
  // A real collision of the 32-bit hash, found by trying addresses (the birthday bound: ~1e5).
  const seen = new Map<string, string>();
  let pair: [string, string] | undefined;
  for (let i = 0; !pair; i++) {
    const url = `https://example.org/${i}`;
    const id = packetId(url);
    if (seen.has(id)) pair = [seen.get(id)!, url];
    seen.set(id, url);
  }
  assert.throws(() => packetIds(pair!), (e: Error) => e.message.includes(pair![0]) && e.message.includes(pair![1]) && e.message.includes('collide'));
});

test("a resource whose Spanish settings point at the publisher's Spanish version can choose it (988lifeline.org/es/)", () => {
  const r = loadManifest(readFileSync('data/site.json', 'utf8'));
  if (!r.ok) throw new Error('data/site.json is not valid');
  const { resources } = packetData(r.manifest);
  const lifeline = resources[packetId('https://988lifeline.org/')]!;
  assert.is(lifeline.versions?.es?.url, 'https://988lifeline.org/es/', 'site.translations.es.crisis gives the Spanish address');
  assert.match(lifeline.versions!.es!.label, /Línea/, 'with its Spanish title');
  // Listed as a resource of its own (already in Spanish), it has no other version.
  assert.is(resources[packetId('https://988lifeline.org/es/')]?.versions, undefined);
  // A version is another address only: a translation that keeps the address adds none.
  for (const x of Object.values(resources)) for (const v of Object.values(x.versions ?? {})) assert.is.not(v.url, x.url);
});

test.run();
