// The editor's list operations on plain values (src/editor/store.ts): insert, move to any place,
// keep a block in English, and a new page translated before it has blocks. Each change is mirrored
// in the translations, which match the English by place, and the result is checked with the
// site's own validator (loadManifest), which is what a save runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadManifest } from '../../schema/read/load';
import { formDescription } from '../../src/server/formSchema';
import { getIn, setIn } from '../../src/editor/paths';
import { resolve, templateOf } from '../../src/editor/schema';
import {
  addItem, blockLanguage, earlierTranslation, insertItem, insertNeeds, keepInEnglish, moveItem, newOverlay, removeItem, setTranslatedText,
} from '../../src/editor/store';

type Obj = Record<string, any>;
const form = formDescription();
const root = form.schema;
const textKeys = new Set(form.textKeys);
// Run from the project's folder (npm test, test/run.mjs).
const site: Obj = JSON.parse(readFileSync(join(process.cwd(), 'data/site.json'), 'utf8'));
const copy = (): Obj => structuredClone(site);
const at = (d: unknown, path: string) => (d as Obj).routes.findIndex((r: Obj) => r.path === path);
const check = (d: unknown) => loadManifest(`${JSON.stringify(d, null, 2)}\n`);
/** The validator's answer: ok, or its problems' messages (for the assertion's message). */
function valid(d: unknown): { ok: boolean; manifest?: Obj; problems: string[] } {
  const r = check(d);
  return r.ok ? { ok: true, manifest: r.manifest as unknown as Obj, problems: [] } : { ok: false, problems: r.problems.map((p) => `${p.path}: ${p.message}`) };
}
/** The Spanish page of a route, as the validator made it from the English and its translation. */
const spanish = (m: Obj, path: string): Obj => m.routes.find((r: Obj) => r.path === `/es${path}`);
const prose = (text: string) => ({ type: 'prose', paragraphs: [text] });

const STORY = '/our-story';
const i0 = at(site, STORY);
const blocks = ['routes', i0, 'blocks'];
const esBlocks = ['routes', i0, 'translations', 'es', 'blocks'];
const enHeadings = (site.routes[i0].blocks as Obj[]).map((b) => b.heading);
const esHeadings = (site.routes[i0].translations.es.blocks as Obj[]).map((b) => b.heading);

test('the real site is valid before any change (the baseline of every check here)', () => {
  const r = valid(site);
  assert.ok(r.ok, r.problems.join('\n'));
  assert.is(site.routes[i0].blocks.length, 4);
  assert.is(site.routes[i0].translations.es.blocks.length, 4);
});

for (const [where, index] of [['first', 0], ['middle', 2], ['end', 4]] as const) {
  test(`insert a block at the ${where} of a translated page: the Spanish later blocks stay on theirs, the new one is in English`, () => {
    const d = insertItem(root, copy(), blocks, index, prose('A new block, in English.'));
    const es = getIn(d, esBlocks) as unknown[];
    // A translation reaching the place gets {} there; one ending before it is left as it is.
    assert.equal(es, index < 4 ? [...site.routes[i0].translations.es.blocks.slice(0, index), {}, ...site.routes[i0].translations.es.blocks.slice(index)] : site.routes[i0].translations.es.blocks);
    const r = valid(d);
    assert.ok(r.ok, r.problems.join('\n'));
    const page = spanish(r.manifest!, STORY);
    assert.equal(page.blocks[index].paragraphs, ['A new block, in English.']);
    assert.is(page.blocks[index].lang, 'en', 'the new block is marked as English on the Spanish page');
    // Every other block keeps its own Spanish.
    const others = (page.blocks as Obj[]).filter((_, i) => i !== index).map((b) => b.heading);
    assert.equal(others, esHeadings);
    assert.ok((page.blocks as Obj[]).filter((_, i) => i !== index).every((b) => b.lang === undefined));
  });
}

