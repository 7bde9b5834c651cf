import { useEffect, useRef } from 'react';

const key = (build: string) => `full-load-for-build-${build}`;
const tried = (build: string) => {
  try {
    return sessionStorage.getItem(key(build)) !== null;
  } catch {
    return true; // no storage, no guard against a loop: leave the reload to the visitor
  }
};

/**
 * For route data from another build than the running code (`build` set): loads the page in full,
 * which brings the HTML and code that match the data. Once per build id and tab, so a stale cached
 * page can never reload in a loop. Returns true while that load is under way, false otherwise
 * (then the page says it could not be loaded and offers the reload itself).
 */
export function useFullLoad(build: string | undefined): boolean {
  const started = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (build === undefined || started.current === build || tried(build)) return;
    started.current = build;
    try { sessionStorage.setItem(key(build), '1'); } catch { return; }
    location.reload();
  }, [build]);
  return build !== undefined && (started.current === build || !tried(build));
}
