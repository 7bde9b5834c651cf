import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dataUrl } from '../../schema/contract/routeData.mjs';
import { backoff, createRouteClient, normalisePath, RETENTION_MS, RETRIES } from '../../src/data/routeClient';

const route = { path: '/a', title: 'A', description: 'A.', kind: 'page' as const, blocks: [] };
const ok = () => new Response(JSON.stringify(route), { status: 200 });

test('the spec constants: 5 minutes, 3 retries, back-off doubling and capped at 30 s', () => {
  assert.is(RETENTION_MS, 300_000);
  assert.is(RETRIES, 3);
  assert.equal([0, 1, 2, 3, 4, 5, 10].map(backoff), [1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

test('data addresses and path normalising', () => {
  assert.is(dataUrl('/'), '/route.json');
  assert.is(dataUrl('/crisis-intervention/tools'), '/crisis-intervention/tools/route.json');
  assert.is(normalisePath('/a/b/?x=1#y'), '/a/b');
  assert.is(normalisePath('/'), '/');
});

test('a failing load is retried 3 times with back-off, then reports an error', async () => {
  const waits: number[] = [];
  let calls = 0;
  const c = createRouteClient({ fetch: async () => { calls++; throw new Error('offline'); }, sleep: async (ms) => { waits.push(ms); } });
  await c.load('/a');
  assert.is(calls, 4);
  assert.equal(waits, [1000, 2000, 4000]);
  assert.equal(c.get('/a'), { status: 'error', message: 'offline' });
});

test('a load that succeeds on a retry shows the route', async () => {
  let calls = 0;
  const c = createRouteClient({ fetch: async () => (++calls < 3 ? new Response('', { status: 503 }) : ok()), sleep: async () => {} });
  await c.load('/a');
  assert.is(calls, 3);
  assert.is(c.get('/a').status, 'ready');
});

test('404 means the route does not exist: no retry', async () => {
  let calls = 0;
  const c = createRouteClient({ fetch: async () => { calls++; return new Response('', { status: 404 }); }, sleep: async () => {} });
  await c.load('/nope');
  assert.is(calls, 1);
  assert.equal(c.get('/nope'), { status: 'missing' });
});

test('cached for 5 minutes, then fetched again (showing the cached page meanwhile)', async () => {
  let now = 0;
  let calls = 0;
  const c = createRouteClient({ fetch: async () => { calls++; return ok(); }, sleep: async () => {}, now: () => now });
  await c.load('/a');
  now = RETENTION_MS - 1;
  await c.load('/a');
  assert.is(calls, 1, 'fresh: no request');
  now = RETENTION_MS + 1;
  const p = c.load('/a');
  assert.is(c.get('/a').status, 'ready', 'stale data stays on screen while refreshing');
  await p;
  assert.is(calls, 2);
});

test('concurrent loads share one request; retry forces a new one', async () => {
  let calls = 0;
  const c = createRouteClient({ fetch: async () => { calls++; return ok(); }, sleep: async () => {} });
  await Promise.all([c.load('/a'), c.load('/a'), c.load('/a')]);
  assert.is(calls, 1);
  await c.retry('/a');
  assert.is(calls, 2);
});

test('seeded (prerendered) data needs no request', async () => {
  let calls = 0;
  const c = createRouteClient({ fetch: async () => { calls++; return ok(); } });
  c.seed('/a', route);
  await c.load('/a');
  assert.is(calls, 0);
});

test('route data from another build is "outdated", never handed to the page; the build id is stripped', async () => {
  const serve = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });
  const c = createRouteClient({ build: 'AAA', fetch: serve({ build: 'BBB', ...route }), sleep: async () => {} });
  await c.load('/a');
  assert.equal(c.get('/a'), { status: 'outdated', build: 'BBB' });
  const same = createRouteClient({ build: 'AAA', fetch: serve({ build: 'AAA', ...route }), sleep: async () => {} });
  await same.load('/a');
  assert.equal(same.get('/a'), { status: 'ready', data: route });
  // Data without a build id (written before builds carried one) is shown, guarded by the page's error boundary.
  const old = createRouteClient({ build: 'AAA', fetch: serve(route), sleep: async () => {} });
  await old.load('/a');
  assert.equal(old.get('/a'), { status: 'ready', data: route });
});

test('data that cannot be read is an error at once, without retries: not JSON, or not a route', async () => {
  for (const body of ['{"path": "/a", "tit', '[1, 2]', '{"path": "/a", "title": "A", "blocks": "none"}', '{"path": "/a", "title": "A", "blocks": [null]}', 'null']) {
    let calls = 0;
    const c = createRouteClient({ fetch: async () => { calls++; return new Response(body, { status: 200 }); }, sleep: async () => {} });
    await c.load('/a');
    assert.is(calls, 1, body);
    assert.equal(c.get('/a'), { status: 'error', message: "this page's data could not be read" }, body);
  }
});

test.run();
