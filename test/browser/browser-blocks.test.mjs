// Interactive blocks in a real browser, found by reading data/site.json (never by path):
// accordions, tabs, forms (validation, the submit notice, no request leaving the page) and every
// button that shows a notice; axe with each accordion item open and each tab selected.
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, visit, unexpected, runAxe, describeViolations, stats,
  DESKTOP, PHONE, norm, settle, routesWith, noticeTriggers, reveal,
} from '../browser-helpers/harness.mjs';

const counts = { accordions: 0, 'accordion items': 0, tabs: 0, forms: 0, 'notice buttons': 0 };

if (browserAvailable(test)) {
  const h = useHarness(test, 'blocks', () => counts);

  const axeIn = async (p, c, selector, where) => {
    const v = await runAxe(p.page, { include: [[selector]] });
    stats.axeRuns++;
    c.none(describeViolations(v, where), where);
  };
  /** Marks the element so axe and later lookups can find it again; returns its selector. */
  const tag = async (locator, name) => {
    await locator.evaluate((el, n) => el.setAttribute('data-test-block', n), name);
    return `[data-test-block="${name}"]`;
  };
  const blockWhere = (route, path, what) => `${route.path}${path.map((s) => ` > ${s.type} "${s.label ?? s.title}"`).join('')} > ${what}`;

  /** Waits until one more notice with this title is on screen than before; returns whether it came. */
  async function noticeAppears(page, title, before, timeout = 5000) {
    const notices = page.locator('[role="status"]').getByText(title, { exact: true });
    const end = Date.now() + timeout;
    while (Date.now() < end) {
      if ((await notices.count()) > before) return notices.last().isVisible();
      await page.waitForTimeout(50);
    }
    return false;
  }
  const noticeCount = (page, title) => page.locator('[role="status"]').getByText(title, { exact: true }).count();

  test('accordions: one item open at a time, the open one closes, keyboard works; axe with each item open', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const found = routesWith(h.routes, 'accordion');
      c.ok(found.length > 0, 'data/site.json has an accordion block to test');
      for (const { route, found: blocks } of found) {
        await visit(p, h, route.path);
        for (const [bi, { block, path }] of blocks.entries()) {
          counts.accordions++;
          const where = blockWhere(route, path, `accordion "${block.heading ?? block.items[0].title}"`);
          await reveal(page, path);
          const root = page.locator('[data-accordion]').filter({ has: page.locator('[data-control="accordion"]', { hasText: block.items[0].title }) }).first();
          const sel = await tag(root, `acc-${bi}`);
          const buttons = root.locator('[data-control="accordion"]');
          c.eq(await buttons.count(), block.items.length, `${where}: items`);
          // Each item's state, read in one go: whether its button says expanded, and whether its
          // panel is visible (Playwright's isVisible: a box that is not empty, not visibility: hidden).
          const state = () => buttons.evaluateAll((bs) => bs.map((b) => {
            const panel = document.getElementById(b.getAttribute('aria-controls'));
            const box = panel?.getBoundingClientRect();
            const visible = !!panel && box.width > 0 && box.height > 0 && getComputedStyle(panel).visibility !== 'hidden';
            return { expanded: b.getAttribute('aria-expanded') === 'true', visible };
          }));
          const openOnes = (s) => s.map((x, i) => (x.expanded || x.visible ? i : -1)).filter((i) => i >= 0);
          c.eq(JSON.stringify(openOnes(await state())), JSON.stringify(block.openFirst ? [0] : []), `${where}: open on load`);
          for (const [i, item] of block.items.entries()) {
            counts['accordion items']++;
            const b = buttons.nth(i);
            c.eq(norm(await b.textContent()), norm(item.title), `${where}: item ${i + 1} title`);
            if ((await b.getAttribute('aria-expanded')) !== 'true') await b.click();
            await settle(page);
            const s = await state();
            c.ok(s[i].expanded && s[i].visible, `${where}: "${item.title}" opens on click`);
            c.eq(JSON.stringify(openOnes(s)), JSON.stringify([i]), `${where}: only "${item.title}" is open`);
            // The panel shows its content: the first heading, link or paragraph text from the data.
            const sample = sampleText(item.blocks);
            if (sample) {
              const panel = page.locator(`[id="${await b.getAttribute('aria-controls')}"]`);
              c.ok(norm(await panel.innerText()).includes(norm(sample)), `${where}: "${item.title}" shows "${sample}"`);
            }
            await axeIn(p, c, sel, `${where} with "${item.title}" open`);
          }
          // The open item closes again (collapsible), by click and by keyboard.
          const lastBtn = buttons.nth(block.items.length - 1);
          await lastBtn.click();
          await settle(page);
          c.eq(JSON.stringify(openOnes(await state())), '[]', `${where}: clicking the open item closes it`);
          for (const key of ['Enter', 'Space']) {
            await buttons.first().focus();
            await page.keyboard.press(key);
            await settle(page);
            c.eq(JSON.stringify(openOnes(await state())), '[0]', `${where}: ${key} opens the focused item`);
            await page.keyboard.press(key);
            await settle(page);
            c.eq(JSON.stringify(openOnes(await state())), '[]', `${where}: ${key} closes it again`);
          }
        }
        c.none(unexpected(p), route.path);
      }
    });
  });

  test('tabs: arrow keys, Home and End move the selection; each tab shows its panel; axe on each tab', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const found = routesWith(h.routes, 'tabs');
      c.ok(found.length > 0, 'data/site.json has a tabs block to test');
      for (const { route, found: blocks } of found) {
        await visit(p, h, route.path);
        for (const [bi, { block, path }] of blocks.entries()) {
          counts.tabs++;
          const where = blockWhere(route, path, `tabs "${block.heading ?? block.label}"`);
          await reveal(page, path);
          const list = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: block.tabs[0].label, exact: true }) }).first();
          const root = list.locator('xpath=ancestor::*[@data-tabs][1]');
          const sel = await tag(root, `tabs-${bi}`);
          const tabs = list.getByRole('tab');
          const n = block.tabs.length;
          c.eq(await tabs.count(), n, `${where}: tabs`);
          const selected = () => tabs.evaluateAll((ts) => ts.findIndex((t) => t.getAttribute('aria-selected') === 'true'));
          const check = async (want, how) => {
            await settle(page);
            c.eq(await selected(), want, `${where}: selected tab after ${how}`);
            c.ok(await tabs.nth(want).evaluate((el) => el === document.activeElement), `${where}: focus on the selected tab after ${how}`);
            const panel = page.locator(`[id="${await tabs.nth(want).getAttribute('aria-controls')}"]`);
            c.ok(await panel.isVisible(), `${where}: panel of "${block.tabs[want].label}" visible after ${how}`);
            const visiblePanels = await root.locator('[role="tabpanel"]:visible').count();
            c.eq(visiblePanels, 1, `${where}: visible panels after ${how}`);
          };
          c.eq(await selected(), 0, `${where}: the first tab is selected on load`);
          await tabs.first().focus();
          for (let i = 1; i < n; i++) {
            await page.keyboard.press('ArrowRight');
            await check(i, `ArrowRight to "${block.tabs[i].label}"`);
            await axeIn(p, c, sel, `${where} on tab "${block.tabs[i].label}"`);
          }
          await page.keyboard.press('ArrowRight');
          await check(0, 'ArrowRight on the last tab (wraps to the first)');
          await axeIn(p, c, sel, `${where} on tab "${block.tabs[0].label}"`);
          await page.keyboard.press('ArrowLeft');
          await check(n - 1, 'ArrowLeft on the first tab (wraps to the last)');
          await page.keyboard.press('Home');
          await check(0, 'Home');
          await page.keyboard.press('End');
          await check(n - 1, 'End');
          // Tab from the selected tab goes into its panel (or past the tab list), not to the next tab.
          await page.keyboard.press('Tab');
          const inList = await list.evaluate((el) => el.contains(document.activeElement));
          c.ok(!inList, `${where}: Tab leaves the tab list`);
          await tabs.first().click();
          c.eq(await selected(), 0, `${where}: clicking a tab selects it`);
        }
        c.none(unexpected(p), route.path);
      }
    });
  });

  /** Fills a form's fields with valid values (e-mail fields get `email`). */
  async function fill(form, fields, { email = 'visitor@example.com', onlyRequired = false } = {}) {
    for (const f of fields) {
      if (onlyRequired && !f.required) continue;
      const value = f.type === 'email' ? email : f.type === 'tel' ? '415 555 0100' : f.type === 'textarea' ? 'A message from the browser tests.' : 'Test value 42';
      await form.locator(`[name="${f.name}"]`).fill(f.maxLength ? value.slice(0, f.maxLength) : value);
    }
  }

  for (const profile of [DESKTOP, PHONE]) {
    test(`${profile.name}: forms block empty and invalid submits, then say in words what happened; nothing typed is lost`, async () => {
      await withPage(h, profile, async (p, c) => {
        const { page } = p;
        const triggers = noticeTriggers(h.routes).filter((t) => t.kind === 'form');
        c.ok(triggers.length > 0, 'data/site.json has a form to test');
        for (const t of triggers) {
          if (profile === DESKTOP) counts.forms++;
          const title = t.title ?? 'Your message was sent.'; // the form's notice, else the default one
          const where = `${blockWhere(t.route, t.path, `form "${t.form.heading ?? t.form.label}"`)} (${profile.name})`;
          await visit(p, h, t.route.path);
          await page.evaluate(() => { window.__marker = 'same document'; });
          await reveal(page, t.path);
          const submit = page.getByRole('button', { name: t.label, exact: true }).first();
          const form = submit.locator('xpath=ancestor::form[1]');
          const url = page.url();
          const sent = p.log.requests.length;
          const required = t.form.fields.filter((f) => f.required);
          if (t.form.validate && required.length) {
            // Empty: the browser refuses and focuses the first required field.
            await submit.click();
            await settle(page);
            c.eq(await noticeCount(page, title), 0, `${where}: an empty submit shows no notice`);
            const focused = await page.evaluate(() => document.activeElement?.getAttribute('name'));
            c.eq(focused, required[0].name, `${where}: an empty submit focuses the first required field`);
            c.ok(await form.locator(`[name="${required[0].name}"]`).evaluate((el) => !el.validity.valid), `${where}: the empty required field is invalid`);
          }
          const emailField = t.form.fields.find((f) => f.type === 'email');
          if (t.form.validate && emailField) {
            await fill(form, t.form.fields, { email: 'not-an-email' });
            await submit.click();
            await settle(page);
            c.eq(await noticeCount(page, title), 0, `${where}: an invalid e-mail address shows no notice`);
            c.eq(await page.evaluate(() => document.activeElement?.getAttribute('name')), emailField.name, `${where}: an invalid e-mail address is focused`);
            c.ok(await form.locator(`[name="${emailField.name}"]`).evaluate((el) => el.validity.typeMismatch), `${where}: the browser reports the e-mail address as invalid`);
          }
          if (t.form.validate) await fill(form, t.form.fields);
          const typed = await form.locator('input, textarea').evaluateAll((els) => els.filter((e) => e.value !== '').length);
          await submit.click();
          // No success is claimed where nothing arrived: a form without delivery says nothing was
          // sent; the shipped one (Netlify Forms) posts, and this server, without form handling,
          // answers 405. Either way, nothing typed is cleared.
          const said = t.form.delivery ? /^(Your message was not sent|Su mensaje no se envió): .*\(405\)\./ : /^(Nothing was sent|No se envió nada):/;
          c.ok(await form.locator('[role="status"]', { hasText: said }).waitFor({ timeout: 5000 }).then(() => true, () => false), `${where}: "${said}" after a valid submit`);
          c.eq(await noticeCount(page, title), 0, `${where}: no notice claims a message arrived`);
          const left = await form.locator('input, textarea').evaluateAll((els) => els.filter((e) => e.value !== '').length);
          c.eq(left, typed, `${where}: what was typed stays`);
          // Nothing left the page: same document, same address, and the only requests were our own
          // scripts (the notice host and the sending code load on first use) and, for a form that
          // delivers, its one POST.
          c.eq(await page.evaluate(() => window.__marker), 'same document', `${where}: no page load on submit`);
          c.eq(page.url(), url, `${where}: the address did not change on submit`);
          const requests = p.log.requests.slice(sent).filter((r) => !(r.method === 'GET' && r.type === 'script' && r.url.startsWith(`${h.origin}/assets/`)));
          const posts = t.form.delivery ? [`request on submit: POST fetch ${h.origin}/`] : [];
          c.eq(requests.map((r) => `request on submit: ${r.method} ${r.type} ${r.url}`).join(', '), posts.join(', '), where);
          if (profile === DESKTOP) {
            const sel = await tag(form.locator('[role="status"]'), 'form-status');
            await axeIn(p, c, sel, `${where}: what it says after the submit`);
          }
          // The 405 of the delivering form's post, also when another form of the page is checked after it.
          c.none(unexpected(p, { allowStatus: [{ url: `${h.origin}/`, status: 405 }] }), where);
        }
      });
    });
  }

  test('every button that shows a notice shows it (e.g. Pay Now, Google Pay)', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const triggers = noticeTriggers(h.routes).filter((t) => t.kind === 'button');
      c.ok(triggers.length > 0, 'data/site.json has a notice button to test');
      let current = null;
      for (const t of triggers) {
        counts['notice buttons']++;
        const where = blockWhere(t.route, t.path, `button "${t.label}"`);
        if (current !== t.route.path) { await visit(p, h, t.route.path); current = t.route.path; }
        await reveal(page, t.path);
        const button = page.getByRole('button', { name: t.label, exact: true });
        c.ok((await button.count()) >= 1, `${where}: the button is there`);
        if (!(await button.count())) continue;
        const before = await noticeCount(page, t.title);
        await button.first().click();
        c.ok(await noticeAppears(page, t.title, before), `${where}: "${t.title}" shows`);
        c.none(unexpected(p), where);
      }
    });
  });

}

test.run();

/** Some text an accordion item's blocks show: a heading, a link label, a paragraph or a list item. */
function sampleText(blocks) {
  for (const b of blocks) {
    if (b.heading) return b.heading;
    if (b.links?.length) return b.links[0].label;
    if (b.paragraphs?.length) return b.paragraphs[0].slice(0, 60);
    if (b.items?.length && typeof b.items[0].text === 'string') return b.items[0].text;
    if (b.text) return b.text.slice(0, 60);
  }
  return null;
}
