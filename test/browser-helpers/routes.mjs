// Reading the manifest the tests run on: the blocks of a route and where each sits, routes that
// hold a kind of block, the controls that show a notice, a few routes that cover every block type.

/** Every block of a route with where it sits: [{ block, path: [{ type:'tabs', label } | { type:'accordion', title }] }]. */
export function blocksOf(route) {
  const out = [];
  const walk = (blocks, path) => {
    for (const b of blocks) {
      out.push({ block: b, path });
      if (b.type === 'accordion') for (const it of b.items) walk(it.blocks, [...path, { type: 'accordion', title: it.title }]);
      if (b.type === 'tabs') for (const t of b.tabs) walk(t.blocks, [...path, { type: 'tabs', label: t.label }]);
    }
  };
  walk(route.blocks, []);
  return out;
}

/** Routes holding at least one block of this type, with those blocks. */
export function routesWith(routes, type) {
  return routes
    .map((route) => ({ route, found: blocksOf(route).filter((x) => x.block.type === type) }))
    .filter((x) => x.found.length);
}

/** Every control that shows a notice: buttons with a notice action, and form submit buttons. */
export function noticeTriggers(routes) {
  const out = [];
  for (const route of routes) {
    for (const { block, path } of blocksOf(route)) {
      const buttons = [
        ...(block.buttons ?? []), ...(block.actions ?? []),
        ...(block.type === 'cardGrid' ? block.cards.flatMap((c) => c.actions ?? []) : []),
      ];
      for (const b of buttons) {
        if (b.action?.type === 'notice') out.push({ route, path, label: b.label, title: b.action.title, kind: 'button' });
      }
      if (block.type === 'form') out.push({ route, path, label: block.submit.label, title: block.submit.notice?.title, kind: 'form', form: block });
    }
  }
  return out;
}

/** A few routes that together hold every block type in use, plus the longest page. */
export function representativeRoutes(routes) {
  const picked = new Set();
  const types = new Set(routes.flatMap((r) => blocksOf(r).map((x) => x.block.type)));
  for (const t of types) {
    const r = routes.find((x) => blocksOf(x).some((b) => b.block.type === t));
    if (r) picked.add(r);
  }
  picked.add([...routes].sort((a, b) => b.blocks.length - a.blocks.length)[0]);
  return [...picked];
}

/** A path that is no route in the manifest. */
export function unknownPath(routes) {
  let p = '/no-such-page/checked-by-browser-tests';
  while (routes.some((r) => r.path === p)) p += '-x';
  return p;
}

export const norm = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();

/** A route's shape: its language and the types of its blocks, nested as they are. Routes of one
 * shape (the topic guides: lists of links and a button) render through the same code. */
export const shapeOf = (route) => `${route.lang ?? ''}|${JSON.stringify(blocksOf(route).map((x) => [x.block.type, x.path.length]))}`;

/** Says, route by route, whether a route is among the first `n` of its shape met: the checks that
 * cost most (axe, a reload) run on those, the others on every route. */
export function firstOfShape(n = 2) {
  const met = new Map();
  return (route) => {
    const k = shapeOf(route);
    const seen = met.get(k) ?? 0;
    met.set(k, seen + 1);
    return seen < n;
  };
}
