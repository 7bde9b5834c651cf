import { z } from 'zod';
import type { Block } from './block';
import { closest } from '../values/errorMap';
import { about } from './fields';
import { navigation, site } from './site';
import { route, type Route } from './route';
import { collectResources, inconsistentListings, type ResourceSource } from './resources';
import { libraryCounts, type LibraryCount } from './libraryCounts';
import { guidePlaces } from './guides';
import { localeOfPath } from '../values/locales';
import { topicProblems } from './topicCheck';

/** Block types with rules across routes (below). An edit of a route that holds one, before or
 * after, is checked with the whole manifest in `npm start` (schema/read/incremental.ts). */
export const SITE_WIDE_BLOCKS = ['searchResults', 'crisisLines', 'crisisSteps', 'resourceCatalogue', 'packet'] as const satisfies readonly Block['type'][];

/** The positions of the blocks that are (or hold, inside an accordion or tabs) a block of this type. */
const holds = (blocks: readonly Block[], type: Block['type']): number[] => {
  const at: number[] = [];
  blocks.forEach((b, i) => {
    if (b.type === type || (b.type === 'accordion' && b.items.some((it) => it.blocks.some((x) => x.type === type)))
      || (b.type === 'tabs' && b.tabs.some((t) => t.blocks.some((x) => x.type === type)))) at.push(i);
  });
  return at;
};

export const manifest = z.strictObject({
  $schema: z.string().optional().meta(about('JSON Schema', 'The JSON Schema editors use to check and explain this file.', '../site.schema.json')),
  site,
  navigation,
  routes: z.array(route).min(1).meta(about('Pages', 'Every page of the site; adding a page means adding a route here.')),
}).superRefine((m, ctx) => {
  // One search page and one packet page per language (a translated one is that language's).
  for (const [type, what] of [['searchResults', 'search page'], ['packet', 'packet page']] as const) {
    const pages = m.routes.flatMap((r, i) => holds(r.blocks, type).map((b) => ({ path: r.path, i, b: b + (r.hero ? 1 : 0), lang: localeOfPath(r.path, m.site.locales) })));
    for (const [k, extra] of pages.entries()) {
      const first = pages.find((p) => p.lang === extra.lang)!;
      if (pages.indexOf(first) === k) continue;
      ctx.addIssue({ code: 'custom', path: ['routes', extra.i, 'blocks', extra.b, 'type'], message: `the site has one ${what}, and it is "${first.path}": remove this ${type} block` });
    }
  }
  if (!m.site.crisis) {
    m.routes.forEach((r, i) => holds(r.blocks, 'crisisLines').forEach((b) => ctx.addIssue({
      code: 'custom', path: ['routes', i, 'blocks', b + (r.hero ? 1 : 0), 'type'], message: 'a crisisLines block shows site.crisis.lines: add "crisis" to "site" first',
    })));
  }
  if (!m.site.crisis?.steps) {
    m.routes.forEach((r, i) => holds(r.blocks, 'crisisSteps').forEach((b) => ctx.addIssue({
      code: 'custom', path: ['routes', i, 'blocks', b + (r.hero ? 1 : 0), 'type'], message: 'a crisisSteps block shows site.crisis.steps: add "steps" (a heading and the steps) to site.crisis first',
    })));
  }
  const guides = m.navigation.groups.map((g) => g.title);
  m.routes.forEach((r, i) => {
    const skip = r.hero ? 1 : 0; // an opening hero is route.hero: the file's blocks start one earlier
    const catalogues = r.blocks.flatMap((b, j) => (b.type === 'resourceCatalogue' ? [{ b, j: j + skip }] : []));
    for (const extra of catalogues.slice(1)) ctx.addIssue({ code: 'custom', path: ['routes', i, 'blocks', extra.j, 'type'], message: 'a page holds one resourceCatalogue: remove this one' });
    for (const { b, j } of catalogues) {
      if (b.type !== 'resourceCatalogue' || b.guide === undefined || guides.includes(b.guide)) continue;
      const guess = closest(b.guide, guides);
      ctx.addIssue({ code: 'custom', path: ['routes', i, 'blocks', j, 'guide'], message: `"${b.guide}" is not a guide${guess ? ` (did you mean "${guess}"?)` : ''}: use the title of a menu group: ${guides.join(', ')}` });
    }
  });
  topicProblems(m, (path, message) => ctx.addIssue({ code: 'custom', path, message }));
  // Comparing listings needs every link parsed: only once the rest of the manifest is valid.
  if (ctx.issues.length) return;
  for (const p of inconsistentListings(m)) ctx.addIssue({ code: 'custom', path: p.at, message: p.message });
}).transform((m) => {
  // Each page's place in its guide (breadcrumbs, previous and next), from the navigation data.
  const places = guidePlaces(m.navigation, m.routes);
  const { translations: _s, ...siteText } = m.site;
  const { translations: _n, ...navigationText } = m.navigation;
  const counted = countedFigures(m);
  return {
    ...m,
    navigation: navigationText,
    routes: m.routes.map((r): Route => counted(places.has(r.path) ? { ...r, guide: places.get(r.path)! } : r)),
    // The search page is the route holding the searchResults block; the header's search goes there.
    // The packet page is the route holding the packet block; the header's packet link goes there.
    site: { ...siteText, search: { ...siteText.search, page: searchPageOf(m.routes) }, packetPage: packetPageOf(m.routes) },
  };
});

/** Fills each counted figure of a stats block ("count": "resources") with the library's number,
 * counted once, only when some route has one. */
function countedFigures(m: ResourceSource & { site: { topics: readonly unknown[] } }): (r: Route) => Route {
  let counts: Record<LibraryCount, number> | undefined;
  const figure = (c: LibraryCount) => String((counts ??= libraryCounts(collectResources(m), m.site.topics.length, m.navigation.groups.length))[c]);
  return (r) => (!r.blocks.some((b) => b.type === 'stats' && b.items.some((it) => it.count)) ? r : {
    ...r,
    blocks: r.blocks.map((b) => (b.type !== 'stats' ? b : { ...b, items: b.items.map((it) => (it.count ? { ...it, value: figure(it.count) } : it)) })),
  });
}

/** The search page of a language: its route holding the searchResults block. */
export const searchPageOf = (routes: readonly { path: string; blocks: readonly Block[] }[]) => routes.find((r) => holds(r.blocks, 'searchResults').length)?.path;

/** The packet page of a language: its route holding the packet block. */
export const packetPageOf = (routes: readonly { path: string; blocks: readonly Block[] }[]) => routes.find((r) => holds(r.blocks, 'packet').length)?.path;

/** The manifest as the build and the app use it: its routes in every language (each knowing its
 * language and its translations), and per language the site settings and navigation in it. */
export type Manifest = z.output<typeof manifest> & { locales: Record<string, LocaleShell> };
export interface LocaleShell { site: Manifest['site']; navigation: Manifest['navigation'] }
/** The manifest as the schema alone parses it, before the other languages' shells join it (schema/derive/localized.ts). */
export type ParsedManifest = z.output<typeof manifest>;
