// The packet data of a big site in shards: a visitor loads the head and only the shards of the
// resources in their packet; a small site's stays one file, loaded in one request.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { packetId } from '../../schema/contract/packetId';
import { packetShardOf, type PacketData, type PacketHead } from '../../schema/contract/packetFormat';
import { PACKET_ONE_FILE_MAX, PACKET_SHARD_SIZE, packetFiles } from '../../schema/derive/packetData';
import { readPacketData } from '../../src/data/packet';

const resource = (url: string) => ({ url, label: `A resource at ${url}`, description: 'What it offers families, in a sentence or two of plain words.', host: 'example.org', kind: 'website' as const });
const dataOf = (n: number): PacketData => ({ resources: Object.fromEntries(Array.from({ length: n }, (_, i) => {
  const url = `https://example.org/resource/${i}`;
  return [packetId(url), resource(url)];
})) });

test('a small site\'s packet data is one file: the head holds every resource', () => {
  const data = dataOf(50);
  assert.ok(JSON.stringify(data).length <= PACKET_ONE_FILE_MAX);
  const { head, shards } = packetFiles(data);
  assert.is(shards.length, 0);
  assert.equal(head, data);
});

test('a big site\'s is split into shards of about PACKET_SHARD_SIZE, each resource in its id\'s shard', () => {
  const data = dataOf(5000);
  const { head, shards } = packetFiles(data);
  assert.ok('shards' in head && head.shards === shards.length && shards.length > 1, `${shards.length} shards`);
  let total = 0;
  for (const [k, s] of shards.entries()) {
    const size = JSON.stringify(s).length;
    assert.ok(size < PACKET_SHARD_SIZE * 2, `shard ${k} has ${size} characters`);
    for (const id of Object.keys(s.resources)) assert.is(packetShardOf(id, shards.length), k);
    total += Object.keys(s.resources).length;
  }
  assert.is(total, 5000, 'every resource is in a shard');
});

test('the packet page fetches the head, then only the shards of the resources asked for', async () => {
  const data = dataOf(5000);
  const { head, shards } = packetFiles(data);
  const count = (head as { shards: number }).shards;
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    asked.push(url);
    const m = /\/resources-by-id\/(\d+)\.json$/.exec(url);
    const body: PacketHead | PacketData = m ? shards[Number(m[1])]! : head;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  try {
    const ids = Object.keys(data.resources).slice(0, 3);
    const first = readPacketData('/packet', ids);
    assert.ok(first instanceof Promise, 'nothing is there before the first load');
    const got = await first;
    assert.equal(Object.keys(got.resources).filter((id) => ids.includes(id)).sort(), [...ids].sort(), 'every resource asked for is there');
    const wanted = new Set(ids.map((id) => `/packet/resources-by-id/${packetShardOf(id, count)}.json`));
    assert.equal(asked, ['/packet/resources-by-id.json', ...wanted], 'the head, then the shards of those resources only');
    const again = readPacketData('/packet', ids.slice(0, 2));
    assert.ok(!(again instanceof Promise), 'a packet needing no new shard is read at once, with no loading state');
    assert.is(asked.length, 1 + wanted.size, 'and nothing is fetched again');
  } finally {
    globalThis.fetch = realFetch;
  }
});

test.run();
