// The types of resourceEntry.mjs, where the entry and its anchor are described.

/**
 * What a resource's result shows, carried by its section's anchor: its address, its id in the
 * catalogue's order (-1 when the catalogue does not hold it), kind, host, name, description, where
 * this page lists it and how many other pages do, and its languages when they are not English alone
 * (a search in Spanish ranks Spanish material first).
 */
export type ResourceEntry = [url: string, id: number, kind: string, host: string, label: string, description: string, where: string, more: number, languages?: string[]];

export declare function resourceAnchor(entry: ResourceEntry): string;
export declare function entryOf(anchor: string | undefined): ResourceEntry | undefined;
