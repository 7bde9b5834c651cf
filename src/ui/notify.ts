// Notices (toasts). react-toastify is loaded the first time a notice is shown, not with the page.
import { useSyncExternalStore } from 'react';

export interface Notice { title: string; description?: string | undefined }
export const NOTICE_MS = 4500;

let pending: Notice[] = [];
let show: ((n: Notice) => void) | null = null;
let wanted = false;
const listeners = new Set<() => void>();

export function notify(n: Notice): void {
  if (show) return show(n);
  pending.push(n);
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
}

/** Called by the notice host once react-toastify has loaded: shows what was queued. */
export function connectHost(fn: (n: Notice) => void): () => void {
  show = fn;
  const queued = pending;
  pending = [];
  queued.forEach(fn);
  return () => { show = null; };
}

/** True once any notice has been asked for, so the shell mounts the host. */
export function useNoticesWanted(): boolean {
  return useSyncExternalStore(
    (l) => { listeners.add(l); return () => listeners.delete(l); },
    () => wanted,
    () => false,
  );
}