test('the control: the same insert in the English only puts the Spanish of each later block beside the wrong block, which the check refuses', () => {
  const d = copy();
  d.routes[i0].blocks.splice(1, 0, prose('A new block, in English.'));
  const r = valid(d);
  assert.not.ok(r.ok);
  assert.match(r.problems.join('\n'), '"buttons" is not in the English');
  const mirrored = valid(insertItem(root, copy(), blocks, 1, prose('A new block, in English.')));
  assert.ok(mirrored.ok, mirrored.problems.join('\n'));
  assert.is(spanish(mirrored.manifest!, STORY).blocks[2].heading, esHeadings[1]);
});

test('insert a link in a block whose Spanish has its links: the link after it keeps its Spanish label', () => {
  const d0 = copy();
  const b = (d0.routes[i0].blocks as Obj[]).findIndex((x) => x.type === 'buttonRow');
  const path = ['routes', i0, 'blocks', b, 'buttons'];
  const before = getIn(d0, ['routes', i0, 'translations', 'es', 'blocks', b, 'buttons']) as Obj[];
  const d = insertItem(root, d0, path, 0, { label: 'Call us', href: '/contact' });
  assert.equal(getIn(d, ['routes', i0, 'translations', 'es', 'blocks', b, 'buttons']), [{}, ...before]);
  const r = valid(d);
  assert.ok(r.ok, r.problems.join('\n'));
  // The block lacks the new button's Spanish: it is shown whole in English until translated.
  assert.is(spanish(r.manifest!, STORY).blocks[b].lang, 'en');
});

test('insert a paragraph in the middle of a translated text list: null keeps the later paragraphs aligned, and the check asks for its Spanish', () => {
  const path = ['routes', i0, 'blocks', 1, 'paragraphs'];
  const esPars = getIn(site, ['routes', i0, 'translations', 'es', 'blocks', 1, 'paragraphs']) as string[];
  const d = insertItem(root, copy(), path, 1, 'A new paragraph.');
  assert.equal(getIn(d, ['routes', i0, 'translations', 'es', 'blocks', 1, 'paragraphs']), [esPars[0], null, ...esPars.slice(1)]);
  const r = valid(d);
  assert.not.ok(r.ok);
  assert.equal(r.problems.length, 1, r.problems.join('\n'));
  assert.match(r.problems[0]!, 'expected the es text, got null (the English: "A new paragraph.")');
  // Translated: the save goes through, each paragraph in its place.
  const done = valid(setIn(d, ['routes', i0, 'translations', 'es', 'blocks', 1, 'paragraphs', 1], 'Un párrafo nuevo.'));
  assert.ok(done.ok, done.problems.join('\n'));
  assert.equal(spanish(done.manifest!, STORY).blocks[1].paragraphs, [esPars[0], 'Un párrafo nuevo.', ...esPars.slice(1)]);
  // At the end of the list: the translation is left as it is (past its end, the block shows in English).
  const end = insertItem(root, copy(), path, 2, 'A last paragraph.');
  assert.equal(getIn(end, ['routes', i0, 'translations', 'es', 'blocks', 1, 'paragraphs']), esPars);
  assert.ok(valid(end).ok);
});

test('move a block from place 1 to place 4 in one step: the Spanish follows', () => {
  const d = moveItem(root, copy(), blocks, 0, 3);
  assert.equal((getIn(d, blocks) as Obj[]).map((b) => b.heading), [enHeadings[1], enHeadings[2], enHeadings[3], enHeadings[0]]);
  const r = valid(d);
  assert.ok(r.ok, r.problems.join('\n'));
  assert.equal((spanish(r.manifest!, STORY).blocks as Obj[]).map((b) => b.heading), [esHeadings[1], esHeadings[2], esHeadings[3], esHeadings[0]]);
});

