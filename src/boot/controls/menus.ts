// The header's menus, answered by the page itself (./index.ts): the desktop dropdowns (one open
// at a time; a press outside, Escape, focus leaving or a link followed closes it) and the phone
// menu, a modal panel (focus moves in and stays in it until Escape, the close button, the
// backdrop or a link closes it). Its groups are plain disclosures.
import { controlled, isExpanded, openOf, setExpanded } from './disclosure';

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

const dropdownItem = (button: Element) => button.parentElement;

export function toggleDropdown(button: HTMLElement): void {
  const open = !isExpanded(button);
  closeDropdowns();
  setExpanded(button, open);
}

/** Closes the open dropdowns, but the one holding `keep` (a node pressed or focused inside it). */
export function closeDropdowns(keep?: Node | null): void {
  for (const b of openOf('dropdown')) if (!keep || !dropdownItem(b)?.contains(keep)) setExpanded(b, false);
}

/** Escape inside an open dropdown: closes it, focus back on its button. */
export function escapeDropdown(target: Node): boolean {
  const b = openOf('dropdown').find((x) => dropdownItem(x)?.contains(target));
  if (!b) return false;
  setExpanded(b, false);
  b.focus();
  return true;
}

const menuToggleOf = (panel: Element) => document.querySelector<HTMLElement>(`[data-control="menu"][aria-controls="${panel.id}"]`);
const backdropOf = (panel: Element) => document.getElementById(`${panel.id}-backdrop`);
const visibleFocusables = (panel: Element) => [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => !n.closest('[hidden]'));

export function openMenu(toggle: HTMLElement): void {
  const panel = controlled(toggle);
  if (!panel || isExpanded(toggle)) return;
  setExpanded(toggle, true);
  const backdrop = backdropOf(panel);
  if (backdrop) backdrop.hidden = false;
  // Once the open menu is painted: both make the browser lay the page out again, which on a slow
  // phone would hold the menu's first frame back.
  requestAnimationFrame(() => setTimeout(() => {
    if (!isExpanded(toggle)) return;
    document.body.style.overflow = 'hidden';
    visibleFocusables(panel)[0]?.focus();
  }, 0));
}

/** Closes the phone menu holding `inside`; focus goes back to its button unless a link was followed. */
export function closeMenu(inside: Element, restoreFocus: boolean): void {
  const panel = inside.closest('[role="dialog"]') ?? inside;
  const toggle = menuToggleOf(panel);
  if (!toggle || !isExpanded(toggle)) return;
  setExpanded(toggle, false);
  const backdrop = backdropOf(panel);
  if (backdrop) backdrop.hidden = true;
  document.body.style.overflow = '';
  if (restoreFocus) toggle.focus();
}

/** The open phone menu's panel, if any. */
export const openMenuPanel = () => {
  const toggle = openOf('menu')[0];
  return toggle ? controlled(toggle) : null;
};

/** Tab and Shift+Tab inside the open menu loop through it. */
export function trapTab(panel: Element, e: KeyboardEvent): void {
  const nodes = visibleFocusables(panel);
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last?.focus(); }
  else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first?.focus(); }
}
