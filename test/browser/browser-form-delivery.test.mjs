// The contact form delivering for real, on Debian's nginx under the site's own policy: the site is
// built with the /contact form sending to a local stand-in for a form service
// (test/helpers/form-endpoint.mjs), whose origin the Content-Security-Policy must then allow in
// form-action and connect-src. Checked in Chromium: success (the notice only after the 2xx), a
// slow answer (Sending… meanwhile), a 500 (the reason in words, the message kept, Try again), no
// answer within the timeout (it may still arrive: no Try again; a late answer is shown as sent),
// the draft kept across a reload, the honeypot, the POST without JavaScript, axe in
// the failed state (light and dark, phone and desktop), and no policy violation anywhere. Then the
// honest answers where a message cannot be confirmed or sent: a service that accepts it without
// CORS headers (not "sent", not "try again": it may have arrived), a connection that is down, and
// the site as shipped (Netlify Forms) on servers without form handling: nginx and npm start's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserAvailable, buildOnceForTests, CHROMIUM_ARGS, distDir as shippedDist, DESKTOP, describeViolations, findChromium, PHONE, root, runAxe, waitForHydration } from '../browser-helpers/harness.mjs';
import { nginxAvailable, startNginx, testServer } from '../browser-helpers/nginx.mjs';
import { recordViolations } from '../browser-helpers/exercise.mjs';
import { fetchRaw } from '../helpers/http.mjs';
import { expectedSecurityHeaders } from '../helpers/expected-policy.mjs';
import { startFormEndpoint } from '../helpers/form-endpoint.mjs';

const work = join(root, '.cache/form-delivery');
const dist = join(work, 'dist');
const TIMEOUT_S = 2;
const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
const contact = site.routes.find((r) => r.path === '/contact');
const form = contact.blocks.find((b) => b.type === 'form');
const typed = { name: 'Ana Pérez', email: 'ana@example.org', subject: 'Workshop', message: 'Could you run the CBT workshop for our school staff in March?' };

let endpoint;
let server;
let origin;
let browser;
let shipped; // the site as shipped, on nginx and on the static server of npm start
const violations = [];

