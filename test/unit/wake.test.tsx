// When the app starts (src/boot/wake.ts): which pages start it as soon as they have painted, and
// how a press on a button made before the app could answer is held for it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holdPresses, needsAppAtLoad, QUIET_MS, startAfterInput, takeHeldPresses } from '../../src/boot/wake';

const at = (url: string) => history.replaceState(null, '', url);
const clearStorage = () => { localStorage.clear(); sessionStorage.clear(); };

test('a plain address with nothing stored waits for a visitor', () => {
  clearStorage();
  at('/crisis-intervention');
  assert.is(needsAppAtLoad(), false);
});

test('an address with a query or a fragment starts the app at once', () => {
  clearStorage();
  for (const url of ['/search?q=anxiety', '/resources?kind=worksheet', '/crisis-intervention/assessment#de-escalation', '/packet#p=abc']) {
    at(url);
    assert.is(needsAppAtLoad(), true, url);
  }
  at('/search?');
  assert.is(needsAppAtLoad(), false, 'an empty query is no query');
});

test('a packet with resources kept in this browser starts it; an empty or foreign one does not', () => {
  clearStorage();
  at('/');
  localStorage.setItem('packet', JSON.stringify({ items: [], title: '', note: '' }));
  assert.is(needsAppAtLoad(), false, 'an emptied packet');
  localStorage.setItem('packet', 'not json');
  assert.is(needsAppAtLoad(), false, 'something else under the key');
  localStorage.setItem('packet', JSON.stringify({ items: [{ id: 'a' }], title: '', note: '' }));
  assert.is(needsAppAtLoad(), true, 'a packet with one resource');
});

test("a draft of this page's form starts it; another page's draft does not", () => {
  clearStorage();
  at('/contact');
  sessionStorage.setItem('draft:/contact-us#message-form', '{}');
  assert.is(needsAppAtLoad(), false, "another page's draft");
  sessionStorage.setItem('draft:/contact#message-form', '{"name":"Sam"}');
  assert.is(needsAppAtLoad(), true, "this page's draft");
  clearStorage();
});

test('a press on a button only the app answers is held (not acted on by the browser) until the app takes it; every press, in order', () => {
  document.body.innerHTML = '<div id="root"><form><button id="send">Send</button></form><button type="button" id="open">Open</button>'
    + '<button type="button" id="menu" data-control="menu">Menu</button><a href="#x" id="link">x</a></div><button type="button" id="outside">Out</button>';
  const root = document.getElementById('root')!;
  let presses = 0;
  let reachedPage = 0; // React listens on the page's root: a held press must not reach it too
  root.addEventListener('click', (e) => { if ((e.target as Element).closest('button')) reachedPage++; });
  holdPresses(root, () => presses++, 60_000);
  const click = (id: string) => {
    const e = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(e);
    return e.defaultPrevented;
  };
  assert.is(click('link'), false, 'a link is followed as usual');
  assert.is(click('outside'), false, 'a button outside the page is not held');
  assert.is(click('menu'), false, "a page's own control is not held: it answers at once");
  assert.is(reachedPage, 1);
  assert.is(presses, 0);
  assert.is(click('open'), true, 'a button of the page is held');
  assert.is(click('send'), true, "a form's submit button is held: the browser does not send the form");
  assert.is(click('open'), true, 'a second press on the same button is held too');
  assert.is(presses, 3, 'each held press asks the app to start');
  assert.is(reachedPage, 1, 'a held press reaches nothing else on the page: the app answers it once, when it presses again');
  assert.equal(takeHeldPresses().map((b) => b.id), ['open', 'send', 'open'], 'the app takes every press, in order');
  assert.is(click('open'), false, 'once taken, presses go to the app');
  assert.is(reachedPage, 2);
  assert.equal(takeHeldPresses(), [], 'there is nothing more to take');
});

test('a held press on a button no longer on the page is dropped', () => {
  document.body.innerHTML = '<div id="root"><button type="button" id="gone">Gone</button></div>';
  holdPresses(document.getElementById('root')!, () => {});
  document.getElementById('gone')!.click();
  document.getElementById('gone')!.remove();
  assert.equal(takeHeldPresses(), []);
  document.body.innerHTML = '';
});

test("a form's Send held while the app does not start is pressed for the browser after a while, which sends the form", async () => {
  document.body.innerHTML = '<div id="root"><form id="f"><input name="a" value="1"><button id="send">Send</button></form><button type="button" id="more">More</button></div>';
  const form = document.getElementById('f') as HTMLFormElement;
  let sent = 0;
  form.addEventListener('submit', (e) => { e.preventDefault(); sent++; });
  holdPresses(document.getElementById('root')!, () => {}, 50);
  document.getElementById('send')!.click();
  document.getElementById('more')!.click();
  assert.is(sent, 0, 'held at first');
  await new Promise((r) => setTimeout(r, 120));
  assert.is(sent, 1, 'the browser sends it once the app has not answered');
  assert.equal(takeHeldPresses().map((b) => b.id), ['more'], 'the app, starting later, does not send it again; a press with no browser action stays held');
  document.body.innerHTML = '';
});

test("the app starts after a tap has ended and its answer is painted, not at the finger's first contact; a mouse moving starts it, a finger moving does not", async () => {
  const afterFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 20)));
  let started = 0;
  const stop = startAfterInput(() => started++);
  dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch' }));
  dispatchEvent(new Event('touchstart'));
  dispatchEvent(new PointerEvent('pointermove', { pointerType: 'touch' }));
  await afterFrame();
  assert.is(started, 0, 'a finger down, or moving, starts nothing yet');
  dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch' }));
  assert.is(started, 0, 'not in the same task as the tap: its click is answered first');
  await afterFrame();
  assert.is(started, 1, 'then, after the next frame');
  dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  await afterFrame();
  assert.is(started, 1, 'once only');
  stop();
  let byMouse = 0;
  const stop2 = startAfterInput(() => byMouse++);
  dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse' }));
  await afterFrame();
  assert.is(byMouse, 1, 'a mouse moving over the page starts it');
  stop2();
});

test('after presses the page answers by itself (its menus, tabs, packet buttons), the app starts once the visitor pauses, not between two taps', async () => {
  document.body.innerHTML = '<button data-control="menu" id="menu">Menu</button><div role="dialog"><button data-control="disclosure" id="group">Group</button><a href="/x" id="link">X</a></div><h1 id="h">Title</h1>';
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const tap = (id: string) => document.getElementById(id)!.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch', bubbles: true }));
  let started = 0;
  const stop = startAfterInput(() => started++);
  tap('menu');
  await wait(QUIET_MS / 2);
  document.getElementById('link')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })); // the menu moves the focus into itself
  tap('group');
  await wait(QUIET_MS - 100);
  assert.is(started, 0, 'not while the visitor is still pressing the page\'s own controls');
  await wait(300);
  assert.is(started, 1, 'once they pause');
  stop();
  let other = 0;
  const stop2 = startAfterInput(() => other++);
  tap('menu');
  tap('h');
  await wait(50);
  assert.is(other, 1, 'a press on anything else starts it just after its frame, as before');
  await wait(QUIET_MS + 100);
  assert.is(other, 1, 'and once only');
  stop2();
  document.body.innerHTML = '';
});

// The first hold's fallback (60 s, so it cannot fire during its test) would keep this process
// alive for a minute after the last test: the window's timers end with the tests.
test.after(() => (globalThis as unknown as { happyDOM: { abort(): Promise<void> } }).happyDOM.abort());

test.run();