test('move across a shorter translation list: it is padded with {} (shown in English), no {} left at its end', () => {
  const short = copy();
  short.routes[i0].translations.es.blocks = short.routes[i0].translations.es.blocks.slice(0, 2);
  const es = short.routes[i0].translations.es.blocks as Obj[];
  // Block 1 to place 4: the Spanish of block 1 goes to place 4, places 2 and 3 are {} or as before.
  const a = moveItem(root, structuredClone(short), blocks, 0, 3);
  assert.equal(getIn(a, esBlocks), [es[1], {}, {}, es[0]]);
  const ra = valid(a);
  assert.ok(ra.ok, ra.problems.join('\n'));
  const pageA = spanish(ra.manifest!, STORY).blocks as Obj[];
  assert.equal(pageA.map((b) => b.heading), [esHeadings[1], enHeadings[2], enHeadings[3], esHeadings[0]]);
  assert.equal(pageA.map((b) => b.lang), [undefined, 'en', 'en', undefined]);
  // Block 4 (untranslated) to place 1: the Spanish blocks move down one place; nothing padded at the end.
  const b = moveItem(root, structuredClone(short), blocks, 3, 0);
  assert.equal(getIn(b, esBlocks), [{}, es[0], es[1]]);
  assert.ok(valid(b).ok);
  // Both places past the translation's end: it is left as it is.
  assert.equal(getIn(moveItem(root, structuredClone(short), blocks, 3, 2), esBlocks), es);
});

test('move across a shorter translated text list: it ends before the first place it had not reached', () => {
  const d0 = copy();
  const path = ['routes', i0, 'blocks', 1, 'paragraphs'];
  const tPath = ['routes', i0, 'translations', 'es', 'blocks', 1, 'paragraphs'];
  const en = getIn(d0, path) as string[];
  const es = getIn(d0, tPath) as string[];
  const three = setIn(setIn(d0, path, [...en, 'A third paragraph.']), tPath, es);
  const a = moveItem(root, three, path, 2, 0);
  assert.equal(getIn(a, path), ['A third paragraph.', ...en]);
  // Place 1 of the Spanish was never written: nothing after it can be kept in its place.
  assert.equal(getIn(a, tPath), []);
  const ra = valid(a);
  assert.ok(ra.ok, ra.problems.join('\n'));
  assert.is(spanish(ra.manifest!, STORY).blocks[1].lang, 'en');
  const b = moveItem(root, three, path, 0, 2);
  assert.equal(getIn(b, tPath), [es[1]]);
  assert.ok(valid(b).ok);
});

test('remove still mirrors (a translation shorter than the place is left as it is)', () => {
  const d = removeItem(root, copy(), blocks, 1);
  assert.equal((getIn(d, esBlocks) as Obj[]).map((b) => b.heading), [esHeadings[0], esHeadings[2], esHeadings[3]]);
  assert.ok(valid(d).ok);
});

test('keep a block in English, and take that back: the earlier Spanish returns', () => {
  const d = keepInEnglish(root, copy(), blocks, 1, 'es', true);
  assert.equal((getIn(d, esBlocks) as unknown[])[1], null);
  assert.is(blockLanguage(root, textKeys, d, blocks, 1, 'es'), 'kept');
  assert.is(blockLanguage(root, textKeys, d, blocks, 2, 'es'), 'translated');
  const r = valid(d);
  assert.ok(r.ok, r.problems.join('\n'));
  const page = spanish(r.manifest!, STORY).blocks as [Obj, Obj, Obj, Obj];
  assert.is(page[1].lang, 'en');
  assert.is(page[1].heading, enHeadings[1]);
  assert.is(page[2].heading, esHeadings[2]);
  // Counted as a block kept in English, not as one lacking its translation.
  const coverage = check(d);
  assert.ok(coverage.ok && coverage.translations.find((t) => t.path === STORY && t.lang === 'es')!.coverage.englishBlocks === 1);
  // Back: the translation found in the history (newest first, then the file) is put back.
  const earlier = earlierTranslation(root, [d, site], d, blocks, 1, 'es');
  assert.equal(earlier, site.routes[i0].translations.es.blocks[1]);
  const back = keepInEnglish(root, d, blocks, 1, 'es', false, earlier);
  assert.equal(getIn(back, esBlocks), site.routes[i0].translations.es.blocks);
  // With nothing earlier: {} (shown in English until translated), and the page still saves.
  const blank = keepInEnglish(root, d, blocks, 1, 'es', false);
  assert.equal((getIn(blank, esBlocks) as unknown[])[1], {});
  assert.is(blockLanguage(root, textKeys, blank, blocks, 1, 'es'), 'english');
  assert.ok(valid(blank).ok);
});

