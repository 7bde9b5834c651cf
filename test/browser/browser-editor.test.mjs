// The site editor in Chromium beyond the owner's tasks: an invalid save is refused beside its field
// and a reload keeps the draft; a block type added to the schema is editable with no change to the
// editor; a page of another site cannot save; axe finds nothing; the preview shows the page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { createServer } from 'node:http';
import { AXE_PATH, AXE_TAGS, browserAvailable, buildOnceForTests, distDir } from '../browser-helpers/harness.mjs';
import { item, list, openPage, save, startEditorHarness } from '../browser-helpers/editor.mjs';
import { nodeSide } from '../../scripts/editor/node-side.mjs';

let h;
if (browserAvailable(test)) {
  test.before(async () => { await buildOnceForTests(); h = await startEditorHarness({ outDir: distDir }); });
  test.before.each(() => h?.reset());
  test.after(() => h?.close());

  test('an invalid save is refused beside the field, and a reload keeps what was typed', async () => {
    const { page, context } = await h.open();
    await openPage(page, '/our-story');
    await page.getByLabel('Title', { exact: true }).first().fill('');
    assert.match(await save(page), 'Not saved: 1 problem');
    const alert = page.locator('#f-routes-' + JSON.parse(h.original).routes.findIndex((r) => r.path === '/our-story') + '-title-e');
    // In plain words beside the field, with what to do; the place in the file only with "Show JSON names".
    assert.is(await alert.textContent(), 'must not be empty: type the title');
    assert.is(await alert.getAttribute('role'), 'alert');
    assert.is(await page.getByLabel('Title', { exact: true }).first().getAttribute('aria-invalid'), 'true');
    assert.is(await h.read(), h.original, 'nothing written');
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'restored' }).waitFor();
    await openPage(page, '/our-story');
    assert.is(await page.getByLabel('Title', { exact: true }).first().inputValue(), '');
    await context.close();
  });

  test('a reload at once after typing keeps what was typed', async () => {
    const { page, context } = await h.open();
    await openPage(page, '/our-story');
    await page.getByLabel('Title', { exact: true }).first().fill('Our story, typed just now');
    await page.reload(); // before the draft's usual moment (300 ms after the change)
    await page.getByRole('status').filter({ hasText: 'restored' }).waitFor({ timeout: 10_000 });
    await openPage(page, '/our-story');
    assert.is(await page.getByLabel('Title', { exact: true }).first().inputValue(), 'Our story, typed just now');
    await context.close();
  });

  test('a block type added to the schema is in the editor with its fields, titles and descriptions', async () => {
    const { formDescription } = await nodeSide();
    const form = formDescription();
    const fixture = z.toJSONSchema(z.strictObject({
      type: z.literal('fixtureNote').meta({ title: 'Kind of block', description: 'The kind of block: "fixtureNote".' }),
      caption: z.string().min(1).meta({ title: 'Caption for the test', description: 'The fixture block\'s caption, for the test.' }),
    }).meta({ title: 'Note for the test' }));
    form.schema.$defs.fixtureNote = fixture;
    form.schema.$defs.route.properties.blocks.items.oneOf.push({ $ref: '#/$defs/fixtureNote' });
    const other = await startEditorHarness({ form });
    try {
      const { page } = await other.open();
      await openPage(page, '/our-story');
      const blocks = list(page, 'Blocks');
      await blocks.getByLabel('Kind of block to add').selectOption({ label: 'Note for the test' });
      await blocks.getByRole('button', { name: 'Add block' }).click();
      const added = item(blocks, `Block ${JSON.parse(other.original).routes.find((r) => r.path === '/our-story').blocks.length + 1}`);
      assert.match(await added.textContent(), 'Kind of block: Note for the test');
      const caption = added.getByLabel('Caption for the test', { exact: true });
      await caption.fill('Hello');
      const described = await caption.getAttribute('aria-describedby');
      assert.match(await page.locator(`#${described.split(' ')[0]}`).textContent(), 'The fixture block\'s caption');
    } finally {
      await other.close();
    }
  });

  test('a page of another site cannot save, even knowing the address', async () => {
    const evil = createServer((_, res) => { res.writeHead(200, { 'Content-Type': 'text/html' }); res.end('<p>evil</p>'); });
    await new Promise((ok) => evil.listen(0, '127.0.0.1', ok));
    const { page, context } = await h.open();
    await page.goto(`http://127.0.0.1:${evil.address().port}/`); // another port: another origin
    const target = `${h.server.url}/_editor/api/save`;
    const results = await page.evaluate(async (url) => Promise.all([
      fetch(url, { method: 'POST', mode: 'no-cors', body: '{"value":{}}', headers: { 'Content-Type': 'text/plain' } }).then((r) => r.type, (e) => String(e)),
      fetch(url, { method: 'POST', body: '{"value":{}}', headers: { 'Content-Type': 'application/json', 'X-Editor-Token': 'guess' } }).then((r) => r.status, (e) => String(e)),
    ]), target);
    assert.is(results[0], 'opaque');
    assert.match(String(results[1]), 'TypeError', 'the preflight is refused');
    assert.is(await h.read(), h.original);
    await context.close();
    evil.close();
  });

  test('axe finds no WCAG 2.2 AA violation in the editor', async () => {
    const { page, context } = await h.open(undefined, { bypassCSP: true }); // axe is injected inline
    await openPage(page, '/our-story');
    await page.addScriptTag({ path: AXE_PATH });
    const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), AXE_TAGS);
    assert.equal(result.violations.map((v) => `${v.id}: ${v.nodes.length} ${v.nodes[0]?.target}`), []);
    await context.close();
  });

  test('the preview shows the draft with the site\'s renderer, on a phone and a desktop, light and dark', async () => {
    const { page, context } = await h.open();
    await openPage(page, '/our-story');
    await page.getByLabel('Title', { exact: true }).first().fill('Our Story, edited');
    await page.getByRole('button', { name: 'Show preview' }).click();
    const frame = page.frameLocator('iframe[title^="Preview"]');
    await frame.getByRole('heading', { level: 1, name: 'Our Story, edited' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Phone (390 px)' }).click();
    assert.is(await page.locator('iframe').evaluate((f) => f.getBoundingClientRect().width), 390);
    const bg = () => frame.locator('body').evaluate((b) => getComputedStyle(b).color);
    const light = await bg();
    await page.getByRole('button', { name: 'Dark' }).click();
    // The frame is on an origin of its own (the page cannot read it): asked through Playwright.
    for (const until = Date.now() + 30_000; Date.now() < until && (await bg().catch(() => light)) === light;) await page.waitForTimeout(200);
    assert.is.not(await bg(), light);
    await context.close();
  });

  test.run();
}
