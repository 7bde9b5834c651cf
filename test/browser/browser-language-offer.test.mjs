// The offer of a page in the browser's language (src/shell/LanguageOffer.tsx), in Chromium: a
// Spanish-preferring browser (the context's locale sets navigator.languages) on an English page is
// shown it before the app starts, with nothing on the page moving, clear of the header and crisis
// bar and of the page's end; axe passes with it shown at 390 and 1280 px, light and dark; one tap
// leads to the Spanish page; "No, gracias" hides it for good (a reload, another page); an
// English-preferring browser sees none, and is offered the English page on a Spanish one. No
// JavaScript, print and reduced motion show nothing of it, or no motion.
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, hydrated, waitForHydration, settle, reload, visit, runAxe, describeViolations, unexpected, stats, DESKTOP, PHONE,
} from '../browser-helpers/harness.mjs';

if (browserAvailable(test)) {
  const h = useHarness(test, 'language offer');
  const SPANISH = { locale: 'es-ES' };
  const ENGLISH = { locale: 'en-US' };
  /** An English page with its own Spanish translation (the contact page when it has one). */
  const englishPage = () => {
    const translated = h.routes.filter((r) => r.lang === 'en' && r.alternates?.some((a) => a.lang === 'es' && a.exact));
    return translated.find((r) => r.path === '/contact') ?? translated[0];
  };
  const spanishOf = (r) => r.alternates.find((a) => a.lang === 'es' && a.exact).href;
  const load = (p, path) => p.page.goto(h.url + path, { waitUntil: 'load' });
  const offer = (page) => page.locator('[data-language-offer]:not([hidden])');
  /** Every layout shift since the page started (the init script below records them). */
  const shifts = (page) => page.evaluate(() => window.__shifts);
  const recordShifts = (p) => p.context.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ value: e.value, nodes: e.sources.map((s) => s.node?.outerHTML?.slice(0, 80) ?? '?') }); })
      .observe({ type: 'layout-shift', buffered: true });
  });
  const cls = (list) => list.reduce((n, s) => n + s.value, 0);

  test('Spanish-preferring, phone: offered the Spanish page before the app starts, in Spanish, moving nothing, clear of the header and of the page\'s end; one tap goes there', async () => {
    const route = englishPage();
    await withPage(h.ready(), PHONE, async (p, c) => {
      const { page } = p;
      c.eq(await page.evaluate(() => navigator.languages[0]), 'es-ES', 'the browser prefers Spanish');
      await recordShifts(p);
      await load(p, route.path);
      await offer(page).waitFor({ timeout: 5000 });
      c.eq(await page.evaluate(() => [...document.querySelectorAll('#root *')].some((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))), false, 'shown by the page itself, before the app has started');
      c.eq(await offer(page).getAttribute('lang'), 'es', 'marked as Spanish');
      c.eq((await offer(page).locator('p').innerText()).trim(), 'Esta página también está en español.', 'its words are Spanish');
      c.eq(await page.getByRole('region', { name: 'Esta página también está en español.' }).count(), 1, 'a region named by its sentence');
      const link = offer(page).getByRole('link', { name: 'Ver en español' });
      const close = offer(page).getByRole('button', { name: 'No, gracias' });
      c.eq(await link.getAttribute('href'), spanishOf(route), 'it leads to the same page in Spanish (the header\'s language link)');
      c.eq(await page.locator('header a[data-language-switch][hreflang="es"]').getAttribute('href'), spanishOf(route), 'the header\'s link leads there too');
      for (const [name, l] of [['link', link], ['close button', close]]) {
        const box = await l.boundingBox();
        c.ok(box && box.width >= 44 && box.height >= 44, `the ${name} is a 44 px target (${box?.width}x${box?.height})`);
      }
      await page.waitForTimeout(500);
      const list = await shifts(page);
      c.eq(cls(list), 0, `nothing moved as it appeared (${list.flatMap((s) => s.nodes).slice(0, 3).join(' | ')})`);
      // At the foot of the window, clear of the header and the crisis bar at its top.
      const bar = await offer(page).boundingBox();
      const viewport = page.viewportSize();
      c.ok(Math.abs(bar.y + bar.height - viewport.height) < 1, `at the window's foot (${bar.y + bar.height} of ${viewport.height})`);
      // The header is fixed; the crisis bar (the nav after it) is at the page's top.
      const top = await page.evaluate(() => Math.max(...['#root > header', '#root > nav'].map((q) => document.querySelector(q)?.getBoundingClientRect().bottom ?? 0)));
      c.ok(bar.y >= top, `below the header and the crisis bar (${bar.y} >= ${top})`);
      c.ok(bar.height <= 100, `small: ${bar.height} px high at 390 px`);
      // At the page's end it follows the footer, covering none of it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settle(page);
      const [footerBottom, barTop] = await page.evaluate(() => [document.querySelector('footer').getBoundingClientRect().bottom, document.querySelector('[data-language-offer]:not([hidden])').getBoundingClientRect().top]);
      c.ok(footerBottom <= barTop + 0.5, `the footer's end is not covered (${footerBottom} <= ${barTop})`);
      // The app hydrates it as shown, and nothing moves then either.
      await waitForHydration(page);
      c.eq(await offer(page).count(), 1, 'still shown once the app has hydrated');
      c.eq(cls(await shifts(page)), 0, 'no layout shift once hydrated');
      await link.tap();
      await page.waitForURL((u) => u.pathname === spanishOf(route));
      c.eq(await page.getAttribute('html', 'lang'), 'es', 'the Spanish page');
      c.eq(await page.evaluate(() => localStorage.getItem('language-offer')), 'es', 'following it answered it');
      c.eq(await offer(page).count(), 0, 'no offer on the Spanish page');
      c.none(unexpected(p), 'the log');
    }, SPANISH);
  });

  for (const profile of [PHONE, DESKTOP]) {
    test(`${profile.name}: axe with the offer shown, light and dark; focus visible on it; kept clear of a focused element`, async () => {
      await withPage(h.ready(), profile, async (p, c) => {
        const { page } = p;
        await load(p, englishPage().path);
        await waitForHydration(page);
        c.eq(await offer(page).count(), 1, 'shown');
        for (const colorScheme of ['light', 'dark']) {
          // Colours change with a 150 ms transition: axe reads them once the theme is in place.
          await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
          const v = await runAxe(page);
          stats.axeRuns++;
          c.none(describeViolations(v, `${profile.name}, ${colorScheme}, offer shown`), colorScheme);
        }
        const link = offer(page).getByRole('link');
        await link.focus();
        await page.keyboard.press('Tab'); // to the close button, by keyboard: :focus-visible
        const ring = await page.evaluate(() => { const s = getComputedStyle(document.activeElement); return `${document.activeElement.getAttribute('aria-label')} ${s.outlineStyle} ${parseFloat(s.outlineWidth)}`; });
        c.eq(ring, 'No, gracias solid 3', 'the close button shows the focus ring');
        c.ok(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) >= document.querySelector('[data-language-offer]:not([hidden])').offsetHeight),
          'the page scrolls a focused element clear of it (scroll-padding-bottom)');
        c.none(unexpected(p), 'the log');
      }, SPANISH);
    });
  }

  test('"No, gracias" hides it, moving nothing, and it stays answered after a reload and on other pages', async () => {
    const route = englishPage();
    await withPage(h.ready(), PHONE, async (p, c) => {
      const { page } = p;
      await recordShifts(p);
      await load(p, route.path);
      await offer(page).getByRole('button', { name: 'No, gracias' }).tap();
      c.eq(await offer(page).count(), 0, 'hidden at once');
      c.eq(await page.evaluate(() => document.activeElement?.id), 'main', 'the focus stays on the page');
      c.eq(await page.evaluate(() => localStorage.getItem('language-offer')), 'no', 'the answer is kept');
      await hydrated(page);
      await settle(page);
      c.eq(await offer(page).count(), 0, 'still hidden once the app runs');
      c.eq(cls((await shifts(page)).filter((s) => s.value)), 0, 'nothing moved as it went (it was below everything)');
      // Through the harness, which lets go of a script a navigation aborts (the app may start loading as the page leaves).
      await reload(p);
      c.eq(await offer(page).count(), 0, 'not after a reload');
      const other = h.routes.find((r) => r.lang === 'en' && r.path !== route.path && r.alternates?.some((a) => a.exact));
      await visit(p, h, other.path);
      c.eq(await page.locator('[data-language-offer]').count(), 1, `${other.path} carries an offer`);
      c.eq(await offer(page).count(), 0, `but does not show it`);
      c.none(unexpected(p), 'the log');
    }, SPANISH);
  });

  test('English-preferring: no offer on the English page, and none on the Spanish page (the first language is never offered)', async () => {
    const route = englishPage();
    await withPage(h.ready(), PHONE, async (p, c) => {
      const { page } = p;
      await load(p, route.path);
      await waitForHydration(page);
      c.eq(await page.locator('[data-language-offer]').count(), 1, 'the page carries its offer');
      c.eq(await offer(page).count(), 0, 'but an English-preferring browser is not shown it');
      await visit(p, h, spanishOf(route));
      c.eq(await page.locator('[data-language-offer]').count(), 0, 'the Spanish page carries no English offer');
      c.none(unexpected(p), 'the log');
    }, ENGLISH);
  });

  test('no JavaScript shows nothing of it; print hides it; reduced motion has it appear without moving', async () => {
    const path = englishPage().path;
    await withPage(h.ready(), PHONE, async (p, c) => {
      await load(p, path);
      c.eq(await p.page.locator('[data-language-offer]').count(), 1, 'in the page');
      c.eq(await p.page.locator('[data-language-offer]').isVisible(), false, 'hidden without JavaScript');
    }, { ...SPANISH, javaScriptEnabled: false });
    await withPage(h.ready(), PHONE, async (p, c) => {
      const { page } = p;
      await load(p, path);
      await offer(page).waitFor({ timeout: 5000 });
      c.eq(await offer(page).evaluate((el) => el.getAnimations().length), 0, 'no animation with reduced motion');
      await page.emulateMedia({ media: 'print' });
      c.eq(await offer(page).isVisible(), false, 'not printed');
    }, { ...SPANISH, reducedMotion: 'reduce' });
  });
}

test.run();
