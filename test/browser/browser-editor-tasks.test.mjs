// The owner's tasks of docs/editor.md ("What the owner does"), each done in the browser as a
// person would, without seeing JSON, at 1280 px and at 390 px (a phone), then the saved site.json
// compared with the original: only what the task changed has changed. Publish is done on a git
// checkout whose online copy is a bare repository, and the online copy is compared too. The steps
// each task took (clicks, fields, keys, distance scrolled: test/browser-helpers/steps.mjs) are
// printed at the end for docs/editor.md and are not asserted.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { browserAvailable } from '../browser-helpers/harness.mjs';
import { item, list, openPage, save, saveAnswer, startEditorHarness } from '../browser-helpers/editor.mjs';
import { stepCounter } from '../browser-helpers/steps.mjs';
import { changedLines } from '../helpers/editor-http.mjs';
import { git, gitTemp, gitWorld } from '../helpers/git-world.mjs';

const SCREENS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
const steps = {};
/** Per screen, an editor on a copy of its own (the two screens do each task at once), and one on a
 * git checkout whose online copy is a bare repository, for Publish. */
const editors = {};
const publishers = {};

const route = (text, path) => JSON.parse(text).routes.find((r) => r.path === path);
const saveButton = (page) => page.getByRole('button', { name: 'Save', exact: true });
/** Saves with a counted click and returns the status line's answer. */
const saved = async (page, s) => { await s.click(saveButton(page)); return saveAnswer(page); };