if (browserAvailable(test) && nginxAvailable(test)) {
  test.before(async () => {
    endpoint = await startFormEndpoint();
    form.delivery = { endpoint: endpoint.url, timeout: TIMEOUT_S };
    mkdirSync(work, { recursive: true });
    writeFileSync(join(work, 'site.json'), JSON.stringify(site, null, 2));
    const { buildSite } = await import(join(root, 'scripts/build/pipeline.mjs'));
    await buildSite({ manifest: join(work, 'site.json'), outDir: dist, log: null });
    server = await startNginx(testServer(dist));
    origin = `http://127.0.0.1:${server.ports[0]}`;
    await buildOnceForTests();
    const { startStaticServer } = await import(join(root, 'scripts/lib/static-server.mjs'));
    const [nginx, plain] = await Promise.all([startNginx(testServer(shippedDist)), startStaticServer({ root: shippedDist, port: 0, host: '127.0.0.1' })]);
    shipped = { nginx, plain, origins: { nginx: `http://127.0.0.1:${nginx.ports[0]}`, 'npm start': new URL(plain.url).origin } };
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  });
  test.after(async () => {
    await browser?.close().catch(() => {});
    await server?.close();
    await shipped?.nginx.close();
    await shipped?.plain.close();
    await endpoint?.close();
  });

  /** A fresh page on /contact under the real policy, its violations recorded. */
  async function contactPage({ js = true, profile = DESKTOP, axe = false, at = origin } = {}) {
    const { name: _n, ...options } = profile;
    // axe is injected as an inline script, which the policy rightly refuses: its page bypasses the
    // policy and records nothing; every other page keeps it.
    const context = await browser.newContext({ ...options, javaScriptEnabled: js, serviceWorkers: 'block', bypassCSP: axe });
    if (js && !axe) await recordViolations(context, violations);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${at}/contact`, { waitUntil: 'load' });
    if (js) await waitForHydration(page);
    return { page, errors, close: () => context.close() };
  }
  const theForm = (page) => page.locator('form').filter({ has: page.getByLabel('Subject') });
  const status = (page) => theForm(page).locator('[role="status"]');
  async function fill(page) {
    const f = theForm(page);
    await f.getByLabel('Name').fill(typed.name);
    await f.getByLabel('Email').fill(typed.email);
    await f.getByLabel('Subject').fill(typed.subject);
    await f.getByLabel('Message').fill(typed.message);
  }
  const values = (page) => theForm(page).evaluate((f) => Object.fromEntries(['name', 'email', 'subject', 'message'].map((n) => [n, f.elements[n].value])));
  const notice = (page) => page.locator('[role="status"]').getByText(form.submit.notice.title, { exact: true });

  test('the policy allows the endpoint, exactly, in form-action and connect-src', async () => {
    const res = await fetchRaw(origin, '/contact');
    const expected = expectedSecurityHeaders(site)['content-security-policy'];
    const endpointOrigin = new URL(endpoint.url).origin;
    assert.is(res.headers['content-security-policy'], expected);
    assert.match(expected, `connect-src 'self' ${endpointOrigin};`);
    assert.match(expected, `form-action 'self' ${endpointOrigin}`);
  });

  test('success, slowly: Sending… while waiting, the notice only after the 2xx, then the form is cleared', async () => {
    const p = await contactPage();
    try {
      endpoint.mode = 'slow';
      const before = endpoint.received.length;
      await fill(p.page);
      await theForm(p.page).getByRole('button', { name: form.submit.label }).click();
      await status(p.page).getByText('Sending…').waitFor({ timeout: 1000 });
      assert.is(await notice(p.page).count(), 0, 'no notice before the service answered');
      await notice(p.page).first().waitFor({ timeout: 5000 });
      assert.equal(await values(p.page), { name: '', email: '', subject: '', message: '' }, 'cleared once sent');
      const got = endpoint.received.slice(before);
      assert.is(got.length, 1);
      assert.equal(got[0].fields, typed, 'every field, and not the honeypot');
      assert.is(got[0].type, 'application/x-www-form-urlencoded;charset=UTF-8');
      assert.equal(p.errors, []);
    } finally { await p.close(); endpoint.mode = 'ok'; }
  });

  test('a 500: the reason in words, the message kept, Try again sends it', async () => {
    const p = await contactPage();
    try {
      endpoint.mode = 'error';
      await fill(p.page);
      await theForm(p.page).getByRole('button', { name: form.submit.label }).click();
      await status(p.page).getByText('Your message was not sent: the service answered with an error (500).', { exact: false }).waitFor({ timeout: 5000 });
      assert.is(await notice(p.page).count(), 0, 'no success notice');
      assert.equal(await values(p.page), typed, 'what was typed stays');
      endpoint.mode = 'ok';
      await theForm(p.page).getByRole('button', { name: 'Try again' }).click();
      await notice(p.page).first().waitFor({ timeout: 5000 });
      assert.equal((await values(p.page)).message, '');
    } finally { await p.close(); endpoint.mode = 'ok'; }
  });

  test('axe: the failed state, light and dark, phone and desktop', async () => {
    for (const profile of [PHONE, DESKTOP]) {
      const p = await contactPage({ profile, axe: true });
      try {
        endpoint.mode = 'error';
        await fill(p.page);
        await theForm(p.page).getByRole('button', { name: form.submit.label }).click();
        await theForm(p.page).getByRole('button', { name: 'Try again' }).waitFor({ timeout: 5000 });
        for (const colorScheme of ['light', 'dark']) {
          // Colours change with a 150 ms transition: axe reads them once the theme is in place.
          await p.page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
          const found = await runAxe(p.page);
          assert.equal(describeViolations(found, `/contact, not sent (${profile.name}, ${colorScheme})`), []);
        }
      } finally { await p.close(); endpoint.mode = 'ok'; }
    }
  });

  test('no answer within the timeout: it may still arrive (no Try again), the message kept, also across a reload; a late answer is shown as sent', async () => {
    const p = await contactPage();
    const noAnswer = () => status(p.page).getByText('No answer yet from the form service: your message may still arrive', { exact: false }).waitFor({ timeout: TIMEOUT_S * 1000 + 3000 });
    try {
      endpoint.mode = 'hang';
      await fill(p.page);
      const started = Date.now();
      await theForm(p.page).getByRole('button', { name: form.submit.label }).click();
      await noAnswer();
      assert.ok(Date.now() - started >= TIMEOUT_S * 1000 - 100, 'not before the timeout');
      assert.not.match(await status(p.page).textContent(), 'not sent', 'never "not sent": it may have arrived');
      assert.is(await theForm(p.page).getByRole('button', { name: 'Try again' }).count(), 0, 'no invitation to send it twice');
      assert.equal(await values(p.page), typed);
      await p.page.reload({ waitUntil: 'load' });
      await waitForHydration(p.page);
      await p.page.waitForFunction(() => document.querySelector('textarea[name="message"]')?.value, null, { timeout: 3000 });
      assert.equal(await values(p.page), typed, 'the draft is back after a reload');
      // Sent again, and answered after the timeout: the page kept waiting, and says it was sent.
      const before = endpoint.received.length;
      await theForm(p.page).getByRole('button', { name: form.submit.label }).click();
      await noAnswer();
      endpoint.answerHanging(200);
      await notice(p.page).first().waitFor({ timeout: 5000 });
      assert.is(endpoint.received.length - before, 1, 'posted once');
      assert.equal(await values(p.page), { name: '', email: '', subject: '', message: '' }, 'cleared once sent');
      await p.page.reload({ waitUntil: 'load' });
      await waitForHydration(p.page);
      assert.is((await values(p.page)).message, '', 'no draft once sent');
    } finally { await p.close(); endpoint.mode = 'ok'; }
  });

  test('the honeypot: a bot that fills it is told "sent" and nothing is sent', async () => {
    const p = await contactPage();
    try {
      const before = endpoint.received.length;
      await fill(p.page);
      await theForm(p.page).locator('input[name="bot-field"]').evaluate((el) => { el.value = 'https://spam.example'; });
      await theForm(p.page).getByRole('button', { name: form.submit.label }).click();
      await notice(p.page).first().waitFor({ timeout: 5000 });
      assert.is(endpoint.received.length, before);
    } finally { await p.close(); }
  });

  test('without JavaScript: an ordinary POST to the endpoint, with every field', async () => {
    const p = await contactPage({ js: false });
    try {
      const before = endpoint.received.length;
      await fill(p.page);
      await Promise.all([p.page.waitForURL(endpoint.url), theForm(p.page).getByRole('button', { name: form.submit.label }).click()]);
      assert.match(await p.page.textContent('body'), 'your message arrived');
      const got = endpoint.received.slice(before);
      assert.equal(got.map((r) => r.fields), [{ 'bot-field': '', ...typed }]);
    } finally { await p.close(); }
  });

  /** The e-mail offered beside a message not sent: a mailto: link with what was typed in it. */
  async function assertEmailOffered(page) {
    const link = status(page).getByRole('link', { name: site.site.variables.email });
    const href = decodeURIComponent(await link.getAttribute('href'));
    assert.match(href, `mailto:${site.site.variables.email}?subject=${typed.subject}&body=`);
    assert.match(href, typed.message);
    assert.match(href, `Email: ${typed.email}`);
  }

  test('a service that accepts the message without CORS headers: never "sent", never "try again" (it may have arrived), sent once', async () => {
    const p = await contactPage();
    try {
      endpoint.mode = 'nocors';
      const before = endpoint.received.length;
      await fill(p.page);
      await theForm(p.page).getByRole('button', { name: form.submit.label }).click();
      await status(p.page).getByText('We could not confirm that your message arrived', { exact: false }).waitFor({ timeout: 5000 });
      assert.match(await status(p.page).textContent(), 'please do not send it again');
      assert.is(await notice(p.page).count(), 0, 'no success notice without a readable 2xx');
      assert.is(await theForm(p.page).getByRole('button', { name: 'Try again' }).count(), 0, 'no invitation to send it twice');
      assert.is(endpoint.received.length - before, 1, 'posted once; the check that the service answers sends nothing');
      assert.equal(await values(p.page), typed, 'what was typed stays');
      await assertEmailOffered(p.page);
    } finally { await p.close(); endpoint.mode = 'ok'; }
  });

  test('offline: the connection failed, in words; the message kept; Try again and the e-mail offered', async () => {
    const p = await contactPage();
    try {
      await fill(p.page);
      await p.page.context().setOffline(true);
      await theForm(p.page).getByRole('button', { name: form.submit.label }).click();
      await status(p.page).getByText('Your message was not sent: the connection failed. It is still in the form.', { exact: false }).waitFor({ timeout: 5000 });
      assert.is(await theForm(p.page).getByRole('button', { name: 'Try again' }).count(), 1);
      assert.equal(await values(p.page), typed);
      await assertEmailOffered(p.page);
      await p.page.context().setOffline(false);
    } finally { await p.close(); }
  });

  for (const server of ['nginx', 'npm start']) {
    test(`the site as shipped (Netlify Forms) on ${server}, which does not handle forms: told nothing was sent, nothing cleared, the e-mail offered`, async () => {
      const asShipped = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
      const shippedForm = asShipped.routes.find((r) => r.path === '/contact').blocks.find((b) => b.type === 'form');
      assert.equal(shippedForm.delivery, { netlify: 'contact' });
      const p = await contactPage({ at: shipped.origins[server], axe: true });
      try {
        await fill(p.page);
        await theForm(p.page).getByRole('button', { name: form.submit.label }).click();
        await status(p.page).getByText('Your message was not sent: this site cannot receive messages here (405). It is still in the form.', { exact: false }).waitFor({ timeout: 5000 });
        assert.is(await notice(p.page).count(), 0, 'no success notice');
        assert.is(await theForm(p.page).getByRole('button', { name: 'Try again' }).count(), 0, 'trying again cannot help here');
        assert.equal(await values(p.page), typed, 'what was typed stays');
        await assertEmailOffered(p.page);
        assert.equal(describeViolations(await runAxe(p.page), `/contact on ${server}, not sent`), []);
        assert.equal(p.errors, []);
      } finally { await p.close(); }
    });
  }

  test('no Content-Security-Policy violation in any of it', () => {
    assert.equal(violations.filter((v) => !/axe/.test(v.source ?? '')), [], 'securitypolicyviolation events');
  });
}

test.run();
