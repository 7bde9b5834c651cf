import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest } from '../../schema/load';
import { baseManifest, text } from '../helpers/manifest';

const problems = (src: string) => {
  const r = loadManifest(src);
  if (r.ok) throw new Error('expected the manifest to be invalid');
  return r.problems.map((p) => formatProblem(p));
};
const withBlocks = (blocks: unknown[]) => {
  const m = baseManifest();
  m.routes[1]!.blocks = blocks;
  return text(m);
};

test('a good manifest loads, with defaults filled in and a summary', () => {
  const r = loadManifest(text(baseManifest()));
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(r.summary, { routes: 2, blocks: 2, links: 6, internalLinks: 5, externalLinks: 1 });
  const hero = r.manifest.routes[0]!.blocks[0]!;
  assert.equal(hero.type === 'hero' && hero.title, 'Home', 'the opening hero takes the route title');
  assert.equal(r.manifest.site.footer.email, '{email}', 'variables are substituted');
});

test('a wrong type: located, in data terms', () => {
  assert.equal(problems(withBlocks([{ type: 'prose', heading: 3, paragraphs: ['x'] }])), [
    'data/site.json:88:22  routes[1].blocks[0].heading  route "/about" > block 1 (prose) > heading: expected text, got the number 3',
  ]);
});

test('an unknown key points at the key and suggests the right one', () => {
  assert.equal(problems(withBlocks([{ type: 'prose', titel: 'x', paragraphs: ['x'] }])), [
    'data/site.json:88:11  routes[1].blocks[0].titel  route "/about" > block 1 (prose) > titel: unknown key "titel": allowed keys are type, id, delay, heading, paragraphs, tone',
  ]);
  assert.equal(problems(withBlocks([{ type: 'prose', paragrafs: ['x'] }]))[1],
    'data/site.json:88:11  routes[1].blocks[0].paragrafs  route "/about" > block 1 (prose) > paragrafs: unknown key "paragrafs": did you mean "paragraphs"?');
});

test('an unknown block type lists the valid ones', () => {
  assert.equal(problems(withBlocks([{ type: 'carousel' }])), [
    'data/site.json:87:19  routes[1].blocks[0].type  route "/about" > block 1 (carousel) > type: unknown block type "carousel": use one of hero, prose, bulletList, stats, cardGrid, linkList, buttonRow, callout, videoFrame, form, accordion, tabs',
  ]);
  assert.match(problems(withBlocks([{ type: 'cardgrid', cards: [] }]))[0]!, 'unknown block type "cardgrid" (did you mean "cardGrid"?)');
});

test('a URL scheme other than https, http, mailto, tel or sms', () => {
  assert.equal(problems(withBlocks([{ type: 'linkList', links: [{ label: 'File', href: 'ftp://files.example.org/a.pdf' }] }])), [
    'data/site.json:91:23  routes[1].blocks[0].links[0].href  route "/about" > block 1 (linkList) > link 1 "File" > href: the "ftp:" scheme is not allowed: use https, http, mailto, tel or sms',
  ]);
  assert.match(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Go', href: 'javascript:alert(1)' }] }]))[0]!, 'the "javascript:" scheme is not allowed');
});

test('an internal link that matches no route', () => {
  assert.equal(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Go', href: '/nowhere' }] }])), [
    'data/site.json:91:23  routes[1].blocks[0].buttons[0].href  route "/about" > block 1 (buttonRow) > button 1 "Go" > href: links to "/nowhere", but no route has that path: add the route to "routes" or correct the link',
  ]);
});

test('dead links in the menu and footer are found too', () => {
  const m = baseManifest() as ReturnType<typeof baseManifest> & { navigation: { groups: { items: { href: string }[] }[] } };
  m.navigation.groups[0]!.items[0]!.href = '/missing';
  assert.equal(problems(text(m)), [
    'data/site.json:61:21  navigation.groups[0].items[0].href  navigation > group 1 "Guides" > item 1 "About" > href: links to "/missing", but no route has that path: add the route to "routes" or correct the link',
  ]);
});

test('duplicate route paths', () => {
  const m = baseManifest();
  m.routes.push({ path: '/about', title: 'Again', description: 'Twice.', blocks: [] });
  assert.equal(problems(text(m)), [
    'data/site.json:95:15  routes[2].path  route "/about" > path: the path "/about" is already used by routes[1]: each route needs its own path',
  ]);
});

test('malformed JSON: the position of the syntax error', () => {
  assert.equal(problems('{\n  "site": {\n    "name": "x",\n  }\n}\n'), [
    'data/site.json:4:3  (syntax)  JSON syntax error: a trailing comma: remove the "," before this bracket',
  ]);
  assert.equal(problems('{\n  "routes": [\n    { "path": "/" }\n  \n'), [
    'data/site.json:5:1  (syntax)  JSON syntax error: expected "]" to close the list',
    'data/site.json:5:1  (syntax)  JSON syntax error: expected "}" to close the object',
  ]);
});

test('a bare "#" link, an anchor to no block, and an unknown variable', () => {
  assert.match(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Tip sheet', href: '#' }] }]))[0]!, 'a link to "#" goes nowhere');
  assert.match(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Hours', href: '#hours' }] }]))[0]!, 'links to "#hours", but no block on this page has the id "hours"');
  assert.ok(loadManifest(withBlocks([{ type: 'prose', id: 'hours', paragraphs: ['9-5'] }, { type: 'buttonRow', buttons: [{ label: 'Hours', href: '#hours' }] }])).ok);
  assert.match(problems(withBlocks([{ type: 'prose', paragraphs: ['Mail {{mail}}'] }]))[0]!, 'unknown variable "{{mail}}": define "mail" in site.variables (defined: email, phone)');
});

test('rules across fields: buttons need one action, empty link lists need a message', () => {
  assert.match(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Nothing' }] }]))[0]!, 'a button needs exactly one of "href" (where it goes) or "notice" (the message it shows)');
  assert.match(problems(withBlocks([{ type: 'linkList', links: [] }]))[0]!, 'the list has no links: add some, or say why with "empty"');
  assert.ok(loadManifest(withBlocks([{ type: 'linkList', links: [], empty: 'Local resources are being added.' }])).ok);
  assert.match(problems(withBlocks([{ type: 'prose', paragraphs: ['x'] }, { type: 'hero' }]))[0]!, 'a hero can only open a page');
  assert.match(problems(withBlocks([{ type: 'form', label: 'F', fields: [{ name: 'a', label: 'A' }, { name: 'a', label: 'B' }], submit: { label: 'Send', notice: { title: 'Sent' } } }]))[0]!, 'the field name "a" is used twice in this form');
});

test('every problem is reported, in file order', () => {
  const m = baseManifest();
  m.routes[1]!.blocks = [{ type: 'prose', paragraphs: [] }, { type: 'stats', items: [{ value: '1' }] }];
  const ps = problems(text(m));
  assert.equal(ps.length, 3);
  assert.match(ps[0]!, 'paragraphs: needs at least 1 item');
  assert.match(ps[1]!, 'items: needs at least 2 items');
  assert.match(ps[2]!, 'label: is required (text)');
});

test.run();
