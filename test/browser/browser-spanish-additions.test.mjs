// What the English gained and the Spanish lacks (test/helpers/english-additions.mjs: a page added
// to the last menu group, an intro and a block added to a translated page), in a real browser: the
// Spanish page shows them in English, marked lang="en" (in the desktop and phone menus and in the
// page, after a note in Spanish), everything else in Spanish; axe with the menus open.
import { test } from 'uvu';
import { join } from 'node:path';
import {
  browserAvailable, useHarness, withPage, visit, settle, unexpected, runAxe, describeViolations, stats, norm, root, DESKTOP, PHONE,
} from '../browser-helpers/harness.mjs';
import { ADDED, writeEnglishAdditions } from '../helpers/english-additions.mjs';

const dir = join(root, '.cache/spanish-additions');

if (browserAvailable(test)) {
  const h = useHarness(test, 'spanish additions', () => ({}), async () => {
    const { file } = await writeEnglishAdditions(dir);
    return { manifestFile: file, outDir: join(dir, 'dist') };
  });
  const path = `/es${ADDED.route}`;
  /** The language an element's words are read in: its own lang, or the nearest one above it. */
  const langOf = (locator) => locator.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));
  const axe = async (p, c, where) => {
    const v = await runAxe(p.page);
    stats.axeRuns++;
    c.none(describeViolations(v, where), where);
  };
  /** Opens the menu part (`holder`: a dropdown's panel, a phone menu group's list) that holds the new page's link; returns that link. */
  const openTo = async (page, holder) => {
    const id = await page.locator(`${holder}:has(a[href="${ADDED.page.path}"])`).first().getAttribute('id');
    await page.locator(`button[aria-controls="${id}"]`).click();
    const link = page.locator(`[id="${id}"] a[href="${ADDED.page.path}"]`);
    await link.waitFor();
    await settle(page);
    return link;
  };

  /** The page's body: the block that gained an intro and the new block, each in English and marked, after a note in Spanish. */
  const checkBody = async (page, c) => {
    c.eq(await page.getAttribute('html', 'lang'), 'es', `${path}: <html lang>`);
    for (const words of [ADDED.intro, ADDED.block.paragraphs[0]]) {
      const el = page.locator('main p, main li').filter({ hasText: words }).first();
      c.eq(await langOf(el), 'en', `"${words}" is marked English`);
      const note = el.locator('xpath=ancestor::*[@data-fallback][1]/preceding-sibling::*[1]');
      c.ok(/inglés/.test(norm(await note.textContent())), `"${words}": a note in Spanish says the section is in English`);
    }
    c.eq(await langOf(page.locator('h1')), 'es', 'the title stays Spanish');
  };

  test('desktop: the new menu link in English, marked, in its open dropdown; the additions in the page marked; axe', () => withPage(h, DESKTOP, async (p, c) => {
    const { page } = p;
    await visit(p, h, path);
    await checkBody(page, c);
    const link = await openTo(page, 'header nav [id$="-panel"]');
    c.eq(norm(await link.textContent()), ADDED.page.title, 'the link shows the English words');
    c.eq(await link.getAttribute('lang'), 'en', 'marked lang="en" on the link itself');
    const other = page.locator('header nav a:visible').filter({ hasNotText: ADDED.page.title }).first();
    c.eq(await langOf(other), 'es', 'the menu\'s other links stay Spanish');
    await axe(p, c, `${path} (desktop, the dropdown open)`);
    c.none(unexpected(p), path);
  }));

  test('phone: the new menu link in English, marked, in its open group of the menu; axe', () => withPage(h, PHONE, async (p, c) => {
    const { page } = p;
    await visit(p, h, path);
    await page.locator('header [data-control="menu"]').click();
    const link = await openTo(page, '[role="dialog"] ul[id]');
    c.ok(await link.isVisible(), 'the link is shown');
    c.eq(await link.getAttribute('lang'), 'en', 'marked lang="en"');
    await axe(p, c, `${path} (phone, the menu open)`);
    await page.keyboard.press('Escape');
    await checkBody(page, c);
    c.none(unexpected(p), `${path} (phone)`);
  }));
}

test.run();
