// Translations beside the English (schema/read/translate.ts): each overlay becomes a page of its
// language under /es/, checked like the English, with problems located in the overlay.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest, translationReport } from '../../schema/read/load';
import { alternatesOf } from '../../schema/values/locales';
import { prepareBlocks, renderRoute, shellData } from '../../src/server/render';
import { baseManifest, bilingualManifest, text } from '../helpers/manifest';

/** The base manifest in English and Spanish, with "/about" translated (and a "/contact" that is not). */
function bilingual() {
  const m = bilingualManifest();
  m.routes[1] = {
    path: '/about', title: 'About', description: 'About us.',
    blocks: [
      { type: 'prose', heading: 'Opening hours', paragraphs: ['Hello.'] },
      { type: 'buttonRow', buttons: [{ label: 'Home', href: '/#top' }, { label: 'Contact', href: '/contact' }, { label: 'Hours', href: '/about#opening-hours' }] },
      { type: 'linkList', heading: 'Links', links: [{ label: '988', href: 'https://988lifeline.org/' }] },
    ],
    translations: { es: {
      title: 'Acerca de', description: 'Sobre nosotros.',
      blocks: [
        { heading: 'Horario', paragraphs: ['Hola.'] },
        { buttons: [{ label: 'Inicio' }, { label: 'Contacto' }, { label: 'Horario' }] },
        null,
      ],
    } },
  };
  m.routes[0]!.blocks = [{ type: 'hero', badges: ['One'] }, { type: 'prose', id: 'top', paragraphs: ['Top.'] }];
  m.routes.push({ path: '/contact', title: 'Contact', description: 'Write to us.', blocks: [] });
  return m;
}

const problems = (m: unknown) => {
  const r = loadManifest(text(m));
  if (r.ok) throw new Error('expected the manifest to be invalid');
  return r.problems.map((p) => formatProblem(p));
};

test('a translated route becomes a page under /es with its text, the English links and anchors, and blocks kept in English marked so', () => {
  const r = loadManifest(text(bilingual()));
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join('\n'));
  const es = r.manifest.routes.find((x) => x.path === '/es/about')!;
  assert.ok(es, 'the Spanish page exists');
  assert.is(es.title, 'Acerca de');
  assert.is(es.lang, 'es');
  const [prose, buttons, links] = es.blocks;
  assert.is(prose?.type === 'prose' && prose.heading, 'Horario');
  // The section keeps the English anchor, so "#opening-hours" leads to it in both languages.
  assert.is(prose?.type === 'prose' && prose.id, 'opening-hours');
  const hrefs = buttons?.type === 'buttonRow' ? buttons.buttons.map((b) => b.action.type === 'link' && b.action.target.href) : [];
  // Links to translated pages lead to their translation; the others to the English page.
  assert.equal(hrefs, ['/#top', '/contact', '/es/about#opening-hours']);
  assert.is(links?.lang, 'en', 'a block written null stays in English and says so');
  assert.equal(r.manifest.routes.find((x) => x.path === '/about')!.alternates, [{ lang: 'es', href: '/es/about', exact: true }]);
  assert.equal(r.manifest.routes.find((x) => x.path === '/contact')!.alternates, [], 'no Spanish home: nowhere to switch to');
  assert.is(r.manifest.locales.es!.site.tagline, 'Pruebas', 'the Spanish site settings');
  assert.is(r.manifest.locales.es!.navigation.groups[0]!.items[0]!.href.href, '/es/about', 'the Spanish menu leads to the Spanish page');
  assert.not.ok('translations' in r.manifest.site || 'translations' in r.manifest.routes[1]!, 'no overlay reaches the pages');
});

test('the switcher leads to the translation, else the nearest translated page above, else the home page', () => {
  const has = (p: string) => ['/', '/es', '/guide', '/guide/a', '/es/guide', '/es/guide/a'].includes(p);
  const locales = ['en', 'es'];
  assert.equal(alternatesOf('/guide/a', locales, has), [{ lang: 'es', href: '/es/guide/a', exact: true }]);
  assert.equal(alternatesOf('/guide/b/c', locales, has), [{ lang: 'es', href: '/es/guide', exact: false }]);
  assert.equal(alternatesOf('/other', locales, has), [{ lang: 'es', href: '/es', exact: false }]);
  assert.equal(alternatesOf('/es/guide/a', locales, has), [{ lang: 'en', href: '/guide/a', exact: true }]);
  assert.equal(alternatesOf('/es', locales, has), [{ lang: 'en', href: '/', exact: true }]);
});

