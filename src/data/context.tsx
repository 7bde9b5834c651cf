import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { CatalogueData } from '../../schema/contract/catalogueFormat';
import type { Manifest } from '../../schema/model/manifest';
import type { UiStrings } from '../i18n/types';
import { pathIn } from '../../schema/values/locales';
import type { RouteClient, RouteEntry } from './routeClient';

/** What every page carries: the site settings (with what the schema derives, like the search page),
 * the menus, the page's locale code ("en") and the interface's words in it (src/i18n): they come
 * with the page, so the JavaScript holds no locale's strings. */
export interface ShellData {
  /** Without its topics: search loads them with its index, the catalogue with its data. */
  site: Omit<Manifest['site'], 'topics'>;
  navigation: Manifest['navigation'];
  lang: string;
  ui: UiStrings;
  /** The site's languages, by their own names ("Español"): the language switcher's links; and, for
   * each translation but the page's own (never the site's first language), the offer of a page in
   * it, in its words (src/shell/LanguageOffer.tsx, src/server/render.tsx shellData). */
  languages: { code: string; name: string; offer?: UiStrings['languageOffer'] }[];
}

export const ShellContext = createContext<ShellData | null>(null);
export const ClientContext = createContext<RouteClient | null>(null);
/** The catalogue data the prerenderer renders a page with (the browser has none: the catalogue
 * fetches it, src/data/catalogue.ts). */
export const CatalogueContext = createContext<CatalogueData | null>(null);

export function useShell(): ShellData {
  const v = useContext(ShellContext);
  if (!v) throw new Error('useShell needs <ShellContext.Provider>');
  return v;
}

/** The home page of the page's language ("/", "/es"). */
export const useHomePath = () => {
  const { lang, site } = useShell();
  return pathIn('/', lang, site.locales);
};

/** The interface's words in the page's language. */
export const useUi = (): UiStrings => useShell().ui;

export function useRouteClient(): RouteClient {
  const v = useContext(ClientContext);
  if (!v) throw new Error('useRouteClient needs <ClientContext.Provider>');
  return v;
}

/** The route's data, loading it when it is not in the cache yet. */
export function useRouteEntry(path: string): RouteEntry {
  const client = useRouteClient();
  const entry = useSyncExternalStore(client.subscribe, () => client.get(path), () => client.get(path));
  useEffect(() => { void client.load(path); }, [client, path]);
  return entry;
}

/** The path of the page a block belongs to. Not the address bar's: that moves on first, while the
 * previous page stays on screen until the next one has loaded. */
export const PagePathContext = createContext('/');
export const usePagePath = () => useContext(PagePathContext);
