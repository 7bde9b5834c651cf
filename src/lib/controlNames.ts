// Names the page's controls (src/boot/controls) and the app share. The controls are in the
// loader's bundle; the app needs only these words to follow them, not a second copy of their code.

/** Dispatched on a disclosure button (bubbling) after what it controls was shown or hidden. */
export const CHANGE = 'control-change';

/** The id of the header's search toggle. */
export const SEARCH_TOGGLE = 'site-search-toggle';

/** Whether a disclosure button shows what it controls. */
export const isExpanded = (button: Element) => button.getAttribute('aria-expanded') === 'true';
