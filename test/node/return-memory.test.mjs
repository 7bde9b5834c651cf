// The build's returnMemory step (scripts/build/return-memory.mjs): before the search indexer
// starts, what only the pages needed is dropped and the heap's garbage is collected, so the
// memory is the indexer's. Would fail if the step kept the catalogues or collected nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { getHeapSpaceStatistics } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { compactHeap, returnMemory } from '../../scripts/build/return-memory.mjs';
import { STEPS } from '../../scripts/build/pipeline.mjs';
import { SKIPPED } from '../../scripts/dev/steps.mjs';

const MB = 1024 * 1024;

test('it runs after prerender and before the search index; npm start skips it', () => {
  const names = STEPS.map((s) => s.name);
  assert.is(names.indexOf('returnMemory'), names.indexOf('prerender') + 1);
  assert.is(names.indexOf('searchIndex'), names.indexOf('returnMemory') + 1);
  assert.ok(SKIPPED.has('returnMemory'));
});

test('the catalogues and the data files\' texts are dropped and garbage that reached the old generation is collected', async () => {
  // Kept alive while it is made, so it survives the young generation's collections and stays
  // until a full one.
  let garbage = Array.from({ length: 400_000 }, (_, i) => ({ i, text: `resource ${i}`, tags: [i, i + 1] }));
  const ctx = /** @type {any} */ ({ catalogues: new Map([['/a', { rows: garbage.slice(0, 10) }]]), packetText: '{"a":1}', catalogueText: new Map([['/a', '[]']]) });
  const before = process.memoryUsage().heapUsed;
  assert.ok(before > 40 * MB, `${Math.round(before / MB)} MB in use before`);
  garbage = [];
  await returnMemory(ctx);
  const after = process.memoryUsage().heapUsed;
  assert.is(ctx.catalogues, undefined);
  assert.is(ctx.packetText, undefined, 'the packet data\'s text, which only npm start reuses');
  assert.is(ctx.catalogueText, undefined, 'the catalogues\' texts, which only npm start reuses');
  assert.ok(before - after > 30 * MB, `freed ${Math.round((before - after) / MB)} MB of ${Math.round(before / MB)} MB`);
});

test('the heap is compacted: the pages a full collection leaves partly empty go back to the system', async () => {
  const oldSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')?.physical_space_size ?? 0;
  compactHeap(); // makes V8's collector reachable (--expose-gc), and starts from a compact heap
  // A heap as rendering leaves it: old pages each still holding a few live objects among garbage.
  // (A third live: V8's own full collection moves the objects of its emptiest pages only.)
  let all = Array.from({ length: 1_500_000 }, (_, i) => ({ i, text: `page ${i}`, more: [i] }));
  const survivors = all.filter((_, i) => i % 3 === 0);
  all = [];
  runInNewContext('gc')(); // a full collection as V8 makes it: the sparse pages stay
  const sparse = oldSpace();
  compactHeap();
  const compacted = oldSpace();
  assert.is(survivors.length, 500_000);
  assert.ok(sparse - compacted > 50 * MB, `old generation ${Math.round(sparse / MB)} MB after a full collection, ${Math.round(compacted / MB)} MB after compacting`);
});

test.run();
