// Publish's proposed message (src/editor/changeSummary.ts): what changed in site.json since the last
// commit, in plain words, each place named by the form's titles, on the project's own data/site.json.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { proposedMessage } from '../../src/editor/changeSummary';
import { formDescription } from '../../src/server/formSchema';

type Json = Record<string, any>; // the file as JSON: each case reaches into it
const original = readFileSync('data/site.json', 'utf8');
const root = formDescription().schema;
const text = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
const site = (): Json => JSON.parse(original);
const page = (s: Json, title: string): Json => s.routes.find((r: Json) => r.title === title);
/** The message for the file changed by `edit` (the committed file: data/site.json as it is). */
const message = (edit: (s: Json) => void, options: { root?: typeof root } = { root }) => {
  const s = site();
  edit(s);
  return proposedMessage(original, text(s), options);
};

test('a page by its title, the places in it by the form\'s titles, a settings list item as a place of its own', () => {
  assert.is(message((s) => { page(s, 'Our Story').title = 'Our Story, retold'; }), 'Site: page "Our Story, retold" (title)');
  assert.is(message((s) => {
    const story = page(s, 'Our Story');
    story.title = 'Our Story, retold';
    story.blocks[2].paragraphs[0] = 'A new first paragraph.';
    s.site.crisis.lines[1].textTo = '741742';
  }), 'Site: crisis line 2 (number to text); page "Our Story, retold" (title, block 3)', 'in the file\'s order');
  assert.is(message((s) => { s.site.footer.quickLinks[0].label = 'Start'; }), 'Site: footer link 1 (link text)', 'with the place holding it, when its name does not say it');
  assert.is(message((s) => { page(s, 'Our Story').path = '/story'; }), 'Site: page "Our Story" (new); page "Our Story" (removed)', 'a page is known by its address');
});

test('without the schema, places are named by their keys in words', () => {
  assert.is(message((s) => { s.site.crisis.lines[1].textTo = '741742'; }, {}), 'Site: crisis line 2 (text to)', 'as before the forms had titles');
});

test('whole values added or removed, lists that grew or shrank, translations by their language', () => {
  assert.is(message((s) => { page(s, 'Our Story').blocks[0].paragraphs.push('One more.'); }), 'Site: page "Our Story" (block 1: 1 paragraph added)');
  assert.is(message((s) => { page(s, 'Our Story').blocks.splice(0, 2); }), 'Site: page "Our Story" (2 blocks removed)');
  assert.is(message((s) => { delete page(s, 'Our Story').description; }), 'Site: page "Our Story" (description removed)');
  assert.is(message((s) => { s.site.tagline = 'A new tagline'; s.site.logoText = 'FP'; }), 'Site: site settings (logo text, tagline)');
  const translated = site().routes.find((r: Json) => r.translations?.es?.title);
  assert.ok(translated, 'a page with a Spanish title');
  assert.is(message((s) => { s.routes.find((r: Json) => r.path === translated.path).translations.es.title = 'Otro título'; }), `Site: page "${translated.title}" (Spanish translation)`);
  assert.is(message((s) => { delete s.routes.find((r: Json) => r.path === translated.path).translations.es; }), `Site: page "${translated.title}" (Spanish translation removed)`);
});

test('pages added, removed and moved', () => {
  const added = message((s) => { s.routes.push({ path: '/new', title: 'A new page', blocks: [] }); });
  assert.is(added, 'Site: page "A new page" (new)');
  assert.is(message((s) => { s.routes = s.routes.filter((r: Json) => r.title !== 'Our Story'); }), 'Site: page "Our Story" (removed)');
  // Moved and changed: named from where it is now, the change inside it found by its address.
  assert.is(message((s) => {
    const story = page(s, 'Our Story');
    s.routes = [story, ...s.routes.filter((r: Json) => r !== story)];
    story.blocks[1].heading = 'A new heading';
  }), 'Site: page "Our Story" (block 2)');
  assert.is(message((s) => { s.routes.reverse(); }), 'Site: layout of data/site.json', 'pages only moved: nothing changed');
});

test('at most five places, four details each, the rest counted', () => {
  assert.is(message((s) => { for (const r of s.routes.slice(0, 8)) r.description = `${r.description ?? ''} More.`; }).replace(/"[^"]*"/g, '"…"'),
    'Site: page "…" (description); page "…" (description); page "…" (description); page "…" (description); page "…" (description); 3 more places');
  assert.is(message((s) => { for (const k of ['name', 'url', 'logoText', 'tagline']) s.site[k] = 'x'; s.site.connect.label = 'Talk to us'; }),
    'Site: site settings (site name, site address, logo text, tagline, 1 more)');
});

test('the file as it was, no commit yet, or not JSON', () => {
  assert.is(proposedMessage(original, original, { root }), 'Site: data/site.json');
  assert.is(proposedMessage(original, text(JSON.parse(original)).replace(/\n {2}/g, '\n    '), { root }), 'Site: layout of data/site.json');
  assert.is(proposedMessage(null, original, { root }), 'Site: first version of data/site.json');
  assert.is(proposedMessage(original, '{ not json', { root, file: 'site/data.json' }), 'Site: edit site/data.json');
});

test.run();