test('a translation that lacks a text of the English outside a block, adds a key, or has a list longer than the English: located in the overlay', () => {
  const m = bilingual();
  const ov = (m.routes[1]!.translations as { es: { description?: string; blocks: unknown[] } }).es;
  delete ov.description;
  ov.blocks[0] = { heading: 'Horario', paragraphs: ['Hola.'], icon: 'x' };
  ov.blocks[1] = { buttons: [{ label: 'Inicio' }, { label: 'Contacto' }, { label: 'Horario' }, { label: 'Otro' }] };
  assert.equal(problems(m), [
    'data/site.json:189:15  routes[2].translations.es  route "/about" > translations > es: the es translation lacks "description" (the English: "About us."): translate it',
    'data/site.json:192:13  routes[2].translations.es.blocks[1]  route "/about" > translations > es > block 1: "icon" is not in the English: a translation holds only the English\'s text keys ("heading", "paragraphs")',
    'data/site.json:200:26  routes[2].translations.es.blocks[2].buttons  route "/about" > translations > es > block 2 > buttons: has 4 items but the English has 3: translate each one, in the same order',
  ]);
});

/** The bilingual manifest after the owner added, in English alone: a page to the menu (and a
 * new menu group), a link to the footer, a paragraph to a translated block and a block at the end
 * of a translated page. */
function withEnglishAdditions() {
  const m = bilingual();
  const nav = m.navigation as { groups: { title: string; items: object[] }[] };
  nav.groups[0]!.items.push({ label: 'Family Night', href: '/family-night' });
  nav.groups.push({ title: 'Events', items: [{ label: 'Contact', href: '/contact' }] });
  (m.site as { footer: { quickLinks: object[] } }).footer.quickLinks.push({ label: 'Contact', href: '/contact' });
  const blocks = m.routes[1]!.blocks as Record<string, unknown>[];
  blocks[0]!.paragraphs = ['Hello.', 'Open on Sundays.'];
  blocks.push({ type: 'prose', heading: 'Family Night', paragraphs: ['Games for all ages.'] });
  m.routes.push({ path: '/family-night', title: 'Family Night', description: 'An evening.', blocks: [] });
  return m;
}

test('what the English gained and the translation lacks: the manifest loads, with a warning located where its translation goes, saying what to add', () => {
  const r = loadManifest(text(withEnglishAdditions()));
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join('\n'));
  const add = 'is not in the es translation, so';
  // The placeholders the test manifest keeps ({email}, an example address) are warned of too: test/unit/placeholders.test.ts.
  const gaps = r.warnings.filter((w) => !w.placeholder);
  assert.equal(gaps.map((w) => formatProblem(w)), [
    `data/site.json:73:14  site.translations.es.footer.quickLinks  warning: site > translations > es > footer > quickLinks: link 3 "Contact" of the English ${add} it shows in English until you add here, translated: , { "label": "Contact" }`,
    `data/site.json:137:16  navigation.translations.es.groups[1].items  warning: navigation > translations > es > group 1 "Guías" > items: item 2 "Family Night" of the English ${add} it shows in English until you add here, translated: , { "label": "Family Night" }`,
    `data/site.json:139:12  navigation.translations.es.groups  warning: navigation > translations > es > groups: group 2 "Events" of the English ${add} it shows in English until you add here, translated: , { "title": "Events", "items": [{ "label": "Contact" }] }`,
    `data/site.json:221:24  routes[2].translations.es.blocks[1].paragraphs  warning: route "/about" > translations > es > block 1 > paragraphs: paragraph 2 of the English ${add} block 1 (prose) shows in English until you add here, translated: , "Open on Sundays."`,
    `data/site.json:237:17  routes[2].translations.es.blocks  warning: route "/about" > translations > es > blocks: block 4 (prose) of the English ${add} it shows in English until you add here, translated: , { "heading": "Family Night", "paragraphs": ["Games for all ages."] } (or null, to keep it in English)`,
  ]);
  assert.ok(gaps.every((w) => w.lang === 'es'));
  // Each is shown in English, marked so, and nothing else: the rest of the page and menu stay Spanish.
  const es = r.manifest.locales.es!;
  assert.equal(es.navigation.groups.map((g) => [g.title, g.lang, g.items.map((it) => [it.label, it.lang])]), [
    ['Guías', undefined, [['Acerca de', undefined], ['Family Night', 'en']]],
    ['Events', 'en', [['Contact', undefined]]],
  ]);
  assert.equal(es.site.footer.quickLinks.map((l) => [l.label, l.lang]), [['Inicio', undefined], ['Acerca de', undefined], ['Contact', 'en']]);
  const page = r.manifest.routes.find((x) => x.path === '/es/about')!;
  assert.is(page.title, 'Acerca de');
  assert.equal(page.blocks.map((b) => [b.type, b.lang, b.type === 'prose' ? b.heading : undefined]), [
    ['prose', 'en', 'Opening hours'], ['buttonRow', undefined, undefined], ['linkList', 'en', undefined], ['prose', 'en', 'Family Night'],
  ]);
});

