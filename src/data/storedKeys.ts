// Where this browser keeps what a visitor made on the site: the packet (localStorage, kept), a
// form's draft (sessionStorage, this tab only) and the answer to the language offer (localStorage).
// Named once here because the loader reads them too: a page whose storage holds a packet or a
// draft starts the app at once (src/boot/wake.ts); the answer keeps the offer hidden.

export const PACKET_KEY = 'packet';

/** The visitor's answer to the offer of a page in their browser's language (src/data/languageOffer.ts):
 * once answered, by following it or by "No, thanks", it is not made again on any page. */
export const LANGUAGE_OFFER_KEY = 'language-offer';

/** The start of every draft key of the page at `path` (one per form: `<prefix><form id>`). */
export const draftPrefix = (path: string) => `draft:${path}#`;
