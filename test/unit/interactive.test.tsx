// Behaviour in happy-dom: the prerendered HTML is hydrated and then used as a visitor would.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { blockTypes } from '../../schema/model/block';
import { packetData } from '../../schema/derive/packetData';
import { click, fixtureManifest, flush, key, manifestWith, mount, type Mounted } from '../helpers/render';

let page: Mounted | undefined;
test.after.each(() => { page?.unmount(); page = undefined; });
const $ = (sel: string) => page!.container.querySelector<HTMLElement>(sel);
const $$ = (sel: string) => [...page!.container.querySelectorAll<HTMLElement>(sel)];

test('hydration matches the prerendered HTML for every block', async () => {
  const all = blockTypes.filter((t) => t !== 'hero');
  // The packet page fetches its data (written by the build) once hydrated: it is served here.
  const manifest = fixtureManifest(...all);
  const realFetch = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    asked.push(String(url));
    return new Response(JSON.stringify(packetData(manifest)), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  try {
    page = await mount(manifest, '/about');
    await flush();
    await flush();
    assert.equal(page.errors, []);
    assert.equal(asked, ['/about/resources-by-id.json'], 'the packet block fetched its data once');
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('accordion: one item open at a time, and the open one closes', async () => {
  page = await mount(fixtureManifest('accordion'), '/about');
  const [a, b] = $$('[data-control="accordion"]');
  const panels = () => $$('[data-accordion-panel]').map((p) => !p.hidden);
  assert.equal(panels(), [false, false]);
  await click(a!);
  assert.equal(panels(), [true, false]);
  assert.is(a!.getAttribute('aria-expanded'), 'true');
  await click(b!);
  assert.equal(panels(), [false, true], 'opening one closes the other');
  await click(b!);
  assert.equal(panels(), [false, false], 'the open item can be closed');
});

test('tabs: first selected, others hidden after hydration, arrow keys move', async () => {
  page = await mount(fixtureManifest('tabs'), '/about');
  await flush();
  const tabs = $$('[role="tab"]');
  const shown = () => $$('[role="tabpanel"]').map((p) => !p.hidden);
  assert.equal(shown(), [true, false, false]);
  tabs[0]!.focus();
  await key(tabs[0]!, 'ArrowRight');
  assert.is(tabs[1]!.getAttribute('aria-selected'), 'true');
  assert.equal(shown(), [false, true, false]);
  await key(tabs[1]!, 'ArrowLeft');
  assert.is(tabs[0]!.getAttribute('aria-selected'), 'true');
});

test('notices: Google Pay shows its notice; the card tab asks for no card number, and offers what works', async () => {
  page = await mount(fixtureManifest('tabs'), '/about');
  await flush();
  const status = () => $$('[role="status"]').map((el) => el.textContent).join(' ');
  assert.is($$('main input').length, 0, 'no card fields: nothing here could process a card');
  assert.ok($$('[role="tabpanel"]:not([hidden]) a').some((a) => a.getAttribute('href')?.startsWith('mailto:')), 'the card tab offers e-mail instead');
  await click($$('[role="tab"]').find((b) => b.textContent === 'Google Pay')!);
  await click($$('[role="tabpanel"]:not([hidden]) button').find((b) => b.textContent === 'Google Pay')!);
  await waitFor(() => status().includes('Google Pay integration coming soon!'));
});

test('a form without delivery: fields checked, then "Nothing was sent", the fields kept, the e-mail offered with the message in it', async () => {
  page = await mount(fixtureManifest('form'), '/about');
  const form = $('main form') as HTMLFormElement;
  const fetched: string[] = [];
  const origFetch = globalThis.fetch;
  globalThis.fetch = (async (u: string) => { fetched.push(String(u)); return new Response(''); }) as typeof fetch;
  try {
    assert.is(form.checkValidity(), false, 'empty fields block the submit');
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Ana';
    (form.elements.namedItem('email') as HTMLInputElement).value = 'not-an-email';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hello & welcome';
    assert.is(form.checkValidity(), false, 'an invalid e-mail blocks the submit');
    (form.elements.namedItem('email') as HTMLInputElement).value = 'ana@example.org';
    assert.is(form.checkValidity(), true);
    await act(() => { form.requestSubmit(); });
    const status = () => form.querySelector('[role="status"]')!;
    await waitFor(() => (status().textContent ?? '').includes('Nothing was sent'));
    assert.is(status().textContent, 'Nothing was sent: this form does not send messages yet. What you typed is still here. You can also write to {email}.');
    assert.is(status().querySelector('a')!.getAttribute('href'), 'mailto:{email}?body=Name%3A%20Ana%0AEmail%3A%20ana%40example.org%0A%0AHello%20%26%20welcome');
    assert.is((form.elements.namedItem('message') as HTMLTextAreaElement).value, 'Hello & welcome', 'nothing typed is cleared');
    assert.not.match(document.body.textContent ?? '', 'Message sent!');
    assert.equal(fetched, [], 'nothing is sent');
  } finally { globalThis.fetch = origFetch; }
});

test('cloud-drive thumbnail: removed when it fails to load, every card still says what it is and where it leads', async () => {
  page = await mount(fixtureManifest('linkList'), '/about');
  const img = $('img')!;
  assert.match(img.getAttribute('src')!, 'sz=w400');
  await act(() => { img.dispatchEvent(new Event('error')); });
  assert.is($('img'), null);
  assert.equal($$('[data-kind]').map((p) => p.textContent), ['Document·Google Drive', 'Video·YouTube', 'PDF·example.org']);
});

test('video frame: a preview until asked, then the frame; Open in New Tab always', async () => {
  page = await mount(fixtureManifest('videoFrame'), '/about');
  assert.is($('iframe'), null, 'no third-party frame before the visitor asks');
  const open = $$('a').find((a) => a.textContent?.startsWith('Open in New Tab'))!;
  assert.is(open.getAttribute('target'), '_blank');
  await click($$('button').find((b) => b.textContent?.startsWith('Play here'))!);
  assert.match($('iframe')!.getAttribute('src')!, 'youtube-nocookie.com/embed');
  assert.is($('iframe')!.getAttribute('title'), 'Preview of a heritage-month video');
});

test('desktop dropdown: opens by click, closes with Escape and returns focus', async () => {
  page = await mount(manifestWith([]), '/about');
  const trigger = $$('nav button').find((b) => b.textContent === 'Guides')!;
  assert.is(trigger.getAttribute('aria-expanded'), 'false');
  await click(trigger);
  assert.is(trigger.getAttribute('aria-expanded'), 'true');
  const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
  assert.is(panel.hidden, false);
  const link = panel.querySelector('a')!;
  assert.is(link.getAttribute('aria-current'), 'page', 'the current route is marked');
  link.focus();
  await key(link, 'Escape');
  assert.is(panel.hidden, true);
  assert.is(document.activeElement, trigger);
  assert.match(trigger.className, / \S/, 'the group holding the current page is highlighted');
});

test('mobile menu: opens as a dialog, groups expand independently, Escape closes', async () => {
  page = await mount(manifestWith([], (m) => {
    (m.navigation as { groups: unknown[] }).groups.push({ title: 'More guides', items: [{ label: 'Home', href: '/' }] });
  }), '/');
  const open = $$('button').find((b) => b.textContent === 'Open menu')!;
  await click(open);
  const dialog = $('[role="dialog"]')!;
  assert.is(dialog.dataset.open, 'true');
  const groups = [...dialog.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  assert.is(groups.length, 2);
  const state = () => groups.map((g) => g.getAttribute('aria-expanded'));
  assert.equal(state(), ['false', 'true'], 'the group holding the current page starts open');
  await click(groups[0]!);
  assert.equal(state(), ['true', 'true'], 'both open at once');
  await click(groups[1]!);
  assert.equal(state(), ['true', 'false'], 'each closes on its own');
  await key(groups[1]!, 'Escape');
  assert.is(dialog.dataset.open, 'false');
  assert.is(document.activeElement, open);
});

test('search shortcuts do nothing inside the open phone menu: focus stays in the modal', async () => {
  page = await mount(manifestWith([]), '/');
  await click($$('button').find((b) => b.textContent === 'Open menu')!);
  const dialog = $('[role="dialog"]')!;
  const inside = dialog.querySelector<HTMLElement>('a, button')!;
  inside.focus();
  for (const init of [{ key: 'k', ctrlKey: true }, { key: 'k', metaKey: true }, { key: '/' }]) {
    await act(() => { inside.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true })); });
    assert.is(document.getElementById('site-search')!.hidden, true, `${JSON.stringify(init)} leaves the search closed`);
    assert.is(document.activeElement, inside, `${JSON.stringify(init)} leaves focus in the menu`);
  }
});

test('search toggle shows and hides the search box', async () => {
  page = await mount(manifestWith([]), '/');
  const toggle = $('button[aria-controls="site-search"]')!;
  const box = document.getElementById('site-search')!;
  assert.is(box.hidden, true);
  await click(toggle);
  assert.is(box.hidden, false);
  assert.is(box.querySelector('input')!.getAttribute('placeholder'), 'Search resources...');
  await click(toggle);
  assert.is(box.hidden, true);
});

test('unknown path: Page Not Found; the app logs a path it opens, not the one the loader already logged', async () => {
  const warned: string[] = [];
  const orig = console.warn;
  console.warn = (m: string) => { warned.push(m); };
  try {
    page = await mount(manifestWith([]), '/no/such/page');
    await flush();
    assert.is($('h1')!.textContent, 'Page Not Found');
    assert.match(page.container.textContent!, "Oops! The page you're looking for doesn't exist or has been moved.");
    assert.ok($$('a').some((a) => a.textContent === 'Return Home' && a.getAttribute('href') === '/'));
    const back = $$('button').find((b) => b.textContent === 'Go Back');
    assert.is(back?.dataset.control, 'back', 'Go Back is one of the page\'s own controls: it answers before the app starts');
    assert.equal(warned, [], 'hydrating the prerendered page logs nothing: the loader did, at load (src/boot/loader.ts)');
    page.unmount();
    page = await mount(manifestWith([{ type: 'prose', paragraphs: ['About text.'] }]), '/');
    history.pushState(null, '', '/no/such/page');
    dispatchEvent(new PopStateEvent('popstate'));
    await flush(10);
    assert.is($('h1')!.textContent, 'Page Not Found');
    assert.equal(warned, ['Page not found: /no/such/page'], 'an unknown path opened in the app is logged');
  } finally {
    console.warn = orig;
  }
});

test('client navigation loads the next route by data and moves focus to its heading', async () => {
  page = await mount(manifestWith([{ type: 'prose', paragraphs: ['About text.'] }]), '/');
  const link = $$('a').find((a) => a.getAttribute('href') === '/about' && a.closest('footer'))!;
  await click(link);
  await flush(10);
  assert.is($('h1')!.textContent, 'About');
  assert.match(page.container.textContent!, 'About text.');
  assert.is(document.title, 'About | Test Site');
  assert.is(document.activeElement, $('h1'));
});

test('fade-in: prerendered blocks on screen stay visible; client-rendered ones wait to be in view', async () => {
  const blocks = [{ type: 'prose', paragraphs: ['One.'] }, { type: 'cardGrid', cards: [{ title: 'A' }, { title: 'B' }] }];
  page = await mount(manifestWith(blocks), '/about');
  await flush(10);
  const hidden = () => $$('main [style*="opacity"]').filter((e) => e.style.opacity === '0').length;
  assert.is(hidden(), 0, 'nothing prerendered on screen is hidden after hydration');
  await click($$('a').find((a) => a.getAttribute('href') === '/' && a.closest('footer'))!);
  await click($$('a').find((a) => a.getAttribute('href') === '/about' && a.closest('footer'))!);
  await flush(10);
  assert.is($('h1')!.textContent, 'About');
  assert.ok(hidden() >= 2, 'after client navigation, blocks wait to scroll into view');
});

test('fade-in: keyboard focus arriving in a waiting block shows it at once, never see-through', async () => {
  page = await mount(manifestWith([{ type: 'prose', paragraphs: ['One.'] }, { type: 'cardGrid', cards: [{ title: 'Card link', href: '/' }] }]), '/');
  await click($$('a').find((a) => a.getAttribute('href') === '/about' && a.closest('footer'))!);
  await flush(10);
  const link = $$('main a').find((a) => a.textContent === 'Card link')!;
  const faded = () => { const out = []; for (let n: Element | null = link; n; n = n.parentElement) if ((n as HTMLElement).style.opacity === '0') out.push(n.tagName.toLowerCase()); return out; };
  assert.ok(faded().length >= 1, 'the card waits to scroll into view');
  await act(() => link.focus());
  assert.equal(faded(), [], 'no ancestor of the focused link is left at opacity 0');
});

test('fade-in: with reduced motion nothing is ever hidden', async () => {
  const orig = window.matchMedia;
  window.matchMedia = ((q: string) => ({ ...orig.call(window, q), matches: q.includes('reduce') })) as typeof window.matchMedia;
  page = await mount(manifestWith([{ type: 'prose', paragraphs: ['One.'] }]), '/');
  await click($$('a').find((a) => a.getAttribute('href') === '/about' && a.closest('footer'))!);
  await flush(10);
  assert.is($('h1')!.textContent, 'About');
  assert.equal($$('main [style*="opacity"]').filter((e) => e.style.opacity === '0'), []);
  window.matchMedia = orig;
});

test('a route whose data cannot be loaded shows a clear message and a retry button', async () => {
  let online = false;
  const m = manifestWith([{ type: 'prose', paragraphs: ['About text.'] }]);
  page = await mount(m, '/', {
    fetch: async () => {
      if (!online) throw new Error('network down');
      return new Response(JSON.stringify(m.routes[1]), { status: 200 });
    },
  });
  await click($$('a').find((a) => a.getAttribute('href') === '/about' && a.closest('footer'))!);
  await waitFor(() => $('h1')?.textContent === 'This page could not be loaded');
  assert.match($('[role="alert"]')!.textContent!, 'network down');
  online = true;
  await click($$('button').find((b) => b.textContent === 'Try again')!);
  await waitFor(() => $('h1')?.textContent === 'About');
});

test('a route whose data this code cannot render: the same message as a failed load, never a blank page', async () => {
  const m = manifestWith([{ type: 'prose', paragraphs: ['About text.'] }]);
  let body: unknown = { ...m.routes[1], blocks: [{ type: 'carousel', slides: [] }] };
  page = await mount(m, '/', { fetch: async () => new Response(JSON.stringify(body), { status: 200 }) });
  await click($$('a').find((a) => a.getAttribute('href') === '/about' && a.closest('footer'))!);
  await waitFor(() => $('h1')?.textContent === 'This page could not be loaded');
  assert.match($('[role="alert"]')!.textContent!, 'Something on this page could not be shown');
  assert.ok($('header') && $('footer'), 'the header and footer stay');
  assert.is($$('[role="alert"] a').find((a) => a.textContent === 'Reload the page')?.getAttribute('href'), '/about', 'a full page load as the fallback');
  body = m.routes[1];
  await click($$('button').find((b) => b.textContent === 'Try again')!);
  await waitFor(() => $('h1')?.textContent === 'About');
  assert.match($('main')!.textContent!, 'About text.');
  // Moving on from a page that failed clears the message.
  await click($$('a').find((a) => a.getAttribute('href') === '/' && a.closest('footer'))!);
  await waitFor(() => $('h1')?.textContent !== 'About');
  assert.is.not($('h1')?.textContent, 'This page could not be loaded');
});

async function waitFor(ok: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await flush(10);
  }
}

const act = async (fn: () => void) => { const { act: a } = await import('react'); await a(async () => fn()); };

test.run();
