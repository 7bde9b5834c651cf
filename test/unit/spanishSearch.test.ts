// Spanish that serves a family: the words a Spanish search finds a resource by (its Spanish name
// where a translated page gives one, its tags and topics in Spanish), every resource in the Spanish
// index, also as more pages are translated; the crisis words and lines in Spanish (988 first, "oprima
// 2"); accents optional; the catalogue on a Spanish page in the words of its pages, within the weight
// of the English list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogueFor, catalogueOrder } from '../../schema/derive/catalogue';
import { catalogueIndex } from '../../schema/derive/catalogueIndex';
import { rowIn } from '../../schema/contract/catalogueIndexFormat';
import { entryOf, resourceAnchor } from '../../schema/contract/resourceEntry.mjs';
import { formatProblem, loadManifest } from '../../schema/read/load';
import type { Manifest } from '../../schema/model/manifest';
import { collectResources, localTexts } from '../../schema/model/resources';
import { crisisIntent } from '../../src/search/crisis';
import { lineButtons } from '../../src/data/crisisLines';
import { UI } from '../../src/i18n';
import { coverage, fold, markWords } from '../../src/search/items';
import { planQuery } from '../../src/search/queryPlan';
import { languageSections, topicWordsOf, type ResourceSection } from '../../src/server/searchRecords';
import { tagWords } from '../../src/server/tagWords';

/** Raw JSON of the manifest, as an editor writes it. */
type Json = Record<string, any>;
const shipped = (): Json => JSON.parse(readFileSync(join(process.cwd(), 'data/site.json'), 'utf8'));
/** The manifest with only the family pages translated (the shipped site translates every page),
 * so resources of untranslated pages, and their move into a page once it is translated
 * (withFeelingCalmTranslated), can be seen. */
const TRANSLATED = /^\/(our-story|contact|about|resources|psychoeducation|search|packet|cbt-informed|culturally-responsive\/latino-american|crisis-intervention(\/.*)?)?$/;
const raw = (): Json => {
  const json = shipped();
  for (const r of json.routes as Json[]) if (!TRANSLATED.test(r.path)) delete r.translations;
  return json;
};
const load = (json: Json): Manifest => {
  const r = loadManifest(JSON.stringify(json));
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join('\n'));
  return r.manifest;
};
const manifest = load(raw());

const ANXIETY = 'https://www.anxietycanada.com/';
const ASQ = 'https://www.nimh.nih.gov/research/research-conducted-at-nimh/asq-toolkit-materials';
const TREVOR = 'https://www.thetrevorproject.org/get-help/';

/** The site with /cbt-informed/feeling-calm translated too, as a translator of that page would write
 * it: the list of breathing resources in Spanish, the other blocks kept in English. */
function withFeelingCalmTranslated(): Json {
  const json = raw();
  const route = (json.routes as Json[]).find((r) => r.path === '/cbt-informed/feeling-calm')!;
  const list = route.blocks.findIndex((b: Json) => b.type === 'linkList' && b.links.some((l: Json) => l.href === ANXIETY));
  route.translations = {
    es: {
      title: 'Sentirse en calma',
      description: 'Respiración, relajación y conexión con el presente para que niños y jóvenes se calmen.',
      blocks: route.blocks.map((b: Json, i: number) => (i !== list ? null : {
        heading: 'Respiración y relajación',
        links: b.links.map((l: Json) => (l.href === ANXIETY
          ? { label: 'Anxiety Canada (ansiedad)', description: 'Guías gratis para niños, adolescentes y padres, con la respiración tranquila.' }
          : { label: l.label, ...(l.description ? { description: `${l.description} (es)` } : {}) })),
      })),
    },
  };
  return json;
}

/** Each address's sections in the index of `lang`, with the page that holds each. */
const sectionsByUrl = (m: Manifest, lang: string) => {
  const ids = new Map(catalogueOrder(collectResources(m), m.navigation).map((r, i) => [r.href.href, i]));
  const out = new Map<string, { path: string; sec: ResourceSection }[]>();
  for (const [path, secs] of languageSections(m, lang, ids)) {
    for (const sec of secs) out.set(sec.entry[0], [...(out.get(sec.entry[0]) ?? []), { path, sec }]);
  }
  return out;
};

