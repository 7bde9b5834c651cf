// The site editor on any screen, in Chromium: a phone (390 × 844), a tablet (820 × 1180) and a
// desktop (1280 × 900). One tab per screen goes through the owner's steps in turn:
// - the layout: on the phone one column, the parts of the site behind a button (a disclosure), the
//   form the whole width, no sideways scroll; wider, the sidebar beside the form, kept in view far
//   down the 30,000 px site settings, with a scroll of its own; the part open marked (aria-current);
// - choosing a part far down the site settings shows its heading (on the phone with the focus);
// - the find box finds a crisis line's number (by keyboard) and a Spanish word typed without its
//   accent (by pointer), and takes the focus to the field, on screen, not under the toolbar;
// - Add page opens the new page with the focus in its address;
// - a problem's Show opens its part with the focus in its field;
// - Save stays on screen at the bottom of the site settings with a long status (the phone);
// - axe finds nothing at the start, with the parts' list open (the phone), with results listed,
//   and with a problem shown. The site settings' whole form is checked once (the phone: 6,000
//   elements, the slowest run); the other states are checked on smaller parts, the whole page each time.
import { writeFile } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserAvailable } from '../browser-helpers/harness.mjs';
import { describeViolations, runAxe } from '../browser-helpers/axe.mjs';
import { startEditorHarness } from '../browser-helpers/editor.mjs';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const DESKTOP = { width: 1280, height: 900 };
const idOf = (path) => `f-${path.join('-').replace(/[^\w-]/g, '_')}`;
const started = Date.now();
let axeMs = 0;

