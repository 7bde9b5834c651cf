// Crisis help in a parent's own words, in a real browser: what a parent, a young person or a
// teacher types on the English and the Spanish search page (third person, a method, an overdose,
// a misspelling) shows what to do right now and the crisis lines first, the right line first:
// Poison Control for an overdose or a poisoning, 988 otherwise (its Spanish line on /es). The
// crisis page's steps are there in both languages with no script and in print; axe in each state
// at 390 and 1280 px, light and dark.
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, visit, settle, unexpected, runAxe, describeViolations, stats, norm, DESKTOP, PHONE,
} from '../browser-helpers/harness.mjs';

const counts = { 'crisis phrasings typed': 0 };

/** [query, the line expected first: 'poison' or '988']. */
const ENGLISH = [
  ['my 14 year old said she wishes she was dead', '988'],
  ['my son keeps saying he wants to kill himself', '988'],
  ['he swallowed a bunch of pills', 'poison'],
  ['daughter cutting her arms', '988'],
  ['sucidal teen', '988'],
  ['student wrote a note about ending her life', '988'],
];
const SPANISH = [
  ['mi hijo dijo que se quería matar', '988'],
  ['mi hija se corta los brazos', '988'],
  ['se tomó unas pastillas', 'poison'],
  ['mi hijo ya no quiere vivir', '988'],
  ['sobredosis de medicina', 'poison'],
];

if (browserAvailable(test)) {
  const h = useHarness(test, 'crisis search', () => counts);
  const axe = async (p, c, where) => {
    const v = await runAxe(p.page);
    stats.axeRuns++;
    c.none(describeViolations(v, where), where);
  };
  const shell = (lang) => (lang === 'en' ? h.manifest : h.manifest.locales[lang]).site;
  const expected = (lang, which) => shell(lang).crisis.lines.find((l) => (which === 'poison' ? l.firstFor.includes('poisoning') : l.call?.shown === '988')).title;

  /** Types a query on the search page and waits for its status; returns the crisis panel's facts. */
  const ask = async (page, q) => {
    // An ordinary word first, so that a crisis panel seen next is this query's (a crisis query
    // with no results has a status without the query: "Help is available…").
    const box = page.locator('main input[name="q"]');
    await box.fill('grounding');
    await page.waitForFunction(() => (document.querySelector('main [role="status"]')?.textContent ?? '').includes('grounding') && !document.querySelector('main [data-crisis-intent]'), null, { timeout: 15_000 });
    await box.fill(q);
    await page.waitForFunction((q) => (document.querySelector('main [role="status"]')?.textContent ?? '').includes(q) || !!document.querySelector('main [data-crisis-intent]'), q, { timeout: 15_000 });
    return page.evaluate(() => {
      const panel = document.querySelector('main [data-crisis-intent]');
      if (!panel) return null;
      const steps = panel.querySelector('[data-crisis-steps]');
      const lines = panel.querySelector('[data-crisis-lines]');
      return {
        first: lines?.querySelector('li strong')?.textContent ?? '',
        steps: steps?.querySelectorAll('li').length ?? 0,
        stepsFirst: !!steps && !!lines && !!(steps.compareDocumentPosition(lines) & Node.DOCUMENT_POSITION_FOLLOWING),
        aboveResults: !document.querySelector('main [data-results]') || !!(panel.compareDocumentPosition(document.querySelector('main [data-results]')) & Node.DOCUMENT_POSITION_FOLLOWING),
      };
    });
  };

  for (const [lang, queries] of [['en', ENGLISH], ['es', SPANISH]]) {
    test(`${lang}: a parent's own words show what to do right now and the right crisis line first`, async () => {
      await withPage(h, DESKTOP, async (p, c) => {
        const { page } = p;
        await visit(p, h, shell(lang).search.page);
        for (const [q, which] of queries) {
          const got = await ask(page, q);
          counts['crisis phrasings typed']++;
          c.ok(got, `"${q}": the crisis panel shows`);
          if (!got) continue;
          c.eq(norm(got.first), expected(lang, which), `"${q}": ${which === 'poison' ? 'Poison Control' : '988'} first`);
          c.eq(got.steps, shell(lang).crisis.steps.items.length, `"${q}": every step of what to do right now`);
          c.ok(got.stepsFirst && got.aboveResults, `"${q}": the steps above the lines, the panel above the results`);
        }
        for (const q of lang === 'en' ? ['diet for kids', 'haircut anxiety', 'cutting board'] : ['dieta saludable', 'corte de pelo']) {
          c.eq(await ask(page, q), null, `"${q}": no crisis panel`);
        }
        c.none(unexpected(p), `${lang} crisis search`);
      });
    });
  }

  for (const profile of [PHONE, DESKTOP]) {
    for (const scheme of ['light', 'dark']) {
      test(`${profile.viewport.width} px, ${scheme}: the crisis panel of search (poisoning) and the crisis page's steps in both languages; axe`, async () => {
        await withPage(h, profile, async (p, c) => {
          const { page } = p;
          for (const lang of ['en', 'es']) {
            await visit(p, h, shell(lang).search.page);
            const got = await ask(page, lang === 'en' ? 'she took too many pills' : 'tomó muchas pastillas');
            c.eq(got && norm(got.first), expected(lang, 'poison'), `${lang}: Poison Control first`);
            await settle(page);
            await axe(p, c, `${lang} search, poisoning panel (${profile.viewport.width} px, ${scheme})`);
            await visit(p, h, shell(lang).crisis.help.href.href);
            c.ok(await page.locator('main [data-crisis-steps] li').count() === shell(lang).crisis.steps.items.length, `${lang}: the crisis page shows the steps`);
            await axe(p, c, `${lang} crisis page (${profile.viewport.width} px, ${scheme})`);
          }
          c.none(unexpected(p), 'crisis panel and page');
        }, { colorScheme: scheme });
      });
    }
  }

  test('the crisis page\'s steps with no script and in print, in both languages, above the lines', async () => {
    await withPage(h, PHONE, async (p, c) => {
      const { page } = p;
      for (const lang of ['en', 'es']) {
        const steps = shell(lang).crisis.steps;
        await visit(p, h, shell(lang).crisis.help.href.href, { js: false });
        const text = norm(await page.locator('main [data-crisis-steps]').innerText());
        c.ok(text.includes(steps.heading) && steps.items.every((s) => text.includes(norm(s))), `${lang}: every step, no script`);
        const before = await page.evaluate(() => {
          const s = document.querySelector('main [data-crisis-steps]');
          const tel = document.querySelector('main a[href^="tel:"]:not([href="tel:911"])');
          return !!s && !!tel && !!(s.compareDocumentPosition(tel) & Node.DOCUMENT_POSITION_FOLLOWING);
        });
        c.ok(before, `${lang}: the steps come before the crisis lines`);
        await page.emulateMedia({ media: 'print' });
        c.ok(await page.locator('main [data-crisis-steps]').isVisible(), `${lang}: the steps print`);
        c.ok((await page.locator('main [data-crisis-steps] li').evaluateAll((li) => li.every((x) => x.getBoundingClientRect().height > 0))), `${lang}: every step has a printed box`);
        await page.emulateMedia({ media: 'screen' });
      }
    }, { javaScriptEnabled: false });
  });
}

test.run();
