// Where each language of the site lives: the first locale of site.locales is at "/", every other
// one under "/<code>" ("/es", "/es/contact"). Plain functions, no Zod: the browser uses them too
// (the language switcher, and links that cross into the other language load in full).

/** The languages the site's interface (its own words: menus, buttons, messages) is written in: a
 * language of site.locales must be one of them. Each has its folder, schema/languages/<code>/, with
 * every part of a language (schema/languages/parts.ts): the type check fails for each part missing. */
export const INTERFACE_LOCALES = ['en', 'es'] as const;
export type InterfaceLocale = (typeof INTERFACE_LOCALES)[number];
export const isInterfaceLocale = (code: string): code is InterfaceLocale => (INTERFACE_LOCALES as readonly string[]).includes(code);

/** The locale of a route path: the non-default locale whose folder holds it, else the default. */
export function localeOfPath(path: string, locales: readonly string[]): string {
  const first = path.split(/[/?#]/)[1] ?? '';
  return locales.indexOf(first) > 0 ? first : locales[0] ?? 'en';
}

/** A default-locale path as it is written for `lang` ("/contact" → "/es/contact", "/" → "/es"). */
export function pathIn(path: string, lang: string, locales: readonly string[]): string {
  if (lang === locales[0]) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** A path of any locale as the default locale writes it ("/es/contact" → "/contact", "/es" → "/"). */
export function defaultPathOf(path: string, locales: readonly string[]): string {
  const lang = localeOfPath(path, locales);
  if (lang === locales[0]) return path;
  return path.slice(lang.length + 1) || '/';
}

/** The same page in another language: its translation, else the nearest translated page above it,
 * else that language's home page. `exact` says whether it is the page itself (for hreflang). */
export interface Alternate { lang: string; href: string; exact: boolean }

export function alternatesOf(path: string, locales: readonly string[], exists: (p: string) => boolean): Alternate[] {
  const own = localeOfPath(path, locales);
  const base = defaultPathOf(path, locales);
  return locales.filter((l) => l !== own).flatMap((lang) => {
    for (let p = base; ; p = p.slice(0, Math.max(p.lastIndexOf('/'), 1))) {
      const href = pathIn(p, lang, locales);
      if (exists(href)) return [{ lang, href, exact: p === base }];
      if (p === '/') return [];
    }
  });
}
