// Translations sit beside the English in site.json: a route, the site settings and the navigation
// each take `"translations": { "es": { … } }`, an overlay holding the same keys as the English for
// its text only (title, heading, paragraphs, labels…), in the same order; everything else (links,
// icons, tags) comes from the English. This module turns each overlay into a whole object of that
// language on the raw JSON, before the schema reads it, so the translation is validated like the
// English. A text the English has and the overlay lacks is shown in English, marked, with a
// warning that says what to add where (schema/read/translationGaps.ts), when it lies in a part that can
// be so marked (a block, a menu link); anywhere else it is a problem, located in the overlay.
// No Zod here: plain walks over the raw JSON.
import { quote } from '../values/errorMap';
import { sectionAnchors } from '../values/anchors';
import type { Path } from './locate';
import type { TranslationReview } from '../model/review';
import { classifyHref, routeParts } from '../values/linkTarget';
import { defaultPathOf, localeOfPath, pathIn } from '../values/locales';
import { gapMessage, isUnit, itemName, oneLine, skeleton, unitName, type Gap, type Part } from './translationGaps';

/** Keys whose value is text to translate (a string, or a list of strings). Named here, as this
 * reads the raw JSON before the schema does; test/unit/translatedFields.test.ts holds the list to
 * the schema's text fields. */
export const TEXT_KEYS = new Set([
  'title', 'description', 'heading', 'intro', 'paragraphs', 'items', 'text', 'label', 'lead', 'eyebrow', 'badges', 'badge',
  'bullets', 'cta', 'caption', 'empty', 'placeholder', 'footnote', 'tagline', 'blurb', 'copyright', 'resourcesHeading',
  'homeLabel', 'backLabel', 'searchLabel', 'guidesHeading', 'moreLabel', 'resources', 'openLabel', 'browseHeading', 'words',
]);
/** Keys a translation may set although they are not text: the address, video or languages of a
 * version in that language (988lifeline.org/es/). Internal links are pointed at the translated
 * page by themselves. */
export const OVERRIDE_KEYS = new Set(['href', 'src', 'languages']);
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export interface Found { path: Path; message: string }

/** What one overlay translates: text fields of the English, how many it has, blocks it keeps in
 * English (null), and parts shown in English because it lacks their text. */
export interface Coverage { fields: number; translated: number; englishBlocks: number; untranslated: number }

/** Whether a value holds text to translate (under `key`). */
function hasText(v: unknown, key: string): boolean {
  if (typeof v === 'string') return TEXT_KEYS.has(key);
  if (Array.isArray(v)) return v.some((x) => hasText(x, key));
  if (isObj(v)) return Object.entries(v).some(([k, x]) => hasText(x, k));
  return false;
}

/**
 * Each text of a value (under `key`), in order: the strings under TEXT_KEYS, each string of a list
 * of them. What a translation translates, and what the reading-grade report reads
 * (schema/read/readability.ts). `skip` leaves out an object and everything in it.
 */
export function textsOf(v: unknown, key = '', skip?: (o: Record<string, unknown>) => boolean): string[] {
  // Gathered into one list: a nested generator hands each text up through every level above it,
  // and the reading report reads every text of a 10,000-page site.
  const out: string[] = [];
  const walk = (x: unknown, k: string): void => {
    if (typeof x === 'string') {
      if (TEXT_KEYS.has(k)) out.push(x);
    } else if (Array.isArray(x)) {
      for (const y of x) walk(y, k);
    } else if (isObj(x) && !skip?.(x)) {
      // Keys, not entries: no pair is made per key (the objects are parsed JSON: own keys only).
      for (const kk of Object.keys(x)) walk(x[kk], kk);
    }
  };
  walk(v, key);
  return out;
}

/** Counts the text fields of a value (a list of strings counts each). */
const textFields = (v: unknown, key: string): number => textsOf(v, key).length;

const preview = (v: unknown) => (typeof v === 'string' ? ` (the English: ${quote(v)})` : '');

