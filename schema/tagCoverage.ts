// How complete the resources' tags are: how many state an audience, ages, a cost, a kind other
// than the fallback "website", a language besides English, and how many lead only to a site's
// home page. The catalogue says it (so an empty filter is not read as "none exists"), and
// npm run bench prints it against the content targets. Plain data: the browser may use it.
import type { ResourceKind } from './resourceKinds';

export interface Tagged {
  url: string;
  kind: ResourceKind;
  audience: readonly string[];
  ages: readonly string[];
  languages: readonly string[];
  cost?: string | undefined;
}

export interface TagCoverage { total: number; audience: number; ages: number; cost: number; kind: number; languages: number; homePages: number }

/** A web address whose path is the site's root ("https://example.org/"): an organisation, not a tool. */
export function isHomePage(url: string): boolean {
  if (!/^https?:/i.test(url)) return false;
  try { return new URL(url).pathname.replace(/\/+$/, '') === ''; } catch { return false; }
}

export function tagCoverage(resources: readonly Tagged[]): TagCoverage {
  const count = (f: (r: Tagged) => boolean) => resources.filter(f).length;
  return {
    total: resources.length,
    audience: count((r) => r.audience.length > 0),
    ages: count((r) => r.ages.length > 0),
    cost: count((r) => !!r.cost),
    kind: count((r) => r.kind !== 'website'),
    languages: count((r) => r.languages.some((l) => l !== 'en')),
    homePages: count((r) => isHomePage(r.url)),
  };
}

/** What the catalogue says under its filters: "Audience is given for 72 of 96 resources, ages for 41 and cost for 60." */
export function coverageNote(c: Pick<TagCoverage, 'total' | 'audience' | 'ages' | 'cost'>): string {
  if (!c.total) return '';
  return `Tags come from each publisher's own page and are left empty where it does not say. Audience is given for ${c.audience} of ${c.total} resource${c.total === 1 ? '' : 's'}, ages for ${c.ages} and cost for ${c.cost}.`;
}
