// The prerenderer renders a language's header and footer once for every page that shows the same
// (src/server/shellParts.ts): each page of the site, put together from another page's header and
// footer, must be byte for byte the page a whole render makes, or the browser would hydrate HTML
// React did not write.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { loadManifest } from '../../schema/read/load';
import { catalogueFor } from '../../schema/derive/catalogue';
import type { Manifest } from '../../schema/model/manifest';
import type { Route } from '../../schema/model/route';
import { App } from '../../src/App';
import { createRouteClient } from '../../src/data/routeClient';
import type { ShellData } from '../../src/data/context';
import { prepareBlocks, renderRoute, shellData } from '../../src/server/render';
import { partsOf, shellKey, withParts } from '../../src/server/shellParts';

// The site, and copies of some of its pages at addresses no menu names (as most pages of a big
// site are): those share their header and footer, the site's own pages mostly have their own.
const raw = JSON.parse(readFileSync('data/site.json', 'utf8'));
const copied = ['/resources', '/crisis-intervention/assessment', '/contact', '/culturally-responsive', '/crisis-intervention', '/'];
raw.routes.push(...copied.map((path, i) => ({ ...raw.routes.find((r: { path: string }) => r.path === path), path: `/copies/${i}`, title: `Copy ${i}`, translations: undefined })));
const read = loadManifest(JSON.stringify(raw));
if (!read.ok) throw new Error(`data/site.json with copies is not valid: ${read.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`);
const site: Manifest = read.manifest;
const first = site.site.locales[0]!;

/** A page's body, whole or without its header and footer, as renderRoute renders it. */
function body(shell: ShellData, route: Route, withoutShell: boolean): string {
  const client = createRouteClient({ fetch: () => Promise.reject(new Error('no fetch')) });
  client.seed(route.path, route);
  return renderToString(<App shell={shell} client={client} ssrPath={route.path} catalogue={catalogueFor(site, route)} withoutShell={withoutShell} />);
}

test('every page of the site, with the header and footer of the first page of its key, is the page a whole render makes', async () => {
  await prepareBlocks();
  const shells = new Map<string, ShellData>(site.site.locales.map((lang) => [lang, shellData(site, lang)]));
  const firstOfKey = new Map<string, ReturnType<typeof partsOf>>();
  let shared = 0;
  for (const route of site.routes) {
    const shell = shells.get(route.lang ?? first)!;
    const key = `${shell.lang}\n${shellKey(shell, route)}`;
    const whole = body(shell, route, false);
    if (!firstOfKey.has(key)) {
      const parts = partsOf(whole);
      assert.ok(parts, `${route.path}: the header and footer are not where src/App.tsx puts them`);
      firstOfKey.set(key, parts);
      continue;
    }
    shared++;
    assert.is(withParts(body(shell, route, true), firstOfKey.get(key)!), whole, `${route.path}: put together from another page's header and footer`);
  }
  assert.ok(shared >= copied.length - 1, `only ${shared} pages share a header`);
});

test('renderRoute gives the same page whether the header and footer were rendered for it or kept from another page', async () => {
  await prepareBlocks();
  const kept = shellData(site, first);
  for (const route of site.routes.filter((r) => (r.lang ?? first) === first)) {
    const fresh = renderRoute(shellData(site, first), route, catalogueFor(site, route)).html;
    assert.is(renderRoute(kept, route, catalogueFor(site, route)).html, fresh, route.path);
  }
});

test('a page that is in the menus has a header of its own: it is marked there as the current page', () => {
  const shell = shellData(site, first);
  const inMenu = site.navigation.groups.flatMap((g) => g.items).find((i) => i.href.kind === 'internal')!;
  const route = site.routes.find((r) => r.path === inMenu.href.href)!;
  const other = site.routes.find((r) => r.path === '/packet' || r.path === '/search')!;
  assert.is.not(shellKey(shell, route), shellKey(shell, other));
  assert.ok(body(shell, route, false).includes('aria-current="page"'));
});

test('a render not laid out as the app lays it out is never put together: the page is rendered whole', () => {
  assert.is(partsOf('<div>no boundaries</div>'), null);
  assert.is(withParts('<header></header><main id="main"></main>', { header: 'h', footer: 'f' }), null);
});

test.run();
