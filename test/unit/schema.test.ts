import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest } from '../../schema/read/load';
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
  const home = r.manifest.routes[0]!;
  assert.is(home.hero?.title, 'Home', 'the opening hero is the route\'s own, with the route title');
  assert.equal(home.blocks, [], 'the blocks after it');
  assert.not.ok('hero' in r.manifest.routes[1]!, 'a page without a hero has none');
  assert.equal(r.manifest.site.footer.email, '{email}', 'variables are substituted');
});

test('a card grid never has more columns than cards, so a short grid fills its row', () => {
  const r = loadManifest(withBlocks([{ type: 'cardGrid', columns: 3, cards: [{ title: 'A' }, { title: 'B' }] }, { type: 'cardGrid', cards: [{ title: 'A' }, { title: 'B' }, { title: 'C' }, { title: 'D' }] }]));
  assert.ok(r.ok);
  if (!r.ok) return;
  assert.equal(r.manifest.routes[1]!.blocks.map((b) => b.type === 'cardGrid' && b.columns), [2, 3]);
});

test('a wrong type: located, in data terms', () => {
  assert.equal(problems(withBlocks([{ type: 'prose', heading: 3, paragraphs: ['x'] }])), [
    'data/site.json:89:22  routes[2].blocks[1].heading  route "/about" > block 1 (prose) > heading: expected text, got the number 3',
  ]);
});

test('an unknown key points at the key and suggests the right one', () => {
  assert.equal(problems(withBlocks([{ type: 'prose', titel: 'x', paragraphs: ['x'] }])), [
    'data/site.json:89:11  routes[2].blocks[1].titel  route "/about" > block 1 (prose) > titel: unknown key "titel": allowed keys are type, id, delay, lang, heading, paragraphs, tone',
  ]);
  assert.equal(problems(withBlocks([{ type: 'prose', paragrafs: ['x'] }]))[1],
    'data/site.json:89:11  routes[2].blocks[1].paragrafs  route "/about" > block 1 (prose) > paragrafs: unknown key "paragrafs": did you mean "paragraphs"?');
});

test('an unknown block type lists the valid ones', () => {
  assert.equal(problems(withBlocks([{ type: 'carousel' }])), [
    'data/site.json:88:19  routes[2].blocks[1].type  route "/about" > block 1 (carousel) > type: unknown block type "carousel": use one of hero, prose, bulletList, stats, cardGrid, linkList, buttonRow, callout, crisisLines, crisisSteps, videoFrame, form, accordion, tabs, searchResults, resourceCatalogue, packet',
  ]);
  assert.match(problems(withBlocks([{ type: 'cardgrid', cards: [] }]))[0]!, 'unknown block type "cardgrid" (did you mean "cardGrid"?)');
});

test('an icon typo gets a "did you mean", anything else a pointer to the list', () => {
  assert.equal(problems(withBlocks([{ type: 'callout', icon: 'hart', text: 'x' }])), [
    'data/site.json:89:19  routes[2].blocks[1].icon  route "/about" > block 1 (callout) > icon: "hart" is not an icon name: did you mean "heart"?',
  ]);
  assert.match(problems(withBlocks([{ type: 'callout', icon: 'unicorn', text: 'x' }]))[0]!,
    /> icon: "unicorn" is not an icon name: use one of the \d+ names in schema\/values\/iconNames\.ts \(editors that read "\$schema" offer them as you type\)$/);
});

