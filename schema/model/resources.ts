// Every resource in the manifest, with where it is listed: the guide (the menu group of its page),
// the page, and the section (an accordion item, a tab, or the list's heading). Resources are the
// links of linkLists that leave the site, and the crisis lines of site.crisis wherever a
// crisisLines block shows them. One walk for search records, the resource catalogue, validation
// and their tests, so they always agree.
import type { Block } from './block';
import type { Facets } from './facets';
import type { ResourceFields, ResourceLink } from './fields';
import { routeParts, type LinkTarget } from '../values/linkTarget';
import type { Route } from './route';
import type { Navigation, Site } from './site';
import { localeOfPath } from '../values/locales';

/** What the walk reads of a manifest: its routes, and the settings and menus of its first language
 * and (once its languages are made, schema/derive/localized.ts) of each other one. Named here rather than
 * taken from schema/model/manifest.ts, whose schema runs this walk to check listings. */
export interface ResourceSource {
  site: Pick<Site, 'locales' | 'crisis'>;
  navigation: Navigation;
  routes: readonly Route[];
  locales?: Record<string, { site: Pick<Site, 'crisis'>; navigation: Navigation }>;
}

export interface Place {
  path: string;
  /** The page's title. */
  title: string;
  /** The menu group the page belongs to, if any. */
  guide?: string | undefined;
  /** The accordion item, tab or list heading the link sits under. */
  section?: string | undefined;
}

/** One place a resource is written in site.json, with what that place says about it. */
export interface Listing extends Facets {
  /** Where it is written, e.g. ["routes", 12, "blocks", 2, "links", 3] or ["site", "crisis", "lines", 0]. */
  at: (string | number)[];
  /** The same as text: "routes[12].blocks[2].links[3]". */
  id: string;
  label: string;
  description?: string | undefined;
  kind: ResourceLink['kind'];
  place: Place;
  /** The language of its label and description when it is not its page's (a block a translation keeps in English). */
  lang?: string | undefined;
}

/** A resource: one address, however many places list it. Its label, description and kind are
 * those of its first listing; its audiences, ages and languages are all its listings'. */
export interface Resource extends ResourceFields {
  listings: Listing[];
}

/** A resource is a link that leaves the site: a web address, or a phone or text line. */
const leaves = (t: LinkTarget) => t.kind === 'external' || (t.kind === 'contact' && t.scheme !== 'mailto');

/**
 * The menu group of a page: the group whose items link to it, else the group of its nearest
 * ancestor path ("/trauma-healing/x" belongs where "/trauma-healing" does).
 */
