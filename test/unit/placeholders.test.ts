// The placeholders the project ships (schema/read/placeholders.ts): each kind as a located warning with
// its exact text, on the shipped manifest and on small ones; what is not one; their place kept by
// npm start's incremental validation, and the cut parse tree that locates them in a large file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createIncrementalLoader } from '../../schema/read/incremental';
import { formatProblem, loadManifest } from '../../schema/read/load';
import { SourceMap } from '../../schema/read/locate';
import { findPlaceholders } from '../../schema/read/placeholders';
import { scanStructure } from '../../schema/read/structure';
import { baseManifest, text } from '../helpers/manifest';

const shipped = readFileSync(join(process.cwd(), 'data/site.json'), 'utf8');
/** The placeholder warnings of a manifest's text, as npm run validate prints them. */
const warned = (t: string) => {
  const r = loadManifest(t);
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join('\n'));
  return r.placeholders.map((p) => formatProblem(p));
};
type M = ReturnType<typeof baseManifest> & {
  site: { url: string; variables: Record<string, string>; connect: Record<string, unknown>; footer: Record<string, unknown>; translations?: unknown };
};
/** The paragraphs of the first block of "/about" (a prose block) in the base manifest's routes. */
const aboutText = (routes: Record<string, unknown>[]) => (routes[1]!.blocks as { paragraphs: string[] }[])[0]!.paragraphs;
/** The base manifest with its placeholders filled in, then `edit`. */
const filled = (edit: (m: M) => void = () => {}) => {
  const m = baseManifest() as M;
  m.site.url = 'https://www.testsite.org';
  m.site.variables = { email: 'hello@testsite.org', phone: '(503) 555-0142' };
  m.site.connect.href = 'https://www.linkedin.com/company/test-site';
  edit(m);
  return m;
};

test('the shipped manifest: the example address, the three variables and the connect link, each located, speaking to the owner', () => {
  assert.equal(warned(shipped), [
    'data/site.json:9:12  site.url  warning: site > url: "https://familypracticetools.example" is an example address, a placeholder: set the site\'s public address here, https:// and the host (like "https://www.yourpractice.org"); canonical links, the sitemap and link previews are made from it',
    'data/site.json:13:16  site.variables.email  warning: site > variables > email: "{email}" is a placeholder, used wherever the file writes {{email}}, such as every page\'s footer: put here the e-mail address people should write to, like "hello@yourpractice.org"',
    'data/site.json:14:16  site.variables.phone  warning: site > variables > phone: "{phone}" is a placeholder, used wherever the file writes {{phone}}, such as every page\'s footer: put here the phone number people should call, like "(503) 555-0142"',
    'data/site.json:15:25  site.variables.paypalButtonId  warning: site > variables > paypalButtonId: "{key}" is a placeholder, used wherever the file writes {{paypalButtonId}}: put here the id of your PayPal payment button (hosted_button_id in the button code PayPal gives you)',
    'data/site.json:19:15  site.connect.href  warning: site > connect > href: "https://www.linkedin.com/" is LinkedIn\'s home page, a placeholder for your own page there (the button at the header\'s end leads to it): open your page on LinkedIn and put its address here',
  ]);
  const r = loadManifest(shipped);
  assert.ok(r.ok && r.placeholders.every((p) => r.warnings.includes(p)), 'npm run validate prints them with the other warnings');
});

test('a small manifest: an example address in the site settings, a "{name}" anywhere, a network\'s home page', () => {
  assert.equal(warned(text(baseManifest())), [
    'data/site.json:4:12  site.url  warning: site > url: "https://test-site.example" is an example address, a placeholder: set the site\'s public address here, https:// and the host (like "https://www.yourpractice.org"); canonical links, the sitemap and link previews are made from it',
    'data/site.json:8:16  site.variables.email  warning: site > variables > email: "{email}" is a placeholder, used wherever the file writes {{email}}, such as every page\'s footer: put here the e-mail address people should write to, like "hello@yourpractice.org"',
    'data/site.json:9:16  site.variables.phone  warning: site > variables > phone: "{phone}" is a placeholder, used wherever the file writes {{phone}}, such as every page\'s footer: put here the phone number people should call, like "(503) 555-0142"',
    'data/site.json:13:15  site.connect.href  warning: site > connect > href: "https://example.org/connect" is an example address, a placeholder that reaches no one: put the real address here',
  ]);
  const m = filled((m) => {
    m.site.footer.email = 'mailto:hello@example.com?subject=Hi';
    m.site.footer.phone = 'Call {phone}';
    m.site.connect.href = 'https://instagram.com';
    aboutText(m.routes).push('Write to {email} today.');
  });
  assert.equal(warned(text(m)), [
    'data/site.json:13:15  site.connect.href  warning: site > connect > href: "https://instagram.com" is Instagram\'s home page, a placeholder for your own page there (the button at the header\'s end leads to it): open your page on Instagram and put its address here',
    'data/site.json:34:16  site.footer.email  warning: site > footer > email: "mailto:hello@example.com?subject=Hi" is an example address, a placeholder that reaches no one: put the real address here',
    'data/site.json:35:16  site.footer.phone  warning: site > footer > phone: "{phone}" is a placeholder: write the real value in its place',
    'data/site.json:91:13  routes[2].blocks[1].paragraphs[2]  warning: route "/about" > block 1 (prose) > paragraph 2: "{email}" is a placeholder: write the real value in its place',
  ]);
});

