// Dark-mode surfaces (browser-dark.test.mjs): a light surface under light text is unreadable.

/**
 * Every painted surface of the page wider than a button (at least 200 x 100 px) whose background
 * (its colour, or the lightest stop of a gradient) is lighter than its text: [{ what, bg, text }].
 * Relative luminance as WCAG defines it.
 */
export const brightSurfaces = (page) => page.evaluate(() => {
  // Computed colours come as rgb()/rgba() (0-255) or, from color-mix(), color(srgb r g b / a) (0-1).
  const lum = (css) => {
    const m = css.match(/rgba?\(([^)]+)\)|color\(srgb ([^)]+)\)/);
    if (!m) return null;
    const scale = m[1] ? 255 : 1;
    const [r, g, b, a = 1] = (m[1] ?? m[2]).split(/[ ,/]+/).filter(Boolean).map(Number);
    if (a < 0.5) return null;
    const lin = (v) => { const c = v / scale; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const out = [];
  let checked = 0;
  for (const el of document.querySelectorAll('body *')) {
    const cs = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (box.width < 200 || box.height < 100 || cs.visibility === 'hidden') continue;
    const stops = [cs.backgroundColor, ...(cs.backgroundImage.match(/rgba?\([^)]+\)|color\(srgb [^)]+\)/g) ?? [])].map(lum).filter((x) => x !== null);
    if (!stops.length) continue;
    checked++;
    const bg = Math.max(...stops);
    const text = lum(cs.color);
    if (text !== null && bg > text) {
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${el.textContent.trim().slice(0, 40)}"`;
      out.push(`${name}: background luminance ${bg.toFixed(3)}, text ${text.toFixed(3)}`);
    }
  }
  return { out, checked };
});
