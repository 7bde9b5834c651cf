// The catalogue's facet index, written by the build (scripts/build/catalogue-index.mjs) and read by
// the browser (src/catalogue/facetIndex.ts): what lets a catalogue filter tens of thousands of
// resources without the search engine, loading a little at a time.
//
// Resources are numbered in the catalogue's order (catalogueOrder). Their facet values are
// reduced to signatures, the distinct combinations of values that occur (a few hundred on a big
// site, however many resources there are). The head file holds the signatures and how many
// resources of each every chunk of ids has: counts for any choice of filters come from it alone.
// A chunk's column names each resource's signature, so a page of matching ids is found by reading
// the chunks that hold matches; rows (what a list shows of a resource) come in small shards by id.
// The files' format, which the browser reads, is in contract/catalogueIndexFormat.ts.
import { facetValues, guidesOf } from './catalogue';
import { catalogueItem } from './resourceFormats';
import { CHUNK, SHARD, type CatalogueIndex, type GuideListing, type IndexRow } from '../contract/catalogueIndexFormat';
import { FACETS, type Facet } from '../values/facetValues';
import type { LocalText, Resource } from '../model/resources';

/** The index of every resource, `ordered` as catalogueOrder returns them (the sizes: tests' small ones;
 * `texts`: by language, localTexts', the words its rows show on that language's pages). */
export function catalogueIndex(ordered: readonly Resource[], { chunk = CHUNK, shard = SHARD } = {}, texts: Record<string, ReadonlyMap<string, LocalText>> = {}): CatalogueIndex {
  const values = Object.fromEntries(FACETS.map((f) => [f, []])) as unknown as Record<Facet, string[]>;
  const places = Object.fromEntries(FACETS.map((f) => [f, new Map<string, number>()])) as Record<Facet, Map<string, number>>;
  const placeOf = (f: Facet, v: string) => {
    let n = places[f].get(v);
    if (n === undefined) { n = values[f].push(v) - 1; places[f].set(v, n); }
    return n;
  };
  const sigs: number[][][] = [];
  const sigIds = new Map<string, number>();
  const columns: number[][] = [];
  const tallies: Map<number, number>[] = [];
  const shards: IndexRow[][] = [];
  ordered.forEach((r, id) => {
    const facets = facetValues(r, guidesOf(r));
    const sig = FACETS.map((f) => facets[f].map((v) => placeOf(f, v)).sort((a, b) => a - b));
    const key = JSON.stringify(sig);
    let s = sigIds.get(key);
    if (s === undefined) { s = sigs.push(sig) - 1; sigIds.set(key, s); }
    const k = Math.floor(id / chunk);
    (columns[k] ??= []).push(s);
    const tally = (tallies[k] ??= new Map());
    tally.set(s, (tally.get(s) ?? 0) + 1);
    (shards[Math.floor(id / shard)] ??= []).push(rowOf(r, texts));
  });
  const chunks = tallies.map((t) => [...t]);
  return { head: { total: ordered.length, chunk, shard, values, sigs, chunks }, columns, shards };
}

function rowOf(r: Resource, texts: Record<string, ReadonlyMap<string, LocalText>>): IndexRow {
  const [first] = r.listings;
  const item = catalogueItem(r, first!);
  const also = new Map<string, GuideListing>();
  for (const l of r.listings) {
    const g = l.place.guide;
    if (!g || g === first!.place.guide || also.has(g)) continue;
    const { guide, where, page, pageTitle } = catalogueItem(r, l);
    also.set(g, { guide, where, page, pageTitle });
  }
  const local = Object.entries(texts).flatMap(([lang, t]) => { const x = t.get(r.href.href); return x ? [[lang, x] as const] : []; });
  return { ...item, ...(also.size && { also: [...also.values()] }), ...(local.length && { local: Object.fromEntries(local) }) };
}
