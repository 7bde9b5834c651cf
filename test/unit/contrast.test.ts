import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { textPairs, themes } from '../../src/styles/tokens';

// WCAG 2 relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
const themeNames = Object.keys(themes) as (keyof typeof themes)[];

test('the formula matches known values', () => {
  assert.is(Math.round(contrast('#000000', '#ffffff') * 10) / 10, 21);
  assert.is(Math.round(contrast('#777777', '#ffffff') * 100) / 100, 4.48);
});

test('both themes define every colour role as a #rrggbb colour (overlay aside)', () => {
  for (const name of themeNames) {
    const bad = Object.entries(themes[name]).filter(([k, v]) => k !== 'overlay' && !/^#[0-9a-f]{6}$/i.test(v));
    assert.equal(bad, [], name);
  }
});

test('every text colour pair meets WCAG AA (4.5:1) in the light and the dark theme', () => {
  const failing = themeNames.flatMap((name) => textPairs
    .map(([fg, bg]) => ({ pair: `${name}: ${fg} on ${bg}`, ratio: contrast(themes[name][fg], themes[name][bg]) }))
    .filter((p) => p.ratio < 4.5)
    .map((p) => `${p.pair}: ${p.ratio.toFixed(2)}`));
  assert.equal(failing, []);
  const lowest = themeNames.map((name) => `${name} ${Math.min(...textPairs.map(([fg, bg]) => contrast(themes[name][fg], themes[name][bg]))).toFixed(2)}`);
  console.log(`  lowest text contrast: ${lowest.join(', ')} (${textPairs.length} pairs per theme)`);
});

test('the focus ring stands out (3:1) against the backgrounds it sits on, in both themes', () => {
  for (const name of themeNames) {
    for (const bg of ['bg', 'surface', 'surfaceAlt', 'brandSoft'] as const) {
      assert.ok(contrast(themes[name].focus, themes[name][bg]) >= 3, `${name}: focus on ${bg}`);
    }
  }
});

test('form field borders are visible (3:1) against the surface, in both themes', () => {
  for (const name of themeNames) assert.ok(contrast(themes[name].fieldBorder, themes[name].surface) >= 3, name);
});

// The pair list must be the components' real pairs: read from the styles.
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = join(dir, f);
  return statSync(p).isDirectory() ? files(p) : [p];
});
type Role = keyof typeof themes.light;
/** Each style object's text colour and background colours, from the vanilla-extract sources. */
function stylePairs() {
  const out: { file: string; fg?: Role; bgs: Role[] }[] = [];
  for (const file of files(join(process.cwd(), 'src')).filter((f) => f.endsWith('.css.ts'))) {
    const src = readFileSync(file, 'utf8');
    const owner: number[] = [];
    const stack: number[] = [-1];
    let next = 0;
    for (let i = 0; i < src.length; i++) {
      if (src[i] === '{') stack.push(next++);
      owner[i] = stack.at(-1)!;
      if (src[i] === '}') stack.pop();
    }
    const objects = new Map<number, { file: string; fg?: Role; bgs: Role[] }>();
    for (const m of src.matchAll(/\b(color|background):\s*([^,\n]*(?:\([^)]*\))?[^,\n]*)/g)) {
      const o = objects.get(owner[m.index!]!) ?? { file: file.slice(process.cwd().length + 1), bgs: [] };
      objects.set(owner[m.index!]!, o);
      const roles = [...m[2]!.matchAll(/vars\.color\.(\w+)/g)].map((x) => x[1] as Role);
      if (m[1] === 'color') o.fg = roles[0] ?? o.fg;
      else o.bgs.push(...roles);
    }
    out.push(...objects.values());
  }
  return out;
}

test('the pair list holds every text colour set on a background in the same style', () => {
  const listed = new Set(textPairs.map(([fg, bg]) => `${fg} on ${bg}`));
  const missing = stylePairs().flatMap((o) => (o.fg ? o.bgs.filter((bg) => !listed.has(`${o.fg} on ${bg}`)).map((bg) => `${o.file}: ${o.fg} on ${bg}`) : []));
  assert.equal([...new Set(missing)], []);
});

test('every colour the styles use for text, or behind it, is in the pair list', () => {
  const fgs = new Set(textPairs.map(([fg]) => fg));
  const bgs = new Set(textPairs.map(([, bg]) => bg));
  const used = stylePairs();
  assert.equal([...new Set(used.flatMap((o) => (o.fg && !fgs.has(o.fg) ? [`${o.file}: color ${o.fg}`] : [])))], []);
  assert.equal([...new Set(used.flatMap((o) => o.bgs.filter((b) => b !== 'overlay' && !bgs.has(b)).map((b) => `${o.file}: background ${b}`)))], []);
});

test.run();