test('topic words come from site.topics, in the index\'s language: a resource tagged with a topic is found by its words', () => {
  const topics = [{ id: 'anxiety', label: 'Anxiety and panic', words: 'panic, worry' }, { id: 'grief', label: 'Grief and loss', words: 'bereavement' }];
  const es = [{ id: 'anxiety', label: 'Ansiedad y pánico', words: 'pánico, miedos' }, { id: 'grief', label: 'Duelo y pérdida', words: 'luto' }];
  assert.equal(topicWordsOf(es)(['anxiety']), ['Ansiedad y pánico: pánico, miedos'], 'the Spanish index holds the topic\'s Spanish words');
  assert.ok(topicWordsOf(topics)(['anxiety', 'grief']).join(' ').includes('bereavement'), 'the English index holds the English words of each topic');
  assert.equal(topicWordsOf(topics)(['unknown']), [], 'no topic, no word');
  const tagged = { kind: 'organisation' as const, audience: [], ageBands: [], languages: ['en'] };
  assert.not.ok(tagWords(tagged, 'en').some((w) => w.includes('panic')), 'tag words name the tags only; topic words are apart, weighed less');
});

test('the Spanish index holds every resource: those of Spanish pages in their words, those of untranslated pages named as a Spanish page names them, with Spanish topics', () => {
  const es = sectionsByUrl(manifest, 'es');
  // A crisis line is there at the address its Spanish line gives, if it gives one (988lifeline.org/es/).
  const lines = new Map(collectResources(manifest, 'es').flatMap((r) => r.listings.filter((l) => l.at[0] === 'site').map((l) => [l.id, r.href.href] as const)));
  for (const r of collectResources(manifest)) {
    const line = r.listings.find((l) => l.at[0] === 'site');
    assert.ok(es.has(r.href.href) || es.has(lines.get(line?.id ?? '') ?? ''), `${r.href.href} can be found from Spanish`);
  }
  const asq = es.get(ASQ)!;
  assert.ok(asq.every(({ sec }) => sec.title.startsWith('Kit de herramientas ASQ')), 'the ASQ toolkit as the Spanish assessment page names it');
  assert.ok(asq.some(({ path }) => path === '/es/crisis-intervention/assessment'));
  const [anxiety] = es.get(ANXIETY)!;
  assert.is(anxiety!.path, '/cbt-informed/feeling-calm', 'a resource of a page not translated: in a document of its own in the Spanish index');
  for (const word of ['Ansiedad y pánico', 'ansiedad', 'respiración', 'calma']) assert.ok(anxiety!.sec.topics.includes(word), `Anxiety Canada's tags hold "${word}", its topic's Spanish words`);
  const trevor = es.get(TREVOR)!.find(({ path }) => path === '/culturally-responsive/lgbtqia')!;
  const line = manifest.locales.es!.site.crisis!.lines.find((l) => l.title === 'The Trevor Project')!;
  assert.is(entryOf(resourceAnchor(trevor.sec.entry))![5], line.description, 'a crisis line on an untranslated page: described as the Spanish crisis lines describe it');
  const english = sectionsByUrl(manifest, 'en');
  assert.is(english.get(ASQ)![0]!.sec.title, 'Ask Suicide-Screening Questions (ASQ) Toolkit (NIMH)', 'the English index keeps the English words');
  assert.not.ok(english.get(ANXIETY)![0]!.sec.topics.includes('ansiedad'));
});

test('as more pages are translated, their resources move into them, in Spanish, and keep their Spanish name on the pages not yet translated', () => {
  const m = load(withFeelingCalmTranslated());
  const anxiety = sectionsByUrl(m, 'es').get(ANXIETY)!;
  assert.equal(anxiety.map(({ path }) => path).sort(), ['/es/cbt-informed/feeling-calm', '/trauma-healing/telepractice']);
  for (const { sec } of anxiety) {
    assert.is(sec.title, 'Anxiety Canada (ansiedad)', 'named as the translated page names it, on every page');
    assert.match(sec.entry[5], /^Guías gratis/, 'and described so');
    assert.ok(sec.topics.includes('ansiedad'), 'its topics still in Spanish');
  }
  assert.ok(!sectionsByUrl(m, 'es').get(ANXIETY)!.some(({ path }) => path === '/cbt-informed/feeling-calm'), 'not on the English page any more');
});

test('crisis words in Spanish show the crisis lines, accents optional; topic words and everyday "ayuda" or "crisis" do not', () => {
  for (const q of ['necesito ayuda ya', 'suicidio', 'autolesión', 'autolesion', 'quiero morir', 'linea de crisis', 'hacerme dano', 'hacerme daño']) {
    assert.ok(crisisIntent(q), q);
  }
  for (const q of ['ansiedad', 'respiración', 'calma', 'duelo', 'padres', 'niños', 'adolescentes', 'trauma', 'ayuda con las tareas', 'crisis de ansiedad']) assert.is(crisisIntent(q), null, q);
});