test('keep in English past the translation\'s end: the places before it are {}, which is shown in English, not an error', () => {
  const short = copy();
  short.routes[i0].translations.es.blocks = short.routes[i0].translations.es.blocks.slice(0, 1);
  const d = keepInEnglish(root, short, blocks, 3, 'es', true);
  assert.equal(getIn(d, esBlocks), [site.routes[i0].translations.es.blocks[0], {}, {}, null]);
  const r = check(d);
  assert.ok(r.ok, r.ok ? '' : r.problems.map((p) => p.message).join('\n'));
  // {} for blocks 2 and 3: warnings (shown in English until translated), never problems.
  const warned = r.warnings.filter((w) => w.message.startsWith(`route "${STORY}"`));
  assert.ok(warned.some((w) => /block 2 \(prose\) shows in English/.test(w.message)), JSON.stringify(warned.map((w) => w.message)));
  assert.equal((spanish(r.manifest as unknown as Obj, STORY).blocks as Obj[]).map((b) => b.lang), [undefined, 'en', 'en', 'en']);
  assert.equal([0, 1, 2, 3].map((i) => blockLanguage(root, textKeys, d, blocks, i, 'es')), ['translated', 'english', 'english', 'kept']);
  // Taken back: the {} padding at the end goes too, so the file is as it was.
  assert.equal(getIn(keepInEnglish(root, d, blocks, 3, 'es', false), esBlocks), [site.routes[i0].translations.es.blocks[0]]);
});

test('earlierTranslation looks past nulls, and not at another kind of block or a {}', () => {
  const kept = keepInEnglish(root, copy(), blocks, 1, 'es', true);
  assert.equal(earlierTranslation(root, [kept, kept, site], kept, blocks, 1, 'es'), site.routes[i0].translations.es.blocks[1]);
  const padded = keepInEnglish(root, setIn(copy(), esBlocks, []), blocks, 1, 'es', true);
  assert.is(earlierTranslation(root, [padded, setIn(copy(), esBlocks, [])], padded, blocks, 1, 'es'), undefined);
  const other = setIn(kept, [...blocks, 1], { type: 'buttonRow', buttons: [{ label: 'x', href: '/' }] });
  assert.is(earlierTranslation(root, [other, site], other, blocks, 1, 'es'), undefined);
});

test('a new page whose Spanish title is typed before any block saves once it has blocks', () => {
  let d: unknown = copy();
  const n = (d as Obj).routes.length;
  const route = templateOf(resolve(root.properties!.routes, root).items ?? {}, root);
  d = addItem(root, d, ['routes'], route);
  assert.not.ok('blocks' in (route as Obj), 'the template of a page has no "blocks": the case this covers');
  d = setIn(d, ['routes', n, 'path'], '/family-night');
  d = setIn(d, ['routes', n, 'title'], 'Family Night');
  d = setIn(d, ['routes', n, 'description'], 'An evening of games and stories.');
  // The Spanish title first: the page has no blocks yet.
  d = setTranslatedText(root, d, ['routes', n], 'es', ['title'], 'Noche familiar');
  d = setTranslatedText(root, d, ['routes', n], 'es', ['description'], 'Una tarde de juegos y cuentos.');
  // Then blocks.
  d = addItem(root, d, ['routes', n, 'blocks'], prose('Games and stories for all ages.'));
  d = addItem(root, d, ['routes', n, 'blocks'], prose('Join us on the first Friday.'));
  assert.equal(getIn(d, ['routes', n, 'translations', 'es']), { title: 'Noche familiar', description: 'Una tarde de juegos y cuentos.', blocks: [] });
  const r = valid(d);
  assert.ok(r.ok, r.problems.join('\n'));
  assert.equal((spanish(r.manifest!, '/family-night').blocks as Obj[]).map((b) => b.lang), ['en', 'en']);
  // The control: the same translation without "blocks" is what the save refused.
  const refused = valid(setIn(d, ['routes', n, 'translations', 'es', 'blocks'], undefined));
  assert.not.ok(refused.ok);
  assert.match(refused.problems.join('\n'), 'lacks "blocks"');
});

