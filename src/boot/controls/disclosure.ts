// What a disclosure button shows or hides. The prerendered page's own state, in its attributes
// (aria-expanded on the button, `hidden` or data-open on what it controls), is the only state:
// the page's controls (./index.ts) change it from the first paint, before the app has started
// and after, and the app reads it (src/lib/useExpanded.ts) rather than keeping a copy that a
// tap made before it started would contradict.
import { CHANGE, isExpanded } from '../../lib/controlNames';

export { isExpanded };

export const controlled = (button: Element): HTMLElement | null => {
  const id = button.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
};

/** Shows or hides what `button` controls: an element with data-open (the phone menu, which
 * slides) gets data-open, any other `hidden`. */
export function setExpanded(button: Element, open: boolean): void {
  if (isExpanded(button) === open) return;
  button.setAttribute('aria-expanded', String(open));
  const panel = controlled(button);
  if (panel?.hasAttribute('data-open')) panel.dataset.open = String(open);
  else if (panel) panel.hidden = !open;
  button.dispatchEvent(new CustomEvent(CHANGE, { bubbles: true }));
}

/** Every button of this kind (data-control) whose panel is open. */
export const openOf = (kind: string, within: ParentNode = document) =>
  [...within.querySelectorAll<HTMLElement>(`[data-control="${kind}"][aria-expanded="true"]`)];

/** An accordion's item: opening it closes the item open in the same accordion (one at a time);
 * pressing the open one closes it. */
export function toggleAccordionItem(button: Element, open = !isExpanded(button)): void {
  const accordion = button.closest('[data-accordion]');
  if (open && accordion) {
    for (const other of openOf('accordion', accordion)) if (other.closest('[data-accordion]') === accordion) setExpanded(other, false);
  }
  setExpanded(button, open);
}