interface Merge {
  lang: string;
  /** The site's first language: a text the translation lacks is shown in it. */
  source: string;
  /** Rewrites an internal address copied from the English to the translated page, when there is one. */
  localHref: (href: string) => string;
  out: Found[];
  gaps: Gap[];
  coverage: Coverage;
  /** What is translated, and where its translation starts in a path (that many segments). */
  part: Part;
  base: number;
  /** The nearest part around that can be shown in English (a block, a menu link) when the
   * translation lacks a text inside it: `lacks` is set then. */
  unit?: { name: string; lacks: boolean };
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
    if (OVERRIDE_KEYS.has(key)) return ov === undefined ? en : ov;
    if (!Array.isArray(ov)) {
      m.out.push({ path: at, message: `expected a list of ${en.length} like the English${hasText(en, key) ? '' : ', or leave it out (it holds no text)'}` });
      return en;
    }
    return mergeList(en, ov, key, at, m);
  }
  if (isObj(en)) {
    if (!isObj(ov)) {
      m.out.push({ path: at, message: `expected an object with the translated text of the English's ${Object.keys(en).filter((k) => hasText(en[k], k)).map((k) => quote(k)).join(', ') || 'keys'}` });
      return localLinks(en, m);
    }
    return isUnit(m.part, at.slice(m.base)) ? mergeUnit(en, ov, at, m) : mergeObject(en, ov, at, m);
  }
  return en;
}

/** A list: item by item. Items of the English past the translation's end are additions it lacks. */
function mergeList(en: unknown[], ov: unknown[], key: string, at: Path, m: Merge): unknown[] {
  const wrongLength = () => m.out.push({ path: at, message: `has ${ov.length} item${ov.length === 1 ? '' : 's'} but the English has ${en.length}: translate each one, in the same order` });
  if (ov.length > en.length) wrongLength();
  const lacking: { i: number; x: unknown; shown?: string }[] = [];
  let unshown = false;
  const merged = en.map((x, i) => {
    if (i >= ov.length) {
      const l = lack(x, key, [...at, i], m);
      if (l.shown !== undefined) lacking.push({ i, x, shown: l.shown || undefined });
      unshown ||= !!l.unshown;
      return l.value;
    }
    // null: this block stays in English, marked as such on the page.
    if (key === 'blocks' && ov[i] === null && isObj(x)) {
      m.coverage.englishBlocks++;
      return english(x, m);
    }
    return merge(x, ov[i], key, [...at, i], m);
  });
  if (unshown) wrongLength();
  else if (lacking.length) {
    const items = lacking.map(({ x }) => oneLine(skeleton(x, hasText, key))).join(', ');
    const names = lacking.map(({ i, x }) => itemName(key, i, x));
    m.gaps.push({
      path: at, lang: m.lang,
      message: gapMessage({ what: names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!, many: names.length > 1, lang: m.lang, shown: lacking[0]!.shown, add: ov.length ? `, ${items}` : items, block: key === 'blocks' }),
      place: ov.length ? { path: [...at, ov.length - 1], end: true } : { path: at, end: false },
    });
  }
  return merged;
}

/** A part that can be shown in English: when its translation lacks a text, it is shown whole in
 * English, marked, so no element mixes the two languages. */
function mergeUnit(en: Obj, ov: Obj, at: Path, m: Merge): unknown {
  const unit = { name: unitName(en, at), lacks: false };
  const before = { ...m.coverage };
  const merged = mergeObject(en, ov, at, { ...m, unit });
  if (!unit.lacks) return merged;
  Object.assign(m.coverage, { translated: before.translated, untranslated: before.untranslated + 1 });
  return english(en, m);
}

function mergeObject(en: Obj, ov: Obj, at: Path, m: Merge): Obj {
  const outObj: Obj = {};
  // Own keys only: "constructor" or "__proto__" is in every object by inheritance, so `in`
  // would take it for a key of the English and let it through unreported.
  const has = Object.hasOwn;
  // The last key of the English that the translation writes: a key it lacks goes after it.
  let prev: string | undefined;
  for (const [k, x] of Object.entries(en)) {
    if (has(ov, k)) {
      outObj[k] = merge(x, ov[k], k, [...at, k], m);
      prev = k;
      continue;
    }
    const l = lack(x, k, [...at, k], m);
    outObj[k] = l.value;
    if (l.unshown) m.out.push({ path: at, message: `the ${m.lang} translation lacks ${quote(k)}${preview(x)}: translate it${k === 'blocks' ? ', or write null to keep the block in English' : ''}` });
    if (l.shown === undefined) continue;
    const entry = `${JSON.stringify(k)}: ${oneLine(skeleton(x, hasText, k))}`;
    const add = prev !== undefined ? `, ${entry}` : Object.keys(ov).length ? `${entry}, ` : entry;
    m.gaps.push({
      path: at, lang: m.lang,
      message: gapMessage({ what: quote(k), many: false, lang: m.lang, shown: l.shown || undefined, add, block: false }),
      place: prev !== undefined ? { path: [...at, prev], end: true } : { path: at, end: false },
    });
  }
  for (const k of Object.keys(ov)) {
    if (has(en, k)) continue;
    // A text the English leaves to the schema's default ("Open in New Tab") is translated all the same.
    if (OVERRIDE_KEYS.has(k) || TEXT_KEYS.has(k)) outObj[k] = ov[k];
    else m.out.push({ path: at, message: `${quote(k)} is not in the English: a translation holds only the English's text keys (${[...TEXT_KEYS].filter((t) => has(en, t)).map((t) => quote(t)).join(', ') || 'none here'})` });
  }
  return outObj;
}

