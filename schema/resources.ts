// Every resource link in the manifest, with where it is listed: the guide (the menu group of its
// page), the page, and the section (an accordion item, a tab, or the list's heading). One walk
// for search records, the resource catalogue and their tests, so they always agree.
import type { Block } from './block';
import type { ResourceLink } from './fields';
import type { Manifest } from './manifest';
import type { Navigation } from './site';

export interface Place {
  path: string;
  /** The page's title. */
  title: string;
  /** The menu group the page belongs to, if any. */
  guide?: string | undefined;
  /** The accordion item, tab or list heading the link sits under. */
  section?: string | undefined;
}

/** One place a resource link is written in site.json. */
export interface Listing {
  /** Where the link stands in site.json, e.g. "routes[12].blocks[2].items[0].blocks[0].links[3]". */
  id: string;
  label: string;
  description?: string | undefined;
  place: Place;
}

/** A resource: one address, however many pages list it. Its label, description and kind are those
 * of its first listing; the others stay searchable. */
export interface Resource extends ResourceLink {
  listings: Listing[];
}

/** A resource is a link that leaves the site: a web address, or a phone or text line. */
const isResource = (l: ResourceLink) => l.href.kind === 'external' || (l.href.kind === 'contact' && l.href.scheme !== 'mailto');

/**
 * The menu group of a page: the group whose items link to it, else the group of its nearest
 * ancestor path ("/trauma-healing/x" belongs where "/trauma-healing" does).
 */
export function guideIndex(navigation: Navigation): (path: string) => string | undefined {
  const byPath = new Map<string, string>();
  for (const g of navigation.groups) {
    for (const it of g.items) {
      const path = it.href.kind === 'internal' ? it.href.href.split('#')[0]! : undefined;
      if (path && !byPath.has(path)) byPath.set(path, g.title);
    }
  }
  return (path) => {
    for (let p = path; p; p = p.slice(0, Math.max(p.lastIndexOf('/'), 0))) {
      const g = byPath.get(p);
      if (g) return g;
    }
    return undefined;
  };
}

/** "Trauma › Safety and Stabilization › Grounding": the guide, page and section, without repeats. */
export const whereOf = (p: Place): string[] =>
  [p.guide, p.title, p.section].filter((x, i, all): x is string => !!x && all.indexOf(x) === i);

/** Every resource, once per address, in the order the manifest first lists them. */
export function collectResources(m: Manifest): Resource[] {
  const guideOf = guideIndex(m.navigation);
  const byUrl = new Map<string, Resource>();
  // `skip`: an opening hero is kept apart in the output (route.hero), so the page's first block is
  // the file's second; ids name places in the file.
  const visit = (blocks: readonly Block[], at: string, place: Place, skip = 0) => {
    blocks.forEach((b, i) => {
      const here = `${at}.blocks[${i + skip}]`;
      if (b.type === 'accordion') b.items.forEach((it, j) => visit(it.blocks, `${here}.items[${j}]`, { ...place, section: it.title }));
      else if (b.type === 'tabs') b.tabs.forEach((t, j) => visit(t.blocks, `${here}.tabs[${j}]`, { ...place, section: t.label }));
      else if (b.type === 'linkList') {
        b.links.forEach((l, j) => {
          if (!isResource(l)) return;
          const listing: Listing = { id: `${here}.links[${j}]`, label: l.label, description: l.description, place: { ...place, section: place.section ?? b.heading } };
          const known = byUrl.get(l.href.href);
          if (known) known.listings.push(listing);
          else byUrl.set(l.href.href, { ...l, listings: [listing] });
        });
      }
    });
  };
  m.routes.forEach((r, i) => visit(r.blocks, `routes[${i}]`, { path: r.path, title: r.title, guide: guideOf(r.path) }, r.hero ? 1 : 0));
  return [...byUrl.values()];
}