test('a URL scheme other than https, http, mailto, tel or sms', () => {
  assert.equal(problems(withBlocks([{ type: 'linkList', links: [{ label: 'File', href: 'ftp://files.example.org/a.pdf' }] }])), [
    'data/site.json:92:23  routes[2].blocks[1].links[1].href  route "/about" > block 1 (linkList) > link 1 "File" > href: the "ftp:" scheme is not allowed: use https, http, mailto, tel or sms',
  ]);
  assert.match(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Go', href: 'javascript:alert(1)' }] }]))[0]!, 'the "javascript:" scheme is not allowed');
});

test('a host written as an IP address, in any spelling a browser reads as one, is refused: a public site links to named hosts', () => {
  const at = 'data/site.json:92:23  routes[2].blocks[1].links[1].href  route "/about" > block 1 (linkList) > link 1 "File" > href: ';
  const fix = 'where a host name is expected: link to the page at its site\'s name, like "https://www.example.org/page"';
  for (const [href, ip] of [
    ['https://0x7f.1/a.pdf', '127.0.0.1'], ['https://2130706433/', '127.0.0.1'], ['http://127.1/', '127.0.0.1'], ['https://0177.0.0.1/', '127.0.0.1'],
    ['https://169.254.169.254/latest/', '169.254.169.254'], ['https://8.8.8.8/', '8.8.8.8'], ['https://[::1]/', '[::1]'], ['https://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
    [' HTTPS://0X7F.0.0.1:8080/x ', '127.0.0.1'],
  ] as const) {
    assert.equal(problems(withBlocks([{ type: 'linkList', links: [{ label: 'File', href }] }])), [`${at}"${href.trim()}" has an IP address for its host (${ip}), ${fix}`], href);
  }
  // Names that merely hold digits are names.
  assert.ok(loadManifest(withBlocks([{ type: 'linkList', links: [{ label: 'File', href: 'https://1.2.3.4.example.org/' }, { label: 'Other', href: 'https://web.123.example/' }] }])).ok);
});

test('an internal link that matches no route', () => {
  assert.equal(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Go', href: '/nowhere' }] }])), [
    'data/site.json:92:23  routes[2].blocks[1].buttons[1].href  route "/about" > block 1 (buttonRow) > button 1 "Go" > href: links to "/nowhere", but no route has that path: add the route to "routes" or correct the link',
  ]);
});

test('dead links in the menu and footer are found too', () => {
  const m = baseManifest() as ReturnType<typeof baseManifest> & { navigation: { groups: { items: { href: string }[] }[] } };
  m.navigation.groups[0]!.items[0]!.href = '/missing';
  assert.equal(problems(text(m)), [
    'data/site.json:62:21  navigation.groups[1].items[1].href  navigation > group 1 "Guides" > item 1 "About" > href: links to "/missing", but no route has that path: add the route to "routes" or correct the link',
  ]);
});

test('duplicate route paths', () => {
  const m = baseManifest();
  m.routes.push({ path: '/about', title: 'Again', description: 'Twice.', blocks: [] });
  assert.equal(problems(text(m)), [
    'data/site.json:96:15  routes[3].path  route "/about" > path: the path "/about" is already used by routes[2]: each route needs its own path',
  ]);
});

test('a form\'s delivery: one of netlify or an https endpoint, said in words', () => {
  const form = (delivery: unknown) => withBlocks([{ type: 'form', label: 'F', fields: [{ name: 'a', label: 'A' }], submit: { label: 'Send', notice: { title: 'Sent' } }, delivery }]);
  const withDelivery = (delivery: unknown) => problems(form(delivery));
  assert.ok(loadManifest(form({ netlify: 'contact' })).ok);
  assert.ok(loadManifest(form({ endpoint: 'https://formspree.io/f/abcd' })).ok);
  assert.match(withDelivery({ endpoint: 'http://formspree.io/f/abcd' })[0]!, 'routes[2].blocks[1].delivery.endpoint  route "/about" > block 1 (form) > delivery > endpoint: "http://formspree.io/f/abcd" is not an https address: write the address the service gives you, like "https://formspree.io/f/abcdwxyz"');
  assert.match(withDelivery({})[0]!, 'delivery: give exactly one of "netlify" (a form name) or "endpoint" (an https address)');
});

test('a form that sends nothing cannot carry a notice: it would tell visitors their message arrived', () => {
  const form = (extra: object) => withBlocks([{ type: 'form', label: 'F', fields: [{ name: 'a', label: 'A' }], submit: { label: 'Send', ...extra } }]);
  assert.ok(loadManifest(form({})).ok, 'no delivery and no notice: valid');
  assert.equal(problems(form({ notice: { title: 'Message sent!' } })).map((p) => p.replace(/^\S+ +/, '')), [
    'routes[2].blocks[1].submit.notice  route "/about" > block 1 (form) > submit > notice: this form sends nothing (it has no "delivery"), so a notice would tell visitors their message arrived when it did not: remove "notice", or add a "delivery"',
  ]);
});

test('malformed JSON: each syntax error is located where its fix goes, and says the fix', () => {
  // A missing comma: at the end of the value it should follow, not where the next one starts.
  assert.equal(problems('{\n  "site": {\n    "name": "Family Night"\n    "url": 3\n  }\n}\n'), [
    'data/site.json:3:27  (syntax)  JSON syntax error: a comma is missing: add a comma after "Family Night"',
  ]);
  assert.equal(problems('{\n  "routes": [\n    { "path": "/a" }\n    { "path": "/b" }\n  ],\n  "n": [1\n  2]\n}\n'), [
    'data/site.json:3:21  (syntax)  JSON syntax error: a comma is missing: add a comma after the "}"',
    'data/site.json:6:10  (syntax)  JSON syntax error: a comma is missing: add a comma after 1',
  ]);
  // A trailing comma: at the comma.
  assert.equal(problems('{\n  "site": {\n    "name": "x",\n  }\n}\n'), [
    'data/site.json:3:16  (syntax)  JSON syntax error: a comma before the closing "}" (a trailing comma): remove this comma',
  ]);
  assert.equal(problems('{\n  "a": [1, 2,\n  ]\n}\n'), [
    'data/site.json:2:13  (syntax)  JSON syntax error: a comma before the closing "]" (a trailing comma): remove this comma',
  ]);
  // A file cut short: its end, with what each open object and list needs, innermost first.
  assert.equal(problems('{\n  "routes": [\n    { "path": "/" }\n  \n'), [
    'data/site.json:5:1  (syntax)  JSON syntax error: expected "]" to close the list that starts at line 2',
    'data/site.json:5:1  (syntax)  JSON syntax error: expected "}" to close the object that starts at line 1',
  ]);
});

test('malformed JSON: a closing brace missing inside the file is located where it belongs, by the indentation', () => {
  const route = (end: string) => `    {\n      "path": "/a",\n      "blocks": []\n${end}`;
  // A route's "}" lost, its comma kept; or both lost: the next route's "{" is where it shows.
  assert.equal(problems(`{\n  "routes": [\n${route('    ,\n')}    { "path": "/b" }\n  ]\n}\n`), [
    'data/site.json:5:19  (syntax)  JSON syntax error: the object that starts at line 3 is not closed: add "}" after the "]"',
  ]);
  assert.equal(problems(`{\n  "routes": [\n${route('')}    { "path": "/b" }\n  ]\n}\n`), [
    'data/site.json:5:19  (syntax)  JSON syntax error: the object that starts at line 3 is not closed: add "}" after the "]", then a comma',
  ]);
  // An inner object's "}" lost: the parser only sees the end of the file; the indentation shows where.
  assert.equal(problems('{\n  "site": {\n    "footer": {\n      "email": "x"\n\n  },\n  "routes": []\n}\n'), [
    'data/site.json:4:19  (syntax)  JSON syntax error: the object that starts at line 3 is not closed: add "}" after "x"',
  ]);
  assert.equal(problems('{\n  "site": {\n    "name": "x",\n  "routes": []\n}\n'), [
    'data/site.json:3:16  (syntax)  JSON syntax error: the object that starts at line 2 is not closed: add "}" after "x"',
  ]);
  // A list's "]" lost; and closing brackets of the wrong kind.
  assert.equal(problems('{\n  "routes": [\n    { "path": "/a" },\n  "navigation": {}\n}\n'), [
    'data/site.json:3:21  (syntax)  JSON syntax error: the list that starts at line 2 is not closed: add "]" after the "}"',
  ]);
  assert.equal(problems('{\n  "links": [\n    {\n      "label": "A",\n      "href": "/a"\n  ]\n}\n'), [
    'data/site.json:5:19  (syntax)  JSON syntax error: the object that starts at line 3 is not closed: add "}" after "/a"',
  ]);
  assert.equal(problems('{\n  "badges": [\n    "a",\n    "b"\n}\n'), [
    'data/site.json:4:8  (syntax)  JSON syntax error: the list that starts at line 2 is not closed: add "]" after "b"',
  ]);
  // A route pasted without its indentation misleads nothing: a comma missing after it, or its "}" lost.
  const pasted = (end: string) => `{\n  "routes": [\n    { "path": "/a" },\n    {\n"path": "/b",\n"blocks": []\n${end}    { "path": "/c" }\n  ]\n}\n`;
  assert.equal(problems(pasted('}\n')), [
    'data/site.json:7:2  (syntax)  JSON syntax error: a comma is missing: add a comma after the "}"',
  ]);
  assert.equal(problems(pasted('    ,\n')), [
    'data/site.json:6:13  (syntax)  JSON syntax error: the object that starts at line 4 is not closed: add "}" after the "]"',
  ]);
});

test('a bare "#" link, an anchor to no block, and an unknown variable', () => {
  assert.match(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Tip sheet', href: '#' }] }]))[0]!, 'a link to "#" goes nowhere');
  assert.match(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Hours', href: '#hours' }] }]))[0]!, 'links to "#hours", but no section or block on this page has the anchor "hours": use a block\'s "id", or a section\'s anchor (its heading or accordion item title in lower case with hyphens, e.g. "suicide-risk-screening")');
  assert.ok(loadManifest(withBlocks([{ type: 'prose', heading: 'Opening hours', paragraphs: ['9-5'] }, { type: 'buttonRow', buttons: [{ label: 'Hours', href: '#opening-hours' }] }])).ok, 'a heading is an anchor');
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

test('nesting deeper than any manifest needs: one located problem, never a stack overflow', () => {
  const deep = (n: number) => text(baseManifest()).replace('"blocks": [\n        {\n          "type": "prose"', `"blocks": [${'['.repeat(n)}${']'.repeat(n)},\n        {\n          "type": "prose"`);
  const expected = ['data/site.json:86:78  routes[2].blocks[1][1][1][1][1][1][1][1][1]…  route "/about" > block 1 > item 1 > item 1 > item 1 > item 1 > item 1 > item 1 > item 1 > item 1 > …: nested too deeply: more than 64 levels of { } and [ ] (a manifest needs about 15): remove the extra nesting'];
  assert.equal(problems(deep(100)), expected);
  assert.equal(problems(deep(100_000)), expected);
  assert.equal(problems(`{"site": ${'{"a": '.repeat(5000)}1${'}'.repeat(5000)}}`)[0]!.split('  ')[0], 'data/site.json:1:388');
  assert.equal(problems(`${'['.repeat(50_000)}`), ['data/site.json:1:65  [1][1][1][1][1][1][1][1][1][1][1][1]…  item 1 > item 1 > item 1 > item 1 > item 1 > item 1 > item 1 > item 1 > item 1 > item 1 > item 1 > item 1 > …: nested too deeply: more than 64 levels of { } and [ ] (a manifest needs about 15): remove the extra nesting']);
});

test('a key written twice: rejected at its second occurrence, whichever value comes first', () => {
  const base = text(baseManifest());
  assert.equal(problems(base.replace('"path": "/about",', '"path": "/",\n      "path": "/about",')), [
    'data/site.json:84:7  routes[2].path  route "/about" > path: the key "path" is written twice in this object (first at line 83, column 7); JSON keeps only the last, so the first is silently lost: remove one',
  ]);
  // The other order: JSON.parse keeps "/", so the clash with routes[0] points at that last value.
  assert.equal(problems(base.replace('"path": "/about",', '"path": "/about",\n      "path": "/",')).slice(-2), [
    'data/site.json:84:7  routes[2].path  route "/" > path: the key "path" is written twice in this object (first at line 83, column 7); JSON keeps only the last, so the first is silently lost: remove one',
    'data/site.json:84:15  routes[2].path  route "/" > path: the path "/" is already used by routes[1]: each route needs its own path',
  ]);
});

test('a byte-order mark at the start is accepted; anywhere else it is named in plain words', () => {
  assert.ok(loadManifest(`\ufeff${text(baseManifest())}`).ok);
  assert.equal(problems(text(baseManifest()).replace('"site": {', '"site": \ufeff{')), [
    'data/site.json:2:11  (syntax)  JSON syntax error: an invisible byte-order mark (U+FEFF) here: remove it',
  ]);
});

test('values in messages are quoted and escaped: a problem is one line, and no escape sequence reaches the terminal', () => {
  assert.equal(problems(withBlocks([{ type: 'bulletList', marker: 'che\u001b[31mck', items: ['x'] }])), [
    'data/site.json:89:21  routes[2].blocks[1].marker  route "/about" > block 1 (bulletList) > marker: the text "che\\u001b[31mck" is not allowed: use one of "bullet", "check", "number", "icon"',
  ]);
  assert.equal(problems(withBlocks([{ type: 'prose', 'a\nb\u001b[2J': 1, paragraphs: ['x'] }])), [
    'data/site.json:89:11  routes[2].blocks[1]["a\\nb\\u001b[2J"]  route "/about" > block 1 (prose) > "a\\nb\\u001b[2J": unknown key "a\\nb\\u001b[2J": allowed keys are type, id, delay, lang, heading, paragraphs, tone',
  ]);
  assert.equal(problems(withBlocks([{ type: 'linkList', links: [{ label: 'File', href: `https://exa mple.org/${'x'.repeat(100)}` }] }])), [
    `data/site.json:92:23  routes[2].blocks[1].links[1].href  route "/about" > block 1 (linkList) > link 1 "File" > href: "https://exa mple.org/${'x'.repeat(59)}…" is not a valid web address`,
  ]);
  assert.equal(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Go', href: '/no/\u001b]0;x\u0007/"here"' }] }])), [
    'data/site.json:92:23  routes[2].blocks[1].buttons[1].href  route "/about" > block 1 (buttonRow) > button 1 "Go" > href: the address contains an invisible control character (U+001B, written \\u001b) at character 5: remove it',
  ]);
  assert.equal(problems(withBlocks([{ type: 'buttonRow', buttons: [{ label: 'Go', href: '/a\\"b' }] }])), [
    'data/site.json:92:23  routes[2].blocks[1].buttons[1].href  route "/about" > block 1 (buttonRow) > button 1 "Go" > href: "/a\\\\\\"b" is not a route path: use lower-case words separated by "/" and "-", like "/crisis-intervention/tools"',
  ]);
});

test('text: a length limit, and no control characters, lone surrogates or bidirectional overrides', () => {
  const para = (p: string) => problems(withBlocks([{ type: 'prose', paragraphs: [p] }]));
  const at = 'data/site.json:90:13  routes[2].blocks[1].paragraphs[1]  route "/about" > block 1 (prose) > paragraph 1: ';
  assert.ok(loadManifest(withBlocks([{ type: 'prose', paragraphs: ['x'.repeat(2000), 'family 👨‍👩‍👧, עברית \u200f, العربية'] }])).ok);
  assert.equal(para('x'.repeat(2001)), [`${at}is 2,001 characters long; text is limited to 2,000 characters: split it into shorter paragraphs or items`]);
  assert.equal(para('a\u0000b'), [`${at}contains an invisible control character (U+0000, written \\u0000) at character 2: remove it`]);
  assert.equal(para('first\nsecond'), [`${at}contains a line break at character 6: a value is one line; start a new paragraph as its own item, or use a space`]);
  assert.equal(para('a\u2028b'), [`${at}contains a line break at character 2: a value is one line; start a new paragraph as its own item, or use a space`]);
  assert.equal(para('a\tb'), [`${at}contains a tab at character 2: use a space`]);
  assert.equal(para('ok \ud83d then'), [`${at}contains half of a character (a lone surrogate, U+D83D) at character 4: the text was cut or copied badly; type the character again`]);
  assert.equal(para('invoice \u202efdp.exe'), [`${at}contains an invisible bidirectional control character (U+202E) at character 9, which can make text read in a misleading order: remove it`]);
  assert.equal(para('x \u2066y\u2069'), [`${at}contains an invisible bidirectional control character (U+2066) at character 3, which can make text read in a misleading order: remove it`]);
  const m = baseManifest() as ReturnType<typeof baseManifest> & { site: { variables: Record<string, string> } };
  m.site.variables.email = 'a\u0085b';
  assert.equal(problems(text(m))[0], 'data/site.json:8:16  site.variables.email  site > variables > email: contains an invisible control character (U+0085, written \\u0085) at character 2: remove it');
});

test('site.url: the public https origin, located, with the fix in the message', () => {
  const withUrl = (url: unknown) => {
    const m = baseManifest() as ReturnType<typeof baseManifest> & { site: { url?: unknown } };
    if (url === undefined) delete m.site.url;
    else m.site.url = url;
    return text(m);
  };
  assert.equal(problems(withUrl('http://test-site.example')), [
    'data/site.json:4:12  site.url  site > url: "http://test-site.example" must use https: write "https://test-site.example"',
  ]);
  assert.equal(problems(withUrl('test-site.example')), [
    'data/site.json:4:12  site.url  site > url: "test-site.example" is not a web address: write the site\'s public address, like "https://www.example.org"',
  ]);
  assert.equal(problems(withUrl('https://test-site.example/practice?x=1')), [
    'data/site.json:4:12  site.url  site > url: "https://test-site.example/practice?x=1" must be the address of the site\'s root, with no path, query or "#": write "https://test-site.example"',
  ]);
  assert.match(problems(withUrl('https://localhost'))[0]!, 'site > url: "https://localhost" needs a public host name, like "https://www.example.org"');
  assert.match(problems(withUrl('ftp://test-site.example'))[0]!, 'is not a web address');
  assert.match(problems(withUrl(undefined))[0]!, 'site > url: is required (text)');
  const ok = loadManifest(withUrl('https://Test-Site.example/'));
  assert.ok(ok.ok && ok.manifest.site.url === 'https://test-site.example', 'a trailing slash and upper case are normalised away');
});

test('a route on a path the build uses for its own files', () => {
  const m = baseManifest();
  m.routes.push({ path: '/assets/guides', title: 'Guides', description: 'Guides.', blocks: [] });
  assert.equal(problems(text(m)), [
    'data/site.json:96:15  routes[3].path  route "/assets/guides" > path: "/assets/guides" is reserved for the site\'s own files (/404, /index, /offline, /assets/…, /pagefind/…): choose another path',
  ]);
  for (const path of ['/404', '/index', '/pagefind']) {
    const n = baseManifest();
    n.routes.push({ path, title: 'X', description: 'X.', blocks: [] });
    assert.match(problems(text(n))[0]!, `"${path}" is reserved for the site's own files`);
  }
  const fine = baseManifest();
  fine.routes.push({ path: '/assets-and-strengths', title: 'X', description: 'X.', blocks: [] });
  assert.ok(loadManifest(text(fine)).ok, 'a path that only starts with the same letters is fine');
});

test.run();
