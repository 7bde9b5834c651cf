// What a page looks like printed: Chromium's print emulation and its PDF.

/** Controls on screen that must not print: <button>s other than accordion headings, links drawn
 * as buttons (inline-flex) in main, the site's header, menus, footer, search and forms. Call with
 * screen media; it marks them for printedProblems(). */
export const markControls = (page) => page.evaluate(() => {
  const controls = [
    ...document.querySelectorAll('#root > header, #root > footer, nav, [role="search"], form, [role="tablist"]'),
    ...[...document.querySelectorAll('button')].filter((b) => !b.matches('[data-control="accordion"]')),
    ...[...document.querySelectorAll('main a[href]')].filter((a) => getComputedStyle(a).display === 'inline-flex'),
  ];
  controls.forEach((el) => el.setAttribute('data-test-control', ''));
  return controls.length;
});

/** Problems with the page as printed (call after emulateMedia({ media: 'print' })), and what was checked. */
export const printedProblems = (page) => page.evaluate(() => {
  const out = [];
  const shown = (el) => el.checkVisibility({ visibilityProperty: true });
  const name = (el) => `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  for (const el of document.querySelectorAll('[data-test-control]')) if (shown(el)) out.push(`${name(el)} is printed`);
  const links = [...document.querySelectorAll('main a[href]')].filter((a) => shown(a) && !a.getAttribute('href').startsWith('#'));
  for (const a of links) {
    const href = a.getAttribute('href');
    const after = getComputedStyle(a, '::after').content;
    if (!after.includes(`(${href})`)) out.push(`${name(a)} is printed without its address ${href} (after it: ${after})`);
    if (/^https?:/.test(href) && href !== a.href) out.push(`${name(a)} prints ${href}, not the full address ${a.href}`);
  }
  for (const f of document.querySelectorAll('main [data-print-url]')) {
    if (!getComputedStyle(f, '::after').content.includes(f.getAttribute('data-print-url'))) out.push(`${name(f)} is printed without the address ${f.getAttribute('data-print-url')}`);
  }
  for (const p of document.querySelectorAll('main [data-accordion-panel], main [role="tabpanel"]')) if (!shown(p)) out.push(`a closed panel is not printed: ${name(p)}`);
  for (const el of document.querySelectorAll('main *')) {
    if (!shown(el)) continue;
    const cs = getComputedStyle(el);
    if (Number(cs.opacity) < 1) out.push(`${name(el)} prints faded (opacity ${cs.opacity})`);
    if (el.matches('[style*="opacity"]') && cs.transform !== 'none') out.push(`${name(el)} prints moved (${cs.transform})`);
  }
  const whole = [...document.querySelectorAll('main article, main aside, main li, main figure')].filter(shown);
  for (const el of whole) if (getComputedStyle(el).breakInside !== 'avoid') out.push(`${name(el)} may be split across pages`);
  if (getComputedStyle(document.documentElement).colorScheme !== 'light') out.push('the page does not print in the light theme');
  return { problems: out, links: links.map((a) => a.href), whole: whole.length };
});

/** The pages and link addresses of a PDF made by Chromium (page objects and URI link annotations
 * are stored uncompressed; the text itself is compressed, so the printed addresses are checked in
 * the printed page instead). */
export function pdfFacts(buf) {
  const s = buf.toString('latin1');
  return {
    isPdf: s.startsWith('%PDF-'),
    pages: (s.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length,
    uris: new Set([...s.matchAll(/\/URI\s*\(((?:\\.|[^\\)])*)\)/g)].map((m) => m[1].replace(/\\(.)/g, '$1'))),
  };
}
