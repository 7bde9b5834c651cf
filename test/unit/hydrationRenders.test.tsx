// What a component reads while hydrating, and whether it renders again once the page is live:
// every extra render after hydration happens in one synchronous pass (useSyncExternalStore), a
// long task on a slow phone when it re-renders a whole catalogue.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { useQueryParams } from '../../src/data/useQueryParams';
import { useHydrating } from '../../src/lib/useHydrating';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Prerenders `node` (the server knows no query), hydrates it at `url`, and says what each render showed. */
async function hydrateAt(url: string, Probe: (p: { seen: string[] }) => React.ReactNode) {
  history.replaceState(null, '', url);
  const server: string[] = [];
  const html = renderToString(<Router ssrPath="/list"><Probe seen={server} /></Router>);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const seen: string[] = [];
  const errors: string[] = [];
  const root = await act(async () => hydrateRoot(container, <Router><Probe seen={seen} /></Router>, { onRecoverableError: (e) => errors.push(String(e)) }));
  const text = container.textContent;
  await act(async () => root.unmount());
  container.remove();
  return { server, seen, errors, text };
}

function Query({ seen }: { seen: string[] }) {
  const [params] = useQueryParams();
  const shown = JSON.stringify(params);
  seen.push(shown);
  return <p>{shown}</p>;
}

test('useQueryParams: an address without a query hydrates in one render, none after', async () => {
  const r = await hydrateAt('/list', Query);
  assert.equal(r.errors, []);
  assert.equal(r.seen, ['{}']);
});

test('useQueryParams: an address with a query hydrates as prerendered (empty), then renders it once live', async () => {
  const r = await hydrateAt('/list?kind=video&q=sleep', Query);
  assert.equal(r.errors, []);
  assert.equal(r.seen, ['{}', '{"kind":"video","q":"sleep"}']);
  assert.is(r.text, '{"kind":"video","q":"sleep"}');
});

test('useHydrating: true while hydrating, then false', async () => {
  const r = await hydrateAt('/list', ({ seen }) => { const h = useHydrating(); seen.push(String(h)); return <p>{String(h)}</p>; });
  assert.equal(r.errors, []);
  assert.equal(r.seen, ['true', 'false']);
});

test.run();
