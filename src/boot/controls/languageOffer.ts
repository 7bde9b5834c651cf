// The offer of this page in the visitor's language (src/shell/LanguageOffer.tsx): prerendered
// hidden, shown here from the first paint when the browser's languages ask for it, so it needs
// no app. Its "No, thanks" (data-control="language-offer") and its link answer it for good: the
// offer hides and the answer is stored. Only `hidden` changes, and the app, which decides alike
// (src/data/languageOffer.ts), reads the same answer, so nothing here is undone when it hydrates.
import { answerOffer, OFFER_ATTR, offerHere } from '../../data/languageOffer';

/** Shows the page's offer that the visitor's languages ask for, if any; and hides one answered
 * meanwhile (on another page) when this page comes back from the back-forward cache. */
function showLanguageOffer(): void {
  const all = [...document.querySelectorAll<HTMLElement>(`[${OFFER_ATTR}]`)];
  const lang = offerHere(all.map((o) => o.lang));
  for (const o of all) o.hidden = o.lang !== lang;
}

export function offerLanguage(): void {
  showLanguageOffer();
  addEventListener('pageshow', (e) => { if (e.persisted) showLanguageOffer(); });
}

/** Its close button, or a link clicked (the offer's own, as the browser follows it; any other is
 * not an offer's, and left alone): the offer is answered, and hidden. */
export function answerLanguageOffer(control: Element): void {
  const offer = control.closest<HTMLElement>(`[${OFFER_ATTR}]`);
  if (!offer) return;
  const link = control.tagName === 'A';
  answerOffer(link ? offer.lang : 'no');
  // The focus would be lost with the close button, and the next Tab would leave the page: it goes
  // to the main content instead (without scrolling), the page the visitor chose to stay on.
  if (!link && offer.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
  offer.hidden = true;
}
