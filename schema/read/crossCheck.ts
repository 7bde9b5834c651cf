// Checks that span the whole manifest, made on the raw JSON so they run even when other
// parts fail the schema: duplicate routes, internal links to no route, anchors to no block.
import { anchorsOf } from '../values/anchors';
import { quote } from '../values/errorMap';
import { classifyHref, routeParts } from '../values/linkTarget';
import type { Path } from './locate';

export interface CrossProblem { path: Path; message: string }

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export function crossCheck(raw: unknown): CrossProblem[] {
  const out: CrossProblem[] = [];
  if (!isObj(raw) || !Array.isArray(raw.routes)) return out;
  const routes = raw.routes as unknown[];
  const firstAt = new Map<string, number>();
  routes.forEach((r, i) => {
    if (!isObj(r) || typeof r.path !== 'string') return;
    const prev = firstAt.get(r.path);
    if (prev !== undefined) out.push({ path: ['routes', i, 'path'], message: `the path ${quote(r.path)} is already used by routes[${prev + 1}]: each route needs its own path` });
    else firstAt.set(r.path, i);
  });
  const paths = new Map([...firstAt].map(([path, i]) => [path, routes[i]]));
  routes.forEach((r, i) => out.push(...routeLinkProblems(r, i, paths)));
  walkLinks(raw.site, ['site'], paths, out);
  offlinePages(raw.site, paths, out);
  walkLinks(raw.navigation, ['navigation'], paths, out);
  return out;
}

/** Links of another language's site settings or navigation (raw JSON, whole) to no route or section. */
export function shellLinkProblems(v: unknown, raw: unknown): CrossProblem[] {
  const out: CrossProblem[] = [];
  if (!isObj(raw) || !Array.isArray(raw.routes)) return out;
  const paths = new Map((raw.routes as unknown[]).flatMap((r) => (isObj(r) && typeof r.path === 'string' ? [[r.path, r] as const] : [])));
  walkLinks(v, [], paths, out);
  return out;
}

/** The anchors of a route as written (raw JSON): its blocks' ids and its sections' anchors. */
function routeAnchors(r: unknown): Set<string> {
  return isObj(r) && Array.isArray(r.blocks) ? anchorsOf(r.blocks) : new Set();
}

/** Routes by path, as written (raw JSON): a link's path must be one, and its "#anchor" one of its anchors. */
export type RoutesByPath = ReadonlyMap<string, unknown>;

/** Links of one route (raw JSON, routes[i]) to a path no route has, or to an anchor its page does not have. */
export function routeLinkProblems(r: unknown, i: number, paths: RoutesByPath): CrossProblem[] {
  const out: CrossProblem[] = [];
  if (!isObj(r)) return out;
  // Worked out at the route's first "#anchor" link: most routes have none.
  let anchors: Set<string> | undefined;
  walkLinks(r.blocks, ['routes', i, 'blocks'], paths, out, () => (anchors ??= routeAnchors(r)));
  return out;
}

/** `path`: where v is; one list, grown and shrunk as the walk goes, copied only into a problem. */
function walkLinks(v: unknown, path: (string | number)[], paths: RoutesByPath, out: CrossProblem[], anchors?: () => Set<string>): void {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      path.push(i);
      walkLinks(v[i], path, paths, out, anchors);
      path.pop();
    }
    return;
  }
  if (!isObj(v)) return;
  // Keys without a list of entries: the walk visits every value of a file of 10,000 routes.
  for (const k of Object.keys(v)) {
    const x = v[k];
    path.push(k);
    if (k === 'href' && typeof x === 'string') checkHref(x.trim(), path, paths, out, anchors);
    else walkLinks(x, path, paths, out, anchors);
    path.pop();
  }
}

/** `at`: where the address is, a list the walk goes on changing (copied into a problem). */
function checkHref(href: string, at: Path, paths: RoutesByPath, out: CrossProblem[], anchors: (() => Set<string>) | undefined): void {
  // Malformed addresses are the schema's to report; here only where valid ones lead. Only a route
  // path or an in-page anchor can lead nowhere: the 100,000 web addresses of a large manifest are
  // not parsed again here (the schema parses each once).
  if (!href.startsWith('/') && !href.startsWith('#')) return;
  const target = classifyHref(href);
  if (typeof target === 'string') return;
  if (target.kind === 'internal') {
    const [route, , hash] = routeParts(target.href);
    if (!paths.has(route)) {
      out.push({ path: [...at], message: `links to ${quote(route, 80)}, but no route has that path: add the route to "routes" or correct the link` });
    } else if (hash && !routeAnchors(paths.get(route)).has(hash)) {
      out.push({ path: [...at], message: `links to ${quote(target.href, 80)}, but the page ${quote(route, 80)} has no section or block with the anchor ${quote(hash)}: ${ANCHOR_FIX}` });
    }
  } else if (target.kind === 'anchor' && anchors && !anchors().has(href.slice(1))) {
    out.push({ path: [...at], message: `links to ${quote(href)}, but no section or block on this page has the anchor ${quote(href.slice(1))}: ${ANCHOR_FIX}` });
  }
}

const ANCHOR_FIX = 'use a block\'s "id", or a section\'s anchor (its heading or accordion item title in lower case with hyphens, e.g. "suicide-risk-screening")';

/** The pages kept for offline use must be routes. */
function offlinePages(site: unknown, paths: RoutesByPath, out: CrossProblem[]): void {
  const pages = isObj(site) && isObj(site.offline) && Array.isArray(site.offline.pages) ? site.offline.pages : [];
  pages.forEach((p, i) => {
    if (typeof p === 'string' && !paths.has(p)) out.push({ path: ['site', 'offline', 'pages', i], message: `${quote(p, 80)} is no route's path: name a route of "routes" to keep it for offline use` });
  });
}
