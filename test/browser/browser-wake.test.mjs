// When the app starts (src/boot/wake.ts), in a real browser: a page read without touching it
// neither fetches nor starts the app; the first touch starts it; an accordion item tapped before
// the app started opens at once (the page's own control) and once only; a form sent before the
// app started is sent by the app, not by the browser; and a page that must
// show what prerendering could not know (an address with a query, a packet kept in this browser,
// a draft of the page's form) starts it with no sign of a visitor.
import { test } from 'uvu';
import { browserAvailable, useHarness, withPage, hydrated, unexpected, PHONE, routesWith, norm } from '../browser-helpers/harness.mjs';

if (browserAvailable(test)) {
  const h = useHarness(test, 'wake');

  /** How many elements under #root React has claimed: 0 until the app has started and hydrated. */
  const claimed = (page) => page.evaluate(() => [...document.querySelectorAll('#root *')]
    .filter((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))).length);
  /** Waits (without any input) until the whole page is hydrated; false if it is not within `ms`. */
  const hydratesAlone = (page) => hydrated(page, { timeout: 8000 }).then(() => true, () => false);
  const load = (p, path) => p.page.goto(h.url + path, { waitUntil: 'load' });
  const appFiles = (page) => page.evaluate(() => JSON.parse(document.getElementById('app-scripts').textContent));

  test('a page read without touching it neither fetches nor starts the app, and starts it at the first touch', async () => {
    await withPage(h.ready(), PHONE, async (p, c) => {
      await load(p, '/');
      await p.page.waitForTimeout(1500);
      c.eq(await claimed(p.page), 0, 'no element is hydrated 1.5 s after load, with no sign of a visitor');
      const { entry, preload, later } = await appFiles(p.page);
      const app = new Set([entry, ...preload, ...later]);
      c.none(p.log.requests.filter((r) => app.has(new URL(r.url).pathname)).map((r) => `${r.url} is requested`), 'no file of the app is requested before the first touch');
      c.ok(app.size > preload.length + 1, 'the page lists its blocks and the deferred parts, preloaded when the app starts');
      await p.page.touchscreen.tap(5, 400);
      c.ok(await hydratesAlone(p.page), 'the first touch starts the app and the page hydrates');
      c.none(unexpected(p), 'the log');
    });
  });

  test('an accordion item tapped before the app started opens, and stays open once it has started', async () => {
    const { route } = routesWith(h.routes, 'accordion')[0];
    await withPage(h.ready(), PHONE, async (p, c) => {
      await load(p, route.path);
      const buttons = p.page.locator('[data-control="accordion"]');
      const closed = buttons.nth(await buttons.evaluateAll((all) => all.findIndex((b) => b.getAttribute('aria-expanded') === 'false')));
      const label = norm(await closed.textContent());
      await closed.tap(); // the page's first input: touchstart starts the app, the page's control answers the click
      const expanded = await closed.evaluate((b) => new Promise((resolve) => {
        const seen = () => b.getAttribute('aria-expanded') === 'true';
        const t0 = Date.now();
        const tick = () => (seen() || Date.now() - t0 > 8000 ? resolve(seen()) : setTimeout(tick, 50));
        tick();
      }));
      c.ok(expanded, `"${label}" on ${route.path} opens after one tap made before the app started`);
      c.ok(await hydratesAlone(p.page), 'the app starts and hydrates');
      c.eq(await closed.getAttribute('aria-expanded'), 'true', 'it stays open: the tap is answered once, not twice');
      const panel = await closed.getAttribute('aria-controls');
      c.ok(await p.page.locator(`[id="${panel}"]`).isVisible(), 'its panel shows');
      c.none(unexpected(p), 'the log');
    });
  });

  test('a form sent before the app started is sent by the app: it says what happened and the browser does not send it', async () => {
    const { route, found } = routesWith(h.routes, 'form').find(({ found }) => found.some(({ block }) => block.delivery));
    await withPage(h.ready(), PHONE, async (p, c) => {
      await load(p, route.path);
      c.eq(await claimed(p.page), 0, 'the app has not started before the form is sent');
      // Filled in without events, then sent with a synthetic press: the page's first input of any kind.
      await p.page.evaluate(() => {
        const f = document.querySelector('main form');
        for (const el of f.elements) if (el.name && el.type !== 'hidden' && el.tabIndex !== -1) el.value = el.type === 'email' ? 'a@example.org' : 'Test';
        f.querySelector('button[type="submit"]').click();
      });
      // The app posts it (this server has no form handling, so it answers 405) and says so in words.
      const said = 'Your message was not sent: this site cannot receive messages here (405).';
      const shown = await p.page.waitForFunction((said) => document.querySelector('main form [role="status"]')?.textContent.includes(said),
        said, { timeout: 8000 }).then(() => true, () => false);
      c.ok(shown, `"${said}" is announced beside the form (${found[0].block.id})`);
      c.eq(new URL(p.page.url()).pathname, route.path, 'the browser did not send the form itself (no page load)');
      c.eq(await p.page.evaluate(() => document.querySelector('main form textarea')?.value), 'Test', 'what was typed stays');
      c.none(unexpected(p, { allowStatus: [{ url: `${h.origin}/`, status: 405 }] }), 'the log');
    });
  });

  test('a page that must show what prerendering could not know starts the app with no sign of a visitor', async () => {
    const search = routesWith(h.routes, 'searchResults')[0].route.path;
    const { route: withForm, found } = routesWith(h.routes, 'form')[0];
    await withPage(h.ready(), PHONE, async (p, c) => {
      await load(p, `${search}?q=anxiety`);
      c.ok(await hydratesAlone(p.page), `${search}?q=anxiety: an address with a query`);
      await load(p, '/');
      await p.page.evaluate(() => { localStorage.packet = JSON.stringify({ items: [{ id: 'x', title: 'X', url: 'https://example.org/' }], title: '', note: '' }); });
      await load(p, '/');
      c.ok(await hydratesAlone(p.page), '/: a packet kept in this browser (the header shows its count)');
      await p.page.evaluate(() => localStorage.removeItem('packet'));
      await load(p, '/');
      await p.page.waitForTimeout(1000);
      c.eq(await claimed(p.page), 0, '/: without the packet, no start');
      const formId = found[0].block.id;
      await p.page.evaluate(([path, id]) => sessionStorage.setItem(`draft:${path}#${id}-form`, '{"name":"Sam"}'), [withForm.path, formId]);
      await load(p, withForm.path);
      c.ok(await hydratesAlone(p.page), `${withForm.path}: a draft of its form kept in this tab`);
    });
  });

  test.run();
}
