// Translations sit beside the English in site.json: a route, the site settings and the navigation
// each take `"translations": { "es": { … } }`, an overlay holding the same keys as the English for
// its text only (title, heading, paragraphs, labels…), in the same order; everything else (links,
// icons, tags) comes from the English. This module turns each overlay into a whole object of that
// language on the raw JSON, before the schema reads it, so the translation is validated like the
// English, and reports, located in the overlay, every text the English has and it lacks.
// No Zod here: plain walks over the raw JSON.
import { quote } from './errorMap';
import { sectionAnchors } from './anchors';
import type { Path } from './locate';
import { classifyHref } from './fields';
import { defaultPathOf, localeOfPath, pathIn } from './locales';

/** Keys whose value is text to translate (a string, or a list of strings). */
export const TEXT_KEYS = new Set([
  'title', 'description', 'heading', 'intro', 'paragraphs', 'items', 'text', 'label', 'lead', 'eyebrow', 'badges', 'badge',
  'bullets', 'cta', 'caption', 'empty', 'placeholder', 'footnote', 'tagline', 'blurb', 'copyright', 'resourcesHeading',
  'homeLabel', 'backLabel', 'searchLabel', 'guidesHeading', 'moreLabel', 'resources', 'openLabel', 'browseHeading',
]);
/** Keys a translation may set although they are not text: the address, video or languages of a
 * version in that language (988lifeline.org/es/). Internal links are pointed at the translated
 * page by themselves. */
export const OVERRIDE_KEYS = new Set(['href', 'src', 'languages']);
/** Lists a translation writes whole, of any length (the crisis keywords of that language). */
const LIST_KEYS = new Set(['keywords']);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export interface Found { path: Path; message: string }

/** What one overlay translates: text fields of the English, how many it has, blocks left in English. */
export interface Coverage { fields: number; translated: number; englishBlocks: number }

/** Whether a value holds text to translate (under `key`). */
function hasText(v: unknown, key: string): boolean {
  if (typeof v === 'string') return TEXT_KEYS.has(key);
  if (Array.isArray(v)) return !LIST_KEYS.has(key) && v.some((x) => hasText(x, key));
  if (isObj(v)) return Object.entries(v).some(([k, x]) => hasText(x, k));
  return false;
}

/** Counts the text fields of a value (a list of strings counts each). */
const textFields = (v: unknown, key: string): number => {
  if (typeof v === 'string') return TEXT_KEYS.has(key) ? 1 : 0;
  if (Array.isArray(v)) return LIST_KEYS.has(key) ? 0 : v.reduce((n: number, x) => n + textFields(x, key), 0);
  if (isObj(v)) return Object.entries(v).reduce((n, [k, x]) => n + textFields(x, k), 0);
  return 0;
};

const preview = (v: unknown) => (typeof v === 'string' ? ` (the English: ${quote(v)})` : '');

interface Merge {
  lang: string;
  /** Rewrites an internal address copied from the English to the translated page, when there is one. */
  localHref: (href: string) => string;
  out: Found[];
  coverage: Coverage;
}

/** The English value with the overlay's text put in. `at` is where the overlay value is (or would be). */
function merge(en: unknown, ov: unknown, key: string, at: Path, m: Merge): unknown {
  if (typeof en === 'string') {
    if (TEXT_KEYS.has(key)) {
      m.coverage.fields++;
      if (typeof ov !== 'string') {
        m.out.push({ path: at, message: `expected the ${m.lang} text, got ${ov === null ? 'null' : Array.isArray(ov) ? 'a list' : typeof ov}${preview(en)}` });
        return en;
      }
      m.coverage.translated++;
      return ov;
    }
    if (ov !== undefined && !OVERRIDE_KEYS.has(key)) m.out.push({ path: at, message: notText(key) });
    if (ov !== undefined && OVERRIDE_KEYS.has(key)) return ov;
    return key === 'href' ? m.localHref(en) : en;
  }
  if (Array.isArray(en)) {
    if (LIST_KEYS.has(key) || OVERRIDE_KEYS.has(key)) return ov === undefined ? en : ov;
    if (!Array.isArray(ov)) {
      m.out.push({ path: at, message: `expected a list of ${en.length} like the English${hasText(en, key) ? '' : ', or leave it out (it holds no text)'}` });
      return en;
    }
    if (ov.length !== en.length) {
      m.out.push({ path: at, message: `has ${ov.length} item${ov.length === 1 ? '' : 's'} but the English has ${en.length}: translate each one, in the same order` });
    }
    return en.map((x, i) => {
      if (key === 'blocks' && ov[i] === null && isObj(x)) {
        // null: this block stays in English, marked as such on the page.
        m.coverage.englishBlocks++;
        return { ...(localLinks(x, m) as Obj), lang: 'en' };
      }
      // Past the end of a list of the wrong length: said once, above.
      if (i >= ov.length) return missing(x, key, [...at, i], { ...m, out: [] });
      if (ov[i] === undefined) return missing(x, key, [...at, i], m);
      return merge(x, ov[i], key, [...at, i], m);
    });
  }
  if (isObj(en)) {
    if (!isObj(ov)) {
      m.out.push({ path: at, message: `expected an object with the translated text of the English's ${Object.keys(en).filter((k) => hasText(en[k], k)).map((k) => quote(k)).join(', ') || 'keys'}` });
      return localLinks(en, m);
    }
    const outObj: Obj = {};
    // Own keys only: "constructor" or "__proto__" is in every object by inheritance, so `in`
    // would take it for a key of the English and let it through unreported.
    const has = Object.hasOwn;
    for (const [k, x] of Object.entries(en)) outObj[k] = has(ov, k) ? merge(x, ov[k], k, [...at, k], m) : missing(x, k, [...at, k], m);
    for (const k of Object.keys(ov)) {
      if (has(en, k)) continue;
      // A text the English leaves to the schema's default ("Open in New Tab") is translated all the same.
      if (OVERRIDE_KEYS.has(k) || TEXT_KEYS.has(k)) outObj[k] = ov[k];
      else m.out.push({ path: at, message: `${quote(k)} is not in the English: a translation holds only the English's text keys (${[...TEXT_KEYS].filter((t) => has(en, t)).map((t) => quote(t)).join(', ') || 'none here'})` });
    }
    return outObj;
  }
  return en;
}

