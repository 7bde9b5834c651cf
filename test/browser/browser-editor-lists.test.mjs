// Lists and translations in the site editor, in Chromium: insert a block between two on a page
// with Spanish (the Spanish blocks after it stay on theirs), move a block three places in one step,
// keep a block in English on the Spanish page and take that back, and a new page whose Spanish
// title is typed before it has any block. Each saves through the editor's server, which runs the
// site's full validation, and the saved file is compared with the original line by line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFile } from 'node:fs/promises';
import { browserAvailable } from '../browser-helpers/harness.mjs';
import { AXE_PATH, AXE_TAGS } from '../browser-helpers/axe.mjs';
import { item, list, openPage, startEditorHarness } from '../browser-helpers/editor.mjs';
import { changedLines } from '../helpers/editor-http.mjs';

const STORY = '/our-story';

/** Saves and waits for the answer in a status line (the toolbar has several). */
async function save(page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: /^(Saved|Not saved)/ }).first();
  await status.waitFor({ timeout: 30_000 });
  return status.textContent();
}

/** Chooses the prose block ("Text") in a kind chooser, whatever the kinds are called. */
async function chooseProse(select) {
  const value = await select.evaluate((s) => [...s.options].find((o) => /^(prose|text)\b/i.test(o.textContent.trim()))?.value);
  await select.selectOption(value);
}

