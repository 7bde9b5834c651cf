// The location's hash and bringing its target into view. A link to a section ("/page#x", from a
// search result or another page) must land on it even when the section sits in a closed
// accordion item: the accordion opens the item (src/blocks/Accordion), the page scrolls there.
import { useLocationProperty } from 'wouter/use-browser-location';

const hashOf = () => {
  const raw = location.hash.slice(1);
  // A hand-typed "#%E0" would make decodeURIComponent throw during render and take the page down.
  try { return decodeURIComponent(raw); } catch { return raw; }
};

/** The hash without "#": follows in-app navigation (wouter's pushState), back and forward, and
 * hash changes; empty in server rendering and while hydrating, so the first render matches the
 * prerendered HTML. */
export const useLocationHash = (): string => useLocationProperty(hashOf, () => '');

/** Scrolls an element to the top of the view (the header's height is kept clear by the root's
 * scroll-padding-top, src/styles/global.css.ts; instantly when motion is reduced) and moves focus
 * to it, so keyboard and screen-reader users continue from the section, not from the old spot:
 * Tab then reaches an accordion item's button, inside its heading. The element itself, not that
 * button: on back and forward Chrome moves focus to the element the hash names after the app
 * did, and away to the page when that element cannot take focus. */
export function reveal(el: HTMLElement): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  if (!el.hasAttribute('tabindex')) el.tabIndex = -1; // focusable from script, not in the tab order
  // preventScroll: focus would otherwise jump there at once, cutting the smooth scroll short.
  el.focus({ preventScroll: true });
}

/** Reveals the element with this id as soon as it is in the document: a block whose code loads
 * with the page (an accordion, a form) renders its heading a moment after the page. Gives up
 * after a few seconds, or when the returned function is called (the visitor went elsewhere). */
export function revealWhenPresent(id: string, timeoutMs = 5000): () => void {
  const found = () => {
    const el = document.getElementById(id);
    if (!el) return false;
    stop();
    reveal(el);
    return true;
  };
  const observer = new MutationObserver(() => void found());
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() { observer.disconnect(); clearTimeout(timer); }
  if (!found()) observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
