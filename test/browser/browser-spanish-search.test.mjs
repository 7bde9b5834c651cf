// Spanish that serves a family, in a real browser: the crisis bar on a Spanish page fits a phone in
// two rows at 320 and 390 px and tells the caller to press 2 for Spanish (axe in that state), while
// the English bar keeps its layout; Spanish search finds what a parent types (topic words, with or
// without accents) in the search page and the header's box, a crisis word puts 988's Spanish line
// first, in Spanish; the Spanish catalogue names a resource as its translated page does.
import { test } from 'uvu';
import {
  browserAvailable, useHarness, withPage, visit, settle, unexpected, runAxe, describeViolations, stats, norm, DESKTOP, PHONE,
} from '../browser-helpers/harness.mjs';

const counts = { 'bar widths': 0 };

if (browserAvailable(test)) {
  const h = useHarness(test, 'spanish search', () => counts);
  const es = () => h.manifest.locales.es.site;
  /** The addresses of the Spanish pages' resources in Spanish (tagged "es"). */
  const spanishHrefs = () => {
    const out = new Set();
    (function walk(v) {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!v || typeof v !== 'object') return;
      if (v.href?.href && v.languages?.includes('es')) out.add(v.href.href);
      Object.values(v).forEach(walk);
    })(h.manifest.routes.filter((r) => r.lang === 'es'));
    return out;
  };
  const axe = async (p, c, where) => {
    const v = await runAxe(p.page);
    stats.axeRuns++;
    c.none(describeViolations(v, where), where);
  };
  /** The bar's box and its controls' boxes and words. */
  const barFacts = (page, label) => page.locator(`nav[aria-label="${label}"]`).evaluate((nav) => ({
    height: nav.getBoundingClientRect().height,
    controls: [...nav.querySelectorAll('a')].map((a) => ({ ...a.getBoundingClientRect().toJSON(), text: a.innerText.replace(/\s+/g, ' ').trim(), href: a.getAttribute('href') })),
  }));
  /** How many rows the boxes sit in: a box starts a new row when it begins below every box of the row before. */
  const rows = (boxes) => {
    const out = [];
    for (const b of [...boxes].sort((x, y) => x.top - y.top)) {
      const row = out.find((r) => r.some((x) => b.top < x.bottom && x.top < b.bottom));
      if (row) row.push(b);
      else out.push([b]);
    }
    return out.length;
  };
  /** Two rows of controls, each at most two lines of words (a call and its hint): 2 × 48 px, the gap and the bar's padding. */
  const TWO_ROWS = 112;

  for (const width of [320, 390]) {
    for (const scheme of ['light', 'dark']) {
      test(`phone ${width} px, ${scheme}: the Spanish crisis bar is two rows, 988's call says "oprima 2", every call on screen; axe`, async () => {
        await withPage(h, { ...PHONE, name: `phone ${width}`, viewport: { width, height: 844 } }, async (p, c) => {
          const { page } = p;
          await visit(p, h, '/es');
          const help = es().crisis.help;
          const bar = await barFacts(page, 'Ayuda en una crisis');
          counts['bar widths']++;
          c.ok(bar.height <= TWO_ROWS, `the bar is ${bar.height} px high, at most ${TWO_ROWS} (two rows)`);
          c.eq(rows(bar.controls), 2, 'its link and calls sit in two rows');
          const shown = [help.label, ...help.actions.map((a) => a.label)];
          c.ok(bar.controls.length === shown.length && bar.controls.every((x, i) => x.text.includes(shown[i])), `the link and the calls, in Spanish, in the page's order (${bar.controls.map((x) => x.text).join(' | ')})`);
          const call = bar.controls.find((x) => x.href === 'tel:988');
          c.ok(call && /oprima 2/.test(call.text), `the call to 988 says how to reach Spanish (${call?.text})`);
          // Short on screen, read with its verb (review D5): "988 (oprima 2)" is heard "Llame al 988 (oprima 2)".
          c.eq(await page.locator('nav[aria-label="Ayuda en una crisis"] a[href="tel:988"]').evaluate((a) => a.textContent.replace(/\s+/g, ' ').trim()), 'Llame al 988 (oprima 2)', 'the call to 988 is read with its verb');
          c.eq(await page.locator('nav[aria-label="Ayuda en una crisis"] a[href="tel:911"]').evaluate((a) => a.textContent.replace(/\s+/g, ' ').trim()), 'Llame al 911', 'the call to 911 is read with its verb');
          c.ok(bar.controls.every((x) => x.left >= 0 && x.right <= width && x.width >= 24 && x.height >= 24), 'every control on screen, at least 24 px');
          c.ok(call && call.bottom <= PHONE.viewport.height, 'the call to 988 is in the first screen');
          await axe(p, c, `/es, crisis bar at ${width} px (${scheme})`);
          // The English bar keeps its layout: its link, then its calls, as before.
          await visit(p, h, '/');
          const en = await barFacts(page, 'Crisis help');
          const site = h.manifest.site.crisis.help;
          c.eq(en.controls.map((x) => x.text).join(' | '), [site.label, ...site.actions.map((a) => a.label)].join(' | '), 'the English bar\'s words');
          c.ok(en.controls.slice(1).every((x) => x.top > en.controls[0].bottom), 'the English calls under the link, as before');
          c.none(unexpected(p), `crisis bar at ${width} px`);
        }, { colorScheme: scheme });
      });
    }
  }

  test('the search page in Spanish: topic words reach the resources; an accent is optional; a crisis word shows 988\'s Spanish line first, in Spanish', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      const path = es().search.page;
      const results = page.locator('main [data-results] > li > a:first-child');
      const search = async (q) => {
        await page.locator('main input[name="q"]').fill(q);
        await page.waitForFunction((q) => (document.querySelector('main [role="status"]')?.textContent ?? '').includes(`“${q}”`), q, { timeout: 15_000 });
        return results.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      };
      await visit(p, h, path);
      // A topic's word leads with its guide, then Spanish material; a synonym ("pánico") reaches the
      // topic's resources through their topic words, though their own text may not say it.
      for (const [q, want] of [['ansiedad', '/es/topics/anxiety'], ['respiración', '/es/cbt-informed/feeling-calm'], ['duelo', '/es/topics/grief'],
        ['pánico', 'https://health.choc.org/guide/anxiety/ansiedad']]) {
        const hrefs = (await search(q)).map((x) => x.split('#')[0]);
        c.ok(hrefs.slice(0, 3).includes(want), `"${q}": ${want} in the first three (${hrefs.slice(0, 3).join(', ')})`);
        // A resource whose own Spanish words say it comes first (Anxiety Canada's Spanish listing
        // says "respiración"); otherwise, Spanish material before English.
        const firstResource = hrefs.find((x) => !x.startsWith('/'));
        if (q !== 'respiración') c.ok(spanishHrefs().has(firstResource), `"${q}": the first resource is in Spanish (${firstResource})`);
      }
      const accented = await search('respiración');
      c.eq((await search('respiracion')).slice(0, 3).join(' '), accented.slice(0, 3).join(' '), '"respiracion" without its accent finds what "respiración" finds');
      for (const q of ['línea de crisis', 'suicidio']) {
        const hrefs = await search(q);
        const first = page.locator('main [data-crisis-lines] > li').first();
        await first.waitFor();
        const line = es().crisis.lines[0];
        c.eq(norm(await first.locator('strong').innerText()), line.title, `"${q}": the crisis lines first, 988's first`);
        c.ok(norm(await first.innerText()).includes(line.description), `"${q}": its Spanish description`);
        c.ok(/oprima 2/.test(await first.locator('a[href="tel:988"]').innerText()), `"${q}": its call says "oprima 2"`);
        // Above the results the panel leads with 988's Spanish line (checked above); the results
        // lead with Spanish material: a guide for parents in Spanish, or 988's Spanish site.
        const spanish = spanishHrefs();
        c.ok(hrefs.slice(0, 3).some((x) => spanish.has(x)), `"${q}": Spanish material among the first three (${hrefs.slice(0, 3).join(', ')})`);
      }
      c.none(unexpected(p), 'Spanish search page');
    });
  });

  test('the header\'s search on a Spanish page: "ansiedad" leads with the anxiety guide, then Spanish anxiety material; "suicidio" the crisis lines in Spanish first; axe', async () => {
    await withPage(h, PHONE, async (p, c) => {
      const { page } = p;
      await visit(p, h, '/es/contact');
      await page.locator('#site-search-toggle').click();
      const box = page.locator('#site-search-input');
      await box.waitFor();
      const type = async (q) => {
        await box.fill(q);
        await page.waitForFunction((q) => (document.querySelector('#site-search [role="status"]')?.textContent ?? '').includes(`“${q}”`), q, { timeout: 15_000 });
        return page.locator('#site-search [data-results] > li > a:first-child').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      };
      const anxiety = await type('ansiedad');
      c.eq(anxiety[0], '/es/topics/anxiety', `"ansiedad": the anxiety guide first (${anxiety.join(', ')})`);
      c.ok(anxiety.includes('https://health.choc.org/guide/anxiety/ansiedad'), `"ansiedad": a Spanish anxiety guide among the results (${anxiety.join(', ')})`);
      const help = await type('suicidio');
      const first = page.locator('#site-search [data-crisis-lines] > li').first();
      c.eq(norm(await first.locator('strong').innerText()), es().crisis.lines[0].title, '"suicidio": 988 first among the crisis lines');
      c.ok(norm(await first.innerText()).includes(es().crisis.lines[0].description), 'with its Spanish description');
      c.ok(help.slice(0, 3).some((x) => spanishHrefs().has(x)), `"suicidio": Spanish material among the first results (${help.slice(0, 3).join(', ')})`);
      await settle(page);
      await axe(p, c, 'header search on /es/contact, "suicidio" (phone)');
      c.none(unexpected(p), 'header search in Spanish');
    });
  });

  test('the Spanish catalogue names a resource as its translated page does, in Spanish; "Show all" too', async () => {
    await withPage(h, DESKTOP, async (p, c) => {
      const { page } = p;
      await visit(p, h, '/es/resources');
      const spanish = es().crisis.lines[0].title;
      const line = page.locator('main a[href="https://988lifeline.org/"]').first();
      c.ok(norm(await line.innerText()).startsWith(spanish), `the 988 line as the Spanish crisis lines name it ("${spanish}")`);
      const asq = page.locator('main a[href="https://www.nimh.nih.gov/research/research-conducted-at-nimh/asq-toolkit-materials"]').first();
      c.ok(/^Kit de herramientas ASQ/.test(norm(await asq.innerText())), 'the ASQ toolkit as the Spanish assessment page names it');
      c.eq(await asq.evaluate((a) => a.closest('[lang]').getAttribute('lang')), 'es', 'read as Spanish');
      const anxiety = page.locator('main a[href="https://www.anxietycanada.com/"]').first();
      // Every page is translated, so every resource is named by a Spanish page (one that none names
      // stays in English, marked: spanishSearch.test.ts, on a copy with pages left untranslated).
      c.eq(await anxiety.evaluate((a) => a.closest('[lang]').getAttribute('lang')), 'es', 'Anxiety Canada, as the Spanish calm-skills page lists it, read as Spanish');
      // Every resource, from the facet index's rows: each still in Spanish where a Spanish page names it.
      const status = page.locator('main [role="status"]').first();
      const before = await status.innerText();
      await page.getByRole('button', { name: /^Mostrar los \d+ recursos$/ }).click();
      await page.waitForFunction((t) => { const s = document.querySelector('main [role="status"]')?.textContent; return s && s !== t && /\d/.test(s); }, before);
      // The first rows the index reads: the Latina/o/x/e page's resources, which its Spanish page names.
      const month = page.locator('main a[href="https://www.hispanicheritagemonth.gov/"]').first();
      await month.waitFor();
      c.ok(/^Mes Nacional de la Herencia Hispana/.test(norm(await month.innerText())), `after "Show all", a row still named in Spanish (${norm(await month.innerText())})`);
      c.eq(await month.evaluate((a) => a.closest('[lang]').getAttribute('lang')), 'es', 'and read as Spanish');
      c.none(unexpected(p), 'Spanish catalogue');
    });
  });
}

test.run();
