// The library's figures, counted from the manifest when it is read: how many resources the
// catalogue lists, how many are worksheets or handouts, how many are in Spanish, and how many
// topics and guides there are. A stats block's "count" shows one of them (schema/blocks/stats.ts),
// so the home page's figures are always the catalogue's.
import type { ResourceKind } from '../values/resourceKinds';

export const LIBRARY_COUNTS = ['resources', 'worksheets', 'spanish', 'topics', 'guides'] as const;
export type LibraryCount = (typeof LIBRARY_COUNTS)[number];

/** The kinds counted as worksheets: something to fill in, or a sheet to hand a family. */
export const WORKSHEET_KINDS: readonly ResourceKind[] = ['worksheet', 'handout'];

/** The figures of a library: its resources (one per address, as the catalogue lists them), its topics and guides. */
export function libraryCounts(resources: readonly { kind: ResourceKind; languages: readonly string[] }[], topics: number, guides: number): Record<LibraryCount, number> {
  return {
    resources: resources.length,
    worksheets: resources.filter((r) => WORKSHEET_KINDS.includes(r.kind)).length,
    spanish: resources.filter((r) => r.languages.includes('es')).length,
    topics,
    guides,
  };
}
