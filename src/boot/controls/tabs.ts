// APG tabs, answered by the page itself (./index.ts): a tab pressed, or reached with the arrow
// keys, Home or End, shows its panel and hides the others. The app renders the tabs' markup
// only (src/blocks/Tabs).
import { controlled } from './disclosure';

const tabsOf = (tab: Element) => [...(tab.parentElement?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? [])];

export function selectTab(tab: HTMLElement, focus = false): void {
  for (const t of tabsOf(tab)) {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    const panel = controlled(t);
    if (panel) panel.hidden = !on;
  }
  if (focus) tab.focus();
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n, ArrowLeft: (i, n) => (i - 1 + n) % n, Home: () => 0, End: (_, n) => n - 1,
};

/** Arrow keys, Home and End on a tab: true when the key was one of them. */
export function moveTab(tab: HTMLElement, key: string): boolean {
  const move = MOVES[key];
  if (!move) return false;
  const all = tabsOf(tab);
  const next = all[move(all.indexOf(tab), all.length)];
  if (next) selectTab(next, true);
  return true;
}
