// What an owner's task costs a person, counted while a browser test does it: the clicks (a choice
// from a list is two: open it, pick), the fields typed in, the keys typed (a field that held text
// is first emptied with one Ctrl+A), and how far the person had to scroll to reach each control
// (the distance out of view of the control, in the page and in any scrolling box around it). The
// counts are what the closing notes and docs/editor.md quote; the tests do not assert them.

/** How far outside the view `locator`'s element is, in CSS px: 0 when it can be clicked as it is.
 * Inside a box that scrolls (the sidebar), that box is scrolled first, then the page to the box. */
const outOfView = (locator) => locator.evaluate((el) => {
  const boxes = [];
  for (let p = el.parentElement; p; p = p.parentElement) {
    const s = getComputedStyle(p);
    if (/(auto|scroll)/.test(s.overflowY) && p.scrollHeight > p.clientHeight) boxes.push(p);
  }
  const apart = (inner, outer) => (inner.bottom < outer.top ? outer.top - inner.top : inner.top > outer.bottom ? inner.bottom - outer.bottom
    : inner.top < outer.top && inner.bottom <= outer.bottom && inner.height <= outer.bottom - outer.top ? outer.top - inner.top
    : inner.bottom > outer.bottom && inner.top >= outer.top && inner.height <= outer.bottom - outer.top ? inner.bottom - outer.bottom : 0);
  let distance = 0;
  let target = el.getBoundingClientRect();
  for (const box of boxes) { const r = box.getBoundingClientRect(); distance += apart(target, r); target = r; }
  distance += apart(target, { top: 0, bottom: innerHeight });
  return Math.round(distance);
});

export function stepCounter() {
  const n = { clicks: 0, fields: 0, keys: 0, scrolled: 0 };
  const reach = async (locator) => { await locator.waitFor(); n.scrolled += await outOfView(locator); };
  return {
    counts: () => ({ ...n }),
    async click(locator, options) { await reach(locator); n.clicks++; await locator.click(options); },
    async type(locator, text) {
      await reach(locator);
      const had = await locator.inputValue();
      n.fields++;
      n.keys += text.length + (had ? 1 : 0);
      await locator.fill(text);
    },
    async choose(locator, value) { await reach(locator); n.clicks += 2; n.fields++; await locator.selectOption(value); },
    async check(locator, on = true) { await reach(locator); n.clicks++; await locator.setChecked(on); },
    /** A key pressed in the page (Enter, ArrowDown). */
    async press(page, key) { n.keys++; await page.keyboard.press(key); },
  };
}
