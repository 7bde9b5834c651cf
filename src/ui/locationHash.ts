// The location's hash and bringing its target into view. A link to a section ("/page#x", from a
// search result or another page) must land on it even when the section sits in a closed
// accordion item: the accordion opens the item (src/blocks/Accordion), the page scrolls there.
import { useLocationProperty } from 'wouter/use-browser-location';

const hashOf = () => decodeURIComponent(location.hash.slice(1));

/** The hash without "#": follows in-app navigation (wouter's pushState), back and forward, and
 * hash changes; empty in server rendering. */
export const useLocationHash = (): string => useLocationProperty(hashOf, () => '');

/** Scrolls an element to the top of the view (instantly when motion is reduced) and moves focus
 * to it, or to the button it holds (an accordion item's heading), so keyboard and screen-reader
 * users continue from there. */
export function reveal(el: HTMLElement): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  const target = el.querySelector<HTMLElement>('button') ?? el;
  if (target === el && !el.hasAttribute('tabindex')) el.tabIndex = -1;
  target.focus({ preventScroll: true });
}
