// Reading and changing the draft (the raw JSON of site.json) at a path, without mutating it: each
// change copies only the containers on the way to it, so unchanged parts stay the same objects and
// their forms do not re-render. Objects keep their key order, so a save changes only what changed.
import type { Path } from './formDescription';

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export function getIn(v: unknown, path: Path): unknown {
  let at = v;
  for (const seg of path) {
    if (Array.isArray(at) && typeof seg === 'number') at = at[seg];
    else if (isObj(at) && typeof seg === 'string') at = at[seg];
    else return undefined;
  }
  return at;
}

/** Sets (value undefined: removes) at path, creating objects and lists on the way; `hole` fills a
 * list's missing places before the index written. */
export function setIn(v: unknown, path: Path, value: unknown, hole: () => unknown = () => ({})): unknown {
  if (!path.length) return value;
  const [seg, ...rest] = path as [string | number, ...Path];
  if (typeof seg === 'number') {
    const list = Array.isArray(v) ? [...v] : [];
    while (list.length < seg) list.push(hole());
    if (value === undefined && !rest.length) list.splice(seg, 1);
    else list[seg] = setIn(list[seg], rest, value, hole);
    return list;
  }
  const obj: Obj = isObj(v) ? { ...v } : {};
  if (value === undefined && !rest.length) delete obj[seg];
  else obj[seg] = setIn(obj[seg], rest, value, hole);
  return obj;
}

/** The list at path with item `from` moved to place `to`. */
export function moved(list: unknown[], from: number, to: number): unknown[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}

/** The list with `item` put in at place `index` (the items from there on one place later). */
export function inserted(list: unknown[], index: number, item: unknown): unknown[] {
  const out = [...list];
  out.splice(Math.max(0, Math.min(index, out.length)), 0, item);
  return out;
}

export const samePath = (a: Path, b: Path) => a.length === b.length && a.every((x, i) => x === b[i]);
export const startsWith = (path: Path, prefix: Path) => prefix.length <= path.length && prefix.every((x, i) => x === path[i]);
export const pathKey = (path: Path) => path.join('\u0001');