test('a new page with an empty blocks list: its translation starts with "blocks": [] too', () => {
  const english = { path: '/x', title: 'X', description: 'X.', blocks: [] };
  const base = ['routes', 0];
  const d = { site: site.site, routes: [english] };
  assert.equal(newOverlay(english), {});
  assert.equal(newOverlay(english, (k) => k === 'blocks'), { blocks: [] });
  assert.equal(getIn(setTranslatedText(root, d, base, 'es', ['title'], 'Equis'), [...base, 'translations', 'es']), { blocks: [], title: 'Equis' });
  // A list of texts, empty, is not one (it has no parts to keep in place).
  assert.equal(newOverlay({ badges: [] }, () => false), {});
});

test('adding to a list the translation lacks, in an object it has, makes the list there (lists of objects only)', () => {
  const d0 = copy();
  const n = d0.routes.length;
  d0.routes.push({ path: '/x', title: 'X', description: 'X.', translations: { es: { title: 'Equis', description: 'Equis.' } } });
  const d = addItem(root, d0, ['routes', n, 'blocks'], prose('Hello.'));
  assert.equal(getIn(d, ['routes', n, 'translations', 'es']), { title: 'Equis', description: 'Equis.', blocks: [] });
  assert.ok(valid(d).ok);
  // A translation that has not started: nothing is made.
  const none = addItem(root, copy(), ['routes', at(site, '/topics'), 'blocks'], prose('Hello.'));
  assert.equal(getIn(none, ['routes', at(site, '/topics'), 'translations']), site.routes[at(site, '/topics')].translations);
  // Insert does the same.
  const ins = insertItem(root, d0, ['routes', n, 'blocks'], 0, prose('Hello.'));
  assert.equal(getIn(ins, ['routes', n, 'translations', 'es', 'blocks']), []);
});

test('what an insert asks of a translation: a block, a link in a block or a menu link shows in English; a text mid-list or a crisis line needs translating', () => {
  assert.is(insertNeeds(root, site, blocks, 2, 'es'), 'english');
  assert.is(insertNeeds(root, site, ['routes', i0, 'blocks', 3, 'buttons'], 0, 'es'), 'english');
  assert.is(insertNeeds(root, site, ['routes', i0, 'blocks', 1, 'paragraphs'], 1, 'es'), 'translate');
  assert.is(insertNeeds(root, site, ['routes', i0, 'blocks', 1, 'paragraphs'], 2, 'es'), 'english');
  assert.is(insertNeeds(root, site, ['navigation', 'primary'], 0, 'es'), 'english');
  assert.is(insertNeeds(root, site, ['site', 'crisis', 'lines'], 0, 'es'), 'translate');
  // Checked against the validator: the crisis line's {} is refused, the menu link's is not.
  const line = { ...site.site.crisis.lines[0] };
  assert.not.ok(valid(insertItem(root, copy(), ['site', 'crisis', 'lines'], 0, line)).ok);
  const link = valid(insertItem(root, copy(), ['navigation', 'primary'], 0, { label: 'New', href: '/contact' }));
  assert.ok(link.ok, link.problems.join('\n'));
  // A page with no Spanish: nothing to say.
  const plain = copy();
  delete plain.routes[i0].translations;
  assert.is(insertNeeds(root, plain, blocks, 0, 'es'), null);
});

test.run();
