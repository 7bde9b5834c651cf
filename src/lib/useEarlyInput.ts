import { useEffect, useState } from 'react';
import { liveValue } from './liveValue';

type Values = Record<string, string | undefined>;

/**
 * What the visitor typed or chose in these fields (name -> element id) before the app started,
 * where it differs from what the app would show (`shown`). A prerendered field answers at once,
 * but hydrating a controlled field puts back the value React renders, so it is read from the
 * page at the first render (before React touches the fields), shown by the fields, and handed to
 * `adopt` once, after that render, to become the app's own state.
 */
export function useEarlyInput(ids: Record<string, string>, shown: Values, adopt: (early: Record<string, string>) => void): Values {
  const [early, setEarly] = useState<Record<string, string>>(() => {
    const found: Record<string, string> = {};
    for (const [name, id] of Object.entries(ids)) {
      const v = liveValue(id);
      if (v !== undefined && v !== (shown[name] ?? '')) found[name] = v;
    }
    return found;
  });
  useEffect(() => {
    if (!Object.keys(early).length) return;
    adopt(early);
    setEarly({});
  }, []);
  return early;
}