test('adding, where each warning points, what it says to add leaves a translation without warnings', () => {
  let file = text(withEnglishAdditions());
  const r = loadManifest(file);
  if (!r.ok) throw new Error('invalid');
  const lines = file.split('\n');
  // Last first, so each insertion leaves the places of those before it where they were.
  for (const w of r.warnings.filter((x) => x.lang).sort((a, b) => b.line - a.line || b.col - a.col)) {
    const json = /translated: (.*?)(?: \(or null.*\))?$/.exec(w.message)![1]!;
    const line = lines[w.line - 1]!;
    lines[w.line - 1] = `${line.slice(0, w.col - 1)}${json}${line.slice(w.col - 1)}`;
  }
  file = lines.join('\n');
  const after = loadManifest(file);
  if (!after.ok) throw new Error(after.problems.map((p) => formatProblem(p)).join('\n'));
  assert.equal(after.warnings.filter((w) => !w.placeholder), []);
});

test('a wrong value in a translation is reported where the translation writes it', () => {
  const m = bilingual();
  (m.routes[1]!.translations as { es: { title: unknown } }).es.title = 3;
  assert.equal(problems(m), ['data/site.json:190:20  routes[2].translations.es.title  route "/about" > translations > es > title: expected the es text, got number (the English: "About")']);
});

test('a route written in the Spanish folder, or a translation into a language the site does not list', () => {
  const m = bilingual();
  m.routes.push({ path: '/es/contact', title: 'Contacto', description: 'x', blocks: [] });
  (m.routes[0] as Record<string, unknown>).translations = { fr: { title: 'Accueil' } };
  assert.equal(problems(m).map((p) => p.replace(/^\S+\s+/, '')), [
    'routes[1].translations.fr  route "/" > translations > fr: "fr" is not one of the site\'s other languages ("es"): add it to site.locales, or remove this translation',
    'routes[4].path  route "/es/contact" > path: "/es/contact" is in the folder of the "es" translations: write the page in English at "/contact" and its translation in that route\'s "translations"',
  ]);
});

test('a language the interface is not written in', () => {
  const m = baseManifest();
  m.site = { ...(m.site as object), locales: ['en', 'xx'] };
  assert.ok(problems(m).some((p) => p.includes('site.locales[2]') && p.includes('"xx" is not a language the site\'s interface is written in')));
});

test('the coverage report: routes and fields per language, blocks kept in English, routes not translated', () => {
  const r = loadManifest(text(bilingual()));
  if (!r.ok) throw new Error('invalid');
  const lines = translationReport(r.manifest, r.translations);
  assert.match(lines[0]!, /^Translations \(es\): 1 of 3 routes, \d+ text fields; site and navigation translated$/);
  assert.match(lines[1]!, /^ {2}\/about +\d+ fields, 1 block kept in English$/);
  assert.is(lines[2], '  not translated (2; shown in en): /, /contact');
});

test('the coverage report lists what each translation lacks, with where to add it and what; the build\'s summary too', () => {
  const r = loadManifest(text(withEnglishAdditions()));
  if (!r.ok) throw new Error('invalid');
  const lines = translationReport(r.manifest, r.translations, r.warnings, { file: 'site.json' });
  assert.match(lines[0]!, /^Translations \(es\): 1 of 4 routes, \d+ text fields; site and navigation translated; 5 additions of the English to translate \(shown in English until then\), each with the line to add:$/);
  assert.equal(lines.slice(1, 6), r.warnings.filter((w) => w.lang).map((w) => `  ${formatProblem(w, 'site.json')}`));
  assert.is(lines[2], '  site.json:137:16  navigation.translations.es.groups[1].items  warning: navigation > translations > es > group 1 "Guías" > items: item 2 "Family Night" of the English is not in the es translation, so it shows in English until you add here, translated: , { "label": "Family Night" }');
  assert.match(lines[6]!, /^ {2}\/about +\d+ fields, 1 block kept in English, 2 parts shown in English until translated$/);
  assert.is(lines[7], '  not translated (3; shown in en): /, /contact, /family-night');
  assert.equal(translationReport(r.manifest, r.translations, r.warnings, { file: 'site.json', routes: false }), lines.slice(0, 6));
});