/** An item of a list by its name ("Block 3"), whatever follows it in its header. */
const items = (scope, what) => scope.getByRole('group', { name: new RegExp(`^${what} \\d+( —|$)`) });
/** The lines of b that are not in a, when a's lines are all in b in their order (else null). */
function insertedLines(a, b) {
  const [x, y] = [a.split('\n'), b.split('\n')];
  const out = [];
  let i = 0;
  for (const line of y) {
    if (i < x.length && line === x[i]) i++;
    else out.push(line);
  }
  return i === x.length ? out : null;
}
const measured = {};
let h;
if (browserAvailable(test)) {
  test.before(async () => { h = await startEditorHarness(); });
  test.before.each(() => h.reset());
  test.after(async () => {
    await h?.close();
    console.log(`\n  measured: ${JSON.stringify(measured)}`);
  });

  /** Runs a task in a fresh tab (no error on its console), closed after. */
  const task = (name, fn, { refused = false } = {}) => test(name, async () => {
    const tab = await h.open(undefined, { bypassCSP: true }); // axe is injected inline in one task
    try {
      await fn(tab.page);
      // A refused save is answered 422, which the browser logs; nothing else may be.
      assert.equal(tab.errors.filter((e) => !(refused && /status of 422/.test(e))), []);
    } finally {
      await tab.context.close();
    }
  });
  const story = (text) => JSON.parse(text).routes.find((r) => r.path === STORY);

  task('insert a block between blocks 2 and 3 of a page with Spanish: the Spanish blocks stay aligned', async (page) => {
    await openPage(page, STORY);
    const blocks = list(page, 'Blocks');
    // One "Insert" per gap, named by where it puts the new block.
    assert.is(await blocks.getByRole('button', { name: /^Insert a block before block \d+$/ }).count(), 4);
    await blocks.getByRole('button', { name: 'Insert a block before block 3' }).click();
    // A list of several kinds asks which, in the gap.
    const chooser = blocks.getByRole('group', { name: 'Insert a block before block 3' });
    await chooseProse(chooser.getByLabel('Kind of block to insert'));
    await chooser.getByRole('button', { name: 'Insert', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /^Inserted block 3 .*The Spanish page shows it in English until it is translated\.$/ }).waitFor();
    const added = item(blocks, 'Block 3');
    // Focus is on the new block's name, and its Spanish says it shows in English.
    assert.match(await page.evaluate(() => document.activeElement?.textContent), /^Block 3 — /);
    assert.match(await added.getByText(/^Spanish:/).textContent(), 'Spanish: shown in English until translated');
    assert.match(await item(blocks, 'Block 4').getByText(/^Spanish:/).textContent(), 'Spanish: translated');
    await added.getByLabel('Paragraph 1', { exact: true }).fill('A paragraph added between two others.');
    await page.getByRole('button', { name: 'Undo typing' }).waitFor();
    assert.match(await save(page), 'Saved');
    const before = story(h.original);
    const saved = await h.read();
    const after = story(saved);
    assert.equal(after.blocks, [...before.blocks.slice(0, 2), { type: 'prose', paragraphs: ['A paragraph added between two others.'] }, ...before.blocks.slice(2)]);
    const es = before.translations.es.blocks;
    assert.equal(after.translations.es.blocks, [...es.slice(0, 2), {}, ...es.slice(2)]);
    // The diff: the new block's lines and one "{}," in the Spanish, added; no line of the file
    // changed or removed (the original's lines are all there, in order).
    const extra = insertedLines(h.original, saved);
    assert.ok(extra, 'every line of the original is kept, in order');
    assert.equal(extra.map((x) => x.trim()).sort(), ['{', '"type": "prose",', '"paragraphs": [', '"A paragraph added between two others."', ']', '},', '{},'].sort());
    // All within the page's own lines.
    const changed = changedLines(h.original, saved);
    const lines = h.original.split('\n');
    const start = lines.findIndex((l) => l.includes(`"path": "${STORY}"`));
    const end = lines.findIndex((l, i) => i > start && /^ {6}"path": /.test(l));
    assert.ok(changed.length && changed.every((c) => c.line > start && c.line < end), JSON.stringify({ start, end, changed: changed.map((c) => c.line) }));
  });

  task('move block 1 to place 4 in one step (and Undo takes it back in one)', async (page) => {
    await openPage(page, STORY);
    const blocks = list(page, 'Blocks');
    const position = blocks.getByRole('spinbutton', { name: 'Position of block 1', exact: true });
    assert.is(await position.inputValue(), '1');
    await position.fill('4');
    await position.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Moved block 1 to place 4' }).waitFor();
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Position of block 4');
    const undo = page.getByRole('button', { name: 'Undo move block to place 4' });
    await undo.click();
    await page.getByRole('button', { name: /^Undo$/ }).waitFor();
    assert.is(await blocks.getByRole('spinbutton', { name: 'Position of block 1', exact: true }).inputValue(), '1');
    const before = story(h.original);
    assert.match(await item(blocks, 'Block 1').textContent(), before.blocks[0].heading);
    await position.fill('4');
    await position.press('Enter');
    assert.match(await save(page), 'Saved');
    const after = story(await h.read());
    const [b, es] = [before.blocks, before.translations.es.blocks];
    assert.equal(after.blocks, [b[1], b[2], b[3], b[0]]);
    assert.equal(after.translations.es.blocks, [es[1], es[2], es[3], es[0]]);
  });

  task('keep block 2 in English on the Spanish page, then translate it again: the Spanish comes back', async (page) => {
    await openPage(page, STORY);
    const block = item(list(page, 'Blocks'), 'Block 2');
    const keep = block.getByRole('checkbox', { name: 'Keep in English (Spanish page)' });
    assert.not.ok(await keep.isChecked());
    await keep.check();
    await block.getByText('Spanish: kept in English').waitFor();
    assert.match(await save(page), 'Saved');
    const before = story(h.original);
    const kept = story(await h.read());
    assert.equal(kept.translations.es.blocks, [before.translations.es.blocks[0], null, ...before.translations.es.blocks.slice(2)]);
    assert.equal(kept.blocks, before.blocks);
    // Taken back: the Spanish it had is put back (from the undo history), and the file is as it was.
    await keep.uncheck();
    await block.getByText('Spanish: translated').waitFor();
    assert.is(await block.getByLabel('Heading (Spanish)').inputValue(), before.translations.es.blocks[1].heading);
    assert.match(await save(page), 'Saved');
    assert.is(await h.read(), h.original);
  });

  task('a new page: its Spanish title typed first, then blocks added, saves', async (page) => {
    await page.getByRole('navigation', { name: 'Parts of the site' }).getByRole('button', { name: 'Add page' }).click();
    await page.getByLabel(/^(Path|Page address)$/).fill('/family-night');
    await page.getByLabel('Title', { exact: true }).fill('Family Night');
    await page.getByLabel('Description', { exact: true }).fill('An evening of games and stories for the whole family.');
    // The Spanish before any block.
    await page.getByLabel('Title (Spanish)').first().fill('Noche familiar');
    await page.getByLabel('Description (Spanish)').first().fill('Una tarde de juegos y cuentos para toda la familia.');
    const blocks = list(page, 'Blocks');
    for (const text of ['Games and stories for all ages.', 'Join us on the first Friday of each month.']) {
      await chooseProse(blocks.getByLabel('Kind of block to add'));
      await blocks.getByRole('button', { name: 'Add block' }).click();
      await blocks.getByLabel('Paragraph 1', { exact: true }).last().fill(text);
    }
    await item(blocks, 'Block 2').getByText('Spanish: shown in English until translated').waitFor();
    assert.match(await save(page), 'Saved');
    const route = JSON.parse(await h.read()).routes.at(-1);
    assert.equal(route.translations, { es: { title: 'Noche familiar', description: 'Una tarde de juegos y cuentos para toda la familia.', blocks: [] } });
    assert.is(route.blocks.length, 2);
  });

  task('move a page to another position in one step', async (page) => {
    await openPage(page, STORY);
    const routes = JSON.parse(h.original).routes;
    const from = routes.findIndex((r) => r.path === STORY);
    const box = page.getByLabel('Move page to position');
    assert.is(await box.inputValue(), String(from + 1));
    await box.fill('2');
    await box.press('Enter');
    await page.getByRole('status').filter({ hasText: `Moved page ${from + 1} to position 2` }).waitFor();
    assert.is(await box.inputValue(), '2');
    assert.match(await save(page), 'Saved');
    const after = JSON.parse(await h.read()).routes;
    assert.equal(after.map((r) => r.path), [routes[0].path, STORY, ...routes.slice(1).filter((r) => r.path !== STORY).map((r) => r.path)]);
  });

  task('insert a link before link 1 (one kind: no chooser): the Spanish links stay on theirs', async (page) => {
    await openPage(page, '/cbt-informed/feeling-calm');
    const links = list(item(list(page, 'Blocks'), 'Block 2'), 'Links');
    const count = await items(links, 'Link').count();
    await links.getByRole('button', { name: 'Insert a link before link 1' }).click();
    assert.is(await items(links, 'Link').count(), count + 1);
    // (The fields' names are the schema's titles, which are being reworded: either is fine here.)
    await item(links, 'Link 1').getByLabel(/^(Label|Resource name)$/).fill('A first link');
    await item(links, 'Link 1').getByLabel(/^(Href|Link address)$/).fill('/contact');
    assert.match(await save(page), 'Saved');
    const route = JSON.parse(await h.read()).routes.find((r) => r.path === '/cbt-informed/feeling-calm');
    const before = JSON.parse(h.original).routes.find((r) => r.path === '/cbt-informed/feeling-calm');
    assert.equal(route.blocks[1].links, [{ label: 'A first link', href: '/contact' }, ...before.blocks[1].links]);
    assert.ok(before.translations.es.blocks[1].links.length, 'the page has Spanish links (what this checks)');
    assert.equal(route.translations.es.blocks[1].links, [{}, ...before.translations.es.blocks[1].links]);
  });

  task('insert a paragraph between two translated ones: its Spanish is asked for beside it, then it saves', async (page) => {
    await openPage(page, STORY);
    const block = item(list(page, 'Blocks'), 'Block 2');
    const paragraphs = list(block, 'Paragraphs');
    await paragraphs.getByRole('button', { name: 'Insert a paragraph before paragraph 2' }).click();
    // A text has no "shown in English" of its own: the Spanish list keeps a place for it.
    await page.getByRole('status').filter({ hasText: 'Write its Spanish too' }).waitFor();
    assert.is(await page.evaluate(() => document.activeElement?.id), await paragraphs.getByLabel('Paragraph 2', { exact: true }).getAttribute('id'));
    await paragraphs.getByLabel('Paragraph 2', { exact: true }).fill('A paragraph in the middle.');
    assert.match(await save(page), 'Not saved');
    await paragraphs.getByLabel('Paragraph 2 (Spanish)').fill('Un párrafo en el medio.');
    assert.match(await save(page), 'Saved');
    const before = story(h.original);
    const after = story(await h.read());
    const [en, es] = [before.blocks[1].paragraphs, before.translations.es.blocks[1].paragraphs];
    assert.equal(after.blocks[1].paragraphs, [en[0], 'A paragraph in the middle.', ...en.slice(1)]);
    assert.equal(after.translations.es.blocks[1].paragraphs, [es[0], 'Un párrafo en el medio.', ...es.slice(1)]);
  }, { refused: true });

  task('the tools are light: a page of 200 blocks gets one Insert and one Position per block, and block 1 moves to place 200 in one step', async (page) => {
    // A page of 200 blocks with Spanish, written to the editor's copy before it is opened.
    const site = JSON.parse(h.original);
    const blocks = Array.from({ length: 200 }, (_, i) => ({ type: 'prose', heading: `Part ${i + 1}`, paragraphs: [`Text ${i + 1}.`] }));
    site.routes.push({ path: '/long', title: 'Long', description: 'A long page.', blocks, translations: { es: { title: 'Larga', description: 'Una página larga.', blocks: blocks.map((b, i) => ({ heading: `Parte ${i + 1}`, paragraphs: [`Texto ${i + 1}.`] })) } } });
    await writeFile(h.copy.file, `${JSON.stringify(site, null, 2)}\n`);
    await page.reload();
    await page.getByRole('heading', { name: 'Site settings' }).waitFor();
    const started = Date.now();
    await openPage(page, '/long');
    const list200 = list(page, 'Blocks');
    await item(list200, 'Block 200').waitFor();
    measured.open200ms = Date.now() - started;
    const counts = await list200.evaluate((fs) => {
      const own = (sel) => [...fs.querySelectorAll(sel)].filter((e) => e.closest('fieldset') === fs).length;
      return {
        items: fs.querySelectorAll(':scope > ol > li').length,
        insert: own('button[aria-label^="Insert a block before"]'),
        position: own('input[aria-label^="Position of block"]'),
        keep: own('input[type="checkbox"]'),
        toolButtons: own(':scope > ol > li > button, :scope > ol > li > div > div > button'),
        elements: fs.querySelectorAll('*').length,
        // The elements the tools add per block: Insert, Position, and the Spanish line with Keep in English.
        toolElements: [...fs.querySelectorAll(':scope > ol > li')].reduce((n, li) => {
          const parts = [li.querySelector(':scope > button[id$="-ins"]'), li.querySelector('input[id$="-pos"]')?.parentElement, li.querySelector('input[type="checkbox"][id*="-keep-"]')?.closest('div')];
          return n + parts.reduce((m, e) => m + (e ? 1 + e.querySelectorAll('*').length : 0), 0);
        }, 0),
      };
    });
    measured.blocks200 = counts;
    assert.is(counts.items, 200);
    assert.is(counts.insert, 200, 'one Insert per gap');
    assert.is(counts.position, 200, 'one Position box per block');
    assert.is(counts.keep, 200, 'one Keep in English per block and other language');
    // ↑ ↓ Remove and the Insert: 4 buttons per block, no more.
    assert.is(counts.toolButtons, 800);
    // Moving block 1 to place 200 is one step too.
    const t0 = Date.now();
    const pos = list200.getByRole('spinbutton', { name: 'Position of block 1', exact: true });
    await pos.fill('200');
    await pos.press('Enter');
    await item(list200, 'Block 200').filter({ hasText: 'Part 1' }).first().waitFor();
    measured.move200ms = Date.now() - t0;
    assert.match(await save(page), 'Saved');
    const long = JSON.parse(await h.read()).routes.find((r) => r.path === '/long');
    assert.is(long.blocks[199].heading, 'Part 1');
    assert.is(long.translations.es.blocks[199].heading, 'Parte 1');
    assert.is(long.translations.es.blocks[0].heading, 'Parte 2');
  });

  task('axe finds no WCAG 2.2 AA violation with the tools, a chooser open', async (page) => {
    await openPage(page, STORY);
    await list(page, 'Blocks').getByRole('button', { name: 'Insert a block before block 2' }).click();
    await page.addScriptTag({ path: AXE_PATH });
    const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), AXE_TAGS);
    assert.equal(result.violations.map((v) => `${v.id}: ${v.nodes.length} ${v.nodes[0]?.target}`), []);
    // Escape closes the chooser, inserting nothing, and gives the focus back to its "Insert".
    const blocks = list(page, 'Blocks');
    assert.is(await page.evaluate(() => document.activeElement?.tagName), 'SELECT');
    await page.keyboard.press('Escape');
    await blocks.getByRole('button', { name: 'Insert a block before block 2' }).waitFor();
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Insert a block before block 2');
    assert.is(await items(blocks, 'Block').count(), 4);
  });

  test.run();
}