test('the crisis lines on Spanish pages: 988 first, every description in Spanish, its call and the bar\'s saying "oprima 2"; the English as it was', () => {
  const es = manifest.locales.es!.site.crisis!;
  const en = manifest.site.crisis!;
  assert.match(es.lines[0]!.title, /^988 /);
  es.lines.forEach((line, i) => assert.is.not(line.description, en.lines[i]!.description, `${line.title}: described in Spanish`));
  const call = (actions: typeof es.lines[number]['actions']) => actions.find((a) => a.action.type === 'link' && a.action.target.href === 'tel:988')!;
  assert.is(call(lineButtons(es.lines[0]!, 'es', UI.es)).label, 'Llame al 988 (oprima 2)', 'the crisis line\'s call, made from its number');
  assert.match(call(es.help!.actions).label, /oprima 2/, 'the crisis bar\'s call');
  assert.equal(en.help!.actions.map((a) => a.label), ['Call 988', 'Text 988', 'Call 911'], 'the English bar\'s words as they were');
  assert.is(call(lineButtons(en.lines[0]!, 'en', UI.en)).label, 'Call 988');
});

test('accents are optional: "respiracion" marks and counts "Respiración"', () => {
  assert.is(fold('Respiración NIÑOS'), 'respiracion ninos');
  assert.is(markWords('Respiración profunda para niños', 'respiracion ninos'), '<mark>Respiración</mark> profunda para <mark>niños</mark>');
  const words = ['Respiración', 'para', 'niños.'];
  const sub = { title: '', url: '', excerpt: '', weighted_locations: [{ weight: 1, balanced_score: 1, location: 0 }, { weight: 1, balanced_score: 1, location: 2 }] };
  assert.is(coverage(sub, words, { exact: [], words: ['respiracion', 'ninos'] }), 2);
  assert.is(coverage(sub, words, { exact: [], words: ['respiración', 'niños'] }), 2);
});

test('a parent\'s question in Spanish searches its content words', () => {
  assert.equal(planQuery('ayuda para mi hijo con la ansiedad', new Set()).words, ['hijo', 'ansiedad']);
  assert.equal(planQuery('¿Cómo calmar a mis niños?', new Set()).words, ['calmar', 'niños']);
  assert.equal(planQuery('ayuda', new Set()).words, ['ayuda'], 'a question\'s word alone ("ayuda") is searched: someone is looking for help');
  assert.equal(planQuery('de la para', new Set()).words, [], 'joining words alone are not');
});

test('the catalogue on a Spanish page names a resource as its Spanish pages do, marked as Spanish, within the English list\'s characters; its index rows too', () => {
  const chars = (items: { label: string; description?: string | undefined; details?: string[] | undefined; where: string }[]) =>
    items.reduce((n, it) => n + it.label.length + (it.description?.length ?? 0) + (it.details?.join(' ').length ?? 0) + it.where.length, 0);
  for (const m of [manifest, load(withFeelingCalmTranslated())]) {
    const page = (path: string) => catalogueFor(m, m.routes.find((r) => r.path === path)!)!;
    const en = page('/resources');
    const es = page('/es/resources');
    assert.ok(en.items.every((it) => !it.lang), 'the English list in English');
    assert.ok(chars(es.items) <= chars(en.items), `the Spanish list (${chars(es.items)} characters) within the English one's (${chars(en.items)})`);
    assert.is(es.total, en.total, 'every resource counted');
    const asq = es.items.find((it) => it.url === ASQ)!;
    assert.ok(asq.label.startsWith('Kit de herramientas ASQ') && asq.lang === 'es', 'the ASQ toolkit in Spanish');
    const line = es.items.find((it) => it.url === 'https://988lifeline.org/')!;
    assert.is(line.label, m.locales.es!.site.crisis!.lines[0]!.title, 'the 988 line as the Spanish crisis lines name it');
    assert.equal(line.details, m.locales.es!.site.crisis!.lines[0]!.bullets, 'with its Spanish numbers and hours');
  }
  const anxiety = catalogueFor(manifest, manifest.routes.find((r) => r.path === '/es/resources')!)!.items.find((it) => it.url === ANXIETY)!;
  assert.equal([anxiety.label, anxiety.lang], ['Anxiety Canada', undefined], 'a resource no Spanish page lists: in English');
  const ordered = catalogueOrder(collectResources(manifest), manifest.navigation);
  const texts = { es: localTexts(manifest, 'es') };
  const index = catalogueIndex(ordered, { chunk: 16, shard: 8 }, texts);
  const at = ordered.findIndex((r) => r.href.href === ASQ);
  const row = index.shards[Math.floor(at / 8)]![at % 8]!;
  assert.ok(rowIn(row, undefined, 'es').label.startsWith('Kit de herramientas ASQ'), 'a row of the facet index, on a Spanish page');
  assert.is(rowIn(row, undefined, 'es').lang, 'es');
  assert.is(rowIn(row, undefined).label, 'Ask Suicide-Screening Questions (ASQ) Toolkit (NIMH)', 'and on an English one');
  assert.is(rowIn(row, undefined, 'en').lang, undefined);
});

test.run();
