// The editor's comparison and three-way merge of drafts (src/editor/merge.ts), and the plain words
// it names places and values with (src/editor/places.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applyPatch, differences, merge3, patchOf } from '../../src/editor/merge';
import { describeValue, placeName } from '../../src/editor/places';
import { formDescription } from '../../src/server/formSchema';

const site = () => ({
  site: { name: 'Family Practice', contact: { email: 'a@example.org', phone: '555' } },
  routes: [
    { path: '/', title: 'Home', blocks: [{ type: 'hero', lead: 'Hello' }, { type: 'prose', paragraphs: ['One', 'Two'] }] },
    { path: '/about', title: 'About', blocks: [], translations: { es: { title: 'Acerca de' } } },
  ],
});

test('differences: objects key by key, lists of the same length item by item, else the whole value', () => {
  const a = site();
  const b = site();
  b.site.contact.phone = '556';
  b.routes[0]!.blocks[1]!.paragraphs![1] = 'Two, edited';
  b.routes[1]!.blocks = [{ type: 'prose', paragraphs: ['New'] }] as never;
  assert.equal(differences(a, b), [
    { path: ['site', 'contact', 'phone'], a: '555', b: '556' },
    { path: ['routes', 0, 'blocks', 1, 'paragraphs', 1], a: 'Two', b: 'Two, edited' },
    { path: ['routes', 1, 'blocks'], a: [], b: [{ type: 'prose', paragraphs: ['New'] }] },
  ]);
  assert.equal(differences(a, site()), []);
});

test('a patch gives back the draft exactly, key order included', () => {
  const base = site();
  const doc = site() as Record<string, unknown>;
  (doc.site as Record<string, unknown>).logoText = 'FP'; // a key added at the end
  delete (doc.site as { contact?: unknown }).contact; // a key removed
  (doc.routes as { title: string }[])[1]!.title = 'About us';
  const reordered = { routes: doc.routes, site: doc.site }; // keys in another order: the whole object
  for (const d of [doc, reordered]) {
    const back = applyPatch(base, patchOf(base, d));
    assert.is(JSON.stringify(back), JSON.stringify(d));
  }
  assert.equal(JSON.parse(JSON.stringify(patchOf(base, doc))).find((e: { remove?: boolean }) => e.remove), { path: ['site', 'contact'], remove: true }, 'a removal survives JSON');
  assert.is(JSON.stringify(applyPatch(null, patchOf(null, doc))), JSON.stringify(doc), 'no base: the whole draft');
});

test('merge3: the draft\'s changes and the file\'s both kept, in the file\'s key order', () => {
  const base = site();
  const mine = site() as ReturnType<typeof site> & { site: Record<string, unknown> };
  mine.routes[0]!.title = 'Welcome';
  mine.site = { name: mine.site.name, tagline: 'For families', contact: mine.site.contact }; // added after "name" in the draft
  const theirs = site();
  theirs.site.contact.phone = '556';
  theirs.routes[1]!.translations!.es.title = 'Sobre nosotros';
  const r = merge3(base, mine, theirs);
  assert.ok(r.ok);
  const merged = r.value as typeof mine;
  assert.is(merged.routes[0]!.title, 'Welcome');
  assert.is(merged.site.contact, theirs.site.contact);
  assert.is(merged.routes[1]!.translations!.es.title, 'Sobre nosotros');
  assert.equal(Object.keys(merged.site), ['name', 'tagline', 'contact']);
  assert.equal(r.conflicts, []);
});

test('merge3: the same change on both sides is no conflict; a removal on one side is kept', () => {
  const base = site();
  const mine = site() as Record<string, unknown> & ReturnType<typeof site>;
  const theirs = site();
  mine.routes[0]!.title = 'Welcome';
  theirs.routes[0]!.title = 'Welcome';
  delete (mine.site as { contact?: unknown }).contact;
  const r = merge3(base, mine, theirs);
  assert.ok(r.ok);
  assert.equal(r.value, { ...theirs, site: { name: 'Family Practice' } });
});