export function guideIndex(navigation: Navigation): (path: string) => string | undefined {
  const byPath = new Map<string, string>();
  for (const g of navigation.groups) {
    for (const it of g.items) {
      const path = it.href.kind === 'internal' ? routeParts(it.href.href)[0] : undefined;
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

/** Where a listing is, as validation writes a path (counting from 1, like schema/read/locate.ts jsonPath). */
const idOf = (at: (string | number)[]) => at.reduce<string>((s, k) => (typeof k === 'number' ? `${s}[${k + 1}]` : s ? `${s}.${k}` : k), '');
const union = <T,>(a: readonly T[], b: readonly T[]) => [...new Set([...a, ...b])];

/** One place a resource is listed, as the walk meets it: the link, its listing (made only when
 * asked for: validation needs few of them) and, for a crisis line, its details. */
type Visit = (link: ResourceLink, listing: () => Listing, details?: string[]) => void;

/** Every listing of a resource, in file order, on the pages of `lang` (as that language writes
 * them: its menu groups as guides, its crisis lines' words). */
function eachListing(m: ResourceSource, lang: string | undefined, each: Visit): void {
  // Validation reads a manifest before its languages are made (no `locales`): the default's words.
  const shell = m.locales?.[lang!] ?? m;
  const guideOf = guideIndex(shell.navigation);
  const crisisLines = (place: Place) => (shell.site.crisis?.lines ?? []).forEach((line, k) => {
    // A line's address is its first web link, else its number to call or to text.
    const targets = [...line.actions.flatMap((a) => (a.action.type === 'link' && leaves(a.action.target) ? [a.action.target] : [])), ...[line.call?.target, line.text?.target].filter((t) => t !== undefined)];
    const href = targets.find((t) => t.kind === 'external') ?? targets[0];
    if (!href) return;
    const at = ['site', 'crisis', 'lines', k];
    const facets = { audience: line.audience, ages: line.ages, ageBands: line.ageBands, languages: line.languages, cost: line.cost, topics: line.topics };
    const link: ResourceLink = { label: line.title, href, description: line.description, kind: 'crisis-line', ...facets, thumbnail: undefined, source: undefined };
    each(link, () => ({ at, id: idOf(at), label: line.title, description: line.description, kind: 'crisis-line', ...facets, place }), line.bullets);
  });
  // `skip`: an opening hero is kept apart in the output (route.hero), so the page's first block is
  // the file's second; `at` names places in the file, and `id` is idOf(at), made a part at a time
  // rather than from `at` for each listing. That, and one place per list, took a walk of 10,000
  // routes (100,000 listings) from 0.9 s of CPU to 0.5 s.
  const visit = (blocks: readonly Block[], at: (string | number)[], id: string, place: Place, skip = 0, outer?: string) => {
    blocks.forEach((b, i) => {
      const here = [...at, 'blocks', i + skip];
      const hereId = `${id}.blocks[${i + skip + 1}]`;
      const lang = b.lang ?? outer;
      if (b.type === 'accordion') b.items.forEach((it, j) => visit(it.blocks, [...here, 'items', j], `${hereId}.items[${j + 1}]`, { ...place, section: it.title }, 0, lang));
      else if (b.type === 'tabs') b.tabs.forEach((t, j) => visit(t.blocks, [...here, 'tabs', j], `${hereId}.tabs[${j + 1}]`, { ...place, section: t.label }, 0, lang));
      else if (b.type === 'crisisLines') crisisLines({ ...place, section: place.section ?? b.heading });
      else if (b.type === 'linkList') {
        // One place for the list's listings (nothing changes a listing's place).
        let listPlace: Place | undefined;
        b.links.forEach((l, j) => {
          if (!leaves(l.href)) return;
          each(l, () => {
            const listing: Listing = { at: [...here, 'links', j], id: `${hereId}.links[${j + 1}]`, label: l.label, description: l.description, kind: l.kind, audience: l.audience, ages: l.ages,
              ageBands: l.ageBands, languages: l.languages, cost: l.cost, topics: l.topics, place: (listPlace ??= { ...place, section: place.section ?? b.heading }) };
            // Set after, not spread into the literal above, which V8 would then build key by key.
            if (lang) listing.lang = lang;
            return listing;
          });
        });
      }
    });
  };
  // By default the pages of the default language (translations list the same resources); with
  // `lang`, the pages of that language, as its search index describes them.
  const locales = m.site.locales;
  m.routes.forEach((r, i) => localeOfPath(r.path, locales) === lang && visit(r.blocks, ['routes', i], `routes[${i + 1}]`, { path: r.path, title: r.title, guide: guideOf(r.path) }, r.hero ? 1 : 0));
}

/** Every resource, once per address, in the order the manifest first lists them (on the pages of
 * `lang`, as that language writes them: its menu groups as guides, its crisis lines' words). */
export function collectResources(m: ResourceSource, lang: string | undefined = m.site.locales[0]): Resource[] {
  const byUrl = new Map<string, Resource>();
  eachListing(m, lang, (link, listingOf, details) => {
    const listing = listingOf();
    const known = byUrl.get(link.href.href);
    // Object.assign, not { ...link, details, listings }: V8 makes a spread followed by more keys
    // several times slower, and a manifest can hold 100,000 links. The keys come out in the same order.
    if (!known) return void byUrl.set(link.href.href, Object.assign({}, link, { details, listings: [listing] }));
    known.listings.push(listing);
    known.audience = union(known.audience, listing.audience);
    known.ages = union(known.ages, listing.ages);
    known.ageBands = union(known.ageBands, listing.ageBands);
    known.languages = union(known.languages, listing.languages);
    known.cost ??= listing.cost;
    known.topics = union(known.topics, listing.topics);
  });
  return [...byUrl.values()];
}

/** A resource's words in a language: its name, description and details as that language's pages write them. */
export interface LocalText { label: string; description?: string | undefined; details?: string[] | undefined }

/**
 * How the pages of `lang` write the default language's resources, by their address: the label,
 * description and details of the first listing a page of `lang` gives each (a translated linkList's
 * words, the translated crisis lines). A crisis line is matched by its place in site.crisis.lines,
 * as a translation may give it an address of its own (988lifeline.org/es/). Empty for the default
 * language, and for a resource no page of `lang` lists. `ownResources` and `theirResources`:
 * collectResources' of the default language and of `lang`, when the caller has them.
 */
export function localTexts(m: ResourceSource, lang: string, ownResources?: readonly Resource[], theirResources?: readonly Resource[]): Map<string, LocalText> {
  const out = new Map<string, LocalText>();
  // Before collecting: the default language's is empty, and a walk of 10,000 routes is half a second.
  if (lang === m.site.locales[0]) return out;
  const own = ownResources ?? collectResources(m);
  const theirs = theirResources ?? collectResources(m, lang);
  const lines = new Map<string, string>();
  for (const r of own) for (const l of r.listings) if (l.at[0] === 'site') lines.set(l.id, r.href.href);
  const local = m.locales?.[lang]?.site.crisis?.lines;
  for (const r of theirs) {
    for (const l of r.listings) {
      if (l.lang) continue;
      const site = l.at[0] === 'site';
      const href = (site ? lines.get(l.id) : undefined) ?? r.href.href;
      if (!out.has(href)) out.set(href, { label: l.label, description: l.description, details: site ? local?.[l.at[3] as number]?.bullets : undefined });
    }
  }
  return out;
}

/** What every listing of one address must agree on (see inconsistentListings). */
export const tagsOf = (l: Listing) => JSON.stringify([l.kind, [...l.audience].sort(), [...l.ages].sort(), [...l.languages].sort(), l.cost ?? null]);

/**
 * An address listed in several places must be described the same way in each (kind, audience,
 * ages, languages, cost), or the catalogue would depend on which place it read first. Returns a
 * problem for each listing that differs from the first, by address in the order the manifest first
 * lists them (the pages of its default language). Only an address listed again has its listings
 * made and compared: a manifest of 10,000 routes lists about 100,000 addresses, most of them once.
 */
export function inconsistentListings(m: ResourceSource): { at: (string | number)[]; message: string }[] {
  type Seen = { listing: () => Listing; first?: Listing; tags?: string; problems?: { at: (string | number)[]; message: string }[] };
  const byUrl = new Map<string, Seen>();
  eachListing(m, m.site.locales[0], (link, listing) => {
    const href = link.href.href;
    const seen = byUrl.get(href);
    if (!seen) return void byUrl.set(href, { listing });
    const first = (seen.first ??= seen.listing());
    const l = listing();
    if (l.id === first.id || tagsOf(l) === (seen.tags ??= tagsOf(first))) return;
    (seen.problems ??= []).push({ at: l.at, message: `this address is also listed at ${first.id} (on "${first.place.path}") with other tags: give every listing of ${href} the same kind, audience, ages, languages and cost` });
  });
  const out: { at: (string | number)[]; message: string }[] = [];
  for (const seen of byUrl.values()) if (seen.problems) for (const p of seen.problems) out.push(p);
  return out;
}
