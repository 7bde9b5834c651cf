// The last step of reading a manifest in several languages: each route learns its language and
// where the same page is in the others (the language switcher, hreflang), and each other
// language gets its own site settings and navigation, with its guides (breadcrumbs, previous and
// next) and its search page worked out from them, as the schema does for the default language.
import { guidePlaces } from '../model/guides';
import { alternatesOf, localeOfPath } from '../values/locales';
import { packetPageOf, searchPageOf, type LocaleShell, type Manifest, type ParsedManifest } from '../model/manifest';
import type { Route } from '../model/route';

export function withLocales(m: ParsedManifest, shells: Record<string, LocaleShell>): Manifest {
  const { locales } = m.site;
  const own: Record<string, LocaleShell> = { [locales[0]!]: { site: m.site, navigation: m.navigation } };
  if (locales.length < 2) return { ...m, locales: own };
  const paths = new Set(m.routes.map((r) => r.path));
  // Object.assign, not { ...r, lang, alternates }: V8 builds a spread followed by more keys key by
  // key, for each of 10,000 routes. The keys come out in the same order.
  let routes: Route[] = m.routes.map((r) => Object.assign({}, r, { lang: localeOfPath(r.path, locales), alternates: alternatesOf(r.path, locales, (p) => paths.has(p)) }));
  for (const lang of locales.slice(1)) {
    const shell = shells[lang];
    if (!shell) continue;
    const mine = routes.filter((r) => r.lang === lang);
    const places = guidePlaces(shell.navigation, mine);
    routes = routes.map((r) => (r.lang === lang && places.has(r.path) ? { ...r, guide: places.get(r.path)! } : r));
    const { translations: _s, ...site } = shell.site as LocaleShell['site'] & { translations?: unknown };
    const { translations: _n, ...navigation } = shell.navigation as LocaleShell['navigation'] & { translations?: unknown };
    own[lang] = { site: { ...site, search: { ...site.search, page: searchPageOf(mine) }, packetPage: packetPageOf(mine) }, navigation };
  }
  return { ...m, routes, locales: own };
}