const notText = (key: string) => `${quote(key)} is not text to translate: leave it out (it comes from the English)${key === 'id' ? '; section anchors stay the English ones' : ''}`;

/** A value the overlay left out: fine when it holds no text, a located problem when it does. */
function missing(en: unknown, key: string, at: Path, m: Merge): unknown {
  if (hasText(en, key)) {
    const n = textFields(en, key);
    m.coverage.fields += n;
    const parent = at.slice(0, -1);
    const what = typeof at[at.length - 1] === 'number' ? `item ${Number(at[at.length - 1]) + 1} of ${quote(key)}` : quote(key);
    m.out.push({ path: parent, message: `the ${m.lang} translation lacks ${what}${preview(en)}: translate it${key === 'blocks' ? ', or write null to keep the block in English' : ''}` });
  }
  return key === 'href' && typeof en === 'string' ? m.localHref(en) : localLinks(en, m);
}

/** A value copied from the English as it is, with its internal links pointed at translated pages. */
function localLinks(v: unknown, m: Merge): unknown {
  if (Array.isArray(v)) return v.map((x) => localLinks(x, m));
  if (!isObj(v)) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'href' && typeof x === 'string' ? m.localHref(x) : localLinks(x, m)]));
}

/** The English anchors on the translated blocks, so "#hours" and search results lead to the same section in both. */
function keepAnchors(en: unknown[], tr: unknown[]): void {
  const anchors = sectionAnchors(en);
  const walk = (a: unknown, b: unknown) => {
    if (!isObj(a) || !isObj(b)) return;
    const anchor = anchors.get(a);
    if (anchor && typeof b.id !== 'string') b.id = anchor;
    for (const k of ['blocks', 'items', 'tabs']) {
      const xs = a[k];
      const ys = b[k];
      if (Array.isArray(xs) && Array.isArray(ys)) xs.forEach((x, i) => walk(x, ys[i]));
    }
  };
  en.forEach((x, i) => walk(x, tr[i]));
}

export interface Expanded {
  /** The raw manifest with each translated route appended (after every route of the file). */
  raw: unknown;
  /** Per other locale: its site settings and navigation, whole (raw JSON). */
  shells: Record<string, { site: unknown; navigation: unknown }>;
  /** Where a problem found in the expanded manifest is written in the file. */
  origin: (path: Path) => Path;
  out: Found[];
  /** Per route path (default locale) and locale: what its translation covers. */
  coverage: { path: string; lang: string; coverage: Coverage }[];
}

/** The locales of a raw manifest: site.locales when it is a list of codes, else just English. */
export const rawLocales = (raw: unknown): string[] => {
  const l = isObj(raw) && isObj(raw.site) ? raw.site.locales : undefined;
  return Array.isArray(l) && l.length && l.every((x) => typeof x === 'string') ? (l as string[]) : ['en'];
};

