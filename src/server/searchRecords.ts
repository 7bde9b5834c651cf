// What the search index holds for a resource: a section of the page that lists it, headed by its
// name with an anchor of its own, so Pagefind returns it as a sub-result of that page. One
// document per page, however many resources the site lists: the metadata a search loads grows
// with the pages, not the resources. What a result shows of a resource is its section's entry,
// carried in the section's anchor (resourceAnchor); the browser reads it in src/search/items.ts.
import { facetValues } from '../../schema/derive/catalogue';
import { localeOfPath, pathIn } from '../../schema/values/locales';
import type { Manifest } from '../../schema/model/manifest';
import { hostOf } from '../../schema/values/linkTarget';
import { whereOf, type LocalText, type Resource } from '../../schema/model/resources';
import { localTextsOnce, resourcesOnce } from '../../schema/derive/perManifest';
import { tagWords } from './tagWords';
import type { ResourceEntry } from '../../schema/contract/resourceEntry.mjs';
import { searchEntry, searchWords } from '../../schema/derive/resourceFormats';
import type { Topic } from '../../schema/model/topics';

export interface ResourceSection {
  /** Its name (indexed as a heading, so a match there weighs more). */
  title: string;
  /** Its other labels and descriptions, the places it is listed (guide, page, section), and its details. */
  content: string;
  /** Its kind, audience, ages, languages, cost and host as words (src/server/tagWords.ts). */
  tags: string;
  /** The names and everyday words of its topics, in the index's language (site.topics): what finds
   * it by a synonym ("pánico"), weighed least, so a resource that says the word itself ranks first. */
  topics: string;
  entry: ResourceEntry;
  /** Its facet values (the page's filters are the union of its resources'). */
  kinds: string[];
}

/**
 * A resource as the page at `path` lists it, in the index of `lang` (its tag words are in that
 * language). `id` is its place in the site-wide catalogue. `local`: its words as the pages of `lang`
 * write them, shown instead of the page's (a Spanish index names a resource of an English page as a
 * translated page names it); `topicWords`: the names and words of its topics in `lang`.
 */
export function resourceSection(r: Resource, path: string, id: number, lang = 'en', local?: LocalText, topicWords: TopicWords = () => []): ResourceSection {
  const host = hostOf(r.href);
  const here = r.listings.find((l) => l.place.path === path) ?? r.listings[0]!;
  const label = local?.label ?? here.label;
  // Where it is listed (guide, page, section) describes it too: "telehealth trauma" finds a
  // telehealth guide listed under Trauma Healing.
  const texts = [...new Set([local?.description, ...r.listings.flatMap((l) => [l.label, l.description, ...whereOf(l.place)])])].filter((t) => t && t !== label);
  const pages = new Set(r.listings.map((l) => l.place.path)).size;
  return {
    title: label,
    content: sentences([...texts, ...(local?.details ?? []), ...searchWords(r)]),
    tags: sentences([...tagWords(r, lang), host]),
    topics: sentences(topicWords(r.topics)),
    entry: searchEntry(r, here, id, pages, local),
    kinds: facetValues(r, []).kind,
  };
}

/** The names and words of topics, by id, in one language. */
export type TopicWords = (ids: readonly string[]) => string[];
/** The topic words of a language (its site.topics): each topic's name and everyday words. */
export function topicWordsOf(topics: readonly Topic[]): TopicWords {
  const byId = new Map(topics.map((t) => [t.id, `${t.label}: ${t.words}`]));
  return (ids) => ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
const pagesOf = (r: Resource) => [...new Set(r.listings.map((l) => l.place.path))];

/**
 * The resource sections of the search index of `lang`, by the path of the page whose document holds
 * them (`ids`: each address's place in the catalogue). The resources the pages of `lang` list, as
 * they list them; and, in another language than the site's first, the resources of every page not
 * translated into it, named as a page of `lang` names them where one does (a translated linkList's
 * label and description), so every resource can be found from every language, and more of them in
 * its words as more pages are translated. Tag and topic words are in `lang`; a Spanish index finds
 * a resource's topics in its English words ("Anxiety" gives "ansiedad").
 */
export function languageSections(m: Manifest, lang: string, ids: ReadonlyMap<string, number>): Map<string, ResourceSection[]> {
  const out = new Map<string, ResourceSection[]>();
  const add = (path: string, sec: ResourceSection) => {
    const list = out.get(path);
    if (list) list.push(sec);
    else out.set(path, [sec]);
  };
  const idOf = (r: Resource) => ids.get(r.href.href) ?? -1;
  const { locales } = m.site;
  // Collected once per manifest for every step that reads them (schema/derive/perManifest.ts).
  const english = resourcesOnce(m);
  const words = topicWordsOf((m.locales?.[lang]?.site ?? m.site).topics);
  if (lang === locales[0]) {
    for (const r of english) for (const path of pagesOf(r)) add(path, resourceSection(r, path, idOf(r), lang, undefined, words));
    return out;
  }
  const byHref = new Map(english.map((r) => [r.href.href, r]));
  const theirs = resourcesOnce(m, lang);
  // A translated page's links carry the English's topics (tags come from the English).
  for (const r of theirs) {
    const tagged = byHref.get(r.href.href) ?? r;
    for (const path of pagesOf(r)) add(path, resourceSection(r, path, idOf(r), lang, undefined, () => words(tagged.topics)));
  }
  const translated = new Set(m.routes.map((r) => r.path));
  const local = localTextsOnce(m, lang);
  for (const r of english) {
    for (const path of pagesOf(r)) {
      if (!translated.has(pathIn(path, lang, locales))) add(path, resourceSection(r, path, idOf(r), lang, local.get(r.href.href), words));
    }
  }
  return out;
}

/** Texts as sentences: each ends with a full stop unless it ends with its own punctuation. */
export const sentences = (texts: readonly (string | undefined)[]) =>
  texts.filter(Boolean).map((t) => (/[.!?:;…]$/.test(t!) ? t : `${t}.`)).join(' ');

/**
 * The topics a search in `lang` offers when a query finds nothing (src/search/nearTopics.ts): each
 * topic's id, name and words in that language, and where it leads: its guide page in that language
 * (else in the site's first), or else the catalogue filtered by it.
 */
export function topicLinks(m: Manifest, lang: string): [string, string, string, string][] {
  const { locales } = m.site;
  const paths = new Set(m.routes.map((r) => r.path));
  const mine = m.routes.filter((r) => localeOfPath(r.path, locales) === lang);
  const catalogue = (mine.find((r) => r.blocks.some((b) => b.type === 'resourceCatalogue' && !b.guide))
    ?? m.routes.find((r) => r.blocks.some((b) => b.type === 'resourceCatalogue' && !b.guide)))?.path;
  return (m.locales?.[lang]?.site ?? m.site).topics.flatMap((t): [string, string, string, string][] => {
    const own = t.page && pathIn(t.page, lang, locales);
    const href = own && paths.has(own) ? own : t.page ?? (catalogue ? `${catalogue}?topic=${encodeURIComponent(t.id)}` : '');
    return href ? [[t.id, t.label, t.words, href]] : [];
  });
}
