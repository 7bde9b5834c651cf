// The offer of a page in the visitor's language (src/shell/LanguageOffer.tsx): who is offered what
// (src/data/languageOffer.ts), the markup every translated page carries hidden, the loader showing
// it before the app starts (src/boot/controls/languageOffer.ts), hydration keeping it, and an answer
// kept for good. The browser test (browser-language-offer) checks it in Chromium.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { loadManifest } from '../../schema/read/load';
import type { Manifest } from '../../schema/model/manifest';
import { App } from '../../src/App';
import { installControls } from '../../src/boot/controls/index';
import { offerLanguage } from '../../src/boot/controls/languageOffer';
import { languageToOffer } from '../../src/data/languageOffer';
import { createRouteClient } from '../../src/data/routeClient';
import { LANGUAGE_OFFER_KEY } from '../../src/data/storedKeys';
import { prepareBlocks, shellData } from '../../src/server/render';
import { notePrerenderedReveals } from '../../src/ui/Reveal';
import { setupDom } from '../helpers/dom';
import { bilingualManifest, text } from '../helpers/manifest';
import { flush, prerender } from '../helpers/render';

test('the offer: the first of the visitor\'s languages the page is in or translated into, when it is not the page\'s; never once answered', () => {
  const cases: [visitor: string[], page: string, offered: string[], answered: boolean, want: string | null][] = [
    [['es-US', 'es', 'en'], 'en', ['es'], false, 'es'],
    [['es-ES'], 'en', ['es'], false, 'es'],
    [['ES-mx', 'en'], 'en', ['es'], false, 'es'], // tags compared by their primary subtag, in any case
    [['fr-FR', 'es', 'en'], 'en', ['es'], false, 'es'], // a language the site lacks is passed over
    [['en-US', 'es'], 'en', ['es'], false, null], // the page's own language comes first
    [['en-GB'], 'en', ['es'], false, null],
    [['fr', 'de'], 'en', ['es'], false, null], // neither language
    [[], 'en', ['es'], false, null],
    [['es-US', 'es', 'en'], 'en', [], false, null], // not translated: nothing to offer
    [['es-US', 'es', 'en'], 'en', ['es'], true, null], // answered: never again
    [['en-US', 'en'], 'es', ['en'], false, 'en'], // the other way round, the same rule
    [['es', 'en'], 'es', ['en'], false, null],
    [['en', 'es'], 'es', ['en'], true, null],
    [['pt-BR', 'es', 'en'], 'en', ['pt', 'es'], false, 'pt'], // a third language: the visitor's order decides
    [['es', 'pt'], 'en', ['pt', 'es'], false, 'es'],
  ];
  for (const [visitor, page, offered, answered, want] of cases) {
    assert.is(languageToOffer(visitor, page, offered, answered), want, `${JSON.stringify(visitor)} on a page in ${page} offering ${JSON.stringify(offered)}${answered ? ', answered' : ''}`);
  }
});

/** "/about" translated into Spanish, the home page too; "/contact" not (its language link leads to /es). */
function site(): Manifest {
  const m = bilingualManifest();
  m.routes[0]!.translations = { es: { title: 'Inicio', description: 'La página de inicio.', blocks: [{ badges: ['Uno'] }] } };
  m.routes[1]!.translations = { es: { title: 'Acerca de', description: 'Sobre nosotros.', blocks: [{ paragraphs: ['Hola.'] }] } };
  m.routes.push({ path: '/contact', title: 'Contact', description: 'Write to us.', blocks: [{ type: 'prose', paragraphs: ['Write.'] }] });
  const r = loadManifest(text(m));
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.path} ${p.message}`).join('\n'));
  return r.manifest;
}
const m = site();
const route = (path: string) => m.routes.find((r) => r.path === path)!;
test.before(async () => { await prepareBlocks(); });

test('a translated page carries the offer hidden, in the language it offers and in its words; a page without its own translation, or in a translation, carries none', () => {
  const page = (path: string, lang: string) => new DOMParser().parseFromString(prerender(m, route(path), lang).html, 'text/html');
  const en = page('/about', 'en').querySelector<HTMLElement>('[data-language-offer]')!;
  assert.ok(en, '/about offers its Spanish page');
  assert.ok(en.hidden, 'hidden until the loader shows it');
  assert.is(en.lang, 'es');
  assert.is(en.querySelector('p')!.textContent, 'Esta página también está en español.');
  assert.is(en.getAttribute('aria-labelledby'), en.querySelector('p')!.id, 'named by its sentence');
  assert.is(en.querySelector('a')!.getAttribute('href'), '/es/about');
  assert.is(en.querySelector('a')!.textContent, 'Ver en español');
  const close = en.querySelector('button')!;
  assert.is(close.getAttribute('aria-label'), 'No, gracias');
  assert.is(close.dataset.control, 'language-offer', 'answered by the page itself, never held for the app');
  assert.is(page('/es/about', 'es').querySelector('[data-language-offer]'), null, 'the site\'s first language is never offered: a translated page links it in its header');
  assert.is(page('/contact', 'en').querySelector('[data-language-offer]'), null, 'only a nearest page above to offer: no offer');
});

interface Opened { container: HTMLElement; offer: HTMLElement | null; errors: string[]; hydrate(): Promise<void>; close(): void }

/** A page as the browser gets it: the prerendered HTML, then the loader (with the visitor's
 * `languages`), then, when asked, the app hydrating it. */
function open(path: string, languages: string[]): Opened {
  const r = route(path);
  const lang = r.lang ?? 'en';
  const shell = shellData(m, lang);
  setupDom(`http://localhost${path}`);
  const { html } = prerender(m, r, lang);
  document.documentElement.lang = lang;
  document.documentElement.removeAttribute('data-language-answered');
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.appendChild(container);
  installControls(false);
  offerLanguage();
  const errors: string[] = [];
  const origError = console.error;
  console.error = (...a: unknown[]) => { errors.push(a.map(String).join(' ')); };
  let root: Root | undefined;
  return {
    container, errors, offer: container.querySelector('[data-language-offer]'),
    async hydrate() {
      const client = createRouteClient({ fetch: () => Promise.reject(new Error('no fetch')) });
      client.seed(path, r);
      notePrerenderedReveals(container);
      await act(async () => { root = hydrateRoot(container, <App shell={shell} client={client} />, { onRecoverableError: (e) => errors.push(`recoverable: ${String(e)}`) }); });
      await flush();
    },
    close() { if (root) act(() => root!.unmount()); console.error = origError; container.remove(); },
  };
}

