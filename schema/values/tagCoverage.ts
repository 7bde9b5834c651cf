// How complete the resources' tags are: how many state an audience, ages, a cost, a language
// besides English, how many have each kind (and how many only the fallback "website"), and how
// many tools (worksheets, handouts, videos, toolkits, manuals, files) lead only to a site's home
// page. An organisation or a directory is rightly linked at its home page, so only a tool's home
// page counts against the catalogue. The catalogue says how complete its tags are (so an empty
// filter is not read as "none exists"), and npm run bench prints it against the content targets.
// Plain data: the browser may use it.
import { FALLBACK_KIND, resourceKinds, toolKinds, type ResourceKind } from './resourceKinds';

export interface Tagged {
  url: string;
  kind: ResourceKind;
  audience: readonly string[];
  ages: readonly string[];
  languages: readonly string[];
  cost?: string | undefined;
}

export interface TagCoverage {
  total: number;
  audience: number;
  ages: number;
  cost: number;
  languages: number;
  /** How many resources have each kind. */
  kinds: Record<ResourceKind, number>;
  /** How many have only the fallback kind, "website": nobody said what they are. */
  fallback: number;
  /** How many lead to a site's home page, whatever they are. */
  homePages: number;
  /** How many are tools (toolKinds), and how many of those lead only to a home page. */
  tools: number;
  toolHomePages: number;
}

/** A web address whose path is the site's root ("https://example.org/"): an organisation, not a tool. */
export function isHomePage(url: string): boolean {
  if (!/^https?:/i.test(url)) return false;
  try { return new URL(url).pathname.replace(/\/+$/, '') === ''; } catch { return false; }
}

export const isTool = (kind: ResourceKind): boolean => toolKinds.includes(kind);

/** The tags a catalogue says how complete they are (coverageNote), and whether a resource states each. */
export const STATED = {
  audience: (r: Pick<Tagged, 'audience'>) => r.audience.length > 0,
  ages: (r: Pick<Tagged, 'ages'>) => r.ages.length > 0,
  cost: (r: Pick<Tagged, 'cost'>) => !!r.cost,
};

export function tagCoverage(resources: readonly Tagged[]): TagCoverage {
  const count = (f: (r: Tagged) => boolean) => resources.filter(f).length;
  const kinds = Object.fromEntries(resourceKinds.map((k) => [k, count((r) => r.kind === k)])) as Record<ResourceKind, number>;
  return {
    total: resources.length,
    audience: count(STATED.audience),
    ages: count(STATED.ages),
    cost: count(STATED.cost),
    languages: count((r) => r.languages.some((l) => l !== 'en')),
    kinds,
    fallback: kinds[FALLBACK_KIND],
    homePages: count((r) => isHomePage(r.url)),
    tools: count((r) => isTool(r.kind)),
    toolHomePages: count((r) => isTool(r.kind) && isHomePage(r.url)),
  };
}

/** What the catalogue says under its filters: "Audience is given for 72 of 96 resources, ages for 41 and cost for 60." */
export function coverageNote(c: Pick<TagCoverage, 'total' | 'audience' | 'ages' | 'cost'>): string {
  if (!c.total) return '';
  return `Tags come from each publisher's own page and are left empty where it does not say. Audience is given for ${c.audience} of ${c.total} resource${c.total === 1 ? '' : 's'}, ages for ${c.ages} and cost for ${c.cost}.`;
}