test('merge3: refused where both changed a place differently, listing each; then either side kept on request', () => {
  const base = site();
  const mine = site();
  const theirs = site();
  mine.site.name = 'Family Practice Tools';
  theirs.site.name = 'FP Tools';
  (mine.routes[0]!.blocks as unknown[]).push({ type: 'prose', paragraphs: ['Mine'] });
  theirs.routes[0]!.blocks[0]!.lead = 'Hi'; // the list is the same length as the base: mine grew it
  mine.routes[1]!.title = 'About us'; // changed only here: merged
  const r = merge3(base, mine, theirs);
  assert.not.ok(r.ok);
  assert.equal(r.conflicts.map((c) => c.path), [['site', 'name'], ['routes', 0, 'blocks']]);
  assert.equal(r.conflicts[0], { path: ['site', 'name'], base: 'Family Practice', mine: 'Family Practice Tools', theirs: 'FP Tools' });
  const keepMine = merge3(base, mine, theirs, 'mine');
  assert.ok(keepMine.ok);
  const m = keepMine.value as ReturnType<typeof site>;
  assert.is(m.site.name, 'Family Practice Tools');
  assert.is(m.routes[0]!.blocks.length, 3);
  assert.is(m.routes[1]!.title, 'About us');
  assert.is(keepMine.conflicts.length, 2, 'still listed');
  const keepFile = merge3(base, mine, theirs, 'theirs');
  assert.ok(keepFile.ok);
  assert.is((keepFile.value as ReturnType<typeof site>).site.name, 'FP Tools');
  assert.is((keepFile.value as ReturnType<typeof site>).routes[0]!.blocks[0]!.lead, 'Hi');
  assert.is((keepFile.value as ReturnType<typeof site>).routes[1]!.title, 'About us');
});

test('merge3: a list item removed here and another changed in the file is a conflict, never a guess', () => {
  const base = { items: ['a', 'b', 'c'] };
  const r = merge3(base, { items: ['a', 'c'] }, { items: ['a', 'B', 'c'] });
  assert.not.ok(r.ok);
  assert.equal(r.conflicts.map((c) => c.path), [['items']]);
  // A key removed here and changed in the file, too.
  assert.not.ok(merge3({ a: 1, b: 2 }, { a: 1 }, { a: 1, b: 3 }).ok);
});

test('places and values in plain words', () => {
  const doc = site();
  assert.is(placeName(['routes', 0, 'blocks', 1, 'paragraphs', 0], [doc]), 'Page “Home” › Block 2 (prose) › Paragraph 1');
  assert.is(placeName(['routes', 1, 'translations', 'es', 'title'], [doc]), 'Page “About” › Spanish translation › Title');
  assert.is(placeName(['site', 'contact', 'email'], [doc]), 'Site settings › Contact › Email');
  assert.is(placeName(['routes', 5, 'title'], [doc]), 'Page 6 › Title', 'a page neither side has');
  // With the form's schema, places are named as the form names its fields: by their titles.
  const root = formDescription().schema;
  const titled = { ...doc, site: { ...doc.site, crisis: { lines: [{ title: 'A' }, { title: '988', textTo: '988' }] } } };
  assert.is(placeName(['routes', 0, 'blocks', 1, 'paragraphs', 0], [titled], root), 'Page “Home” › Block 2 (Text) › Paragraph 1');
  assert.is(placeName(['site', 'crisis', 'lines', 1, 'textTo'], [titled], root), 'Site settings › Crisis support › Crisis line 2 › Number to text');
  assert.is(placeName(['routes', 0, 'path'], [titled], root), 'Page “Home” › Page address');
  assert.is(describeValue('Hello'), '“Hello”');
  assert.is(describeValue(undefined), '(not there)');
  assert.is(describeValue(''), '(empty text)');
  assert.is(describeValue(doc.routes[0]!.blocks), '2 items: hero; prose');
  assert.is(describeValue({ type: 'prose', heading: 'Hours' }), '“prose: Hours” (2 fields)');
});

test.run();
