// The resource listings of the manifest route by route, for `npm start`: an edit of some routes
// changes only their listings, so whether listings still agree (inconsistentListings) and whether
// a resource catalogue changed can be decided from those routes alone.
import type { Manifest } from '../model/manifest';
import { localeOfPath } from '../values/locales';
import { collectResources, tagsOf, type Resource } from '../model/resources';

type Route = Manifest['routes'][number];

/** The resources one route lists, as collectResources sees them (its place in `routes` aside). */
export const routeResources = (m: Manifest, route: Route): Resource[] => collectResources({ ...m, routes: [route] });

/** Whether two versions of a route list the same resources, described the same way (in its own
 * language: a translated page's words are what its language's catalogue and search show). */
export const sameResources = (m: Manifest, a: Route, b: Route) => {
  const words = (r: Route) => JSON.stringify(collectResources({ ...m, routes: [r] }, localeOfPath(r.path, m.site.locales)));
  return words(a) === words(b);
};

/** For each address, how many listings of each set of tags the manifest holds. Listings agree when
 * every address has one set of tags. */
export class ListingIndex {
  private readonly tags = new Map<string, Map<string, number>>();

  constructor(private readonly m: Manifest) {
    for (const r of m.routes) this.add(r, 1);
  }

  private add(route: Route, by: 1 | -1): void {
    for (const res of routeResources(this.m, route)) {
      for (const l of res.listings) {
        const counts = this.tags.get(res.href.href) ?? new Map<string, number>();
        const key = tagsOf(l);
        const n = (counts.get(key) ?? 0) + by;
        if (n) counts.set(key, n);
        else counts.delete(key);
        if (counts.size) this.tags.set(res.href.href, counts);
        else this.tags.delete(res.href.href);
      }
    }
  }

  /** Replaces route `before` by `after`; returns false (and changes nothing) when their listings
   * would then disagree with each other or with another route's. */
  replace(before: Route, after: Route): boolean {
    this.add(before, -1);
    this.add(after, 1);
    const agree = routeResources(this.m, after).every((res) => (this.tags.get(res.href.href)?.size ?? 1) === 1);
    if (!agree) {
      this.add(after, -1);
      this.add(before, 1);
    }
    return agree;
  }
}
