// The header's search toggle, answered by the page itself (./index.ts): it shows the search box
// in place with the focus in it (its text selected, so typing starts a new search), or hides it.
// "/" (outside a text field) or Ctrl/Cmd+K opens it from anywhere but a dialog: the phone menu is
// modal, and search would open behind it and take focus out of it. The results as you type are
// the app's (src/shell/Header.tsx), which reads whether the box is open from the toggle.
import { controlled, isExpanded, setExpanded } from './disclosure';
import { SEARCH_TOGGLE } from '../../lib/controlNames';

export { SEARCH_TOGGLE };

const toggleEl = () => document.getElementById(SEARCH_TOGGLE);

export function setSearchOpen(open: boolean, focusToggle = false): void {
  const toggle = toggleEl();
  if (!toggle) return;
  setExpanded(toggle, open);
  const input = controlled(toggle)?.querySelector('input');
  if (open && input) { input.focus(); input.select(); }
  if (!open && focusToggle) toggle.focus();
}

export const toggleSearch = () => setSearchOpen(!isExpanded(toggleEl() ?? document.body));

export function isSearchShortcut(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (!toggleEl() || t?.closest?.('[role="dialog"]')) return false;
  const typing = !!t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return true;
  return e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey;
}
