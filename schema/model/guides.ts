// Where a page sits in its guide, worked out once from the navigation data, for the breadcrumbs
// (and their BreadcrumbList structured data) and the "previous / next in this guide" links. A
// guide is a menu group whose first item is an overview page and whose other items are pages
// under it ("/cbt-informed", then "/cbt-informed/feeling-calm", ...); a group of unrelated pages
// ("More") is not one. Computed in the schema, so the browser only renders it.
import type { LinkTarget } from '../values/linkTarget';
import type { Navigation } from './site';

export interface Crumb { label: string; href: LinkTarget }
export interface GuidePlace {
  /** The guide's menu group title. */
  title: string;
  /** The pages above this one, from the home page down; empty on the guide's overview. */
  trail: Crumb[];
  previous?: Crumb;
  next?: Crumb;
}

const internal = (href: string): LinkTarget => ({ kind: 'internal', href });
const under = (path: string, parent: string) => path === parent || path.startsWith(`${parent === '/' ? '' : parent}/`);

export function guidePlaces(navigation: Navigation, routes: readonly { path: string; title: string }[]): Map<string, GuidePlace> {
  const titles = new Map(routes.map((r) => [r.path, r.title]));
  const crumb = (path: string): Crumb => ({ label: titles.get(path)!, href: internal(path) });
  const homeLink = navigation.primary.find((l) => l.href.kind === 'internal' && l.href.href === '/');
  const home: Crumb[] = titles.has('/') ? [{ label: homeLink?.label ?? titles.get('/')!, href: internal('/') }] : [];
  const places = new Map<string, GuidePlace>();
  const guides: { title: string; overview: string }[] = [];
  for (const group of navigation.groups) {
    const paths = group.items.flatMap((it) => (it.href.kind === 'internal' && titles.has(it.href.href) ? [it.href.href] : []));
    const overview = paths[0];
    if (!overview || overview === '/') continue;
    const pages = [...new Set(paths.filter((p) => under(p, overview)))];
    if (pages.length < 2) continue;
    guides.push({ title: group.title, overview });
    pages.forEach((path, i) => {
      if (places.has(path)) return; // a page listed in two guides belongs to the first
      places.set(path, {
        title: group.title,
        trail: i === 0 ? [] : [...home, crumb(overview)],
        ...(i > 0 && { previous: crumb(pages[i - 1]!) }),
        ...(i < pages.length - 1 && { next: crumb(pages[i + 1]!) }),
      });
    });
  }
  // A page under a guide's overview but not in its menu still shows where it is.
  for (const { path } of routes) {
    const guide = places.has(path) ? undefined : guides.find((g) => under(path, g.overview));
    if (guide) places.set(path, { title: guide.title, trail: [...home, crumb(guide.overview)] });
  }
  return places;
}
