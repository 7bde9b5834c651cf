// What several build steps derive from one manifest, worked out once per manifest: the facet
// index, the catalogues and the packet each read every resource, and a walk of a 10,000-route
// manifest for them costs half a second of CPU. Kept as long as the manifest is (a WeakMap), so
// npm start, whose every edit makes a new manifest, never reads an old one's. Nothing read from
// here may be changed.
import type { Manifest } from '../model/manifest';
import { collectResources, localTexts, type LocalText, type Resource } from '../model/resources';

/** `make(owner, key)`, worked out once per owner and key. */
export function oncePer<O extends object, T>(make: (owner: O, key: string) => T) {
  const cache = new WeakMap<O, Map<string, T>>();
  return (owner: O, key = ''): T => {
    let byKey = cache.get(owner);
    if (!byKey) cache.set(owner, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, make(owner, key));
    return byKey.get(key)!;
  };
}

const resourcesIn = oncePer((m: Manifest, lang: string): readonly Resource[] => collectResources(m, lang));

/** collectResources(m, lang), once: by default the pages of the site's first language. */
export const resourcesOnce = (m: Manifest, lang: string = m.site.locales[0]!): readonly Resource[] => resourcesIn(m, lang);

/** localTexts(m, lang), once, from the resources collected once: every catalogue page of a
 * language reads the same texts. */
export const localTextsOnce = oncePer((m: Manifest, lang: string): ReadonlyMap<string, LocalText> => localTexts(m, lang, resourcesOnce(m), resourcesOnce(m, lang)));
