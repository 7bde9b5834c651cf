// @ts-check
// What a page's <head> holds besides its title and description: icons and theme colour, the
// canonical URL and social previews, structured data. Each part is (ctx, route) -> { tags, jsonLd },
// route being null on the not-found page; to add something to every page, add a part to HEAD_PARTS.
import { escapeHtml } from './html.mjs';

/** @typedef {import('./context.mjs').BuildContext} BuildContext */
/** @typedef {import('./context.mjs').Route} Route */
/** @typedef {{ tags?: string[], jsonLd?: object[] }} HeadTags What a part adds to a page's <head>. */
/** @typedef {(ctx: BuildContext, route: Route | null) => HeadTags} HeadPart */

/** The default social preview image (static/share.png), shown when a page is shared. */
export const SHARE_IMAGE = { path: '/share.png', width: 1200, height: 630 };
/** The organisation's logo for structured data: the largest app icon (static/). */
export const LOGO = { path: '/icon-512.png', width: 512, height: 512 };

/** The browser UI colours, from the theme tokens (src/styles/tokens.ts): one source. */
export const themeColors = (/** @type {BuildContext} */ ctx) => ({ theme: ctx.server.tokens.color.brand, background: ctx.server.tokens.color.bg });

/**
 * The absolute URL of a site path: the origin from site.url and the path ("/" for the home page).
 * @param {BuildContext} ctx
 * @param {string} path
 */
export const absoluteUrl = (ctx, path) => `${ctx.manifest.site.url}${path}`;

/** @param {'name' | 'property'} attr @param {string} name @param {string | number} content */
const meta = (attr, name, content) => `<meta ${attr}="${name}" content="${escapeHtml(String(content))}">`;

/** @type {HeadPart} */
function icons(ctx) {
  return {
    tags: [
      meta('name', 'theme-color', themeColors(ctx).theme),
      '<link rel="icon" href="/favicon.ico" sizes="32x32">',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
      '<link rel="manifest" href="/manifest.webmanifest">',
    ],
  };
}

/**
 * The one URL of the page, and what a link preview shows: Open Graph, read by Twitter/X too.
 * @type {HeadPart}
 */
function canonicalAndSocial(ctx, route) {
  if (!route) return { tags: [meta('name', 'robots', 'noindex')] };
  const { site } = (route.lang ? ctx.manifest.locales?.[route.lang] : undefined) ?? ctx.manifest;
  const url = absoluteUrl(ctx, route.path);
  return {
    tags: [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', site.name),
      meta('property', 'og:title', route.title),
      meta('property', 'og:description', route.description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', absoluteUrl(ctx, SHARE_IMAGE.path)),
      meta('property', 'og:image:width', SHARE_IMAGE.width),
      meta('property', 'og:image:height', SHARE_IMAGE.height),
      meta('property', 'og:image:alt', `${site.name}: ${site.tagline}`),
      meta('name', 'twitter:card', 'summary_large_image'),
    ],
  };
}

/**
 * The home page describes the site (with its search, once a page holds search results) and its publisher.
 * @type {HeadPart}
 */
export function homeStructuredData(ctx, route) {
  if (route?.path !== '/') return {};
  const { site } = ctx.manifest;
  const home = absoluteUrl(ctx, '/');
  // The search page is the route holding the searchResults block (the schema finds it).
  const search = site.search.page;
  const website = {
    '@type': 'WebSite', '@id': `${home}#website`, url: home, name: site.name, description: site.tagline, inLanguage: 'en',
    publisher: { '@id': `${home}#organization` },
    ...(search && {
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(ctx, search)}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    }),
  };
  const organization = {
    '@type': 'Organization', '@id': `${home}#organization`, name: site.name, url: home,
    logo: { '@type': 'ImageObject', url: absoluteUrl(ctx, LOGO.path), width: LOGO.width, height: LOGO.height },
  };
  return { jsonLd: [{ '@context': 'https://schema.org', '@graph': [website, organization] }] };
}

/**
 * A guide's sub-page: its breadcrumb trail (worked out by the schema, route.guide) as a BreadcrumbList.
 * @type {HeadPart}
 */
export function breadcrumbStructuredData(ctx, route) {
  const trail = route?.guide?.trail;
  if (!route || !trail?.length) return {};
  const items = [...trail.map((c) => ({ name: c.label, path: c.href.href })), { name: route.title, path: route.path }];
  return {
    jsonLd: [{
      '@context': 'https://schema.org', '@type': 'BreadcrumbList',
      itemListElement: items.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(ctx, c.path) })),
    }],
  };
}

/**
 * The page's versions in each language, when it is really translated: each one (itself too)
 * and x-default (the default language's). Only exact translations: a page whose switcher leads
 * to a parent page has none, so the links are always reciprocal.
 * @param {BuildContext} ctx
 * @param {Route | null} route
 * @returns {{ hreflang: string, url: string }[]}
 */
export function languageVersions(ctx, route) {
  const exact = (route?.alternates ?? []).filter((a) => a.exact);
  // A route has alternates only with its language (schema/derive/localized.ts).
  if (!route?.lang || !exact.length) return [];
  const versions = [{ lang: route.lang, href: route.path }, ...exact].sort((a, b) => a.lang.localeCompare(b.lang));
  const fallback = versions.find((v) => v.lang === ctx.manifest.site.locales[0]);
  return [...versions.map((v) => ({ hreflang: v.lang, url: absoluteUrl(ctx, v.href) })), ...(fallback ? [{ hreflang: 'x-default', url: absoluteUrl(ctx, fallback.href) }] : [])];
}

/** @type {HeadPart} */
function alternates(ctx, route) {
  return { tags: languageVersions(ctx, route).map((v) => `<link rel="alternate" hreflang="${v.hreflang}" href="${escapeHtml(v.url)}">`) };
}

/** @type {HeadPart[]} */
export const HEAD_PARTS = [icons, canonicalAndSocial, alternates, homeStructuredData, breadcrumbStructuredData];

/**
 * { head, jsonLd } for page() in html.mjs.
 * @param {BuildContext} ctx
 * @param {Route | null} route
 */
export function headFor(ctx, route) {
  const parts = HEAD_PARTS.map((part) => part(ctx, route));
  return { head: parts.flatMap((p) => p.tags ?? []), jsonLd: parts.flatMap((p) => p.jsonLd ?? []) };
}
