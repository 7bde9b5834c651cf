// The icon sprite: every icon the schema allows (schema/model/icons.ts), drawn from lucide's icon data,
// as <symbol>s in one SVG file with a content hash in its name. Components draw an icon with
// <svg><use href="/assets/icons-HASH.svg#name"/></svg>, so icon drawings cost the browser one
// cached file instead of JavaScript on every route's first load.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { root } from './paths.mjs';

/** Our names whose lucide drawing has another name. */
const LUCIDE_NAMES = { home: 'house', 'check-circle': 'circle-check' };

/** The icon names in schema/values/iconNames.ts (the one list: the schema validates against it). */
export function iconNames() {
  const src = readFileSync(join(root, 'schema/values/iconNames.ts'), 'utf8');
  const list = /export const iconNames = \[([\s\S]*?)\] as const/.exec(src)?.[1];
  if (!list) throw new Error('schema/values/iconNames.ts: the iconNames list was not found');
  return [...list.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]);
}

const attrs = (o) => Object.entries(o).filter(([k]) => k !== 'key').map(([k, v]) => ` ${k}="${String(v).replace(/"/g, '&quot;')}"`).join('');

/**
 * lucide's drawing of an icon; some names are aliases that re-export another icon's module. The
 * data literal is read from the module's text, not imported: importing an icon module loads React,
 * and a React loaded here (development build) would be the one the prerenderer then uses, which
 * renders pages at half the speed of the production build.
 */
function drawing(file) {
  const text = readFileSync(file, 'utf8');
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(text)?.[1];
  if (literal) return runInNewContext(`(${literal})`, {}).node;
  const target = /export \{ default \} from '\.\/([\w-]+\.mjs)'/.exec(text)?.[1];
  if (!target) throw new Error(`${file} holds no icon data`);
  return drawing(join(dirname(file), target));
}

function symbol(name, iconsDir) {
  const file = join(iconsDir, `${LUCIDE_NAMES[name] ?? name}.mjs`);
  let node;
  try { node = drawing(file); } catch (e) { throw new Error(`icon "${name}": ${e.message}`); }
  return `<symbol id="${name}" viewBox="0 0 24 24">${node.map(([tag, a]) => `<${tag}${attrs(a)}/>`).join('')}</symbol>`;
}

let cached;
/** { svg, file, url }: the sprite's text, its file name and its address in the site. */
export function iconSprite() {
  cached ??= (async () => {
    const iconsDir = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm/icons');
    const symbols = iconNames().map((n) => symbol(n, iconsDir));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
    const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 10);
    const file = `icons-${hash}.svg`;
    return { svg, file, url: `/assets/${file}` };
  })();
  return cached;
}

/** The esbuild `define` that tells src/ui/Icon.tsx where the sprite is. */
export const iconDefine = async () => ({ __ICON_SPRITE__: JSON.stringify((await iconSprite()).url) });