test('a Spanish page shows what its translation lacks in English, marked lang="en": in the menus, the footer and the page', async () => {
  const r = loadManifest(text(withEnglishAdditions()));
  if (!r.ok) throw new Error('invalid');
  await prepareBlocks();
  const { html } = renderRoute(shellData(r.manifest, 'es'), r.manifest.routes.find((x) => x.path === '/es/about')!);
  // Every menu (desktop, phone, without JavaScript) and the footer.
  assert.is(html.match(/<a [^>]*lang="en"[^>]*>Family Night<\/a>/g)?.length, 3, 'the menu link, in each menu');
  assert.is(html.match(/<li [^>]*lang="en"[^>]*><button[^>]*>Events/g)?.length, 2, 'the menu group, as a dropdown and in the phone menu');
  assert.match(html, /<li lang="en"><p[^>]*>Events<\/p>/, 'and without JavaScript');
  assert.match(html, /<footer[^]*<a [^>]*lang="en"[^>]*>Contact<\/a>/, 'the footer link');
  assert.match(html, /Esta sección está en inglés\.<\/p><div lang="en" data-fallback="">[^]*?Open on Sundays\./, 'the block that gained a paragraph, whole');
  assert.match(html, /Esta sección está en inglés\.<\/p><div lang="en" data-fallback="">[^]*?Games for all ages\./, 'the new block');
  assert.not.match(html, /lang="en"[^>]*>Acerca de/, 'what is translated stays Spanish');
});

test('a Spanish page: lang, its menus and words in Spanish, a block kept in English marked lang="en" after a note in Spanish', async () => {
  const r = loadManifest(text(bilingual()));
  if (!r.ok) throw new Error('invalid');
  await prepareBlocks();
  const route = r.manifest.routes.find((x) => x.path === '/es/about')!;
  const shell = shellData(r.manifest, 'es');
  const { html } = renderRoute(shell, route);
  assert.is(shell.navigation.groups[0]!.title, 'Guías', 'the Spanish menu');
  assert.match(html, /<p class="[^"]*">Esta sección está en inglés\.<\/p><div lang="en" data-fallback="">/);
  assert.match(html, /href="\/about" hrefLang="en" lang="en" data-language-switch=""/, 'the switcher leads to the English page');
  assert.match(html, /<a[^>]*href="\/contact" hrefLang="en"/, 'a link to an untranslated page loads it in full and names its language');
  assert.not.match(html, /Skip to main content/);
});

test('"__proto__" and "constructor" in a translation are refused where they are written, and change nothing else', () => {
  const m = bilingual();
  const es = (m.routes[1]!.translations as { es: Record<string, unknown> }).es;
  // Keys as JSON.parse makes them from a file: own keys, not an object's prototype.
  const own = (o: object, key: string, value: unknown) => Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  own(es, '__proto__', { polluted: 'route' });
  own(es, 'constructor', 'x');
  own((es.blocks as object[])[0]!, 'constructor', { prototype: { polluted: 'block' } });
  own((m.site as { translations: { es: object } }).translations.es, '__proto__', { polluted: 'site' });
  const found = problems(m);
  const keys = (s: string) => `is not in the English: a translation holds only the English's text keys (${s})`;
  assert.equal(found.filter((p) => /"(__proto__|constructor)"/.test(p)).map((p) => p.replace(/^data\/site\.json:\d+:\d+ {2}/, '')), [
    `site.translations.es  site > translations > es: "__proto__" ${keys('"tagline", "description"')}`.replace(', "description"', ''),
    `routes[2].translations.es  route "/about" > translations > es: "__proto__" ${keys('"title", "description"')}`,
    `routes[2].translations.es  route "/about" > translations > es: "constructor" ${keys('"title", "description"')}`,
    `routes[2].translations.es.blocks[1]  route "/about" > translations > es > block 1: "constructor" ${keys('"heading", "paragraphs"')}`,
  ]);
  assert.is(({} as Record<string, unknown>).polluted, undefined, 'no object of the program was changed');
});

test.run();
