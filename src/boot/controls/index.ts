// The page's own controls: menus, dropdowns, accordion items, tabs, the search toggle, "Add to
// packet", "Go back" and the language offer (./languageOffer.ts) answer a press from the first
// paint, whether or not the app (React) has started, since a phone can take a second or more to
// fetch and start it. One listener per kind of event on the document; a control is a button
// marked data-control="<kind>" in the prerendered page. The app renders these controls' markup
// and reads their state, but never answers their presses itself, so a press is answered exactly
// once, however early.
import { isExpanded, setExpanded, toggleAccordionItem } from './disclosure';
import { closeDropdowns, closeMenu, escapeDropdown, openMenu, openMenuPanel, toggleDropdown, trapTab } from './menus';
import { pressPacket, watchPacket } from './packet';
import { isSearchShortcut, SEARCH_TOGGLE, setSearchOpen, toggleSearch } from './search';
import { moveTab, selectTab } from './tabs';
import { answerLanguageOffer } from './languageOffer';

const PRESS: Record<string, (b: HTMLElement) => void> = {
  accordion: (b) => toggleAccordionItem(b),
  disclosure: (b) => setExpanded(b, !isExpanded(b)),
  dropdown: toggleDropdown,
  menu: openMenu,
  'menu-close': (b) => closeMenu(b, true),
  tab: (b) => selectTab(b),
  search: toggleSearch,
  packet: pressPacket,
  back: () => history.back(),
  'language-offer': answerLanguageOffer,
};

function onClick(e: MouseEvent): void {
  const target = e.target instanceof Element ? e.target : null;
  if (!target) return;
  const control = target.closest<HTMLElement>('[data-control]');
  const press = control && PRESS[control.dataset.control!];
  if (control && press) {
    e.preventDefault(); // the search toggle is a link to the search page without JavaScript
    press(control);
    return;
  }
  if (target.closest('[data-menu-backdrop]')) { const panel = openMenuPanel(); if (panel) closeMenu(panel, true); }
  // A link followed from a menu closes it, once the click has reached the link: closing first
  // would let the app take the link off the page mid-click, and the browser would then follow it
  // as a whole new page. (The app closes the search box when its page changes.)
  const link = target.closest('a[href]');
  if (link) answerLanguageOffer(link); // following the language offer answers it
  if (link) setTimeout(() => {
    const menu = openMenuPanel();
    if (menu?.contains(link)) closeMenu(menu, false);
    closeDropdowns();
  }, 0);
}

function onKeyDown(e: KeyboardEvent): void {
  const target = e.target as HTMLElement;
  const menu = openMenuPanel();
  if (menu?.contains(target)) {
    if (e.key === 'Escape') { e.stopPropagation(); closeMenu(menu, true); }
    else if (e.key === 'Tab') trapTab(menu, e);
    return;
  }
  if (e.key === 'Escape') {
    if (escapeDropdown(target)) return;
    if (target.closest?.('#site-search')) setSearchOpen(false, true);
    return;
  }
  if (target.getAttribute?.('role') === 'tab' && target.dataset.control === 'tab') {
    if (moveTab(target, e.key)) e.preventDefault();
    return;
  }
  // The search toggle is a link playing a button: Space presses it too.
  if (e.key === ' ' && target.id === SEARCH_TOGGLE && target.tagName === 'A') { e.preventDefault(); toggleSearch(); return; }
  if (isSearchShortcut(e)) { e.preventDefault(); setSearchOpen(true); }
}

let installed = false;
/** Starts answering the page's controls (once); shows the packet kept in this browser, if any.
 * Every listener listens as the event goes down (capture), before the page's root: while React
 * hydrates, it stops a press or key aimed at a part whose code has not arrived yet, and that
 * press must still be answered. */
export function installControls(hasPacket: boolean): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  // A press elsewhere, or focus leaving, closes an open dropdown.
  document.addEventListener('pointerdown', (e) => closeDropdowns(e.target as Node), { capture: true, passive: true });
  document.addEventListener('focusout', (e) => { if (e.relatedTarget) closeDropdowns(e.relatedTarget as Node); }, true);
  addEventListener('popstate', () => { closeDropdowns(); const m = openMenuPanel(); if (m) closeMenu(m, false); });
  if (hasPacket) watchPacket();
}
