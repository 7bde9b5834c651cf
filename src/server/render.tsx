// Prerendering: the same React tree the browser hydrates, rendered to an HTML string.
import { renderToString } from 'react-dom/server';
import type { CatalogueData } from '../../schema/contract/catalogueFormat';
import type { Manifest } from '../../schema/model/manifest';
import type { Route } from '../../schema/model/route';
import { isInterfaceLocale } from '../../schema/values/locales';
import { UI } from '../i18n';
import { App } from '../App';
import { blockTypesIn, lazyBlocks } from '../blocks/index';
import type { ShellData } from '../data/context';
import { pageTitle } from '../data/meta';
import { createRouteClient } from '../data/routeClient';
import { NOT_FOUND_PATH } from '../../schema/values/addresses.mjs';
import { NotFoundView } from '../shell/NotFoundView';
import { deferredParts } from '../shell/deferred';
import { partsOf, shellKey, withParts, type ShellParts } from './shellParts';


/** What every page of a locale carries (`lang`: a code of INTERFACE_LOCALES, "en", "es"): the site, its
 * menus and the interface's words in that language. Node only, so the dictionaries never reach the bundle. */
export function shellData(m: Manifest, lang = 'en'): ShellData {
  if (!isInterfaceLocale(lang)) throw new Error(`shellData: the interface is not written in "${lang}" (schema/languages/ has ${Object.keys(UI).join(', ')})`);
  const { site, navigation } = m.locales[lang] ?? m;
  // The site's languages by their own names, for the language switcher; the translations' offers in
  // their own words, as a visitor who prefers one reads it on this page. The site's first language
  // is never offered: every translated page links it in its header, and a parent who reads Spanish
  // on a phone set to English would meet an English offer on every Spanish page.
  const languages = m.site.locales.filter(isInterfaceLocale).map((code) => ({ code, name: UI[code].languageName, ...(code !== lang && code !== m.site.locales[0] && { offer: UI[code].languageOffer }) }));
  // The topics stay out: every page would carry their words, which search and the catalogue load when used.
  const { topics: _, ...shellSite } = site;
  return { site: shellSite, navigation, lang, ui: UI[lang], languages };
}

/** The body HTML of one route (with its catalogue data, if it shows a catalogue), or of the not-found page when route is null. */
export function renderRoute(shell: ShellData, route: Route | null, catalogue?: CatalogueData): { html: string; title: string; description: string } {
  const missing = route ? [...blockTypesIn(route.blocks)].filter((t) => t in lazyBlocks && !lazyBlocks[t as keyof typeof lazyBlocks].loaded) : [];
  if (missing.length) throw new Error(`renderRoute: the ${missing.join(', ')} block code is not loaded yet: await prepareBlocks() first`);
  const client = createRouteClient({ fetch: () => Promise.reject(new Error('no fetch while prerendering')) });
  const path = route?.path ?? NOT_FOUND_PATH;
  if (route) client.seed(path, route);
  else client.seedMissing(path);
  const render = (withoutShell = false) => renderToString(<App shell={shell} client={client} ssrPath={path} catalogue={catalogue} withoutShell={withoutShell} />);
  return {
    html: route ? withShell(shell, route, render) : render(),
    title: pageTitle(route ? route.title : shell.site.notFound.title, shell.site.name),
    description: route ? route.description : shell.site.notFound.text,
  };
}

/** Each shell's header and footer, by what they depend on in a page (shellParts.ts). */
const rendered = new WeakMap<ShellData, Map<string, ShellParts | null>>();
/** Headers and footers kept per shell, at most: on a site whose every page is translated, each
 * page's language links are its own, so none is shown twice, and keeping each would only hold
 * memory (30 KB a page). */
const KEPT = 64;

/** A route's page, its header and footer rendered once for every page that shows the same. */
function withShell(shell: ShellData, route: Route, render: (withoutShell?: boolean) => string): string {
  let parts = rendered.get(shell);
  if (!parts) rendered.set(shell, (parts = new Map()));
  const key = shellKey(shell, route);
  const known = parts.get(key);
  if (known) {
    const html = withParts(render(true), known);
    if (html !== null) return html;
  }
  const html = render();
  if (known === undefined && parts.size < KEPT) parts.set(key, partsOf(html));
  return html;
}

export { blockTypesIn } from '../blocks/index';

/** Loads the code of every lazily loaded block (and the not-found page, and the shell's deferred
 * parts): renderRoute needs it, so the prerenderer calls this once before rendering. */
export const prepareBlocks = () => Promise.all([...Object.values(lazyBlocks), NotFoundView, ...deferredParts].map((b) => b.preload()));
