import { useEffect, type RefObject } from 'react';

/** The title link of each result, in order. */
const resultLinks = (root: HTMLElement) => [...root.querySelectorAll<HTMLAnchorElement>('[data-results] > li > a:first-child')];

/**
 * Up and down arrows move focus from the search box through the results' title links and back;
 * Enter then opens the focused result (it is a link). Tab still moves through everything.
 */
export function useArrowKeys(root: RefObject<HTMLElement | null>, input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      const links = resultLinks(el);
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const fromInput = document.activeElement === input.current;
      if (!fromInput && at === -1) return;
      e.preventDefault();
      const next = e.key === 'ArrowDown' ? (fromInput ? 0 : Math.min(at + 1, links.length - 1)) : at - 1;
      (next < 0 || !links.length ? input.current : links[next])?.focus();
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [root, input]);
}
