// Checks that span the whole manifest, made on the raw JSON so they run even when other
// parts fail the schema: duplicate routes, internal links to no route, anchors to no block.
import { quote } from './errorMap';
import { classifyHref } from './fields';
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
    if (prev !== undefined) out.push({ path: ['routes', i, 'path'], message: `the path ${quote(r.path)} is already used by routes[${prev}]: each route needs its own path` });
    else firstAt.set(r.path, i);
  });
  const paths = new Set(firstAt.keys());
  routes.forEach((r, i) => out.push(...routeLinkProblems(r, i, paths)));
  walkLinks(raw.site, ['site'], paths, out);
  walkLinks(raw.navigation, ['navigation'], paths, out);
  return out;
}

/** Links of one route (raw JSON, routes[i]) to a path no route has, or to an id no block on it has. */
export function routeLinkProblems(r: unknown, i: number, paths: ReadonlySet<string>): CrossProblem[] {
  const out: CrossProblem[] = [];
  if (!isObj(r)) return out;
  const ids = new Set<string>();
  const collect = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(collect);
    if (!isObj(v)) return;
    if (typeof v.type === 'string' && typeof v.id === 'string') ids.add(v.id);
    Object.values(v).forEach(collect);
  };
  collect(r.blocks);
  walkLinks(r.blocks, ['routes', i, 'blocks'], paths, out, ids);
  return out;
}

function walkLinks(v: unknown, path: (string | number)[], paths: ReadonlySet<string>, out: CrossProblem[], anchors?: Set<string>): void {
  if (Array.isArray(v)) return v.forEach((x, i) => walkLinks(x, [...path, i], paths, out, anchors));
  if (!isObj(v)) return;
  for (const [k, x] of Object.entries(v)) {
    if (k === 'href' && typeof x === 'string') checkHref(x.trim(), [...path, k], paths, out, anchors);
    else walkLinks(x, [...path, k], paths, out, anchors);
  }
}

function checkHref(href: string, path: Path, paths: ReadonlySet<string>, out: CrossProblem[], anchors: Set<string> | undefined): void {
  // Malformed addresses are the schema's to report; here only where valid ones lead.
  const target = classifyHref(href);
  if (typeof target === 'string') return;
  if (target.kind === 'internal') {
    const [route = ''] = target.href.split('#');
    if (!paths.has(route)) {
      out.push({ path, message: `links to ${quote(route, 80)}, but no route has that path: add the route to "routes" or correct the link` });
    }
  } else if (target.kind === 'anchor' && anchors && !anchors.has(href.slice(1))) {
    out.push({ path, message: `links to ${quote(href)}, but no block on this page has the id ${quote(href.slice(1))}` });
  }
}
