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

export function resourceRecord(r: Resource): SearchRecord {
  const kind = kindLabels[r.kind];
  const [first, ...others] = r.listings as [Resource['listings'][number], ...Resource['listings']];
  const host = r.href.kind === 'external' ? r.href.host : r.href.href.replace(/^\w+:/, '');
  const texts = [...new Set(r.listings.flatMap((l) => [l.label, l.description, ...whereOf(l.place)]))];
  const guides = [...new Set(r.listings.map((l) => l.place.guide).filter((g): g is string => !!g))];
  const morePages = new Set(others.map((l) => l.place.path).filter((p) => p !== first.place.path)).size;
  return {
    url: r.href.href,
    language: 'en',
    content: [...texts, kind, host].filter(Boolean).join('. '),
    meta: {
      title: r.label, description: r.description ?? '', kind, kindId: r.kind, host, where: whereOf(first.place).join(' › '),
      page: first.place.path, pageTitle: first.place.title, morePages: String(morePages),
    },
    filters: { type: ['Resource'], kind: [kind], ...(guides.length ? { guide: guides } : {}) },
  };
}
