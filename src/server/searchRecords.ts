// What the search index holds for a resource: one Pagefind custom record per address. Every
// label, description and place it is listed under is searchable; the first listing is what a
// result shows (the browser reads these meta fields in src/search/engine.ts).
import { kindLabels } from '../../schema/resourceKinds';
import { whereOf, type Resource } from '../../schema/resources';

export interface SearchRecord {
  url: string;
  language: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** Where a resource is listed, as a result shows it: [where, page path, page title, guide]. */
export type ListedAt = [where: string, path: string, title: string, guide: string];

export function resourceRecord(r: Resource): SearchRecord {
  const kind = kindLabels[r.kind];
  const host = r.href.kind === 'external' ? r.href.host : r.href.href.replace(/^\w+:/, '');
  const texts = [...new Set(r.listings.flatMap((l) => [l.label, l.description, ...whereOf(l.place)]))];
  const guides = [...new Set(r.listings.map((l) => l.place.guide).filter((g): g is string => !!g))];
  // One entry per page: a result shows the listing in the guide being filtered by, else the first.
  const pages = new Map<string, ListedAt>();
  for (const l of r.listings) if (!pages.has(l.place.path)) pages.set(l.place.path, [whereOf(l.place).join(' › '), l.place.path, l.place.title, l.place.guide ?? '']);
  return {
    url: r.href.href,
    language: 'en',
    content: [...texts, kind, host].filter(Boolean).join('. '),
    meta: { title: r.label, description: r.description ?? '', kind, kindId: r.kind, host, listed: JSON.stringify([...pages.values()]) },
    filters: { type: ['Resource'], kind: [kind], ...(guides.length ? { guide: guides } : {}) },
  };
}
