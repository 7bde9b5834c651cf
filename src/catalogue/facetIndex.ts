// Reading the facet index (schema/derive/catalogueIndex.ts): which signatures a choice of filters keeps,
// how many resources each filter value would leave, and which ids a page of results holds. Pure
// functions of the index's files, so they are tested without a browser (query.ts fetches the files).
import type { FacetCounts } from '../../schema/contract/catalogueFormat';
import { FACETS, type Facet } from '../../schema/values/facetValues';
import type { IndexHead } from '../../schema/contract/catalogueIndexFormat';

export type Choice = Partial<Record<Facet, string>>;
/** [signature, how many resources have it] */
export type Tally = readonly [number, number];

/**
 * For a choice of filters, the facets whose chosen value a signature lacks. `fixed` filters (a guide's
 * own catalogue is always within it) are never counted: a signature that lacks one misses everything.
 */
export function missesOf(head: IndexHead, chosen: Choice, fixed: Choice = {}): (sig: number) => readonly Facet[] {
  // A value the index does not hold (an old bookmark) is a place no signature has.
  const want = (c: Choice) => FACETS.map((f) => (c[f] ? head.values[f].indexOf(c[f]!) : undefined));
  const wanted = want(chosen);
  const required = want(fixed);
  const memo = new Map<number, readonly Facet[]>();
  return (sig) => {
    let out = memo.get(sig);
    if (!out) {
      const has = (fi: number, place: number | undefined) => place === undefined || head.sigs[sig]![fi]!.includes(place);
      out = required.every((p, fi) => has(fi, p)) ? FACETS.filter((_, fi) => !has(fi, wanted[fi])) : FACETS;
      memo.set(sig, out);
    }
    return out;
  };
}

/**
 * How many resources the filters keep, and for each facet how many each of its values would keep:
 * a facet's counts take the other filters into account, not its own, so choosing a kind still shows
 * how many resources the other kinds have.
 */
export function tally(head: IndexHead, tallies: Iterable<Tally>, misses: (sig: number) => readonly Facet[]): { total: number; counts: FacetCounts } {
  const counts = Object.fromEntries(FACETS.map((f) => [f, {}])) as FacetCounts;
  let total = 0;
  const add = (sig: number, fi: number, n: number) => {
    const f = FACETS[fi]!;
    for (const place of head.sigs[sig]![fi]!) {
      const v = head.values[f][place]!;
      counts[f][v] = (counts[f][v] ?? 0) + n;
    }
  };
  for (const [sig, n] of tallies) {
    const missed = misses(sig);
    if (missed.length === 0) {
      total += n;
      FACETS.forEach((_, fi) => add(sig, fi, n));
    } else if (missed.length === 1) {
      add(sig, FACETS.indexOf(missed[0]!), n);
    }
  }
  return { total, counts };
}

/**
 * The ids of matching resources [from, to) in id order. Chunks before the range are skipped by their
 * tallies, and a chunk without matches is never read: `column(k)` loads chunk k's signatures.
 */
export async function idsBetween(head: IndexHead, keeps: (sig: number) => boolean, from: number, to: number,
  column: (k: number) => Promise<readonly number[]>): Promise<number[]> {
  const out: number[] = [];
  let seen = 0;
  for (const [k, tallies] of head.chunks.entries()) {
    if (seen >= to) break;
    const here = tallies.reduce((n, [sig, count]) => (keeps(sig) ? n + count : n), 0);
    if (seen + here <= from) { seen += here; continue; }
    const sigs = await column(k);
    for (let i = 0; i < sigs.length && seen < to; i++) {
      if (!keeps(sigs[i]!)) continue;
      if (seen >= from) out.push(k * head.chunk + i);
      seen++;
    }
  }
  return out;
}