let h;
let site;
if (browserAvailable(test)) {
  test.before(async () => { h = await startEditorHarness(); site = JSON.parse(h.original); });
  test.before.each(() => h?.reset());
  test.after(async () => {
    await h?.close();
    console.log(`\n  browser-editor-screens: ${((Date.now() - started) / 1000).toFixed(1)} s in all, axe ${(axeMs / 1000).toFixed(1)} s`);
  });

  /** axe on the whole page, scrolled to its top: scrolled down, a field partly under the toolbar
   * (which stays on screen) counts for axe as a target partly covered (target-size). */
  const axeClean = async (page, where) => {
    const t = Date.now();
    await page.evaluate(() => window.scrollTo(0, 0));
    const v = await runAxe(page);
    axeMs += Date.now() - t;
    assert.equal(describeViolations(v, where), [], where);
  };
  /** Where an element is, and whether it is on screen and uncovered (what is at its middle is it). */
  const onScreen = (locator) => locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + Math.min(r.width / 2, 40), r.top + Math.min(r.height / 2, 12));
    return {
      top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width),
      shown: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && !!at && (at === el || el.contains(at)),
    };
  });
  const focused = (page) => page.evaluate(() => document.activeElement?.id ?? '');
  const focusedOnScreen = (page) => onScreen(page.locator(':focus'));
  const noSidewaysScroll = async (page, width, where) => {
    const w = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(w <= width, `${where}: the page is ${w} px wide at ${width} px`);
  };
  /** The toolbar's own status line (not the first role=status of the page once others are added). */
  const status = (page) => page.locator('#editor-status');
  const chooser = (page) => page.getByRole('button', { name: 'Parts of the site' });
  const parts = (page) => page.getByRole('navigation', { name: 'Parts of the site' });
  const current = (page) => page.locator('#parts-list [aria-current="true"]').textContent();
  const findBox = (page) => page.getByRole('combobox', { name: 'Find in the site' });
  const results = (page) => page.getByRole('listbox', { name: 'Places found' });
  const save = (page) => page.getByRole('button', { name: 'Save', exact: true });
  /** Types in the find box and waits for what it found (its count names the words). */
  const find = async (page, words) => {
    await findBox(page).fill(words);
    await page.locator('#find-count').filter({ hasText: `“${words}”` }).waitFor();
  };
  /** Opens a part from the sidebar (on a phone, through its button). */
  const choose = async (page, name) => {
    if (await chooser(page).isVisible()) await chooser(page).click();
    await parts(page).getByRole('button', { name }).click();
  };

  async function everyScreen(viewport) {
    const phone = viewport === PHONE;
    const w = viewport.width;
    const story = site.routes.findIndex((r) => r.path === '/our-story');
    const other = site.routes.find((r) => r.path === '/search'); // a short page: axe is quick on it
    const { page, context, errors } = await h.open(viewport, { bypassCSP: true }); // axe is injected inline
    try {
      // The layout.
      await noSidewaysScroll(page, w, `${w}, start`);
      const name = await onScreen(page.locator(`#${idOf(['site', 'name'])}`));
      assert.ok(name.width >= w - (phone ? 40 : w > 1000 ? 340 : 280), `${w}: the form's fields are ${name.width} px wide`);
      assert.match(await current(page), /^Site settings/, 'the part open is marked');
      if (phone) {
        assert.is(await chooser(page).getAttribute('aria-expanded'), 'false');
        assert.not.ok(await parts(page).getByRole('button', { name: /^Site settings/ }).isVisible(), 'the list is behind its button');
        await axeClean(page, `${w}, start (site settings)`);
      } else {
        assert.not.ok(await chooser(page).isVisible(), 'no button: the list is shown');
        const list = await onScreen(page.locator('#parts-list'));
        const main = await page.locator('main').evaluate((m) => m.getBoundingClientRect().left);
        assert.ok(list.right <= main + 1 && list.width <= (w > 1000 ? 300 : 240), `${w}: the sidebar (${list.width} px) is beside the form`);
        assert.ok(['auto', 'scroll'].includes(await page.locator('#parts-list').evaluate((n) => getComputedStyle(n).overflowY)), 'the list scrolls on its own');
      }

      // Far down the site settings: Save, the find box and (wider) the sidebar are on screen;
      // choosing a part from there shows its heading, not a blank pane. (The steps after this one
      // are on a page of 1,000 elements, which axe checks in a second or two.)
      await page.evaluate(() => window.scrollTo(0, 20_000));
      assert.ok((await onScreen(save(page))).shown, `${w}: Save is on screen far down`);
      assert.ok((await onScreen(findBox(page))).shown, `${w}: the find box is on screen far down`);
      if (!phone) assert.ok((await onScreen(parts(page).getByRole('button', { name: /^Menus/ }))).shown, `${w}: the sidebar stays in view`);
      await choose(page, /\/our-story$/);
      assert.ok((await onScreen(page.getByRole('heading', { name: 'Page: Our Story' }))).shown, `${w}: the page's heading is on screen`);
      assert.match(await current(page), /\/our-story$/);
      if (phone) {
        assert.is(await focused(page), 'part-title', 'on a phone the focus goes to the part\'s heading');
        assert.is(await chooser(page).getAttribute('aria-expanded'), 'false', 'the list closed');
        // The list open, over the form, within the screen; Escape closes it, the focus back on its button.
        await chooser(page).click();
        assert.is(await chooser(page).getAttribute('aria-expanded'), 'true');
        assert.ok(await parts(page).getByRole('button', { name: /^Site settings/ }).isVisible());
        assert.ok((await onScreen(page.locator('#parts-list'))).bottom <= viewport.height, 'the list fits the screen (it scrolls on its own)');
        await noSidewaysScroll(page, w, `${w}, the list open`);
        await axeClean(page, `${w}, the parts of the site open`);
        const small = await page.evaluate(() => [...document.querySelectorAll('header button, #find-input, nav button')]
          .filter((e) => e.getClientRects().length)
          .map((e) => ({ name: e.textContent?.trim() || e.id, w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height }))
          .filter((b) => b.w < 24 || b.h < 24));
        assert.equal(small, [], 'targets of 24 × 24 px at least');
        await page.keyboard.press('Escape');
        assert.is(await chooser(page).getAttribute('aria-expanded'), 'false');
        assert.ok(await chooser(page).evaluate((b) => b === document.activeElement), 'the focus is back on the button');
      } else {
        assert.ok(await parts(page).getByRole('button', { name: /\/our-story$/ }).evaluate((b) => b === document.activeElement), 'beside the form the focus stays in the list');
        await axeClean(page, `${w}, start (a page)`);
      }

      // Find, by keyboard: a crisis line's number in the site settings.
      const line = site.site.crisis.lines.findIndex((l) => l.textTo === '741741');
      await find(page, '741741');
      const first = results(page).getByRole('option').first();
      assert.match(await first.textContent(), new RegExp(`^Site settings › Crisis support › Crisis line ${line + 1} › Number to text: 741741$`));
      assert.is(await findBox(page).getAttribute('aria-expanded'), 'true');
      assert.match(await page.locator('#find-count').textContent(), /^\d+ places? holds? “741741”/);
      const box = await onScreen(results(page));
      assert.ok(box.left >= 0 && box.right <= w && box.bottom <= viewport.height, `${w}: the results fit the screen ${JSON.stringify(box)}`);
      await noSidewaysScroll(page, w, `${w}, results`);
      await axeClean(page, `${w}, find results shown`);
      await findBox(page).press('ArrowDown');
      assert.is(await findBox(page).getAttribute('aria-activedescendant'), await first.getAttribute('id'));
      assert.is(await first.getAttribute('aria-selected'), 'true');
      await findBox(page).press('Enter');
      assert.is(await focused(page), idOf(['site', 'crisis', 'lines', line, 'textTo']), `${w}: the number's field has the focus`);
      assert.is(await page.locator(':focus').inputValue(), '741741');
      assert.ok((await focusedOnScreen(page)).shown, `${w}: the field is on screen, not under the toolbar`);
      assert.is(await findBox(page).getAttribute('aria-expanded'), 'false');

      // Find, by pointer: a Spanish word of a page, typed without its accent.
      await choose(page, new RegExp(`${other.path}$`));
      await find(page, 'conversacion entre proveedores');
      await results(page).getByRole('option', { name: /^Page “Our Story” › Description \(Spanish\): Cómo una conversación entre proveedores/ }).click();
      await page.getByRole('heading', { name: 'Page: Our Story' }).waitFor();
      assert.is(await focused(page), idOf(['routes', story, 'translations', 'es', 'description']), `${w}: the Spanish field has the focus`);
      assert.match(await page.locator(':focus').inputValue(), /conversación entre proveedores/);
      assert.ok((await focusedOnScreen(page)).shown, `${w}: the Spanish field is on screen`);

      // Add page: the new page, with the focus in its address; Undo takes it back.
      await choose(page, /^Site settings/);
      await page.evaluate(() => window.scrollTo(0, 15_000));
      if (phone) await chooser(page).click();
      await parts(page).getByRole('button', { name: 'Add page', exact: true }).click();
      assert.is(await focused(page), idOf(['routes', site.routes.length, 'path']), `${w}: the focus is in the new page's address`);
      assert.ok((await focusedOnScreen(page)).shown, `${w}: the address is on screen`);
      assert.ok((await onScreen(page.getByRole('heading', { name: 'Page: (new page)' }))).shown, `${w}: the new page's heading is on screen`);
      assert.match(await status(page).textContent(), /^Added page \d+.*address/);
      assert.match(await current(page), /^\(new page\)/);
      await page.getByRole('button', { name: 'Undo add page' }).click();

      // A problem, then Show from far down another part: the field, on screen, with the focus.
      await find(page, 'Our Story');
      await results(page).getByRole('option', { name: /^Page “Our Story” › Title: Our Story$/ }).click();
      await page.locator(`#${idOf(['routes', story, 'title'])}`).fill('');
      const problems = page.getByRole('region', { name: /problems? to fix before saving/ });
      await problems.waitFor({ timeout: 30_000 }); // the check a moment after the change
      assert.match(await problems.textContent(), /Page (“Our Story”|\d+) › Title: /);
      await choose(page, new RegExp(`${other.path}$`));
      await axeClean(page, `${w}, a problem shown`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await problems.getByRole('button', { name: 'Show' }).first().click();
      assert.is(await focused(page), idOf(['routes', story, 'title']), `${w}: the problem's field has the focus`);
      assert.ok((await focusedOnScreen(page)).shown, `${w}: the problem's field is on screen`);

      if (phone) {
        // Save at the bottom of the site settings with the longest status (the file changed on
        // disk: 370 characters, 8 lines at this width): on screen, uncovered, the status two lines
        // high, the whole of it in the status element, and a button to read it all.
        await page.locator(`#${idOf(['routes', story, 'title'])}`).fill('Our Story, edited');
        const changed = JSON.parse(h.original);
        changed.site.tagline += ' (changed on disk)';
        await writeFile(h.copy.file, `${JSON.stringify(changed, null, 2)}\n`);
        await choose(page, /^Site settings/);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await save(page).click();
        await status(page).filter({ hasText: /^Not saved: data\/site\.json was changed outside this tab/ }).waitFor({ timeout: 30_000 });
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const s = await onScreen(save(page));
        assert.ok(s.shown, `Save at the bottom: ${JSON.stringify(s)}`);
        const lines = await status(page).evaluate((e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
        assert.ok(lines <= 2.1, `the status shows ${lines.toFixed(1)} lines`);
        const bar = await page.locator('header').evaluate((e) => e.getBoundingClientRect().height);
        assert.ok(bar <= viewport.height / 5, `the toolbar is ${bar} px tall with a long status`);
        assert.match(await status(page).textContent(), /then save\.$/, 'the whole status is in the status element');
        const more = page.getByRole('button', { name: 'Show all' });
        await more.click();
        assert.is(await page.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded'), 'true');
        const whole = await page.locator('header').evaluate((e) => e.getBoundingClientRect().height);
        assert.ok(whole > bar + 40, `the whole status shown: the toolbar ${bar} → ${whole} px`);
        assert.ok((await onScreen(save(page))).shown, 'Save still on screen');
        await noSidewaysScroll(page, w, `${w}, at the bottom with a long status`);
      }
      assert.equal(errors.filter((e) => !/status of (422|409)/.test(e)), [], 'nothing went wrong (but a refused save)');
    } finally {
      await context.close();
    }
  }

  test('a phone (390 × 844)', () => everyScreen(PHONE));
  test('a tablet (820 × 1180)', () => everyScreen(TABLET));
  test('a desktop (1280 × 900)', () => everyScreen(DESKTOP));

  test.run();
}
