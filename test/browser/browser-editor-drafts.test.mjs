// The site editor's drafts and what stands around its page, in Chromium: each tab keeps its own
// draft, and a closed tab's is offered, never dropped; a draft the browser cannot keep says so; a
// save refused because the file changed (409) keeps the draft through a reload, compares it with
// the file and applies it to the file as it is now; Discard discards; the address's token leaves no
// entry of the tab's history; a built site's service worker left at the address cannot answer for
// the editor's server; the preview frame cannot reach the editor, and its links open the site.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AXE_PATH, AXE_TAGS, browserAvailable, buildOnceForTests, distDir } from '../browser-helpers/harness.mjs';
import { item, list, openPage, save, startEditorHarness } from '../browser-helpers/editor.mjs';
import { createEditor } from '../../scripts/editor/editor.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { resetWorker } from '../../scripts/dev/sw-reset.mjs';

const DRAFT = 'site-editor-draft';
/** The drafts this origin's localStorage holds: { key: entry }. */
const drafts = (page) => page.evaluate((prefix) => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith(prefix)).map((k) => [k, JSON.parse(localStorage.getItem(k))])), DRAFT);
/** Waits until the draft is kept (a moment after the change). */
const kept = (page) => page.waitForFunction((prefix) => Object.keys(localStorage).some((k) => k.startsWith(prefix)), DRAFT, { timeout: 10_000 });
/** A new tab of the context, on the editor's address. */
async function newTab(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('heading', { name: 'Site settings' }).waitFor();
  return page;
}
async function axe(page, what) {
  await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } }), AXE_TAGS);
  assert.equal(result.violations.map((v) => `${v.id}: ${v.nodes.length} ${v.nodes[0]?.target}`), [], `axe, ${what}`);
}
const title = (page) => page.getByLabel('Title', { exact: true }).first();
const textTo = (page) => item(list(page, 'Crisis lines'), 'Crisis line 2').getByLabel('Number to text', { exact: true });
const status = (page, text) => page.getByRole('status').filter({ hasText: text }).first();

