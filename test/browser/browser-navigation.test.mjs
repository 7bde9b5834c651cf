// The site shell in a real browser: desktop dropdowns and More, the phone slide-out menu, the
// search toggle, client-side navigation and deep-link reloads, Go Back, the skip link, visible
// keyboard focus, and axe with each menu open.
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, visit, reload, unexpected, runAxe, describeViolations,
  stats, DESKTOP, PHONE, unknownPath, norm, settle, blocksOf,
} from '../browser-helpers/harness.mjs';
import { pageFacts } from '../browser-helpers/page-facts.mjs';

if (browserAvailable(test)) {
  const h = useHarness(test, 'navigation');

  const nav = () => h.manifest.navigation;
  const internal = (item) => (item.href.kind === 'internal' ? item.href.href : null);
  const titleOf = (path) => h.routes.find((r) => r.path === path)?.title;
  /** The first menu item of the first group that is a route other than the group's first item. */
  const deepGroupItem = () => {
    for (const g of nav().groups) for (const it of g.items.slice(1)) if (internal(it) && titleOf(internal(it))) return { group: g, item: it };
    return null;
  };
  const axeAt = async (p, c, where) => {
    const v = await runAxe(p.page);
    stats.axeRuns++;
    c.none(describeViolations(v, where), where);
  };
  /** An element by id (React's useId ids need no CSS escaping this way). */
  const byId = (page, id) => page.locator(`[id="${String(id).replace(/["\\]/g, '\\$&')}"]`);
  const focusInfo = (page) => page.evaluate(() => {
    const a = document.activeElement;
    return { tag: a?.tagName.toLowerCase(), id: a?.id ?? '', text: (a?.textContent ?? '').replace(/\s+/g, ' ').trim(), expanded: a?.getAttribute('aria-expanded') };
  });

  test('desktop: each dropdown and the two-column More open and close by click', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      await visit(p, h, '/');
      const desktopNav = page.locator('nav[aria-label="Main"]:visible');
      c.eq(await desktopNav.count(), 1, 'visible main navigation at desktop size');
      const triggers = desktopNav.locator(':scope > ul > li > button[aria-expanded]');
      const dropdowns = nav().groups.slice(0, nav().dropdowns);
      const more = nav().groups.slice(nav().dropdowns);
      const expected = [...dropdowns.map((g) => ({ label: g.title, groups: [g] })), ...(more.length ? [{ label: nav().moreLabel, groups: more }] : [])];
      c.eq(await triggers.count(), expected.length, 'number of dropdown buttons');
      for (const [i, want] of expected.entries()) {
        const trigger = triggers.nth(i);
        const where = `dropdown "${want.label}"`;
        c.eq(norm(await trigger.textContent()), want.label, `${where} label`);
        const panel = byId(page, await trigger.getAttribute('aria-controls'));
        c.ok(!(await panel.isVisible()), `${where} starts closed`);
        await trigger.click();
        await settle(page);
        c.eq(await trigger.getAttribute('aria-expanded'), 'true', `${where} aria-expanded after click`);
        c.ok(await panel.isVisible(), `${where} panel visible after click`);
        const labels = (await panel.locator('a').allTextContents()).map(norm);
        c.eq(JSON.stringify(labels), JSON.stringify(want.groups.flatMap((g) => g.items.map((it) => it.label))), `${where} links`);
        const box = await panel.boundingBox();
        c.ok(box && box.x >= 0 && box.x + box.width <= DESKTOP.viewport.width, `${where} panel lies inside the window (${JSON.stringify(box)})`);
        c.eq(await page.locator('nav[aria-label="Main"]:visible [aria-expanded="true"]').count(), 1, `${where}: only one dropdown open`);
        if (want.groups.length > 1) {
          const columns = await panel.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
          c.eq(columns, 2, `${where} columns`);
          const titles = (await panel.locator('p').allTextContents()).map(norm);
          c.eq(JSON.stringify(titles), JSON.stringify(want.groups.map((g) => g.title)), `${where} group titles`);
          const tops = await panel.locator(':scope > div').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
          c.ok(tops.length >= 2 && tops[0] === tops[1], `${where}: the first two groups sit side by side (tops ${tops})`);
        }
        const small = (await pageFacts(page, h.origin)).smallTargets;
        c.none(small.map((t) => `touch target smaller than 24x24: ${t}`), `${where} open`);
        await axeAt(p, c, `/ with ${where} open (desktop)`);
        await trigger.click();
        await settle(page);
        c.eq(await trigger.getAttribute('aria-expanded'), 'false', `${where} aria-expanded after second click`);
        c.ok(!(await panel.isVisible()), `${where} panel hidden after second click`);
      }
      // A click elsewhere closes an open dropdown.
      await triggers.first().click();
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await settle(page);
      c.eq(await triggers.first().getAttribute('aria-expanded'), 'false', 'a click outside closes the dropdown');
      c.none(unexpected(p), 'desktop dropdowns');
    });
  });

  test('desktop: dropdowns open with Enter and Space; Escape closes and focus returns to the button', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      await visit(p, h, '/');
      const triggers = page.locator('nav[aria-label="Main"]:visible > ul > li > button[aria-expanded]');
      const n = await triggers.count();
      c.ok(n > 0, 'there are dropdowns');
      for (let i = 0; i < n; i++) {
        const trigger = triggers.nth(i);
        const label = norm(await trigger.textContent());
        const panel = byId(page, await trigger.getAttribute('aria-controls'));
        for (const key of ['Enter', 'Space']) {
          const where = `dropdown "${label}" (${key})`;
          await trigger.focus();
          await page.keyboard.press(key);
          await settle(page);
          c.eq(await trigger.getAttribute('aria-expanded'), 'true', `${where} opens`);
          c.ok(await panel.isVisible(), `${where} panel visible`);
          // Tab moves into the panel; Escape from a link closes and returns focus.
          await page.keyboard.press('Tab');
          const inPanel = await panel.evaluate((el) => el.contains(document.activeElement));
          c.ok(inPanel, `${where}: Tab moves to the first link of the panel`);
          await page.keyboard.press('Escape');
          await settle(page);
          c.eq(await trigger.getAttribute('aria-expanded'), 'false', `${where}: Escape closes`);
          c.ok(!(await panel.isVisible()), `${where}: panel hidden after Escape`);
          c.ok(await trigger.evaluate((el) => el === document.activeElement), `${where}: focus returns to the button after Escape`);
        }
        // Escape while focus is still on the button closes too.
        await page.keyboard.press('Enter');
        await page.keyboard.press('Escape');
        await settle(page);
        c.eq(await trigger.getAttribute('aria-expanded'), 'false', `dropdown "${label}": Escape on the button closes`);
      }
      // Tabbing out of an open dropdown closes it.
      await triggers.first().focus();
      await page.keyboard.press('Enter');
      const links = await byId(page, await triggers.first().getAttribute('aria-controls')).locator('a').count();
      for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
      await settle(page);
      c.eq(await triggers.first().getAttribute('aria-expanded'), 'false', 'tabbing past the last link closes the dropdown');
      c.none(unexpected(p), 'desktop dropdowns by keyboard');
    });
  });

  test('desktop: the current route is highlighted in the menu (aria-current="page" and a distinct style)', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const found = deepGroupItem();
      c.ok(found, 'a menu group holds a route');
      if (!found) return;
      const path = internal(found.item);
      await visit(p, h, path);
      const desktopNav = page.locator('nav[aria-label="Main"]:visible');
      const current = desktopNav.locator('a[aria-current="page"]');
      c.eq(await current.count(), 1, `${path}: links with aria-current="page" in the desktop menu`);
      c.eq(norm(await current.first().textContent()), found.item.label, `${path}: the current link`);
      // Its dropdown button is highlighted too; the link looks different from its siblings.
      const trigger = desktopNav.locator(':scope > ul > li').filter({ has: current }).locator(':scope > button');
      if (await trigger.count()) {
        const looks = await desktopNav.locator(':scope > ul > li > button').evaluateAll((els, mine) => els.map((e) => {
          const cs = getComputedStyle(e);
          return { label: e.textContent.trim(), style: `${cs.color}|${cs.backgroundColor}`, mine: e.textContent.trim() === mine };
        }), norm(await trigger.textContent()));
        const mine = looks.find((l) => l.mine);
        const other = looks.find((l) => !l.mine);
        c.ok(mine && (!other || mine.style !== other.style), `${path}: the dropdown holding the page is highlighted (${mine?.style} vs ${other?.style})`);
        await trigger.click();
      }
      const styles = await current.first().evaluate((el) => {
        const sib = [...el.closest('ul').querySelectorAll('a')].find((a) => a !== el);
        const s = (e) => { const cs = getComputedStyle(e); return `${cs.color}|${cs.backgroundColor}`; };
        return { mine: s(el), other: sib ? s(sib) : null };
      });
      c.ok(styles.other === null || styles.mine !== styles.other, `${path}: the current link looks like the others (${styles.mine})`);
      c.none(unexpected(p), path);
    });
  });

  /** Waits (at most 3 s) until the phone menu has slid fully in or out and its transitions ended. */
  const slid = (page, dir) => page.waitForFunction((dir) => {
    const el = document.querySelector('[role="dialog"]');
    if (!el || el.getAnimations().length) return false;
    const r = el.getBoundingClientRect();
    return dir === 'in' ? Math.abs(r.left) < 1 && getComputedStyle(el).visibility === 'visible' : r.right <= 1 && getComputedStyle(el).visibility === 'hidden';
  }, dir, { polling: 25, timeout: 3000 }).catch(() => {});

  test('phone: the slide-out menu opens from the left, groups expand independently, focus is trapped, Escape closes', async () => {
    await withPage(h, PHONE, async (p, c) => {
      const { page } = p;
      const found = deepGroupItem();
      const start = found ? internal(found.item) : '/';
      await visit(p, h, start);
      const open = page.getByRole('button', { name: 'Open menu', exact: true });
      c.ok(await open.isVisible(), 'the "Open menu" button is visible at phone size');
      c.ok(!(await page.locator('nav[aria-label="Main"]:visible').count()), 'no menu is visible before opening');
      const dialog = page.getByRole('dialog');
      c.ok(!(await dialog.isVisible()), 'the menu panel starts hidden');
      const closedBox = await page.locator('[role="dialog"]').evaluate((el) => el.getBoundingClientRect().toJSON());
      c.ok(closedBox.right <= 1, `the closed panel waits off-screen to the left (right edge at ${closedBox.right})`);
      await open.click();
      await slid(page, 'in');
      c.ok(await dialog.isVisible(), 'the menu dialog is visible after "Open menu"');
      c.eq(await dialog.getAttribute('aria-modal'), 'true', 'aria-modal');
      c.eq(await open.getAttribute('aria-expanded'), 'true', '"Open menu" aria-expanded while open');
      const box = await dialog.boundingBox();
      c.ok(box && Math.abs(box.x) < 1 && box.width < PHONE.viewport.width, `the panel sits at the left edge (${JSON.stringify(box)})`);
      c.ok(await dialog.evaluate((el) => el.contains(document.activeElement)), 'focus moves into the menu');
      c.ok(norm(await dialog.getAttribute('aria-labelledby')) !== '', 'the dialog is named');

      // Tab and Shift+Tab stay inside, wrapping at both ends.
      const trapCheck = async (state) => {
        const stops = await dialog.evaluate((el) => [...el.querySelectorAll('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])')]
          .filter((e) => e.checkVisibility({ visibilityProperty: true })).length);
        await dialog.locator('button').first().focus();
        let escaped = 0;
        const names = [];
        for (let i = 0; i < stops + 2; i++) {
          await page.keyboard.press('Tab');
          if (!(await dialog.evaluate((el) => el.contains(document.activeElement)))) { escaped++; names.push((await focusInfo(page)).text); }
        }
        c.eq(escaped, 0, `menu ${state}: Tab presses (of ${stops + 2}) that left the open menu (to ${names.slice(0, 3).join(', ')})`);
        await dialog.locator('button').first().focus();
        await page.keyboard.press('Shift+Tab');
        c.ok(await dialog.evaluate((el) => el.contains(document.activeElement)), `menu ${state}: Shift+Tab from the first control stays in the menu`);
        const last = await dialog.evaluate((el) => {
          const all = [...el.querySelectorAll('a[href], button')].filter((e) => e.checkVisibility({ visibilityProperty: true }));
          return all.at(-1) === document.activeElement;
        });
        c.ok(last, `menu ${state}: Shift+Tab from the first control wraps to the last visible one (got "${(await focusInfo(page)).text}")`);
      };
      await trapCheck('as opened');

      const groups = dialog.locator('button[aria-expanded]');
      c.eq(await groups.count(), nav().groups.length, 'one button per menu group');
      if (found) {
        const holder = groups.filter({ hasText: found.group.title }).first();
        c.eq(await holder.getAttribute('aria-expanded'), 'true', `the group holding ${start} starts expanded`);
        const cur = dialog.locator('a[aria-current="page"]');
        c.eq(await cur.count(), 1, 'one link marked current in the phone menu');
        c.ok(await cur.first().isVisible(), 'the current link is visible in the phone menu');
      }
      const collapsed = [];
      for (let i = 0; i < await groups.count(); i++) if ((await groups.nth(i).getAttribute('aria-expanded')) === 'false') collapsed.push(groups.nth(i));
      c.ok(collapsed.length >= 2, 'at least two collapsed groups to try');
      if (collapsed.length >= 2) {
        const [a, b] = collapsed;
        const listOf = async (btn) => byId(page, await btn.getAttribute('aria-controls'));
        const [la, lb] = [await listOf(a), await listOf(b)];
        await a.click();
        c.ok((await a.getAttribute('aria-expanded')) === 'true' && await la.isVisible(), 'group A expands');
        c.ok((await b.getAttribute('aria-expanded')) === 'false' && !(await lb.isVisible()), 'group B stays collapsed');
        await b.click();
        c.ok(await la.isVisible() && await lb.isVisible(), 'A and B are expanded together');
        await a.click();
        c.ok(!(await la.isVisible()) && await lb.isVisible(), 'collapsing A leaves B expanded');
        await a.click();
      }
      // Every group expanded: everything in the menu is checked by axe and for target size.
      for (let i = 0; i < await groups.count(); i++) if ((await groups.nth(i).getAttribute('aria-expanded')) === 'false') await groups.nth(i).click();
      await settle(page);
      const small = (await pageFacts(page, h.origin)).smallTargets;
      c.none(small.map((t) => `touch target smaller than 24x24: ${t}`), 'phone menu open');
      await axeAt(p, c, `${start} with the phone menu open`);

      await trapCheck('with every group expanded');

      await page.keyboard.press('Escape');
      await slid(page, 'out');
      c.ok(!(await dialog.isVisible()), 'Escape closes the menu');
      c.eq(await open.getAttribute('aria-expanded'), 'false', '"Open menu" aria-expanded after Escape');
      c.ok(await open.evaluate((el) => el === document.activeElement), 'focus returns to "Open menu" after Escape');

      // The close button and the backdrop close it too; a link navigates and closes it.
      await open.click();
      await dialog.getByRole('button', { name: 'Close menu', exact: true }).click();
      await slid(page, 'out');
      c.ok(!(await dialog.isVisible()), '"Close menu" closes the menu');
      await open.click();
      await page.mouse.click(PHONE.viewport.width - 10, PHONE.viewport.height / 2);
      await slid(page, 'out');
      c.ok(!(await dialog.isVisible()), 'a click on the backdrop closes the menu');
      await open.click();
      const primary = nav().primary.find((l) => internal(l) && internal(l) !== start && titleOf(internal(l)));
      if (primary) {
        await page.evaluate(() => { window.__marker = 'still here'; });
        await dialog.getByRole('link', { name: primary.label, exact: true }).first().click();
        await page.waitForFunction((t) => document.querySelector('h1')?.textContent.trim() === t, titleOf(internal(primary)), { polling: 25, timeout: 5000 })
          .catch(() => {});
        c.eq(norm(await page.locator('h1').first().textContent()), titleOf(internal(primary)), `a menu link leads to ${internal(primary)}`);
        c.eq(await page.evaluate(() => window.__marker), 'still here', 'the phone menu link navigated without a full page load');
        await slid(page, 'out');
        c.ok(!(await dialog.isVisible()), 'the menu closes after navigating');
      }
      c.none(unexpected(p), 'phone menu');
    });
  });

  for (const profile of [DESKTOP, PHONE]) {
    test(`${profile.name}: the search toggle shows and hides the search box`, async () => {
      await withPage(h, profile, async (p, c) => {
        const { page } = p;
        await visit(p, h, '/');
        const placeholder = h.manifest.site.search.placeholder;
        const toggle = page.getByRole('button', { name: 'Search', exact: true });
        c.ok(await toggle.isVisible(), 'a visible button named "Search"');
        const box = page.getByPlaceholder(placeholder, { exact: true });
        c.ok(!(await box.isVisible()), 'the search box starts hidden');
        await toggle.click();
        await settle(page);
        c.ok(await box.isVisible(), `the box with placeholder "${placeholder}" shows`);
        c.ok(await box.evaluate((el) => el === document.activeElement), 'the search box gets focus');
        const close = page.getByRole('button', { name: 'Close search', exact: true });
        c.eq(await close.getAttribute('aria-expanded'), 'true', 'the toggle says it is expanded');
        await axeAt(p, c, `/ with search open (${profile.name})`);
        await close.click();
        await settle(page);
        c.ok(!(await box.isVisible()), 'the toggle hides the box again');
        await toggle.click();
        await box.press('Escape');
        await settle(page);
        c.ok(!(await box.isVisible()), 'Escape in the box hides it');
        c.ok(await toggle.evaluate((el) => el === document.activeElement), 'focus returns to the toggle after Escape');
        c.none(unexpected(p), `search (${profile.name})`);
      });
    });
  }

  test('client-side navigation: menu links change the page without a full load; back, forward and reload work', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      await visit(p, h, '/');
      await page.evaluate(() => { window.__marker = 'same document'; });
      const docsBefore = p.log.requests.filter((r) => r.nav && r.main).length;
      const desktopNav = page.locator('nav[aria-label="Main"]:visible');
      const visited = ['/'];
      const expectPage = async (path, how) => {
        const title = titleOf(path);
        await page.waitForFunction((t) => document.querySelector('h1')?.textContent.replace(/\s+/g, ' ').trim() === t, norm(title), { polling: 25, timeout: 5000 }).catch(() => {});
        c.eq(norm(await page.locator('h1').first().textContent()), norm(title), `${how}: h1`);
        c.eq(new URL(page.url()).pathname, path, `${how}: address`);
        c.eq(await page.evaluate(() => window.__marker), 'same document', `${how}: no full page load`);
        c.ok((await page.title()).startsWith(title), `${how}: document title "${await page.title()}"`);
      };
      // A primary link.
      const primary = nav().primary.find((l) => internal(l) && internal(l) !== '/' && titleOf(internal(l)));
      if (primary) {
        await desktopNav.getByRole('link', { name: primary.label, exact: true }).click();
        await expectPage(internal(primary), `primary link "${primary.label}"`);
        const focused = await focusInfo(page);
        c.eq(focused.tag, 'h1', 'after a client navigation focus moves to the new h1');
        visited.push(internal(primary));
      }
      // A link inside a dropdown.
      const found = deepGroupItem();
      if (found) {
        const gi = nav().groups.indexOf(found.group);
        const triggerLabel = gi < nav().dropdowns ? found.group.title : nav().moreLabel;
        await desktopNav.getByRole('button', { name: triggerLabel, exact: true }).click();
        await desktopNav.getByRole('link', { name: found.item.label, exact: true }).first().click();
        await expectPage(internal(found.item), `dropdown link "${found.item.label}"`);
        c.eq(await desktopNav.locator('[aria-expanded="true"]').count(), 0, 'the dropdown closes after navigating');
        visited.push(internal(found.item));
      }
      // A link in the page body, when a route links to another route.
      const bodyLink = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')).find((href) => !href.includes('#')));
      if (bodyLink && titleOf(bodyLink) && bodyLink !== visited.at(-1)) {
        await page.locator(`main a[href="${bodyLink}"]`).first().click();
        await expectPage(bodyLink, `link in the page to ${bodyLink}`);
        visited.push(bodyLink);
      }
      c.eq(p.log.requests.filter((r) => r.nav && r.main).length, docsBefore, 'no document was requested during client navigation');
      // Back and forward.
      if (visited.length >= 2) {
        await page.goBack();
        await expectPage(visited.at(-2), 'browser Back');
        await page.goForward();
        await expectPage(visited.at(-1), 'browser Forward');
      }
      c.none(unexpected(p), 'client navigation');
      // Reloading the deep link reached by client navigation serves that page.
      const here = visited.at(-1);
      p.reset();
      const res = await reload(p);
      c.eq(res?.status(), 200, `reload of ${here}: status`);
      c.eq(norm(await page.locator('h1').first().textContent()), norm(titleOf(here)), `reload of ${here}: h1`);
      c.none(unexpected(p), `reload of ${here}`);
    });
  });

  test('route data this code cannot render never blanks the page; data from a newer build loads the page in full', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      await visit(p, h, '/');
      const build = await page.locator('meta[name="build"]').getAttribute('content');
      c.ok(/^[A-Z0-9]{8}$/.test(build ?? ''), `the page carries its build id (got ${build})`);
      const [bad, newer] = (await page.locator('footer a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        .filter((href, i, all) => href !== '/' && titleOf(href) && all.indexOf(href) === i);
      const routeOf = (path) => h.routes.find((r) => r.path === path);
      const serve = (path, body) => page.route(`${h.url}${path}/route.json`, (r) => r.fulfill({ json: body }));
      await page.evaluate(() => { window.__marker = 'same document'; });
      const go = (path) => page.locator(`footer a[href="${path}"]`).first().click();

      // A tab left open across a deploy that added a block type: this code has no component for it.
      await serve(bad, { build, ...routeOf(bad), blocks: [{ type: 'carousel', slides: [] }, ...routeOf(bad).blocks] });
      await go(bad);
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'This page could not be loaded', null, { polling: 25, timeout: 5000 }).catch(() => {});
      c.eq(await page.locator('main h1').textContent(), 'This page could not be loaded', `${bad} with an unknown block type: the failed-load message`);
      c.ok(await page.locator('header').first().isVisible() && await page.locator('footer').first().isVisible(), 'header and footer stay on screen');
      c.ok(await page.getByRole('button', { name: 'Try again' }).isVisible(), 'a Try again button');
      c.eq(await page.getByRole('link', { name: 'Reload the page' }).getAttribute('href'), bad, 'a link that loads the page in full');
      c.eq(await page.evaluate(() => window.__marker), 'same document', 'the app is still running (no reload, no blank page)');
      const v = await runAxe(page);
      stats.axeRuns++;
      c.none(describeViolations(v, `${bad} (render failed)`), 'axe on the failed-render message');
      await page.unroute(`${h.url}${bad}/route.json`);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.waitForFunction((t) => document.querySelector('h1')?.textContent.replace(/\s+/g, ' ').trim() === t, norm(titleOf(bad)), { polling: 25, timeout: 5000 }).catch(() => {});
      c.eq(norm(await page.locator('h1').first().textContent()), norm(titleOf(bad)), 'Try again shows the page once its data can be rendered');
      const errors = p.log.console.filter((m) => m.type === 'error').map((m) => m.text);
      c.ok(errors.every((e) => e.includes('no component for the block type "carousel"')), `only the caught render error is logged: ${errors.join(' | ')}`);
      c.eq(p.log.pageErrors.join(' | '), '', 'no uncaught error');

      // Data from a newer build: a full page load of that address, which brings the matching code.
      await serve(newer, { ...routeOf(newer), build: 'NEWER000' });
      const docRequest = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === newer, { timeout: 5000 }).catch(() => null);
      await go(newer);
      c.ok(await docRequest, `${newer} from a newer build: the document is requested`);
      await page.waitForLoadState('load');
      await page.waitForFunction((t) => document.querySelector('h1')?.textContent.replace(/\s+/g, ' ').trim() === t, norm(titleOf(newer)), { polling: 25, timeout: 5000 }).catch(() => {});
      c.eq(norm(await page.locator('h1').first().textContent()), norm(titleOf(newer)), `${newer}: shown after the full load`);
      c.eq(await page.evaluate(() => window.__marker), undefined, 'a new document, not the old app');
    });
  });

  test('the not-found page: Go Back returns to the previous page, Return Home goes home', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const from = deepGroupItem() ? internal(deepGroupItem().item) : h.routes[0].path;
      const missing = unknownPath(h.routes);
      const nf = h.manifest.site.notFound;
      await visit(p, h, from);
      await visit(p, h, missing);
      c.eq(norm(await page.locator('h1').textContent()), nf.title, 'not-found h1');
      await page.getByRole('button', { name: nf.backLabel, exact: true }).click();
      await page.waitForFunction((t) => document.querySelector('h1')?.textContent.trim() === t, titleOf(from), { polling: 25, timeout: 5000 }).catch(() => {});
      c.eq(new URL(page.url()).pathname, from, `"${nf.backLabel}" returns to the previous address`);
      c.eq(norm(await page.locator('h1').textContent()), norm(titleOf(from)), `"${nf.backLabel}" shows the previous page`);
      await visit(p, h, missing);
      await page.getByRole('link', { name: nf.homeLabel, exact: true }).click();
      await page.waitForFunction(() => location.pathname === '/', null, { polling: 25, timeout: 5000 }).catch(() => {});
      c.eq(new URL(page.url()).pathname, '/', `"${nf.homeLabel}" goes home`);
      c.eq(norm(await page.locator('h1').textContent()), norm(titleOf('/')), `"${nf.homeLabel}" shows the home page`);
      c.none(unexpected(p, { allowWarnings: [`Page not found: ${missing}`], allowStatus: [{ url: h.url + missing, status: 404 }] }), 'not-found page');
    });
  });

  for (const profile of [DESKTOP, PHONE]) {
    test(`${profile.name}: "Skip to main content" is the first Tab stop and moves focus to main`, async () => {
      await withPage(h, profile, async (p, c) => {
        const { page } = p;
        for (const path of ['/', h.routes.find((r) => r.path !== '/').path]) {
          await visit(p, h, path);
          await page.keyboard.press('Tab');
          const first = await focusInfo(page);
          c.ok(first.tag === 'a' && first.text === 'Skip to main content', `${path}: the first Tab stop is the skip link (got ${first.tag} "${first.text}")`);
          const box = await page.evaluate(() => document.activeElement.getBoundingClientRect().toJSON());
          c.ok(box.top >= 0 && box.bottom <= profile.viewport.height && box.width > 0, `${path}: the focused skip link is on screen`);
          await page.keyboard.press('Enter');
          await settle(page);
          const after = await focusInfo(page);
          c.ok(after.tag === 'main' && after.id === 'main', `${path}: Enter on the skip link moves focus to main (got ${after.tag}#${after.id})`);
          await page.keyboard.press('Tab');
          c.ok(await page.evaluate(() => document.querySelector('main').contains(document.activeElement)), `${path}: the next Tab stop after skipping is inside main`);
        }
        c.none(unexpected(p), `skip link (${profile.name})`);
      });
    });
  }

  test('keyboard focus is always visible, never hidden under the fixed header, never faded or moved by a fade-in', async () => {
    // The pages with the most kinds of control: home, and the routes with forms, tabs and accordions.
    const wanted = ['/'];
    for (const type of ['form', 'tabs', 'accordion', 'videoFrame']) {
      const r = h.ready().routes.find((x) => blocksOf(x).some((b) => b.block.type === type));
      if (r && !wanted.includes(r.path)) wanted.push(r.path);
    }
    for (const profile of [DESKTOP, PHONE]) {
      await withPage(h, profile, async (p, c) => {
        const { page } = p;
        for (const path of wanted) {
          await visit(p, h, path);
          const problems = [];
          let stops = 0;
          const seenEls = new Set();
          for (let i = 0; i < 400; i++) {
            await page.keyboard.press('Tab');
            const f = await page.evaluate(() => {
              const el = document.activeElement;
              if (!el || el === document.body) return null;
              const cs = getComputedStyle(el);
              const after = getComputedStyle(el, '::after');
              const px = (v) => parseFloat(v) || 0;
              const ring = (s) => s.outlineStyle !== 'none' && px(s.outlineWidth) >= 2;
              const r = el.getBoundingClientRect();
              const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
              const y = r.top + Math.min(r.height / 2, 12);
              const hit = y >= 0 && y < innerHeight ? document.elementFromPoint(x, y) : null;
              // A fade-in still waiting or running would show the focused control see-through, or
              // move it after the browser scrolled it into view (off screen, under the header).
              let opacity = 1;
              for (let n = el; n; n = n.parentElement) opacity *= parseFloat(getComputedStyle(n).opacity);
              const moves = (a) => (a.transitionProperty ? /^(transform|translate|opacity|top|bottom|margin)/.test(a.transitionProperty)
                : a.effect.getKeyframes().some((k) => 'transform' in k || 'translate' in k || 'opacity' in k));
              const moving = document.getAnimations().filter((a) => a.playState !== 'finished' && a.effect?.target?.contains(el) && moves(a));
              if (!el.dataset.tabSeen) el.dataset.tabSeen = String(Math.random());
              return {
                key: el.dataset.tabSeen,
                name: `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`,
                visibleRing: ring(cs) || ring(after) || (cs.boxShadow !== 'none' && el.matches(':focus-visible')),
                obscured: hit && !el.contains(hit) ? `<${hit.tagName.toLowerCase()} class="${hit.className}">` : '',
                offscreen: r.bottom < 0 || r.top > innerHeight,
                opacity: Math.round(opacity * 100) / 100,
                moving: moving.map((a) => `<${a.effect.target.tagName.toLowerCase()}>`).join(', '),
              };
            });
            if (!f) break;
            if (seenEls.has(f.key)) break; // wrapped around to the start
            seenEls.add(f.key);
            stops++;
            if (!f.visibleRing) problems.push(`no visible focus outline on ${f.name}`);
            if (f.obscured) problems.push(`${f.name} is covered by ${f.obscured} when focused`);
            if (f.offscreen) problems.push(`${f.name} is off screen when focused`);
            if (f.opacity < 1) problems.push(`${f.name} is see-through (opacity ${f.opacity}) when focused`);
            if (f.moving) problems.push(`${f.name} moves after it is focused (animation on ${f.moving})`);
          }
          c.ok(stops > 5, `${path} (${profile.name}): only ${stops} Tab stops`);
          c.none(problems, `${path} (${profile.name})`);
        }
        c.none(unexpected(p), `focus (${profile.name})`);
      });
    }
  });
}

test.run();
