// The owner's tasks in the site editor, each done in the browser without seeing JSON, then the
// saved site.json compared with the original: only what the task changed has changed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserAvailable } from '../browser-helpers/harness.mjs';
import { item, list, openPage, save, startEditorHarness } from '../browser-helpers/editor.mjs';
import { changedLines } from '../helpers/editor-http.mjs';

const times = {};
let h;
if (browserAvailable(test)) {
  test.before(async () => { h = await startEditorHarness(); });
  test.before.each(() => h.reset());
  test.after(async () => {
    await h?.close();
    console.log(`\n  owner task times (automated, ms): ${JSON.stringify(times)}`);
  });

  /** Runs a task in a fresh tab and times it from the editor's first paint to the save's answer. */
  const task = (name, fn) => test(name, async () => {
    const tab = await h.open();
    const started = Date.now();
    try {
      await fn(tab.page);
      times[name] = Date.now() - started;
      assert.equal(tab.errors, []);
    } finally {
      await tab.context.close();
    }
  });

  task('change a crisis line\'s number', async (page) => {
    // The number is one field: the line's text buttons, in both languages, are made from it.
    const line = item(list(page, 'Lines'), 'Line 2');
    await line.getByLabel('Text to', { exact: true }).fill('741742');
    assert.match(await save(page), 'Saved');
    const changed = changedLines(h.original, await h.read());
    assert.is(changed.length, 1, JSON.stringify(changed));
    assert.ok(changed.every((c) => c.now.includes('741742')));
  });

  task('add a resource with its tags to a page', async (page) => {
    await openPage(page, '/cbt-informed/feeling-calm');
    const links = list(item(list(page, 'Blocks'), 'Block 2'), 'Links');
    await links.getByRole('button', { name: 'Add link' }).click();
    const link = item(links, 'Link 4');
    await link.getByLabel('Label', { exact: true }).fill('Belly breathing for kids');
    await link.getByLabel('Href', { exact: true }).fill('https://www.example.org/belly-breathing.pdf');
    await link.getByLabel('Description', { exact: true }).fill('A one-page guide to slow breathing.');
    await link.getByLabel('Kind', { exact: true }).selectOption('worksheet');
    const audience = list(link, 'Audience');
    await audience.getByRole('button', { name: 'Add audience' }).click();
    await audience.getByLabel('Audience 1', { exact: true }).selectOption('caregiver');
    await audience.getByRole('button', { name: 'Add audience' }).click();
    await audience.getByLabel('Audience 2', { exact: true }).selectOption('youth');
    await link.getByLabel('Cost', { exact: true }).selectOption('free');
    assert.match(await save(page), 'Saved');
    const saved = JSON.parse(await h.read());
    const route = saved.routes.find((r) => r.path === '/cbt-informed/feeling-calm');
    assert.equal(route.blocks[1].links[3], { label: 'Belly breathing for kids', href: 'https://www.example.org/belly-breathing.pdf', description: 'A one-page guide to slow breathing.', kind: 'worksheet', audience: ['caregiver', 'youth'], cost: 'free' });
  });

  task('add a page (hero, prose, link list), put it in a menu, and translate its title and description', async (page) => {
    await page.getByRole('navigation', { name: 'Parts of the site' }).getByRole('button', { name: 'Add page' }).click();
    await page.getByLabel('Path', { exact: true }).fill('/family-night');
    await page.getByLabel('Title', { exact: true }).fill('Family Night');
    await page.getByLabel('Description', { exact: true }).fill('An evening of games and stories for the whole family.');
    const blocks = list(page, 'Blocks');
    for (const kind of ['hero', 'prose', 'linkList']) {
      await blocks.getByLabel('Kind of block to add').selectOption(kind);
      await blocks.getByRole('button', { name: 'Add block' }).click();
    }
    await item(blocks, 'Block 1').getByLabel('Lead', { exact: true }).fill('Games and stories for all ages.');
    await item(blocks, 'Block 2').getByLabel('Paragraph 1', { exact: true }).fill('Join us on the first Friday of each month.');
    const links = list(item(blocks, 'Block 3'), 'Links');
    await links.getByRole('button', { name: 'Add link' }).click();
    await item(links, 'Link 1').getByLabel('Label', { exact: true }).fill('Sign up');
    await item(links, 'Link 1').getByLabel('Href', { exact: true }).fill('/contact');
    // The Spanish, beside the English.
    await page.getByLabel('Title (Spanish)').first().fill('Noche familiar');
    await page.getByLabel('Description (Spanish)').first().fill('Una tarde de juegos y cuentos para toda la familia.');
    // The menu.
    await page.getByRole('button', { name: /^Menus/ }).click();
    const more = item(list(page, 'Groups'), 'Group 7');
    const items = list(more, 'Items');
    await items.getByRole('button', { name: 'Add item' }).click();
    const added = items.getByRole('group').last();
    await added.getByLabel('Label', { exact: true }).fill('Family Night');
    await added.getByLabel('Label (Spanish)').fill('Noche familiar');
    await added.getByLabel('Href', { exact: true }).fill('/family-night');
    assert.match(await save(page), 'Saved');
    const saved = JSON.parse(await h.read());
    const route = saved.routes.at(-1);
    assert.equal(route, {
      path: '/family-night', title: 'Family Night', description: 'An evening of games and stories for the whole family.',
      blocks: [{ type: 'hero', lead: 'Games and stories for all ages.' }, { type: 'prose', paragraphs: ['Join us on the first Friday of each month.'] }, { type: 'linkList', links: [{ label: 'Sign up', href: '/contact' }] }],
      translations: { es: { blocks: [], title: 'Noche familiar', description: 'Una tarde de juegos y cuentos para toda la familia.' } },
    });
    assert.equal(saved.navigation.groups[6].items.at(-1), { label: 'Family Night', href: '/family-night' });
    assert.equal(saved.navigation.translations.es.groups[6].items.at(-1), { label: 'Noche familiar' });
  });

  task('reorder two blocks (the Spanish follows)', async (page) => {
    await openPage(page, '/our-story');
    const before = JSON.parse(h.original).routes.find((r) => r.path === '/our-story');
    await page.getByRole('button', { name: 'Move block 2 down' }).click();
    assert.match(await save(page), 'Saved');
    const after = JSON.parse(await h.read()).routes.find((r) => r.path === '/our-story');
    assert.equal(after.blocks, [before.blocks[0], before.blocks[2], before.blocks[1], ...before.blocks.slice(3)]);
    const es = before.translations.es.blocks;
    assert.equal(after.translations.es.blocks, [es[0], es[2], es[1], ...es.slice(3)]);
  });

  task('delete a block, undo, delete it again', async (page) => {
    await openPage(page, '/our-story');
    const before = JSON.parse(h.original).routes.find((r) => r.path === '/our-story');
    await page.getByRole('button', { name: 'Remove block 3' }).click();
    await page.getByRole('status').filter({ hasText: 'Removed block 3' }).waitFor();
    await page.getByRole('button', { name: /^Undo/ }).click();
    await page.getByRole('button', { name: 'Remove block 3' }).waitFor();
    assert.is(await page.getByRole('group', { name: /^Block \d/ }).count(), before.blocks.length);
    await page.getByRole('button', { name: 'Remove block 3' }).click();
    assert.match(await save(page), 'Saved');
    const after = JSON.parse(await h.read()).routes.find((r) => r.path === '/our-story');
    assert.equal(after.blocks, before.blocks.filter((_, i) => i !== 2));
    assert.equal(after.translations.es.blocks, before.translations.es.blocks.filter((_, i) => i !== 2));
  });

  test.run();
}