if (browserAvailable(test)) {
  test.before(async () => {
    const temp = await gitTemp('editor-tasks-');
    for (const screen of Object.keys(SCREENS)) {
      editors[screen] = await startEditorHarness();
      const world = await gitWorld(join(temp, screen));
      publishers[screen] = { h: await startEditorHarness({ manifestFile: world.file }), world };
    }
  });
  test.before.each(() => Promise.all(Object.values(editors).map((h) => h.reset())));
  test.after(async () => {
    for (const h of [...Object.values(editors), ...Object.values(publishers).map((p) => p.h)]) await h?.close();
    console.log('\n  owner task steps (clicks, fields, keys, px scrolled):');
    for (const [name, n] of Object.entries(steps)) console.log(`    ${name.padEnd(48)} ${n.clicks} clicks, ${n.fields} fields, ${n.keys} keys, ${n.scrolled} px`);
  });

  /** A task at each screen size at once, each in a fresh tab of its own editor, its steps counted:
   * fn(page, steps, harness, world (Publish's)). */
  const task = (name, fn, { publish = false } = {}) => test(name, () => Promise.all(Object.entries(SCREENS).map(async ([screen, viewport]) => {
    const { h, world } = publish ? publishers[screen] : { h: editors[screen] };
    const tab = await h.open(viewport);
    const s = stepCounter();
    try {
      await fn(tab.page, s, h, world);
      steps[`${name} (${viewport.width})`] = s.counts();
      // A refused save is answered 422, which the browser logs as a failed load: that is the task.
      assert.equal(tab.errors.filter((e) => !/status of 422/.test(e)), [], screen);
    } catch (e) {
      e.message = `${screen} (${viewport.width} px): ${e.message}`;
      throw e;
    } finally {
      await tab.context.close();
    }
  })));

  /** Finds a word with the find box and opens the place of the option named `option`. */
  const find = async (page, s, words, option) => {
    await s.type(page.getByRole('combobox', { name: 'Find in the site' }), words);
    await s.click(page.getByRole('listbox', { name: 'Places found' }).getByRole('option', { name: option }).first());
  };

  task('change a crisis line\'s number', async (page, s, h) => {
    // Found by the number it has now; the field is focused, in view, and the only one to change.
    await find(page, s, '741741', /Crisis line 2 › Number to text: 741741/);
    const field = page.getByLabel('Number to text', { exact: true }).nth(1);
    assert.ok(await field.evaluate((e) => e === document.activeElement), 'the field is focused');
    await s.type(field, '741742');
    assert.match(await saved(page, s), 'Saved');
    const changed = changedLines(h.original, await h.read());
    assert.equal(changed.map((c) => c.now.trim()), ['"textTo": "741742",'], JSON.stringify(changed));
  });

  task('add a resource with its tags', async (page, s, h) => {
    await openPage(page, '/cbt-informed/feeling-calm', s);
    const links = list(item(list(page, 'Blocks'), 'Block 2'), 'Links');
    await s.click(links.getByRole('button', { name: 'Add link', exact: true }));
    const link = item(links, 'Link 4');
    await s.type(link.getByLabel('Resource name', { exact: true }), 'Belly breathing for kids');
    await s.type(link.getByLabel('Link address', { exact: true }), 'https://www.example.org/belly-breathing.pdf');
    await s.type(link.getByLabel('Description', { exact: true }), 'A one-page guide to slow breathing.');
    await s.choose(link.getByLabel('Kind of resource', { exact: true }), { label: 'Worksheet' });
    const audience = list(link, 'Who it is for');
    await s.check(audience.getByRole('checkbox', { name: 'Children and youth', exact: true }));
    await s.check(audience.getByRole('checkbox', { name: 'Parents and caregivers', exact: true }));
    await s.choose(link.getByLabel('Cost', { exact: true }), { label: 'Free' });
    assert.match(await saved(page, s), 'Saved');
    const before = route(h.original, '/cbt-informed/feeling-calm');
    const after = route(await h.read(), '/cbt-informed/feeling-calm');
    const added = { label: 'Belly breathing for kids', href: 'https://www.example.org/belly-breathing.pdf', description: 'A one-page guide to slow breathing.', kind: 'worksheet', audience: ['caregiver', 'youth'], cost: 'free' };
    before.blocks[1].links.push(added);
    assert.equal(after, before, 'the link added, in the schema\'s order of tags, and nothing else');
  });

  task('add a page (hero, text, list of links) with its Spanish title and description, and a menu link to it', async (page, s, h) => {
    // On a phone, Add page is in the parts of the site, behind their button.
    const chooser = page.getByRole('button', { name: 'Parts of the site' });
    if (await chooser.isVisible()) await s.click(chooser);
    await s.click(page.getByRole('navigation', { name: 'Parts of the site' }).getByRole('button', { name: 'Add page', exact: true }));
    // Add page opens the new page with its address focused.
    const address = page.getByLabel('Page address', { exact: true });
    assert.ok(await address.evaluate((e) => e === document.activeElement), 'the new page\'s address is focused');
    await s.type(address, '/family-night');
    await s.type(page.getByLabel('Title', { exact: true }), 'Family Night');
    // The Spanish title before any block: this order was refused before ("lacks blocks").
    await s.type(page.getByLabel('Title (Spanish)').first(), 'Noche familiar');
    await s.type(page.getByLabel('Description', { exact: true }), 'An evening of games and stories for the whole family.');
    // A Spanish page needs its description too (search engines and link previews show it).
    await s.type(page.getByLabel('Description (Spanish)').first(), 'Una tarde de juegos y cuentos para toda la familia.');
    const blocks = list(page, 'Blocks');
    for (const kind of ['Page top (hero)', 'Text', 'List of links']) {
      await s.choose(blocks.getByLabel('Kind of block to add'), { label: kind });
      await s.click(blocks.getByRole('button', { name: 'Add block', exact: true }));
    }
    await s.type(item(blocks, 'Block 1').getByLabel('Sentence under the title', { exact: true }), 'Games and stories for all ages.');
    await s.type(item(blocks, 'Block 2').getByLabel('Paragraph 1', { exact: true }), 'Join us on the first Friday of each month.');
    const signUp = list(item(blocks, 'Block 3'), 'Links');
    await s.click(signUp.getByRole('button', { name: 'Add link', exact: true }));
    await s.type(item(signUp, 'Link 1').getByLabel('Resource name', { exact: true }), 'Sign up');
    await s.type(item(signUp, 'Link 1').getByLabel('Link address', { exact: true }), '/contact');
    await openPage(page, 'the header\'s links and groups', s);
    const links = list(item(list(page, 'Menu groups'), 'Menu group 7'), 'Links');
    await s.click(links.getByRole('button', { name: 'Add link', exact: true }));
    const added = links.getByRole('group').last();
    await s.type(added.getByLabel('Link text', { exact: true }), 'Family Night');
    await s.type(added.getByLabel('Link text (Spanish)'), 'Noche familiar');
    await s.type(added.getByLabel('Link address', { exact: true }), '/family-night');
    const answer = await saved(page, s);
    assert.match(answer, 'Saved', `${answer} ${await page.getByRole('region', { name: /to fix before saving/ }).textContent().catch(() => '')}`);
    const was = JSON.parse(h.original);
    const now = JSON.parse(await h.read());
    assert.equal(now.routes.at(-1), {
      path: '/family-night', title: 'Family Night', description: 'An evening of games and stories for the whole family.',
      blocks: [{ type: 'hero', lead: 'Games and stories for all ages.' }, { type: 'prose', paragraphs: ['Join us on the first Friday of each month.'] }, { type: 'linkList', links: [{ label: 'Sign up', href: '/contact' }] }],
      translations: { es: { title: 'Noche familiar', blocks: [], description: 'Una tarde de juegos y cuentos para toda la familia.' } },
    });
    assert.equal(now.navigation.groups[6].items, [...was.navigation.groups[6].items, { label: 'Family Night', href: '/family-night' }]);
    assert.equal(now.navigation.translations.es.groups[6].items.at(-1), { label: 'Noche familiar' });
    assert.equal({ ...now, routes: now.routes.slice(0, -1), navigation: was.navigation }, was, 'nothing else changed');
  });

  task('insert a block in the middle of a page', async (page, s, h) => {
    await openPage(page, '/our-story', s);
    const blocks = list(page, 'Blocks');
    await s.click(blocks.getByRole('button', { name: 'Insert a block before block 2', exact: true }));
    await s.choose(blocks.getByRole('group', { name: 'Insert a block before block 2' }).getByRole('combobox'), { label: 'Text' });
    await s.click(blocks.getByRole('group', { name: 'Insert a block before block 2' }).getByRole('button', { name: 'Insert', exact: true }));
    await s.type(item(blocks, 'Block 2').getByLabel('Paragraph 1', { exact: true }), 'A new paragraph.');
    assert.match(await saved(page, s), 'Saved');
    const before = route(h.original, '/our-story');
    const after = route(await h.read(), '/our-story');
    assert.equal(after.blocks, [before.blocks[0], { type: 'prose', paragraphs: ['A new paragraph.'] }, ...before.blocks.slice(1)]);
    const es = before.translations.es.blocks;
    assert.equal(after.translations.es.blocks, [es[0], {}, ...es.slice(1)], 'the Spanish stays aligned; the new block shows in English');
  });

  task('move a block three places in one step', async (page, s, h) => {
    await openPage(page, '/our-story', s);
    const position = page.getByRole('spinbutton', { name: 'Position of block 1', exact: true });
    await s.type(position, '4');
    await s.press(page, 'Enter');
    assert.match(await saved(page, s), 'Saved');
    const before = route(h.original, '/our-story');
    const after = route(await h.read(), '/our-story');
    const moved = (l) => [l[1], l[2], l[3], l[0], ...l.slice(4)];
    assert.equal(after.blocks, moved(before.blocks));
    assert.equal(after.translations.es.blocks, moved(before.translations.es.blocks), 'the Spanish follows');
  });

  task('delete a block, undo, delete it again', async (page, s, h) => {
    await openPage(page, '/our-story', s);
    const before = route(h.original, '/our-story');
    await s.click(page.getByRole('button', { name: 'Remove block 3' }));
    await s.click(page.getByRole('button', { name: /^Undo/ }));
    assert.is(await page.getByRole('group', { name: /^Block \d/ }).count(), before.blocks.length, 'Undo brought it back');
    await s.click(page.getByRole('button', { name: 'Remove block 3' }));
    assert.match(await saved(page, s), 'Saved');
    const after = route(await h.read(), '/our-story');
    assert.equal(after.blocks, before.blocks.filter((_, i) => i !== 2));
    assert.equal(after.translations.es.blocks, before.translations.es.blocks.filter((_, i) => i !== 2));
  });

  task('discard changes', async (page, s, h) => {
    await openPage(page, '/our-story', s);
    const title = page.getByLabel('Title', { exact: true }).first();
    await s.type(title, 'A title not wanted');
    await s.click(page.getByRole('button', { name: /^Discard/ }));
    await page.getByRole('status').filter({ hasText: /^Discarded/ }).first().waitFor();
    assert.is(await title.inputValue(), 'Our Story', 'the field shows the file again');
    assert.ok(await page.getByRole('button', { name: /^Undo/ }).isDisabled(), 'Undo cannot bring the discarded change back');
    await page.reload();
    await page.getByRole('heading', { name: 'Site settings' }).waitFor();
    assert.is(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('site-editor-draft')).length), 0, 'no draft is kept');
    assert.is(await h.read(), h.original, 'the file is untouched');
  });

  task('fix a refused save: an emptied title', async (page, s, h) => {
    await openPage(page, '/our-story', s);
    await s.type(page.getByLabel('Title', { exact: true }).first(), '');
    assert.match(await saved(page, s), /^Not saved: 1 problem/);
    // The problem says, beside the field, what to type; Show brings the field into view, focused.
    const problems = page.getByRole('region', { name: /problem to fix before saving/ });
    await s.click(problems.getByRole('button', { name: 'Show' }).first());
    const title = page.getByLabel('Title', { exact: true }).first();
    assert.ok(await title.evaluate((e) => e === document.activeElement), 'Show focuses the field');
    assert.match(await page.locator(`#${await title.getAttribute('id')}-e`).textContent(), /type/i);
    await s.type(title, 'Our Story, retold');
    assert.match(await saved(page, s), 'Saved');
    assert.equal(changedLines(h.original, await h.read()).map((c) => c.now.trim()), ['"title": "Our Story, retold",']);
  });

  task('fix a refused save: a Spanish page without its blocks', async (page, s, h) => {
    // As a hand edit can leave it: the Spanish translation of a page has no "blocks".
    const hand = JSON.parse(h.original);
    const story = hand.routes.find((r) => r.path === '/our-story');
    delete story.translations.es.blocks;
    await h.write(`${JSON.stringify(hand, null, 2)}\n`);
    await page.reload();
    await page.getByRole('heading', { name: 'Site settings' }).waitFor();
    await openPage(page, '/our-story', s);
    await s.type(page.getByLabel('Title', { exact: true }).first(), 'Our Story, retold');
    assert.match(await saved(page, s), /^Not saved/);
    await s.click(page.getByRole('button', { name: 'Keep these blocks in English' }));
    assert.match(await saved(page, s), 'Saved');
    const after = route(await h.read(), '/our-story');
    assert.equal(after.translations.es.blocks, story.blocks.map(() => null), 'each block kept in English, as the schema asks');
    assert.is(after.title, 'Our Story, retold');
  });

  task('publish the saved change', async (page, s, h, world) => {
    const bareBefore = git(world.bare, 'rev-parse', 'HEAD');
    const fileBefore = await h.read();
    await openPage(page, '/our-story', s);
    const title = `Our Story (${page.viewportSize().width})`;
    await s.type(page.getByLabel('Title', { exact: true }).first(), title);
    assert.match(await saved(page, s), 'Saved');
    await s.click(page.getByRole('button', { name: 'Publish', exact: true }));
    const message = page.getByLabel('Message for this change');
    assert.is(await message.inputValue(), `Site: page "${title}" (title)`);
    await s.click(page.getByRole('button', { name: 'Publish now' }));
    await page.getByRole('status').filter({ hasText: /^Published/ }).first().waitFor({ timeout: 60_000 });
    // The online copy has one new commit: data/site.json alone, with exactly the saved edit.
    assert.is(git(world.bare, 'rev-parse', 'HEAD~1'), bareBefore);
    assert.is(git(world.bare, 'log', '-1', '--format=%s'), `Site: page "${title}" (title)`);
    assert.is(git(world.bare, 'show', '--name-only', '--format=', 'HEAD'), 'data/site.json');
    const published = git(world.bare, 'show', 'HEAD:data/site.json');
    assert.equal(changedLines(fileBefore, `${published}\n`).map((c) => c.now.trim()), [`"title": "${title}",`]);
  }, { publish: true });

  test('set the day a page was last reviewed, with the date picker', async () => {
    const h = editors.desktop;
    const tab = await h.open();
    try {
      const page = tab.page;
      await openPage(page, '/our-story');
      const day = page.getByLabel('Last reviewed', { exact: true });
      assert.is(await day.getAttribute('type'), 'date');
      await day.fill('2026-05-04');
      assert.match(await save(page), 'Saved');
      const before = route(h.original, '/our-story');
      assert.equal(route(await h.read(), '/our-story'), { ...before, reviewed: '2026-05-04' }, 'written YYYY-MM-DD, nothing else changed');
      assert.equal(tab.errors, []);
    } finally {
      await tab.context.close();
    }
  });

  test.run();
}