const notText = (key: string) => `${quote(key)} is not text to translate: leave it out (it comes from the English)${key === 'id' ? '; section anchors stay the English ones' : ''}`;

/** A copy of the English, marked as such: the page shows it in English and says so. */
const english = (en: Obj, m: Merge): Obj => ({ ...(localLinks(en, m) as Obj), lang: m.source });

/**
 * A value the translation leaves out, taken from the English. Fine when it holds no text. When it
 * does: `shown` when it can be shown in English (marked), naming the part around it that is shown
 * so ('' when it is such a part itself); `unshown` when nothing can mark it (a problem).
 */
function lack(en: unknown, key: string, at: Path, m: Merge): { value: unknown; shown?: string; unshown?: true } {
  const value = key === 'href' && typeof en === 'string' ? m.localHref(en) : localLinks(en, m);
  if (!hasText(en, key)) return { value };
  m.coverage.fields += textFields(en, key);
  if (isObj(en) && isUnit(m.part, at.slice(m.base))) {
    m.coverage.untranslated++;
    return { value: english(en, m), shown: '' };
  }
  if (m.unit) {
    m.unit.lacks = true;
    return { value, shown: m.unit.name };
  }
  return { value, unshown: true };
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
  /** Texts of the English a translation lacks, shown in English meanwhile: warnings. */
  gaps: Gap[];
  /** Per route path (default locale) and locale: what its translation covers. */
  coverage: TranslationCoverage[];
}

/** What a route's (or the site settings', the navigation's) translation into one language covers,
 * and (routes only) the bilingual clinician's review of it, once done. */
export interface TranslationCoverage { path: string; lang: string; coverage: Coverage; reviewed?: TranslationReview }

/** The locales of a raw manifest: site.locales when it is a list of codes, else just English. */
export const rawLocales = (raw: unknown): string[] => {
  const l = isObj(raw) && isObj(raw.site) ? raw.site.locales : undefined;
  return Array.isArray(l) && l.length && l.every((x) => typeof x === 'string') ? (l as string[]) : ['en'];
};

export function expandTranslations(raw: unknown): Expanded {
  const out: Found[] = [];
  const gaps: Gap[] = [];
  const none: Expanded = { raw, shells: {}, origin: (p) => p, out, gaps, coverage: [] };
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
      const [path, query, hash] = routeParts(t.href);
      return translated.has(path) ? `${pathIn(path, lang, locales)}${query}${hash ? `#${hash}` : ''}` : href;
    };
    const merging = (part: Part, at: Path): Merge => ({
      lang, source: locales[0]!, localHref, out, gaps, part, base: at.length, coverage: { fields: 0, translated: 0, englishBlocks: 0, untranslated: 0 },
    });
    routes.forEach((r, i) => {
      if (!isObj(r) || typeof r.path !== 'string' || !isObj(r.translations) || r.translations[lang] === undefined) return;
      const ov = r.translations[lang];
      const at: Path = ['routes', i, 'translations', lang];
      const m = merging('route', at);
      const { translations: _, path, kind, reviewed, ...en } = r;
      // Not an object: the schema says so, where it is written (schema/model/route.ts).
      if (!isObj(ov)) return;
      // A bilingual clinician's review of this translation (checked by the schema, schema/model/review.ts):
      // no text to translate, and for the coverage report only, never for the page.
      const { reviewed: review, ...text } = ov;
      const merged = merge(en, text, '', at, m) as Obj;
      if (Array.isArray(en.blocks) && Array.isArray(merged.blocks)) keepAnchors(en.blocks, merged.blocks);
      added.push({ path: pathIn(path, lang, locales), ...(kind !== undefined && { kind }), ...(reviewed !== undefined && { reviewed }), ...merged });
      origins.push({ i, lang });
      coverage.push({ path, lang, coverage: m.coverage, ...(isObj(review) && { reviewed: review as unknown as TranslationReview }) });
    });
    const shellPart = (key: 'site' | 'navigation') => {
      const en = raw[key];
      if (!isObj(en)) return en;
      const { translations, ...rest } = en;
      const ov = isObj(translations) ? translations[lang] : undefined;
      const m = merging(key, [key, 'translations', lang]);
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
  return { raw: { ...raw, routes: [...routes, ...added] }, shells, origin, out, gaps, coverage };
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
