import { useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { Alternate } from '../../schema/values/locales';
import { useRouteEntry, useShell } from '../data/context';
import { OFFER_ATTR, offerHere } from '../data/languageOffer';
import { normalisePath } from '../data/routeClient';
import { buttonClass } from '../ui/Button/Button';
import { Icon } from '../ui/Icon';
import * as s from './LanguageOffer.css';

/** While hydrating, the offer the page shows (the loader showed it, or not), so React hydrates what
 * is there; while prerendering, none. */
const shownOnPage = () => (typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(`[${OFFER_ATTR}]:not([hidden])`)?.lang ?? null);

/** Answered here (answerOffer says so with a storage event) or in another tab. */
const subscribe = (fn: () => void) => {
  addEventListener('storage', fn);
  return () => removeEventListener('storage', fn);
};

/**
 * The offer of this page in the visitor's language, never a redirect: a bar at the foot of the
 * window, in the language it offers (the visitor's), for each language the page is really
 * translated into (not a nearest page above). Prerendered hidden, so it costs the page a few
 * hundred bytes and shows nothing without JavaScript; the loader shows it from the first paint
 * when the browser's languages ask for it, and its buttons answer it for good
 * (src/boot/controls/languageOffer.ts). React hydrates it as the page shows it, then renders the
 * same decision (src/data/languageOffer.ts), so it never undoes the loader's work, and a page
 * reached in the app shows its offer too.
 *
 * Sticky at the end of the page, not fixed: it appears below everything else, so nothing on the
 * page moves, and at the page's end it sits after the footer rather than over it.
 */
export function LanguageOffer() {
  const { languages } = useShell();
  const [location] = useLocation();
  const entry = useRouteEntry(normalisePath(location));
  // While the next page loads in the app, the page on screen (and its offer) stays.
  const kept = useRef<Alternate[]>([]);
  if (entry.status !== 'loading') kept.current = entry.status === 'ready' ? entry.data.alternates ?? [] : [];
  const offers = kept.current.flatMap((a) => {
    const words = a.exact ? languages.find((l) => l.code === a.lang)?.offer : undefined;
    return words ? [{ ...a, words }] : [];
  });
  const shown = useSyncExternalStore(subscribe, () => (offers.length ? offerHere(offers.map((o) => o.lang)) : null), shownOnPage);
  // data-language-offer (OFFER_ATTR) marks it for the loader; its lang is the language offered.
  return offers.map(({ lang, href, words }) => (
    <section key={lang} lang={lang} data-language-offer="" aria-labelledby={`language-offer-${lang}`} className={s.bar} hidden={shown !== lang}>
      <div className={s.inner}>
        <p id={`language-offer-${lang}`} className={s.text}>{words.text}</p>
        <div className={s.actions}>
          <a href={href} hrefLang={lang} className={buttonClass('default')}>{words.go}</a>
          <button type="button" data-control="language-offer" aria-label={words.close} className={buttonClass('ghost', 'icon')}><Icon name="x" /></button>
        </div>
      </div>
    </section>
  ));
}
