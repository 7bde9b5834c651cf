// Layout problems on the page on screen, gathered in one evaluate() so a route costs one round trip.

/**
 * Everything that does not fit its container at this screen width: an element whose box sticks
 * out of its parent's box, an element whose content (a long word, a nowrap label) is wider than
 * the element, and a page wider than the screen. A phone browser widens the page to fit instead
 * of scrolling sideways, so a page-level check alone would miss it: the width must stay the
 * screen's. Not compared with their parent: what is not shown, what is positioned out of the
 * flow on purpose (the skip link, open panels), and what sits in a box that clips or scrolls. A
 * parent shown as `display: contents` (it makes no box) is passed over for its own parent.
 */
export function overflowProblems(page, screenWidth) {
  return page.evaluate((screenWidth) => {
    const out = [];
    const name = (el) => {
      const text = (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}"`;
    };
    if (innerWidth !== screenWidth) out.push(`the page was widened to ${innerWidth}px to fit its content`);
    const sideways = document.documentElement.scrollWidth - innerWidth;
    if (sideways > 0) out.push(`the page scrolls sideways by ${sideways}px`);
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const cs = getComputedStyle(el);
      // A parent shown as `display: contents` makes no box: its children lie in its parent's.
      let parent = el.parentElement;
      while (parent && parent !== document.body && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
      const positioned = cs.position === 'absolute' || cs.position === 'fixed';
      const clips = parent && getComputedStyle(parent).overflowX !== 'visible';
      if (parent && parent !== document.body && !clips && !positioned) {
        const pr = parent.getBoundingClientRect();
        const by = Math.round(Math.max(r.right - pr.right, pr.left - r.left));
        if (by >= 1) out.push(`${name(el)} sticks out of ${name(parent)} by ${by}px`);
      }
      if (cs.overflowX === 'visible' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        out.push(`the content of ${name(el)} is ${el.scrollWidth - el.clientWidth}px wider than it`);
      }
    }
    return out;
  }, screenWidth);
}
