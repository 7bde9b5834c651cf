// Whether to offer a visitor this page in the language their browser prefers
// (src/shell/LanguageOffer.tsx). Decided alike by the page's loader, which shows the prerendered
// offer before the app starts (src/boot/controls/languageOffer.ts), and by the app once it has
// hydrated, so React renders what the loader showed and never undoes it. Never a redirect: an offer,
// answered once for the whole site.
import { LANGUAGE_OFFER_KEY } from './storedKeys';

/** Marks the prerendered offer: its `lang` is the language it offers (and is written in). */
export const OFFER_ATTR = 'data-language-offer';

/** Set on <html> once answered, so a browser that refuses storage keeps the answer for this page. */
const ANSWERED_ATTR = 'data-language-answered';

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The language of `offered` (the languages this page is translated into) to offer a visitor whose
 * browser lists `visitor` (navigator.languages, most wanted first) on a page in `page`, or null: the
 * first of the visitor's languages, by its primary subtag ("es-US" is "es"), that is the page's own
 * (null: they read it) or one offered. None once the visitor has `answered` the offer.
 */
export function languageToOffer(visitor: readonly string[], page: string, offered: readonly string[], answered: boolean): string | null {
  if (answered) return null;
  for (const tag of visitor) {
    const wanted = primary(tag);
    if (wanted === primary(page)) return null;
    const found = offered.find((o) => primary(o) === wanted);
    if (found) return found;
  }
  return null;
}

/** Whether this visitor has answered the offer, on any page. */
export function offerAnswered(): boolean {
  try {
    if (localStorage.getItem(LANGUAGE_OFFER_KEY) !== null) return true;
  } catch { /* storage refused: only this page's answer is known */ }
  return document.documentElement.hasAttribute(ANSWERED_ATTR);
}

/** Keeps the visitor's answer: the language they went to, or "no". */
export function answerOffer(answer: string): void {
  document.documentElement.setAttribute(ANSWERED_ATTR, '');
  try { localStorage.setItem(LANGUAGE_OFFER_KEY, answer); } catch { /* storage refused: kept for this page only */ }
  // As another tab's answer would: the app's offer (src/shell/LanguageOffer.tsx) reads it again.
  dispatchEvent(new Event('storage'));
}

/** The offer to show on this page: one of its offers' languages, or null (the browser's languages,
 * most wanted first, are navigator.languages, which every browser the site serves has). */
export const offerHere = (offered: readonly string[]): string | null =>
  languageToOffer(navigator.languages ?? [], document.documentElement.lang, offered, offerAnswered());
