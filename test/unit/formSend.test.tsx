// A form that sends (src/blocks/Form), in happy-dom with the form service stubbed: what was typed
// before the app started is kept like any draft, and a service that answers after the timeout is
// neither called a failure nor offered a second send, and its late answer is shown.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { fixture, flush, manifestWith, mount, type Mounted } from '../helpers/render';

const ENDPOINT = 'https://formspree.io/f/abcdwxyz';
const typed = { name: 'Ana Pérez', email: 'ana@example.org', message: 'Typed while the page was still starting.' };

let page: Mounted | undefined;
const realFetch = globalThis.fetch;
const posts: RequestInit[] = [];
/** The form service's answer to each post; set by each test. */
let answer: () => Promise<Response>;
test.before.each(() => {
  sessionStorage.clear();
  posts.length = 0;
  globalThis.fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) !== ENDPOINT) return new Response('not here', { status: 404 });
    posts.push(init ?? {});
    return answer();
  }) as typeof fetch;
});
test.after.each(() => { page?.unmount(); page = undefined; globalThis.fetch = realFetch; });

/** The contact form fixture on "/about", with `timeout` seconds to wait for the service. */
const manifest = (timeout = 10) => manifestWith(fixture('form-endpoint').blocks.map((b) => ({ ...b as object, delivery: { endpoint: ENDPOINT, timeout } })));
const formOf = () => page!.container.querySelector('main form') as HTMLFormElement;
const field = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
const values = (form: HTMLFormElement) => Object.fromEntries(Object.keys(typed).map((k) => [k, field(form, k).value]));
const status = () => formOf().querySelector('[role="status"]')!;
const draft = () => Object.entries(sessionStorage).find(([k]) => k.startsWith('draft:/about#'))?.[1];

async function waitFor(ok: () => boolean, what: string, ms = 2000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await flush(10);
  }
}

test('text typed into the page\'s form before the app started is kept as a draft: after a failed send and a reload it is still there', async () => {
  answer = async () => new Response('', { status: 500 });
  // Typed without any event React could see: the app had not started yet.
  page = await mount(manifest(), '/about', {
    beforeHydrate: (root) => { const f = root.querySelector('main form') as HTMLFormElement; for (const [k, v] of Object.entries(typed)) field(f, k).value = v; },
  });
  assert.equal(values(formOf()), typed, 'hydration keeps what was typed');
  await waitFor(() => !!draft(), 'the draft is kept on hydration');
  assert.equal(JSON.parse(draft()!), typed);
  await act(async () => { formOf().requestSubmit(); });
  await waitFor(() => (status().textContent ?? '').includes('Your message was not sent'), 'the failure is said');
  assert.is(posts.length, 1);
  page.unmount();
  page = await mount(manifest(), '/about'); // the reload: a fresh page, the same tab
  await waitFor(() => field(formOf(), 'message').value !== '', 'the draft is put back');
  assert.equal(values(formOf()), typed, 'every field typed before the app started is back');
});

test('no answer within the timeout: "may still arrive", no Try again, the request left running; its late answer says sent', async () => {
  let arrive!: (r: Response) => void;
  answer = () => new Promise((resolve) => { arrive = resolve; });
  page = await mount(manifest(1), '/about');
  const form = formOf();
  for (const [k, v] of Object.entries(typed)) field(form, k).value = v;
  await act(async () => { form.dispatchEvent(new Event('input', { bubbles: true })); });
  const started = Date.now();
  await act(async () => { form.requestSubmit(); });
  await waitFor(() => status().textContent === 'Sending…', 'Sending…');
  await waitFor(() => (status().textContent ?? '').startsWith('No answer yet'), 'the words for no answer yet', 3000);
  assert.ok(Date.now() - started >= 900, 'not before the timeout');
  assert.is(status().querySelector('strong')!.textContent, 'No answer yet from the form service: your message may still arrive, and this page will say so here if it does. Please wait a minute before you send it again.');
  assert.not.match(status().textContent!, 'not sent', 'never "not sent": it may have arrived');
  assert.is(status().querySelector('button'), null, 'no Try again: that would send it twice');
  assert.match(status().querySelector('a')!.getAttribute('href')!, 'mailto:', 'the e-mail is offered');
  assert.is(posts[0]!.signal?.aborted ?? false, false, 'the request is not cancelled');
  assert.equal(values(form), typed, 'what was typed stays');
  assert.ok(draft(), 'and its draft');
  assert.is(form.querySelector('button[type=submit]')!.getAttribute('aria-disabled'), null, 'the button answers again: sending anew is the visitor\'s choice');
  await act(async () => { arrive(new Response('{"ok":true}', { status: 200 })); });
  await waitFor(() => (document.body.textContent ?? '').includes('Message sent!'), 'the late answer is shown as sent');
  assert.is(status().textContent, '', 'the words for no answer are gone');
  assert.equal(values(form), { name: '', email: '', message: '' }, 'the form is cleared once sent');
  assert.is(draft(), undefined, 'and its draft');
  assert.is(posts.length, 1, 'sent once');
});

test.run();
