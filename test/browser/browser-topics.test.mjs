// The library by topic, in a real browser: joining words alone find nothing and say what to type
// (English and Spanish), a letter typed so far lights up nothing; a misspelt topic finds nothing and
// offers the topic it is near; the catalogue filtered by topic from the address (/resources?topic=sleep,
// and in Spanish) lists exactly that topic's resources; the home page's figures are the catalogue's
// counts; the card tab on /contact asks for no card number. Axe in each new state.
import { test } from 'uvu';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  browserAvailable, useHarness, withPage, visit, unexpected, runAxe, describeViolations, stats, distDir, settle, norm, DESKTOP, PHONE, routesWith,
} from '../browser-helpers/harness.mjs';

const counts = { 'joining-word queries': 0, 'topic filters': 0 };

if (browserAvailable(test)) {
  const h = useHarness(test, 'topics', () => counts);
  const axe = async (p, c, where) => {
    c.none(describeViolations(await runAxe(p.page), where), where);
    stats.axeRuns++;
  };
  const searchPage = (lang) => h.manifest.locales[lang].site.search.page;
  const status = (page) => page.locator('main [role="status"]').first();
  const typeAndWait = async (page, q, text) => {
    await page.locator('main input[name="q"]').fill(q);
    await page.waitForFunction((t) => (document.querySelector('main [role="status"]')?.textContent ?? '').includes(t), text, { timeout: 15_000 });
  };

  for (const [lang, queries] of [['en', ['and for the', 'of a', 's', 'to the 10-year-old']], ['es', ['de la para', 'y el', 'a']]]) {
    test(`${lang}: joining words alone, or a letter typed so far, find and mark nothing, and the status says what to type; axe`, async () => {
      await withPage(h, DESKTOP, async (p, c) => {
        const { page } = p;
        const ui = lang === 'en' ? 'Type a word' : 'Escriba una palabra';
        await visit(p, h, searchPage(lang));
        for (const q of queries) {
          await typeAndWait(page, q, ui);
          counts['joining-word queries']++;
          await page.waitForTimeout(300);
          c.eq(await page.locator('main [data-results] > li').count(), 0, `"${q}": no results`);
          c.eq(await page.locator('main mark').count(), 0, `"${q}": nothing marked`);
          c.ok(norm(await status(page).textContent()).startsWith(ui), `"${q}": the status says what to type`);
        }
        await axe(p, c, `${searchPage(lang)}, joining words only`);
        // A real word after them is searched, and only it is marked.
        await typeAndWait(page, lang === 'en' ? 'sleep' : 'sueño', '“');
        const marks = await page.locator('main [data-results] mark').allTextContents();
        c.ok(marks.length > 0 && marks.every((m) => m.length >= 3), `only whole words are marked (${[...new Set(marks)].slice(0, 8).join(', ')})`);
        c.none(unexpected(p), `${lang} joining words`);
      });
    });
  }

  test('a misspelt topic ("divorse", "divorsio") finds nothing and offers the topic it is near, in the page\'s language; axe', async () => {
    await withPage(h, PHONE, async (p, c) => {
      const { page } = p;
      for (const [lang, q, label, href] of [['en', 'divorse', 'Divorce and separation', '/topics/divorce'], ['es', 'divorsio', 'Divorcio y separación', '/es/topics/divorce']]) {
        await visit(p, h, searchPage(lang));
        await typeAndWait(page, q, `“${q}”`);
        const near = page.locator('main [data-near-topics] a');
        await near.first().waitFor({ timeout: 10_000 });
        c.eq(norm(await near.first().textContent()), label, `"${q}": the nearest topic first`);
        c.eq(await near.first().getAttribute('href'), href, `"${q}": it leads to the topic's guide`);
        await axe(p, c, `${searchPage(lang)}, "${q}" found nothing`);
        await near.first().click();
        await page.waitForURL((u) => u.pathname === href);
        await page.waitForFunction((l) => document.querySelector('main h1')?.textContent?.trim() === l, label, { timeout: 10_000 }).catch(() => {});
        c.eq(norm(await page.locator('main h1').textContent()), label, 'the guide opens');
      }
      c.none(unexpected(p), 'near topics');
    });
  });

  const catalogueRoute = (lang) => routesWith(h.routes, 'resourceCatalogue').map(({ route, found }) => ({ route, block: found[0].block }))
    .find((x) => !x.block.guide && (x.route.lang ?? 'en') === lang).route;

  for (const [lang, topic, label] of [['en', 'sleep', 'Sleep'], ['es', 'sleep', 'Sueño'], ['en', 'divorce', 'Divorce and separation']]) {
    test(`${lang}: the catalogue at ?topic=${topic} lists exactly that topic's resources, the filter shows it chosen; axe`, async () => {
      await withPage(h, DESKTOP, async (p, c) => {
        const { page } = p;
        const route = catalogueRoute(lang);
        const data = JSON.parse(readFileSync(join(distDir, route.path, 'catalogue.json'), 'utf8'));
        const expected = data.counts.topic[topic];
        c.ok(expected >= 6, `the catalogue counts ${expected} ${topic} resources, at least 6`);
        await visit(p, h, `${route.path}?topic=${topic}`);
        await page.waitForFunction((l) => (document.querySelector('main [data-pagefind-ignore] [role="status"]')?.textContent ?? '').includes(l), label, { timeout: 15_000 });
        counts['topic filters']++;
        c.ok(norm(await page.locator('main [data-pagefind-ignore] [role="status"]').first().textContent()).startsWith(`${expected} `), `the status counts ${expected}`);
        const select = page.locator('main form select').first();
        c.eq(await select.inputValue(), topic, 'the topic filter shows the topic chosen');
        c.ok(norm(await select.locator('option:checked').textContent()).startsWith(label), `named "${label}"`);
        await axe(p, c, `${route.path}?topic=${topic}`);
        c.none(unexpected(p), `topic ${topic}`);
      });
    });
  }

  test('the home page\'s figures are the catalogue\'s counts, in English and Spanish', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      for (const lang of ['en', 'es']) {
        const data = JSON.parse(readFileSync(join(distDir, catalogueRoute(lang).path, 'catalogue.json'), 'utf8'));
        const worksheets = (data.counts.kind.worksheet ?? 0) + (data.counts.kind.handout ?? 0);
        await visit(p, h, lang === 'en' ? '/' : '/es');
        const figures = await page.locator('main dl dd').allTextContents();
        c.eq(figures.map(norm).slice(0, 4).join(' '), [data.total, worksheets, data.counts.language.es, data.topics.length].join(' '), `${lang}: resources, worksheets and handouts, Spanish, topics`);
        c.ok(data.total >= 300 && worksheets >= 40 && data.counts.language.es >= 80, `${lang}: ${data.total} resources, ${worksheets} worksheets or handouts, ${data.counts.language.es} in Spanish`);
      }
      c.none(unexpected(p), 'home figures');
    });
  });

  test('/contact: the card tab asks for no card number, and offers PayPal and e-mail; axe', async () => {
    await withPage(h, PHONE, async (p, c) => {
      const { page } = p;
      await visit(p, h, '/contact');
      const tab = page.getByRole('tab', { name: 'Credit Card' });
      await tab.click();
      const panel = page.locator('[role="tabpanel"]:not([hidden])');
      await settle(page);
      c.eq(await panel.locator('input, select, textarea').count(), 0, 'no card fields');
      c.ok(norm(await panel.textContent()).includes('Card payment is not set up'), 'it says card payment is not set up');
      const hrefs = await panel.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      c.ok(hrefs.some((x) => x.startsWith('https://www.paypal.com/')) && hrefs.some((x) => x.startsWith('mailto:')), `PayPal and e-mail offered (${hrefs.join(', ')})`);
      c.eq(await page.locator('input[autocomplete^="cc-"]').count(), 0, 'no card input anywhere on the page');
      await axe(p, c, '/contact card tab');
      c.none(unexpected(p), 'card tab');
    });
  });
}

test.run();
