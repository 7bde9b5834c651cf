// @ts-check
// Step: dist/manifest.webmanifest, for "Add to Home Screen": the site's name, its icons (static/)
// and the theme colours from the theme tokens.
import { writeOut } from './file-errors.mjs';
import { join } from 'node:path';
import { themeColors } from './head.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */

export const APP_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
];

/**
 * A manifest shortcut to a route: its title, description and the app's icon.
 * @param {import('./context.mjs').Manifest} manifest
 * @param {string | undefined} path The first of site.offline.pages, which the schema requires to be a route.
 */
function shortcut(manifest, path) {
  const route = manifest.routes.find((r) => r.path === path);
  if (!route) throw new Error(`webManifest: site.offline.pages names no route (${path})`);
  return { name: route.title, short_name: route.title.slice(0, 30), description: route.description, url: path, icons: [APP_ICONS[0]] };
}

/** @param {BuildContext} ctx */
export async function webManifest(ctx) {
  const { site } = ctx.manifest;
  const colors = themeColors(ctx);
  const manifest = {
    name: site.name,
    short_name: site.logoText,
    description: site.tagline,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colors.theme,
    background_color: colors.background,
    icons: APP_ICONS,
    // The first page kept for offline use (the crisis lines) is one touch away from the app's icon.
    ...(site.offline && { shortcuts: [shortcut(ctx.manifest, site.offline.pages[0])] }),
  };
  await writeOut(join(ctx.outDir, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
}
