// Synthetic manifests for `npm run bench`: the real site's shell (site + navigation) and, when the
// real manifest is valid, its routes, plus generated routes built from the same kinds of blocks
// the real pages use (hero, prose, accordions of link lists, card grids, link lists, callouts).
// Deterministic for a given seed; every internal link points at a route that exists.
//   node scripts/bench/support/synthetic-site.mjs 1000 [out.json]

import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../lib/paths.mjs';

const WORDS = ('family child youth parent caregiver clinician school crisis safety trauma healing grounding '
  + 'coping skills plan assessment screening culture community strengths resilience emotion feelings calm '
  + 'motivation thoughts problem solving therapy session group practice guide toolkit worksheet handout '
  + 'video role play support referral care coordination telehealth privacy consent stabilization narrative '
  + 'attachment regulation mindfulness breathing routine sleep anxiety mood grief loss identity belonging '
  + 'language interpreter advocacy equity wellness peer mentor teacher classroom home visit follow-up').split(' ');
const ICONS = ['book-open', 'file-text', 'users', 'heart', 'shield', 'compass', 'video', 'link', 'globe', 'lightbulb', 'school', 'brain'];
const PER_SECTION = 25;
// Lists are keyed by label or title in the components, so their entries must differ.
const uniqueBy = (arr, key) => [...new Map(arr.map((x) => [key(x), x])).values()];

/** A small seeded PRNG (mulberry32): the same sequence for the same seed. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Internal hrefs in the site shell (menus, footer), which must each have a route. */
export function shellHrefs(real) {
  const out = new Set();
  const walk = (v) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) (k === 'href' && typeof x === 'string' && x.startsWith('/') ? out.add(x.split('#')[0]) : walk(x));
  };
  walk([real.site, real.navigation]);
  return [...out];
}

/**
 * A manifest of `routes` routes. With realRoutes (default), the real routes come first and keep
 * their content, so "/" is the real home page; otherwise each shell link gets a plain stub route.
 */
export function syntheticManifest(real, { routes: total, seed = 1, realRoutes = true } = {}) {
  const rand = rng(seed);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const words = (lo, hi) => Array.from({ length: int(lo, hi) }, () => pick(WORDS)).join(' ');
  const cap = (s) => s[0].toUpperCase() + s.slice(1);
  const sentence = (lo = 8, hi = 22) => `${cap(words(lo, hi))}.`;
  const paragraph = () => Array.from({ length: int(1, 3) }, () => sentence()).join(' ');

  const base = realRoutes
    ? real.routes
    : [...new Set(['/', ...shellHrefs(real)])].map((path) => ({ path, title: `Page ${path}`, description: `Stub page for ${path}.`, blocks: [] }));
  const count = Math.max(0, total - base.length);
  const sections = Math.max(1, Math.ceil(count / (PER_SECTION + 1)));
  // Plan paths and titles first, so links can point anywhere in the site.
  const plan = [];
  for (let s = 0; s < sections && plan.length < count; s++) {
    const dir = `/library/area-${s + 1}`;
    const name = `${cap(words(2, 3))} area ${s + 1}`;
    const index = { path: dir, title: name, section: s, children: [] };
    plan.push(index);
    for (let p = 0; p < PER_SECTION && plan.length < count; p++) {
      const title = `${cap(words(2, 4))} ${s + 1}.${p + 1}`;
      const page = { path: `${dir}/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`, title, section: s, index };
      index.children.push(page);
      plan.push(page);
    }
  }
  const internal = (from) => {
    const r = rand();
    const target = r < 0.6 && from.index ? pick(from.index.children) : r < 0.8 && from.index ? from.index : pick(plan);
    return target ?? from;
  };
  const external = (n) => pick([
    () => `https://drive.google.com/file/d/${n.toString(36).padStart(6, '0')}synthetic${int(1000, 9999)}/view`,
    () => `https://www.youtube.com/watch?v=syn${n.toString(36)}`,
    () => `https://resources${int(1, 40)}.example.org/${words(1, 2).replace(/ /g, '-')}/${n}.pdf`,
    () => `https://www.example.org/${words(2, 3).replace(/ /g, '-')}`,
  ])();
  let linkNo = 0;
  const link = (from) => {
    if (rand() < 0.25) {
      const t = internal(from);
      return { label: t.title, href: t.path, description: sentence(6, 14) };
    }
    return { label: cap(words(2, 6)), href: external(++linkNo), ...(rand() < 0.7 ? { description: sentence(6, 16) } : {}) };
  };
  const linkList = (from, lo, hi) => ({ type: 'linkList', links: uniqueBy(Array.from({ length: int(lo, hi) }, () => link(from)), (l) => l.label) });
  const card = (t) => ({ title: t.title, description: sentence(8, 18), icon: pick(ICONS), href: t.path, cta: 'Open guide' });

  const blocksFor = (page) => {
    if (!page.index) {
      // A section overview: opening hero, a paragraph, and a card for every page in the section.
      return [
        { type: 'hero', eyebrow: 'Practice area', lead: sentence(14, 26), badges: uniqueBy([cap(words(1, 2)), cap(words(1, 2))], (b) => b) },
        { type: 'prose', paragraphs: [paragraph()] },
        { type: 'cardGrid', heading: 'Guides in this area', columns: 3, cards: page.children.map(card) },
      ];
    }
    const blocks = [];
    if (rand() < 0.5) blocks.push({ type: 'hero', eyebrow: page.index.title, lead: sentence(12, 24), badges: [cap(words(1, 2))] });
    blocks.push({ type: 'prose', heading: cap(words(2, 4)), paragraphs: Array.from({ length: int(1, 3) }, paragraph) });
    if (rand() < 0.3) blocks.push({ type: 'callout', tone: pick(['info', 'warning']), title: cap(words(2, 4)), text: sentence() });
    if (rand() < 0.7) {
      blocks.push({ type: 'accordion', heading: 'Resources', openFirst: rand() < 0.5, items: uniqueBy(Array.from({ length: int(2, 5) }, () => ({
        title: cap(words(2, 5)), icon: pick(ICONS), blocks: [linkList(page, 2, 6)],
      })), (it) => it.title) });
    }
    if (rand() < 0.4) blocks.push({ type: 'cardGrid', heading: 'Related guides', columns: 2, cards: uniqueBy(Array.from({ length: int(2, 4) }, () => card(internal(page))), (c) => c.title) });
    if (rand() < 0.5 || blocks.length < 3) blocks.push({ ...linkList(page, 3, 8), heading: 'Further reading' });
    return blocks;
  };

  const generated = plan.map((page) => ({
    path: page.path,
    title: page.title,
    description: sentence(12, 30).slice(0, 290),
    blocks: blocksFor(page),
  }));
  return { site: real.site, navigation: real.navigation, routes: [...base, ...generated] };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const real = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
  const m = syntheticManifest(real, { routes: Number(process.argv[2] ?? 1000) });
  const text = JSON.stringify(m, null, 1);
  if (process.argv[3]) writeFileSync(process.argv[3], text);
  else console.log(`${m.routes.length} routes, ${(text.length / 1e6).toFixed(1)} MB`);
}
