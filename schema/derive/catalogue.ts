// The resource catalogue's data: the resources of the whole site or of one guide, in guide order
// (the menu's groups, then resources on pages outside them), with the counts of each facet value.
// The build writes the first LISTED of them for each catalogue (the page shows them without
// JavaScript, and the browser hydrates from the same file: its format is in
// schema/contract/catalogueFormat.ts); the facet index holds them all.
import type { CatalogueData, CatalogueItem, FacetCounts } from '../contract/catalogueFormat';
import { FACETS, type Facet } from '../values/facetValues';
import type { Manifest } from '../model/manifest';
import { localeOfPath } from '../values/locales';
import type { Listing, LocalText, Resource } from '../model/resources';
import type { Route } from '../model/route';
import type { Navigation } from '../model/site';
import { STATED } from '../values/tagCoverage';
import { catalogueItem } from './resourceFormats';
import { localTextsOnce, oncePer, resourcesOnce } from './perManifest';

/** Resources written into a catalogue's page and data file; the rest are found through the index
 * (and, without JavaScript, on the guide pages that list them). Enough to scan, within the page's
 * 25 KB (gzip) HTML budget at the real site's length of descriptions. */
export const LISTED = 90;

/** The facet values of a resource, as the filters and the search index name them. */
export const facetValues = (r: Pick<CatalogueItem, 'kind' | 'audience' | 'ageBands' | 'languages' | 'cost' | 'topics'>, guides: readonly string[]): Record<Facet, string[]> => ({
  topic: r.topics, kind: [r.kind], audience: r.audience, age: r.ageBands, language: r.languages, cost: r.cost ? [r.cost] : [], guide: [...guides],
});

/**
 * Every resource of the site in the catalogue's order: guide by guide in menu order (a resource goes
 * where its first listing is), then those listed only outside the menu; within that, as the manifest
 * first lists them. A resource's place here is its id, in the facet index (schema/derive/catalogueIndex.ts)
 * and in the search index's entries, and every catalogue (the site's, a guide's) lists in this order.
 */
export function catalogueOrder(resources: readonly Resource[], navigation: Navigation): Resource[] {
  const order = navigation.groups.map((g) => g.title);
  const rank = (g: string | undefined) => (g === undefined ? order.length : order.indexOf(g));
  return resources.map((r, i) => ({ r, i, rank: rank(r.listings[0]!.place.guide) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i).map((x) => x.r);
}

/** The guides a resource is listed in (its `guide` facet). */
export const guidesOf = (r: Resource): string[] => [...new Set(r.listings.map((l) => l.place.guide).filter((g): g is string => !!g))];

type Catalogue = Omit<CatalogueData, 'index' | 'topics'>;

const emptyCatalogue = (): Catalogue => ({ total: 0, items: [], counts: Object.fromEntries(FACETS.map((f) => [f, {}])) as FacetCounts, tagged: { audience: 0, ages: 0, cost: 0 } });

/** Every catalogue's data, the site's ('') and each guide's, in one pass over the resources (one
 * pass per catalogue took 0.15-0.2 s each at 10,000 routes). A resource is in a guide's catalogue
 * at its first listing there. */
function catalogues(ordered: readonly Resource[]): Map<string, Catalogue> {
  const out = new Map<string, Catalogue>();
  const tags = Object.keys(STATED) as (keyof typeof STATED)[];
  for (const r of ordered) {
    const guides = guidesOf(r);
    const values = Object.entries(facetValues(r, guides)) as [Facet, string[]][];
    const add = (guide: string, listing: Listing) => {
      let data = out.get(guide);
      if (!data) out.set(guide, (data = emptyCatalogue()));
      data.total++;
      for (const [facet, vs] of values) for (const v of vs) data.counts[facet][v] = (data.counts[facet][v] ?? 0) + 1;
      if (data.items.length < LISTED) data.items.push(catalogueItem(r, listing));
      for (const tag of tags) if (STATED[tag](r)) data.tagged[tag]++;
    };
    add('', r.listings[0]!);
    for (const g of guides) add(g, r.listings.find((l) => l.place.guide === g)!);
  }
  return out;
}
/** Worked out once per order: the pages of a guide in each language show the same catalogue. */
const cataloguesOnce = oncePer((ordered: readonly Resource[]) => catalogues(ordered));

/** A catalogue's data: of every resource (`ordered`: catalogueOrder's), or of those listed in
 * `guide`. Nothing read from it may be changed: it is worked out once for every catalogue. */
export const catalogue = (ordered: readonly Resource[], guide?: string): Catalogue => cataloguesOnce(ordered).get(guide ?? '') ?? emptyCatalogue();

/** A resource as the catalogue of a page in `lang` shows it: in that language's words where one of
 * its pages gives them (`text`: localTexts'), else as it is. */
export const localItem = <T extends CatalogueItem>(item: T, text: LocalText | undefined, lang: string): T =>
  (text ? { ...item, label: text.label, description: text.description, details: text.details, lang } : item);

/** The characters of what a list shows of its resources: names, descriptions, details, where. */
const wordsIn = (items: readonly CatalogueItem[]) => items.reduce((n, it) => n + it.label.length + (it.description?.length ?? 0)
  + (it.details?.join(' ').length ?? 0) + it.where.length, 0);

/**
 * The catalogue data of a page, if it holds a resourceCatalogue block (pass `ordered`, catalogueOrder's,
 * to reuse it). On a translated page, the resources its language's pages name are named so; its
 * page lists those that fit in as many characters as the same list in the site's first language
 * (translations run longer, and a page's weight must not grow with each page translated), the
 * others a "Show all" away.
 */
export function catalogueFor(m: Manifest, route: Route, ordered?: readonly Resource[], index = ''): CatalogueData | undefined {
  const block = route.blocks.find((b) => b.type === 'resourceCatalogue');
  if (block?.type !== 'resourceCatalogue') return undefined;
  const data = catalogue(ordered ?? catalogueOrder(resourcesOnce(m), m.navigation), block.guide);
  const lang = localeOfPath(route.path, m.site.locales);
  const topics = (m.locales?.[lang]?.site ?? m.site).topics.map((t): [string, string] => [t.id, t.label]);
  const texts = localTextsOnce(m, lang);
  if (!texts.size) return { ...data, topics, index };
  // The first ones, in the catalogue's order, up to the English list's characters.
  let room = wordsIn(data.items);
  const items: CatalogueItem[] = [];
  for (const it of data.items.map((x) => localItem(x, texts.get(x.url), lang))) {
    if ((room -= wordsIn([it])) < 0) break;
    items.push(it);
  }
  return { ...data, items, topics, index };
}
