// The family packet in Chromium: add from a list, the header's count, reorder by keyboard, the
// share link (length, QR decoded back, a fresh browser rebuilding it read-only, "Save to my
// packet"), print (cover, one section per resource with its QR code, PDF pages), no request
// while adding, removing or sharing, hostile links, and axe on the packet page.
import { test } from 'uvu';
import { join } from 'node:path';
import { browserAvailable, useHarness, withPage, visit, waitForHydration, runAxe, finishAnimations, describeViolations, DESKTOP, PHONE, routesWith, root, stats } from '../browser-helpers/harness.mjs';
import { pdfFacts } from '../browser-helpers/print-facts.mjs';

const JSQR = join(root, 'node_modules/jsqr/dist/jsQR.js');
const facts = {};

if (browserAvailable(test)) {
  const h = useHarness(test, 'packet', () => facts);
  const packetPath = () => h.manifest.site.packetPage;
  // The site's resource catalogue: a row per resource, each with its button.
  const listPage = () => h.routes.find((r) => !r.path.startsWith('/es') && r.blocks.some((b) => b.type === 'resourceCatalogue' && !b.guide)).path;
  const items = (page) => page.locator('[data-packet-items] > li');

  // A guide page whose link list (not inside an accordion or tabs) holds two or more resources.
  const isResource = (l) => l.href.kind === 'external' || (l.href.kind === 'contact' && l.href.scheme !== 'mailto');
  const listRoute = () => routesWith(h.routes, 'linkList').find(({ route, found }) => !route.path.startsWith('/es')
    && found.some((x) => !x.path.length && x.block.links.filter(isResource).length > 1)).route.path;
  // The count the header shows: the stylesheet writes it from data-count (src/packet/PacketIndicator.tsx).
  const count = (page) => page.getByRole('link', { name: /Your packet/ }).first().locator('[data-packet-count]')
    .evaluate((el) => (el.checkVisibility() ? Number(getComputedStyle(el, '::after').content.replace(/"/g, '')) : 0));
  const sectionButton = (page) => page.locator('button[data-section]:visible').first();
  const inSection = (page) => sectionButton(page).locator('xpath=..').locator('button[aria-pressed]:not([data-section])');

  /** axe on the packet page as it is, at both widths, light and dark. */
  async function axeEverywhere(p, c, what) {
    for (const scheme of ['light', 'dark']) {
      for (const width of [390, 1280]) {
        await p.page.setViewportSize({ width, height: 900 });
        await p.page.emulateMedia({ colorScheme: scheme, media: 'screen' });
        // A part that is still fading in reads lighter than it is: axe sees it when it has arrived.
        await finishAnimations(p.page);
        stats.axeRuns++;
        c.none(describeViolations(await runAxe(p.page), `${what}, ${scheme} ${width}px`), 'axe');
      }
    }
  }

  async function fill(p, c) {
    await visit(p, h, listPage());
    await p.page.waitForSelector('button[aria-pressed]:not([data-section])');
    p.log.requests.length = 0;
    const buttons = p.page.locator('button[aria-pressed]:not([data-section]):visible');
    for (let i = 0; i < 10; i++) await buttons.nth(i).click();
    c.eq(await p.page.locator('button[aria-pressed]:not([data-section])[aria-pressed="true"]').count(), 10, 'ten resources pressed');
    await buttons.nth(0).click(); // removes
    await buttons.nth(0).click(); // adds again, at the end
    c.eq(p.log.requests.length, 0, `requests while adding and removing (${p.log.requests.map((r) => r.url).join(', ')})`);
    c.eq(await count(p.page), 10, 'the header counts 10');
  }

  test('add from a list, reorder by keyboard, share (length, QR, no request), print', () => withPage(h, DESKTOP, async (p, c) => {
    await fill(p, c);
    await p.page.getByRole('link', { name: /Your packet/ }).first().click();
    await p.page.waitForSelector('[data-packet-items] > li');
    c.eq(await items(p.page).count(), 10, 'the packet page lists 10');
    const first = await items(p.page).nth(0).getAttribute('data-id');
    await items(p.page).nth(0).locator('[data-move="1"]').focus();
    await p.page.keyboard.press('Enter');
    c.eq(await items(p.page).nth(1).getAttribute('data-id'), first, 'Enter on "Move down" moves the first item second');
    c.ok(await p.page.evaluate(() => document.activeElement?.closest('li')?.getAttribute('data-id')) === first, 'focus stays on the moved item');
    await p.page.keyboard.press('Enter');
    c.eq(await items(p.page).nth(2).getAttribute('data-id'), first, 'again: third');
    c.ok(/number 3/.test(await p.page.locator('[role="status"]').first().innerText()), 'the move is announced');

    p.log.requests.length = 0;
    await p.page.fill('#packet-title', 'For the family');
    const link = await p.page.inputValue('#packet-link');
    const idsOnly = link.replace(/&t=.*/, '').replace(h.origin, h.manifest.site.url);
    facts['share link, 10 items (site address)'] = idsOnly.length;
    c.ok(idsOnly.length <= 200, `share link for 10 items: ${idsOnly.length} characters`);
    c.eq(p.log.requests.filter((r) => !/uqr|chunk/.test(r.url)).length, 0, 'requests while sharing');

    await p.page.addScriptTag({ path: JSQR });
    const decoded = await p.page.evaluate(async () => {
      const svg = document.querySelector('#share-heading ~ svg[data-qr]');
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await img.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: 400, height: 400 });
      const g = canvas.getContext('2d');
      g.imageSmoothingEnabled = false;
      g.drawImage(img, 0, 0, 400, 400);
      return window.jsQR(g.getImageData(0, 0, 400, 400).data, 400, 400)?.data;
    });
    c.eq(decoded, link, 'the QR code reads back as the share link');

    await p.page.emulateMedia({ media: 'print' });
    const printed = await p.page.evaluate(() => ({
      cover: !!document.querySelector('[data-packet-cover]')?.offsetHeight,
      sections: [...document.querySelectorAll('[data-packet-item]')].filter((e) => e.offsetHeight).length,
      qr: document.querySelectorAll('[data-packet-item] svg[data-qr]').length,
      editor: !!document.querySelector('#packet-title')?.offsetHeight,
    }));
    c.ok(printed.cover, 'a cover prints');
    c.eq(printed.sections, 10, 'one printed section per resource');
    c.eq(printed.qr, 10, 'a QR code per web address');
    c.ok(!printed.editor, 'the editor does not print');
    const pdf = pdfFacts(await p.page.pdf({ format: 'A4' }));
    facts['PDF pages, 10 items'] = pdf.pages;
    c.ok(pdf.pages >= 2 && pdf.pages <= 11, `${pdf.pages} PDF pages`);
    facts.link = link;
  }));

  test('add from a link list, "Add all" on a list (and take it out again), and from search results; no request', () => withPage(h, DESKTOP, async (p, c) => {
    await visit(p, h, listRoute());
    await sectionButton(p.page).waitFor();
    await p.page.waitForLoadState('networkidle');
    p.log.requests.length = 0;
    const one = inSection(p.page).first();
    await one.click();
    c.eq(await one.getAttribute('aria-pressed'), 'true', 'a link list resource: pressed');
    c.eq(await count(p.page), 1, 'the header counts 1');
    const n = await inSection(p.page).count();
    await sectionButton(p.page).click();
    c.eq(await inSection(p.page).evaluateAll((bs) => bs.filter((b) => b.getAttribute('aria-pressed') === 'true').length), n, `"Add all": the list's ${n} resources pressed`);
    c.eq(await sectionButton(p.page).getAttribute('aria-pressed'), 'true', '"Add all" shows the list is in the packet');
    const all = await count(p.page);
    c.ok(all > 1 && all <= n, `the header counts the list once each (${all} of ${n} links)`);
    await sectionButton(p.page).click();
    c.eq(await count(p.page), 0, 'pressed again, the list leaves the packet');
    // The page may fetch its own code as it scrolls (a card's reveal animation): never anything else.
    const sent = p.log.requests.filter((r) => !new URL(r.url).pathname.startsWith('/assets/'));
    c.eq(sent.length, 0, `requests while adding from the list (${sent.map((r) => r.url).join(', ')})`);

    await p.page.keyboard.press('/');
    await p.page.locator('#site-search-input').pressSequentially('worksheet', { delay: 20 });
    const result = p.page.locator('#site-search [data-results] > li button[aria-pressed]').first();
    await result.waitFor({ timeout: 10_000 });
    p.log.requests.length = 0;
    await result.press(' '); // by keyboard: the results panel scrolls on its own
    c.eq(await result.getAttribute('aria-pressed'), 'true', 'a search result: pressed');
    c.eq(await count(p.page), 1, 'the header counts the search result');
    c.eq(p.log.requests.filter((r) => !new URL(r.url).pathname.startsWith('/assets/')).length, 0, 'requests while adding from search');
    c.eq(await p.page.locator('#site-search [data-results] > li').filter({ has: p.page.locator('button[aria-pressed]') }).filter({ hasNot: p.page.locator('a[target="_blank"]') }).count(), 0, 'pages among the results have no button');
  }));

  test('a shared link opens read-only in a fresh browser, and "Save to my packet" keeps it', () => withPage(h, PHONE, async (p, c) => {
    await visit(p, h, packetPath());
    await p.page.goto(facts.link.replace(/^https?:\/\/[^/]+/, h.origin));
    await p.page.waitForSelector('[data-packet-shared]');
    c.eq(await items(p.page).count(), 10, 'the shared packet shows 10');
    c.eq(await p.page.locator('[data-packet-shared] [data-move]').count(), 0, 'read-only: no reordering');
    await axeEverywhere(p, c, 'the shared packet, read-only');
    await p.page.getByRole('button', { name: /Save to my packet/ }).click();
    await p.page.waitForSelector('#packet-title');
    c.eq(await items(p.page).count(), 10, 'saved: 10 in own packet');
    c.eq(await p.page.inputValue('#packet-title'), 'For the family', 'the title came along');
    await axeEverywhere(p, c, 'the own packet, saved');
  }));

  test('hostile links: unknown ids, 10,000 characters, script in the hash: a clear message, nothing run', () => withPage(h, DESKTOP, async (p, c) => {
    let dialogs = 0;
    p.page.on('dialog', (d) => { dialogs++; void d.dismiss(); });
    await visit(p, h, packetPath());
    const open = async (hash) => {
      await p.page.goto(`${h.url}${packetPath()}#${hash}`);
      await p.page.reload();
      await waitForHydration(p.page);
      await p.page.waitForSelector('[data-packet-bad], [data-packet-shared]');
    };
    await p.page.waitForSelector('#packet-items ~ p');
    c.ok(/empty|nothing/i.test(await p.page.innerText('main')), 'a fresh browser shows an empty packet');
    await axeEverywhere(p, c, 'the empty packet');
    await open('r=zzzzzzz.yyyyyyy');
    c.ok(/no longer on the site/.test(await p.page.innerText('main')), 'unknown ids are said to be gone');
    await open(`r=${'a'.repeat(10000)}`);
    c.ok(/too long/.test(await p.page.innerText('[data-packet-bad]')), '10k characters: too long');
    await open('r=<img src=x onerror=alert(1)><script>alert(2)</script>&t=<script>window.pwned=1</script>');
    c.ok(/not a packet link/.test(await p.page.innerText('[data-packet-bad]')), 'script: not a packet link');
    await axeEverywhere(p, c, 'the bad-link message');
    await open('r=abc1234&t=%3Cimg%20src%3Dx%20onerror%3D%22window.pwned%3D1%22%3E');
    c.eq(await p.page.evaluate(() => window.pwned), undefined, 'nothing from the hash ran');
    c.eq(dialogs, 0, 'no dialog opened');
    c.eq(p.log.pageErrors.length, 0, `page errors: ${p.log.pageErrors.join(' | ')}`);
  }));
}

test.run();