test('not placeholders: real values, uses of a variable, example addresses and home pages in routes, a page on a network', () => {
  assert.equal(warned(text(filled())), []);
  const m = filled((m) => {
    m.site.footer.quickLinks = [{ label: 'Home', href: '/' }, { label: 'LinkedIn', href: 'https://www.linkedin.com/in/someone' }];
    (m.routes[1]!.blocks as unknown[]).push({ type: 'linkList', links: [{ label: 'Example', href: 'https://www.example.org/worksheet.pdf' }, { label: 'YouTube', href: 'https://www.youtube.com/' }] });
    aboutText(m.routes).push('Write to {{email}}; {} and { braces } are text.');
  });
  assert.equal(findPlaceholders(JSON.parse(text(m))), []);
});

test('a translation of the site settings is checked like the English', () => {
  const m = filled((m) => { m.site.translations = { es: { tagline: 'Pruebas {lema}' } }; });
  assert.equal(findPlaceholders(m), [{ path: ['site', 'translations', 'es', 'tagline'], message: '"{lema}" is a placeholder: write the real value in its place' }]);
});

test('a tree without the routes nothing lies in locates exactly as the whole tree', () => {
  const t = text(baseManifest());
  const spans = scanStructure(t).routeSpans;
  const whole = new SourceMap(t);
  const cut = new SourceMap(t, [spans[0]!]);
  for (const path of [['site', 'url'], ['navigation', 'groups', 0, 'title'], ['routes', 1, 'blocks', 0, 'paragraphs', 0], ['routes', 1, 'title']]) {
    assert.is(cut.offsetOf(path), whole.offsetOf(path), path.join('.'));
    assert.is(cut.offsetOf(path, true), whole.offsetOf(path, true), `${path.join('.')} (key)`);
  }
  assert.is(cut.offsetOf(['routes', 0, 'title']), whole.offsetOf(['routes', 0]), 'inside a route left out: the route itself');
});

test('npm start: the placeholders of a full load; an edit inside a route keeps them, or finds a new one', () => {
  const load = createIncrementalLoader();
  const m = baseManifest();
  const first = load(text(m));
  assert.ok(first.ok);
  assert.equal(first.placeholders.map((p) => formatProblem(p)), warned(text(m)));
  aboutText(m.routes).push('More.');
  const edited = load(text(m));
  assert.ok(edited.ok && edited.changed?.length === 1, 'the short way');
  assert.equal(edited.placeholders, first.placeholders);
  aboutText(m.routes).push('Call {phone}.');
  const added = load(text(m));
  // A placeholder in a route: the full load finds and locates them all (five, below), and says the one route changed.
  assert.ok(added.ok && added.changed?.length === 1, 'a placeholder in a route: the full load, one route changed');
  assert.equal(added.placeholders.map((p) => formatProblem(p)), warned(text(m)));
  assert.is(added.placeholders.length, 5);
});

test('npm start: a route edited above the site settings moves their lines, so it takes the full load', () => {
  const load = createIncrementalLoader();
  const { routes, ...rest } = baseManifest();
  const routesFirst = (extra: string) => {
    const r = structuredClone(routes);
    aboutText(r).push(...(extra ? [extra] : []));
    return `${JSON.stringify({ routes: r, ...rest }, null, 2)}\n`;
  };
  load(routesFirst(''));
  const moved = load(routesFirst('A new line above the site settings.'));
  // The full load locates the site settings' placeholders on their new lines (below); the pages to
  // render again are still only the edited route's.
  assert.ok(moved.ok && moved.changed?.length === 1);
  assert.equal(moved.placeholders.map((p) => formatProblem(p)), warned(routesFirst('A new line above the site settings.')));
});

test.run();
