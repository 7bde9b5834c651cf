// Where this browser keeps what a visitor made on the site: the packet (localStorage, kept) and a
// form's draft (sessionStorage, this tab only). Named once here because the loader reads them too:
// a page whose storage holds either starts the app at once (src/boot/wake.ts).

export const PACKET_KEY = 'packet';

/** The start of every draft key of the page at `path` (one per form: `<prefix><form id>`). */
export const draftPrefix = (path: string) => `draft:${path}#`;
