// Printing, in Chromium: every route with print emulation (from a dark screen, so it must print
// light), then PDFs of a few pages: their page count and the addresses of their links.
import { test } from 'uvu';
import { browserAvailable, useHarness, withPage, visit, DESKTOP, representativeRoutes } from '../browser-helpers/harness.mjs';
import { markControls, pdfFacts, printedProblems } from '../browser-helpers/print-facts.mjs';

const counts = { 'printed routes': 0, 'printed links': 0, 'whole units': 0, pdfs: 0 };
const pageCounts = {};

if (browserAvailable(test)) {
  const h = useHarness(test, 'print', () => ({ ...counts, 'PDF pages': JSON.stringify(pageCounts) }));

  test('print emulation, every route: only content; every link with its address; panels open; nothing faded; cards whole', () => withPage(h, DESKTOP, async (p, c) => {
    for (const route of h.routes) {
      await visit(p, h, route.path);
      await p.page.emulateMedia({ media: 'screen' });
      c.ok(await markControls(p.page) > 0, `${route.path}: no header, menus or footer found on screen`);
      await p.page.emulateMedia({ media: 'print' });
      const r = await printedProblems(p.page);
      counts['printed routes']++;
      counts['printed links'] += r.links.length;
      counts['whole units'] += r.whole;
      c.none(r.problems.slice(0, 8), `${route.path} (printed)`);
    }
  }, { colorScheme: 'dark' }));

  test('PDF: a sensible number of A4 pages, holding every printed link\'s address', () => withPage(h, DESKTOP, async (p, c) => {
    const longest = [...h.routes].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];
    const picks = [...new Set([h.routes.find((r) => r.path === '/') ?? h.routes[0], longest, ...representativeRoutes(h.routes).slice(0, 2)])];
    for (const route of picks) {
      await visit(p, h, route.path);
      await p.page.emulateMedia({ media: 'print' });
      const { links } = await printedProblems(p.page);
      const pdf = pdfFacts(await p.page.pdf({ format: 'A4' }));
      counts.pdfs++;
      pageCounts[route.path] = pdf.pages;
      c.ok(pdf.isPdf, `${route.path}: not a PDF`);
      // One page of text holds roughly 3,000 characters: far more pages means something printed
      // that should not (the shell, a repeated block), far fewer that content is missing.
      const chars = (await p.page.locator('main').innerText()).length;
      c.ok(pdf.pages >= Math.max(1, Math.floor(chars / 6000)) && pdf.pages <= Math.ceil(chars / 800) + 1,
        `${route.path}: ${pdf.pages} page(s) for ${chars} characters of content`);
      const missing = [...new Set(links)].filter((u) => !pdf.uris.has(u));
      c.none(missing.map((u) => `the PDF has no link to ${u}`), route.path);
    }
  }));
}

test.run();
