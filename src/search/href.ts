// The search page's address for a query and its filters. A module of its own, this small: the
// header (on every route's first load) uses it on Enter, the lazy panel for "See all".
import type { SearchFilters } from './engine';

export const searchHref = (page: string, q: string, f: SearchFilters) =>
  `${page}?${new URLSearchParams(Object.entries({ q: q.trim(), ...f }).filter((e): e is [string, string] => !!e[1])).toString()}`;
