// Section anchors in happy-dom: a new hash naming an accordion item, or a section inside one,
// opens the item, scrolls there (smoothly only without reduced motion) and moves focus there, as
// wouter's in-app navigation (history.pushState) and a same-page link (hashchange) do.
import { act } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { manifestWith, mount, type Mounted } from '../helpers/render';

let page: Mounted | undefined;
const scrolls: { id: string; behavior: string | undefined }[] = [];
const realScroll = Element.prototype.scrollIntoView;
const realMatchMedia = window.matchMedia;
let reduce = false;

test.before.each(() => {
  scrolls.length = 0;
  reduce = false;
  Element.prototype.scrollIntoView = function (this: Element, o?: boolean | ScrollIntoViewOptions) {
    scrolls.push({ id: this.id, behavior: typeof o === 'object' ? o.behavior : undefined });
  };
  window.matchMedia = ((q: string) => ({ matches: reduce && q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} })) as never;
});
test.after.each(() => {
  page?.unmount();
  page = undefined;
  Element.prototype.scrollIntoView = realScroll;
  window.matchMedia = realMatchMedia;
});

const blocks = [
  { type: 'prose', heading: 'Before you start', paragraphs: ['Read this first.'] },
  { type: 'accordion', openFirst: true, heading: 'Assessment', items: [
    { title: 'Triage', blocks: [{ type: 'prose', paragraphs: ['Levels of care.'] }] },
    { title: 'Suicide risk screening', blocks: [{ type: 'linkList', heading: 'ASQ toolkit', links: [], empty: 'Being added.' }] },
  ] },
];
const $$ = (sel: string) => [...page!.container.querySelectorAll<HTMLElement>(sel)];
const expanded = () => $$('[data-control="accordion"]').map((b) => b.getAttribute('aria-expanded'));
const go = (to: string) => act(async () => { history.pushState(null, '', to); });

test('a pushed hash naming the second item opens it (closing the first), scrolls to its heading and focuses it', async () => {
  page = await mount(manifestWith(blocks), '/about');
  assert.equal(expanded(), ['true', 'false'], 'openFirst');
  await go('/about#suicide-risk-screening');
  assert.equal(expanded(), ['false', 'true'], 'one open at a time');
  assert.ok(scrolls.some((s) => s.id === 'suicide-risk-screening' && s.behavior === 'smooth'));
  assert.is(document.activeElement, document.getElementById('suicide-risk-screening'), 'the heading, so Tab reaches its button next');
  await act(async () => { document.querySelector<HTMLElement>('#suicide-risk-screening > button')!.click(); });
  assert.equal(expanded(), ['false', 'false'], 'the opened item still closes');
  await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
  assert.equal(expanded(), ['false', 'false'], 'and stays closed while the hash is the same');
});

test('a section inside a closed item opens it; with reduced motion the scroll is instant; the heading takes focus', async () => {
  page = await mount(manifestWith(blocks), '/about');
  reduce = true;
  await act(async () => { location.hash = 'asq-toolkit'; window.dispatchEvent(new HashChangeEvent('hashchange')); });
  assert.equal(expanded(), ['false', 'true']);
  const heading = document.getElementById('asq-toolkit')!;
  assert.ok(scrolls.length > 0 && scrolls.every((s) => s.id === 'asq-toolkit' && s.behavior === 'auto'), 'no smooth scrolling');
  assert.is(document.activeElement, heading, 'a block heading is focused itself');
  assert.is(heading.getAttribute('tabindex'), '-1', 'made focusable, out of the tab order');
});

test('a hash naming a section outside any accordion: scrolled to and focused; the accordion stays as it was', async () => {
  page = await mount(manifestWith(blocks), '/about');
  await go('/about#before-you-start');
  assert.equal(expanded(), ['true', 'false']);
  assert.is(document.activeElement, document.getElementById('before-you-start'));
  await go('/about#no-such-section');
  assert.equal(expanded(), ['true', 'false'], 'an unknown hash changes nothing');
  assert.is(document.activeElement, document.getElementById('before-you-start'));
});

test('a malformed hash does not take the page down', async () => {
  page = await mount(manifestWith(blocks), '/about');
  await go('/about#%E0%A4%A');
  assert.equal(page.errors, []);
  assert.ok(page.container.querySelector('h1'));
});

test.run();
