// The resource catalogue's data (schema/contract/catalogueFormat.ts): written by the build beside
// the page that shows it, and fetched the first time the catalogue renders in the browser. While a
// prerendered catalogue waits for it, React keeps the page's HTML on screen (its block is a
// Suspense boundary), so the list is readable at once and becomes interactive when the data arrives.
import { use, useContext } from 'react';
import { catalogueUrl } from '../../schema/values/addresses.mjs';
import type { CatalogueData } from '../../schema/contract/catalogueFormat';
import { CatalogueContext } from './context';

const loading = new Map<string, Promise<CatalogueData>>();

function load(path: string): Promise<CatalogueData> {
  let p = loading.get(path);
  if (!p) {
    p = fetch(catalogueUrl(path), { headers: { accept: 'application/json' } }).then((res) => {
      if (!res.ok) throw new Error(`the resource list could not be loaded (the server answered ${res.status})`);
      return res.json() as Promise<CatalogueData>;
    });
    // A failed load is tried again the next time the catalogue renders.
    p.catch(() => loading.delete(path));
    loading.set(path, p);
  }
  return p;
}

const names = new WeakMap<CatalogueData, ReadonlyMap<string, string>>();
/** A catalogue's topics, id → name (made once per data file). */
export function topicNames(data: CatalogueData): ReadonlyMap<string, string> {
  let m = names.get(data);
  if (!m) names.set(data, (m = new Map(data.topics ?? [])));
  return m;
}

/** The catalogue data of the page at `path`; suspends while it loads. */
export function useCatalogue(path: string): CatalogueData {
  const prerendering = useContext(CatalogueContext);
  return prerendering ?? use(load(path));
}