test('a Spanish-preferring browser is shown the offer before the app starts, and hydrating keeps it as shown', async () => {
  localStorage.clear();
  const p = open('/about', ['es-US', 'es', 'en']);
  try {
    assert.is(p.offer!.hidden, false, 'shown by the loader');
    await p.hydrate();
    assert.equal(p.errors, [], 'hydrated without a mismatch');
    assert.is(p.offer!.isConnected && p.offer!.hidden, false, 'still shown once the app runs');
  } finally { p.close(); }
});

test('an English-preferring browser is not; nor one that answered on another page', async () => {
  localStorage.clear();
  for (const [languages, answered] of [[['en-US', 'en', 'es'], false], [['es-US', 'es'], true]] as const) {
    if (answered) localStorage.setItem(LANGUAGE_OFFER_KEY, 'no');
    const p = open('/about', [...languages]);
    try {
      assert.is(p.offer!.hidden, true, `${languages.join(',')}: hidden before the app`);
      await p.hydrate();
      assert.equal(p.errors, []);
      assert.is(p.offer!.hidden, true, `${languages.join(',')}: hidden after`);
    } finally { p.close(); }
  }
  localStorage.clear();
});

test('the other way round: an English-preferring browser on a Spanish page is offered nothing (the site\'s first language is never offered)', () => {
  localStorage.clear();
  const p = open('/es/about', ['en-US', 'en']);
  try {
    assert.is(p.offer, null);
  } finally { p.close(); }
});

test('"No, gracias" hides it and keeps the answer, before the app starts and after; the focus moves to the page, not out of it', async () => {
  for (const hydrateFirst of [false, true]) {
    localStorage.clear();
    const p = open('/about', ['es-US', 'es']);
    try {
      if (hydrateFirst) await p.hydrate();
      const close = p.offer!.querySelector('button')!;
      close.focus();
      await act(async () => { close.click(); });
      await flush();
      assert.is(p.offer!.hidden, true, `hidden (${hydrateFirst ? 'app running' : 'before the app'})`);
      assert.is(localStorage.getItem(LANGUAGE_OFFER_KEY), 'no', 'the answer is kept');
      assert.is(document.activeElement?.id, 'main', 'the focus goes to the main content');
      if (!hydrateFirst) await p.hydrate();
      assert.is(p.offer!.hidden, true, 'and React keeps it hidden');
      assert.equal(p.errors, []);
    } finally { p.close(); }
  }
  const again = open('/', ['es-US', 'es']);
  try { assert.is(again.offer!.hidden, true, 'not offered again on another page'); } finally { again.close(); }
  localStorage.clear();
});

test('following the offer answers it too (the language gone to is kept)', () => {
  localStorage.clear();
  const p = open('/about', ['es']);
  try {
    const link = p.offer!.querySelector('a')!;
    // happy-dom would follow the link: only the click's dispatch is under test.
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    assert.is(localStorage.getItem(LANGUAGE_OFFER_KEY), 'es');
    assert.is(p.offer!.hidden, true, 'hidden, so a page kept in the back-forward cache does not offer it again');
  } finally { p.close(); localStorage.clear(); }
});

test('a browser refusing storage still keeps the answer for the page', async () => {
  localStorage.clear();
  const p = open('/about', ['es']);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = () => { throw new Error('refused'); };
  try {
    await p.hydrate();
    await act(async () => { p.offer!.querySelector('button')!.click(); });
    await flush();
    assert.is(p.offer!.hidden, true, 'React does not show it again');
  } finally { Storage.prototype.setItem = setItem; p.close(); }
});

test.run();
