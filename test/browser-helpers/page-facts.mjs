// Facts about the page on screen, gathered in one evaluate() so a route costs one round trip.

/** Selector for controls whose size must be at least 24x24 CSS px (WCAG 2.5.8): every button,
 * tab and form control, and links that live in navigation, the header, forms and dialogs (not
 * inline text links in paragraphs, which the criterion exempts). */
export const TARGET_SELECTOR = [
  'button', '[role="tab"]', 'input:not([type="hidden"])', 'textarea', 'select',
  'nav a[href]', 'header a[href]', 'form a[href]', '[role="dialog"] a[href]',
].join(', ');

export function pageFacts(page, origin) {
  return page.evaluate(([origin, targetSelector]) => {
    const norm = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();
    const pathOf = (a) => {
      const u = new URL(a.href, location.href);
      if (u.origin !== origin) return null;
      return u.pathname.length > 1 ? u.pathname.replace(/\/+$/, '') : u.pathname;
    };
    const visible = (el) => {
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const describe = (el) => {
      const r = el.getBoundingClientRect();
      const name = norm(el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.getAttribute('name') || '');
      return `<${el.tagName.toLowerCase()}> "${name.slice(0, 40)}" ${Math.round(r.width * 10) / 10}x${Math.round(r.height * 10) / 10}`;
    };
    // Controls that only work with JavaScript ([data-needs-js], hidden without it) are not content.
    const textWithoutJsControls = (el) => {
      const controls = [...el.querySelectorAll('[data-needs-js]')];
      const before = controls.map((c) => c.style.display);
      controls.forEach((c) => { c.style.display = 'none'; });
      const lines = el.innerText.split('\n').map(norm).filter(Boolean);
      controls.forEach((c, i) => { c.style.display = before[i]; });
      return lines;
    };
    const menuLinks = [...document.querySelectorAll('nav[aria-label="Main"] a[href]')];
    const main = document.querySelector('main');
    return {
      title: document.title,
      h1s: [...document.querySelectorAll('h1')].map((e) => norm(e.textContent)),
      menuPaths: [...new Set(menuLinks.map(pathOf).filter(Boolean))],
      currentLinks: menuLinks.filter((a) => a.getAttribute('aria-current') === 'page')
        .map((a) => ({ path: pathOf(a) ?? a.href, visible: visible(a) || !!a.closest('[data-noscript-menu], [role="dialog"]') })),
      badExternal: [...document.querySelectorAll('a[href]')]
        .filter((a) => /^https?:$/.test(new URL(a.href, location.href).protocol) && new URL(a.href, location.href).origin !== origin)
        .filter((a) => a.target !== '_blank' || !(a.rel || '').split(/\s+/).includes('noopener'))
        .map((a) => ({ href: a.href, target: a.target, rel: a.rel })),
      smallTargets: [...document.querySelectorAll(targetSelector)]
        .filter(visible)
        .filter((el) => { const r = el.getBoundingClientRect(); return r.width < 23.5 || r.height < 23.5; })
        .map(describe),
      overflowX: document.documentElement.scrollWidth - innerWidth,
      headings: main ? [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((e) => !e.closest('[data-needs-js]')).map((e) => norm(e.textContent)).filter(Boolean) : [],
      mainLines: main ? textWithoutJsControls(main) : [],
    };
  }, [origin, TARGET_SELECTOR]);
}
