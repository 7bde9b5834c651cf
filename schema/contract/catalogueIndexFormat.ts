// The files of the catalogue's facet index (schema/derive/catalogueIndex.ts writes them), as the browser
// reads them (src/catalogue/query.ts): their shapes, and a row as a list shows it (their names
// are in addresses.mjs). Types and a few lines of code only, so the code that filters loads
// nothing of the build's.
import type { Facet } from '../values/facetValues';
import type { LocalText } from '../model/resources';
import type { CatalogueItem } from './catalogueFormat';

/** Ids per column chunk, and per row shard. */
export const CHUNK = 8192;
export const SHARD = 32;

export interface IndexHead {
  /** Resources in the index: ids 0 to total - 1. */
  total: number;
  chunk: number;
  shard: number;
  /** Each facet's values; a signature names them by their place here. */
  values: Record<Facet, string[]>;
  /** Each signature: per facet (in FACETS order), the places of its values in `values`. */
  sigs: number[][][];
  /** Per chunk of ids: [signature, how many of the chunk's resources have it] pairs. */
  chunks: [number, number][][];
}

/** Where a resource is listed in a guide other than its first listing's. */
export type GuideListing = Pick<CatalogueItem, 'guide' | 'where' | 'page' | 'pageTitle'>;
/** A resource as a list shows it (at its first listing), with its first listing in each other guide
 * and, by language, its words where a translated page gives them (shown on that language's pages). */
export interface IndexRow extends CatalogueItem { also?: GuideListing[] | undefined; local?: Record<string, LocalText> | undefined }

/** The files of the index: the head, each chunk's column, each shard's rows (file names: indexFiles in addresses.mjs). */
export interface CatalogueIndex { head: IndexHead; columns: number[][]; shards: IndexRow[][] }

/** The row a list shows, at its listing in `guide` when one is chosen, in the words of `lang` where
 * it has them. */
export function rowIn(row: IndexRow, guide: string | undefined, lang?: string): CatalogueItem {
  const { also, local, ...item } = row;
  const there = guide && item.guide !== guide ? also?.find((l) => l.guide === guide) : undefined;
  const text = lang ? local?.[lang] : undefined;
  return { ...item, ...there, ...(text && { label: text.label, description: text.description, details: text.details, lang }) };
}

