import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { textPairs, tokens } from '../../src/styles/tokens';

// WCAG 2 relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

test('the formula matches known values', () => {
  assert.is(Math.round(contrast('#000000', '#ffffff') * 10) / 10, 21);
  assert.is(Math.round(contrast('#777777', '#ffffff') * 100) / 100, 4.48);
});

test('every text colour pair in the theme meets WCAG AA (4.5:1)', () => {
  const failing = textPairs
    .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrast(tokens.color[fg], tokens.color[bg]) }))
    .filter((p) => p.ratio < 4.5)
    .map((p) => `${p.pair}: ${p.ratio.toFixed(2)}`);
  assert.equal(failing, []);
});

test('the focus ring stands out (3:1) against the backgrounds it sits on', () => {
  for (const bg of ['bg', 'surface', 'surfaceAlt', 'brandSoft'] as const) {
    assert.ok(contrast(tokens.color.focus, tokens.color[bg]) >= 3, bg);
  }
});

test('form field borders are visible (3:1) against the surface', () => {
  assert.ok(contrast(tokens.color.fieldBorder, tokens.color.surface) >= 3);
});

test.run();