export function expandTranslations(raw: unknown): Expanded {
  const out: Found[] = [];
  const none: Expanded = { raw, shells: {}, origin: (p) => p, out, coverage: [] };
  if (!isObj(raw) || !Array.isArray(raw.routes)) return none;
  const locales = rawLocales(raw);
  const routes = raw.routes as unknown[];
  const others = locales.slice(1);
  // Overlays written for a language the site does not list.
  const checkKeys = (v: unknown, at: Path) => {
    if (!isObj(v) || !isObj(v.translations)) return;
    for (const k of Object.keys(v.translations)) {
      if (!others.includes(k)) out.push({ path: [...at, 'translations', k], message: `${quote(k)} is not one of the site's other languages (${others.map((o) => quote(o)).join(', ') || 'none'}): add it to site.locales, or remove this translation` });
    }
  };
  routes.forEach((r, i) => {
    checkKeys(r, ['routes', i]);
    // Another language's folder holds the translations, which the build writes there itself.
    if (isObj(r) && typeof r.path === 'string' && localeOfPath(r.path, locales) !== locales[0]) {
      out.push({ path: ['routes', i, 'path'], message: `${quote(r.path)} is in the folder of the ${quote(localeOfPath(r.path, locales))} translations: write the page in English at ${quote(defaultPathOf(r.path, locales))} and its translation in that route's "translations"` });
    }
  });
  checkKeys(raw.site, ['site']);
  checkKeys(raw.navigation, ['navigation']);
  if (!others.length) return { ...none, out };

  const added: unknown[] = [];
  const origins: { i: number; lang: string }[] = [];
  const coverage: Expanded['coverage'] = [];
  const shells: Expanded['shells'] = {};
  for (const lang of others) {
    const translated = new Set<string>();
    routes.forEach((r) => {
      if (isObj(r) && typeof r.path === 'string' && isObj(r.translations) && r.translations[lang] !== undefined) translated.add(r.path);
    });
    const localHref = (href: string) => {
      const t = classifyHref(href);
      if (typeof t === 'string' || t.kind !== 'internal') return href;
      const [path = '', hash] = t.href.split('#');
      return translated.has(path) ? `${pathIn(path, lang, locales)}${hash ? `#${hash}` : ''}` : href;
    };
    routes.forEach((r, i) => {
      if (!isObj(r) || typeof r.path !== 'string' || !isObj(r.translations) || r.translations[lang] === undefined) return;
      const ov = r.translations[lang];
      const at: Path = ['routes', i, 'translations', lang];
      const m: Merge = { lang, localHref, out, coverage: { fields: 0, translated: 0, englishBlocks: 0 } };
      const { translations: _, path, kind, reviewed, ...en } = r;
      if (!isObj(ov)) {
        out.push({ path: at, message: `expected an object with the ${lang} "title", "description" and "blocks"` });
        return;
      }
      const merged = merge(en, ov, '', at, m) as Obj;
      if (Array.isArray(en.blocks) && Array.isArray(merged.blocks)) keepAnchors(en.blocks, merged.blocks);
      added.push({ path: pathIn(path, lang, locales), ...(kind !== undefined && { kind }), ...(reviewed !== undefined && { reviewed }), ...merged });
      origins.push({ i, lang });
      coverage.push({ path, lang, coverage: m.coverage });
    });
    const shellPart = (key: 'site' | 'navigation') => {
      const en = raw[key];
      if (!isObj(en)) return en;
      const { translations, ...rest } = en;
      const ov = isObj(translations) ? translations[lang] : undefined;
      const m: Merge = { lang, localHref, out, coverage: { fields: 0, translated: 0, englishBlocks: 0 } };
      if (ov === undefined) {
        out.push({ path: [key], message: `the ${lang} translation of ${key === 'site' ? 'the site settings' : 'the navigation'} is missing: add "translations": { ${quote(lang)}: { … } } with its text` });
        return localLinks(rest, m);
      }
      const merged = merge(rest, ov, '', [key, 'translations', lang], m);
      coverage.push({ path: key, lang, coverage: m.coverage });
      return merged;
    };
    shells[lang] = { site: shellPart('site'), navigation: shellPart('navigation') };
  }
  const n = routes.length;
  const origin = (path: Path): Path => {
    if (path[0] !== 'routes' || typeof path[1] !== 'number' || path[1] < n) return path;
    const o = origins[path[1] - n];
    if (!o) return path;
    const rest = path.slice(2);
    const base: Path = ['routes', o.i, 'translations', o.lang];
    if (rest[0] === 'path') return base;
    // In the overlay when it writes that value; else the English it came from.
    let v: unknown = (routes[o.i] as Obj).translations;
    v = (v as Obj)[o.lang];
    for (const k of rest) {
      if (v === null || typeof v !== 'object' || !Object.hasOwn(v, k)) return ['routes', o.i, ...rest];
      v = (v as Record<string | number, unknown>)[k];
    }
    return v === null ? ['routes', o.i, ...rest] : [...base, ...rest];
  };
  return { raw: { ...raw, routes: [...routes, ...added] }, shells, origin, out, coverage };
}

/** A shell part's problem path (site or navigation of `lang`) as written in the file. */
export function shellOrigin(raw: unknown, key: 'site' | 'navigation', lang: string, path: Path): Path {
  const part = isObj(raw) ? raw[key] : undefined;
  let v: unknown = isObj(part) && isObj(part.translations) ? part.translations[lang] : undefined;
  for (const k of path) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, k)) return [key, ...path];
    v = (v as Record<string | number, unknown>)[k];
  }
  return [key, 'translations', lang, ...path];
}
