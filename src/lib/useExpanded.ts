import { useSyncExternalStore } from 'react';
import { CHANGE, isExpanded } from './controlNames';

const subscribe = (fn: () => void) => {
  document.addEventListener(CHANGE, fn);
  return () => document.removeEventListener(CHANGE, fn);
};

/** Whether the disclosure button with this id shows what it controls. The page's controls own
 * that state (src/boot/controls/disclosure.ts); this reads it, live, for a component that renders
 * something only while it is open. False while hydrating, as prerendered. */
export const useExpanded = (id: string): boolean =>
  useSyncExternalStore(subscribe, () => { const b = document.getElementById(id); return !!b && isExpanded(b); }, () => false);
