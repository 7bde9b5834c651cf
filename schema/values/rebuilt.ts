/** A container of a JSON value walked with copy-on-change: each entry's value goes through
 * `child` with its key on `path` meanwhile; `v` itself comes back when no child changed, else a
 * new array or object. A list longer than `keep` is cut to its first `keep` items (and so always
 * new). Shared by the variable substitution (schema/read/load.ts) and the list cut of a file with too
 * many problems (schema/read/overflow.ts). The walk visits every value of a file of 10,000 routes, so
 * nothing is allocated for a container until one of its entries changes. */
export function rebuilt(v: object, path: (string | number)[], child: (x: unknown) => unknown, keep = Infinity): unknown {
  if (Array.isArray(v)) {
    const n = Math.min(v.length, keep);
    let out: unknown[] | undefined = n < v.length ? v.slice(0, n) : undefined;
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      path.push(i);
      const y = child(x);
      path.pop();
      if (y !== x) (out ??= v.slice(0, n))[i] = y;
    }
    return out ?? v;
  }
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  let out: unknown[] | undefined; // the values, from the first that changed on
  for (let i = 0; i < keys.length; i++) {
    const x = o[keys[i]!];
    path.push(keys[i]!);
    const y = child(x);
    path.pop();
    if (out) out.push(y);
    else if (y !== x) (out = keys.slice(0, i).map((k) => o[k])).push(y);
  }
  // fromEntries, not assignment: a key "__proto__" (JSON.parse makes it an own key) stays a key.
  return out ? Object.fromEntries(keys.map((k, i) => [k, out[i]])) : v;
}
