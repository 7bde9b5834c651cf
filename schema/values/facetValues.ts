// The facet values (who a resource is for, its age bands). Plain data (no Zod), so the browser
// can import it; the Zod fields are in facets.ts; how values read on a page is in src/i18n.

/** The catalogue's facets, in the order its filters show them. */
export const FACETS = ['topic', 'kind', 'audience', 'age', 'language', 'cost', 'guide'] as const;
export type Facet = (typeof FACETS)[number];

export const audiences = ['clinician', 'caregiver', 'youth', 'educator'] as const;
export type Audience = (typeof audiences)[number];

/** The age bands the guides use (the spec's 0-2, 2-5, 6-10 and 11+). */
export const ageBands = ['0-2', '2-5', '6-10', '11+'] as const;
export type AgeBand = (typeof ageBands)[number];
const BAND_RANGES: Record<AgeBand, [number, number]> = { '0-2': [0, 2], '2-5': [2, 5], '6-10': [6, 10], '11+': [11, Infinity] };

export const AGES = /^(\d{1,2})(?:[-–](\d{1,2})|(\+))$/;
/** The bands an age range overlaps: "12-18" is in 11+, "4-8" in 2-5 and 6-10; a band is itself. */
export function bandsOf(ages: readonly string[]): AgeBand[] {
  const out = new Set<AgeBand>();
  for (const a of ages) {
    if ((ageBands as readonly string[]).includes(a)) { out.add(a as AgeBand); continue; }
    const m = AGES.exec(a);
    if (!m) continue;
    const lo = Number(m[1]);
    const hi = m[3] ? Infinity : Number(m[2]);
    for (const b of ageBands) {
      const [blo, bhi] = BAND_RANGES[b];
      if (lo <= bhi && hi >= blo) out.add(b);
    }
  }
  return ageBands.filter((b) => out.has(b));
}
