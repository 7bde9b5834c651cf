// Language names as people read them, from Intl for the page's locale: apart from the tags'
// labels (tagLabels.ts), so a page that names a block's language loads only this.

const names = new Map<string, Intl.DisplayNames | null>();
/** "en" → "English" on an English page, "inglés" on a Spanish one, as running text writes it;
 * the code itself where Intl does not know it. */
export function languageName(code: string, locale: string): string {
  if (!names.has(locale)) {
    try { names.set(locale, new Intl.DisplayNames([locale], { type: 'language' })); } catch { names.set(locale, null); }
  }
  try { return names.get(locale)?.of(code) ?? code; } catch { return code; /* not a language code */ }
}

/** "es" → "Spanish" on an English page, "Español" on a Spanish one (capitalised: it stands alone,
 * as a badge or an option). */
export function languageLabel(code: string, locale: string): string {
  const name = languageName(code, locale);
  return name[0]!.toLocaleUpperCase(locale) + name.slice(1);
}