let h;
let story; // the index of /our-story in the routes
if (browserAvailable(test)) {
  test.before(async () => {
    await buildOnceForTests(); // the preview's styles
    h = await startEditorHarness({ outDir: distDir });
    story = JSON.parse(h.original).routes.findIndex((r) => r.path === '/our-story');
  });
  test.before.each(() => h?.reset());
  test.after(() => h?.close());

  test('a closed tab\'s draft is offered after another tab typed and saved, then applied to the newer file', async () => {
    const { page: a, context } = await h.open(undefined, { bypassCSP: true }); // axe is injected inline
    await openPage(a, '/our-story');
    await title(a).fill('Our Story, typed in tab A');
    await kept(a);
    await a.close();
    // Tab B types and saves something else.
    const b = await newTab(context, h.server.editorUrl);
    await textTo(b).fill('741742');
    assert.match(await save(b), 'Saved');
    await b.close();
    // Reopened: A's draft is offered for what it is.
    const c = await newTab(context, h.server.editorUrl);
    const offer = c.getByRole('region', { name: 'Unsaved changes from a closed tab' });
    await offer.waitFor({ timeout: 10_000 });
    const said = await offer.textContent();
    assert.match(said, 'made on an older version of the file');
    assert.match(said, '1 change (Page “Our Story” › Title)');
    await status(c, 'Unsaved changes from a closed tab are kept in this browser').waitFor();
    await axe(c, 'the offer of a closed tab\'s draft');
    await offer.getByRole('button', { name: 'Restore into this tab' }).click();
    await openPage(c, '/our-story');
    assert.is(await title(c).inputValue(), 'Our Story, typed in tab A');
    // The file changed since A's draft started: compared, then applied to it.
    const conflict = c.getByRole('region', { name: 'The file was changed outside this tab' });
    await conflict.getByRole('button', { name: 'Compare with the file' }).click();
    const compared = await conflict.getByRole('listitem').allTextContents();
    assert.ok(compared.some((t) => t.startsWith('Page “Our Story” › Title (changed by you)') && t.includes('In the file“Our Story”') && t.includes('In your changes“Our Story, typed in tab A”')), compared.join('\n'));
    assert.ok(compared.some((t) => t.includes('Crisis line 2 › Number to text') && t.includes('(changed in the file)') && t.includes('“741742”')), compared.join('\n'));
    await axe(c, 'the comparison with the file');
    await conflict.getByRole('button', { name: 'Apply my changes to the file as it is now' }).click();
    await status(c, 'Your changes were applied to the file as it is now').waitFor();
    assert.match(await save(c), 'Saved');
    const saved = JSON.parse(await h.read());
    assert.is(saved.routes[story].title, 'Our Story, typed in tab A');
    assert.ok(JSON.stringify(saved.site.crisis.lines[1]).includes('741742'), 'B\'s save is kept');
    assert.equal(await drafts(c), {}, 'A\'s draft, restored here and saved, is gone; nothing else was');
    await context.close();
  });

  test('a duplicated tab (its sessionStorage copied) keeps a draft of its own', async () => {
    const { page: a, context } = await h.open();
    await openPage(a, '/our-story');
    await title(a).fill('Our Story, in the first tab');
    await kept(a);
    const [b] = await Promise.all([context.waitForEvent('page'), a.evaluate(() => window.open(location.href))]);
    await b.getByRole('heading', { name: 'Site settings' }).waitFor();
    await textTo(b).fill('741744');
    await b.waitForFunction((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)).length === 2, `${DRAFT}:`, { timeout: 10_000 });
    const kept2 = Object.values(await drafts(a)).map((d) => JSON.stringify(d.edits));
    assert.ok(kept2.some((e) => e.includes('Our Story, in the first tab')) && kept2.some((e) => e.includes('741744')), kept2.join('\n'));
    await context.close();
  });

  test('a save refused because the file changed keeps the draft through a reload; both changes then saved', async () => {
    const { page, context } = await h.open();
    await openPage(page, '/our-story');
    await title(page).fill('Our Story, mine');
    const byHand = JSON.parse(h.original);
    byHand.routes[story].title = 'Our Story, by hand';
    byHand.routes[story].description = 'Changed by hand.';
    await writeFile(h.copy.file, `${JSON.stringify(byHand, null, 2)}\n`);
    assert.match(await save(page), 'Not saved: data/site.json was changed outside');
    await page.reload();
    await status(page, 'Your unsaved changes in this tab were restored').waitFor({ timeout: 10_000 });
    await openPage(page, '/our-story');
    assert.is(await title(page).inputValue(), 'Our Story, mine');
    const conflict = page.getByRole('region', { name: 'The file was changed outside this tab' });
    await conflict.getByRole('button', { name: 'Compare with the file' }).click();
    const compared = await conflict.getByRole('listitem').allTextContents();
    assert.equal(compared.length, 2, compared.join('\n'));
    assert.match(compared[0], /^Page “Our Story, by hand” › Title \(changed in both\)In the file“Our Story, by hand”In your changes“Our Story, mine”/);
    assert.match(compared[1], /Description \(changed in the file\)In the file“Changed by hand\.”/);
    // Both changed the title: refused, with the place; then mine kept there.
    await conflict.getByRole('button', { name: 'Apply my changes to the file as it is now' }).click();
    await status(page, 'Not applied yet: 1 place was changed both in the file and in your changes').waitFor();
    await conflict.getByRole('button', { name: 'Apply, keeping my changes there' }).click();
    await status(page, 'Your changes were applied to the file as it is now').waitFor();
    assert.match(await save(page), 'Saved');
    const saved = JSON.parse(await h.read()).routes[story];
    assert.is(saved.title, 'Our Story, mine');
    assert.is(saved.description, 'Changed by hand.');
    await context.close();
  });

  test('Discard changes removes the tab\'s draft: a reload does not bring it back, nor does Undo', async () => {
    const { page, context } = await h.open();
    const discard = async (typed) => {
      await openPage(page, '/our-story');
      await title(page).fill(typed);
      await kept(page);
      await page.getByRole('button', { name: 'Discard changes' }).click();
    };
    await discard('Our Story, to discard');
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('heading', { name: 'Site settings' }).waitFor();
    await openPage(page, '/our-story');
    assert.is(await title(page).inputValue(), 'Our Story', 'the discarded edit is not back after a reload');
    assert.not.match(await page.getByRole('status').first().textContent(), 'restored');
    await discard('Our Story, discarded again');
    await status(page, 'Discarded the unsaved changes of this tab').waitFor();
    assert.is(await title(page).inputValue(), 'Our Story');
    assert.ok(await page.getByRole('button', { name: /^Undo/ }).isDisabled(), 'Undo does not bring them back');
    assert.equal(await drafts(page), {});
    await context.close();
  });

  test('a draft the browser cannot keep (its storage full) says so, until it is saved', async () => {
    const context = await h.browser.newContext();
    await context.addInitScript((prefix) => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key, value) {
        if (String(key).startsWith(prefix)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return set.call(this, key, value);
      };
    }, DRAFT);
    const page = await newTab(context, h.server.editorUrl);
    await textTo(page).fill('741743');
    const warning = status(page, 'This draft is too large to keep in this browser: save it before you close the tab.');
    await warning.waitFor({ timeout: 10_000 });
    assert.match(await save(page), 'Saved');
    await warning.waitFor({ state: 'detached' });
    await context.close();
  });

  test('the #token= address leaves no entry of the tab\'s history, even pasted into a tab showing the editor', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    const token = new URL(h.server.editorUrl).hash.replace('#token=', '');
    const seen = [];
    const look = async () => {
      const now = await page.evaluate(() => ({ href: location.href, entries: navigation.entries().map((e) => e.url) }));
      seen.push(now.href, ...now.entries);
    };
    await page.goto(`${h.server.url}/_editor/editor.css`); // another address of the origin first (not a site page: it would register the site's worker)
    await page.goto(h.server.editorUrl);
    await page.getByRole('heading', { name: 'Site settings' }).waitFor();
    await look();
    // The printed address pasted again into this tab: only the address's # changes, no page loads.
    await page.evaluate((t) => { location.hash = `#token=${t}`; }, token);
    await page.waitForFunction(() => !location.hash.includes('token'), null, { timeout: 5000 }).catch(() => {});
    await look();
    for (const step of ['goBack', 'goBack', 'goForward', 'goForward']) {
      await page[step]();
      await look();
    }
    await page.getByRole('heading', { name: 'Site settings' }).waitFor(); // the editor still starts, its key in the tab
    assert.ok(seen.length > 6);
    assert.equal(seen.filter((u) => u?.includes(token)), [], 'no address of the tab holds the token');
    await context.close();
  });

  test('a built site\'s service worker left at the address cannot answer for the editor; npm start\'s /sw.js removes it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'editor-sw-'));
    const stale = JSON.parse(h.original);
    stale.site.name = 'A stale copy kept by a service worker';
    await writeFile(join(root, 'index.html'), '<!doctype html><html lang="en"><title>A built site</title><p>A built site</p><script src="/register.js"></script></html>');
    await writeFile(join(root, 'register.js'), "if (location.search === '?register') navigator.serviceWorker.register('/sw.js');");
    await writeFile(join(root, 'sw.js'), `const STALE = ${JSON.stringify(JSON.stringify({ value: stale, version: 'stale' }))};
self.addEventListener('install', (event) => event.waitUntil(caches.open('pages-old').then((c) => c.put('/kept', new Response('kept'))).then(() => self.skipWaiting())));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname === '/_editor/api/site') event.respondWith(new Response(STALE, { headers: { 'Content-Type': 'application/json' } }));
});
`);
    const editor = createEditor({ manifestFile: h.copy.file, outDir: distDir });
    let devWorker = false; // npm start's answer to /sw.js (scripts/dev/sw-reset.mjs), once it "runs"
    const server = await startStaticServer({ root, port: 0, host: '127.0.0.1', handleFirst: editor.handle, onRequest: (req, res) => devWorker && resetWorker(req, res) });
    const context = await h.browser.newContext();
    try {
      const page = await context.newPage();
      const registered = async () => {
        await page.goto(`${server.url}/?register`);
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10_000 });
        assert.is(await page.evaluate(() => fetch('/_editor/api/site').then((r) => r.json()).then((j) => j.version)), 'stale', 'the worker answers for the server');
      };
      await registered();
      await page.goto(editor.urlFor(server.url));
      await page.getByRole('heading', { name: 'Site settings' }).waitFor();
      assert.is(await page.getByLabel('Site name', { exact: true }).first().inputValue(), JSON.parse(h.original).site.name, 'the file\'s value, not the worker\'s');
      assert.is(await page.evaluate(() => navigator.serviceWorker.controller), null);
      assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)), 0);
      // The same worker again, then npm start serves the address: its /sw.js takes the old one's
      // place at the next visit, deletes what it kept and removes itself.
      await registered();
      devWorker = true;
      await page.goto(`${server.url}/`);
      await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length === 0 && !(await caches.keys()).length, null, { timeout: 15_000, polling: 200 });
      await page.waitForFunction(() => navigator.serviceWorker.controller === null, null, { timeout: 10_000 });
    } finally {
      await context.close();
      await server.close();
      await editor.close?.();
      await rm(root, { recursive: true, force: true });
    }
  });

  test('the preview cannot reach the editor\'s page, and a link in it opens the site\'s page in a new tab', async () => {
    const { page, context } = await h.open();
    await openPage(page, '/our-story');
    await page.getByRole('button', { name: 'Show preview' }).click();
    const frame = page.frameLocator('iframe[title^="Preview"]');
    await frame.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor({ timeout: 30_000 });
    assert.is(await page.locator('iframe').evaluate((f) => f.contentDocument), null, 'the frame\'s document is not the editor\'s to read');
    const inner = page.frames().find((f) => f !== page.mainFrame());
    assert.is(await inner.evaluate(() => origin), 'null', 'an origin of its own');
    const link = frame.locator('a[href^="/"]').first();
    const href = await link.getAttribute('href');
    const [opened] = await Promise.all([context.waitForEvent('page', { timeout: 10_000 }), link.click()]);
    await opened.waitForLoadState();
    assert.is(opened.url(), new URL(href, h.server.url).href, 'the site\'s page, in a new tab');
    assert.is(inner.url(), 'about:srcdoc', 'the frame still shows the preview');
    await frame.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    await context.close();
  });

  test.run();
}
