// The interface's dictionaries (schema/languages/<code>/ui.ts, by way of src/i18n): every locale
// complete and with English's placeholders, the formatter's English identical to what the site
// showed before, and a page rendered in Spanish that says nothing of the interface in English.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { coverageNote } from '../../schema/values/tagCoverage';
import { isInterfaceLocale } from '../../schema/values/locales';
import { UI } from '../../src/i18n';
import { ui as en } from '../../schema/languages/en/ui';
import { format, formatMonth, plural } from '../../src/data/format';
import { tagLabel } from '../../src/data/tagLabels';
import { prepareBlocks, renderRoute, shellData } from '../../src/server/render';
import { fixtureManifest, manifestWith, prerender } from '../helpers/render';

type Tree = { readonly [k: string]: string | Tree };
/** Every string of a dictionary by its path ("search.count.one"). */
const leaves = (o: Tree, at = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${at}${k}`, v] as [string, string]] : leaves(v, `${at}${k}.`)));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const english = new Map(leaves(en));
const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether HTML holds the words as words ("Contact", not the start of "Contacto"). */
const says = (html: string, t: string) => new RegExp(`(?<![\\p{L}])${escape(t)}(?![\\p{L}])`, 'u').test(html);
const translations = Object.entries(UI).filter(([code]) => code !== 'en');

test.before(async () => { await prepareBlocks(); });

test('every locale has exactly the keys of English, and no empty string', () => {
  assert.ok(translations.length > 0);
  for (const [code, ui] of Object.entries(UI)) {
    const own = new Map(leaves(ui));
    assert.equal([...english.keys()].filter((k) => !own.has(k)), [], `${code} lacks these keys`);
    assert.equal([...own.keys()].filter((k) => !english.has(k)), [], `${code} has keys English does not`);
    assert.equal([...own].filter(([, v]) => !v.trim()).map(([k]) => k), [], `${code} has empty strings`);
  }
});

test('every {placeholder} of English is in each translation, and no other', () => {
  for (const [code, ui] of translations) {
    for (const [key, text] of leaves(ui)) {
      assert.equal(placeholders(text), placeholders(english.get(key)!), `${code} ${key}: "${text}"`);
    }
  }
});

test('each locale names itself and a locale Intl knows', () => {
  for (const [code, ui] of Object.entries(UI)) {
    assert.ok(isInterfaceLocale(code));
    assert.is(Intl.getCanonicalLocales(ui.locale)[0], ui.locale, code);
    assert.ok(ui.locale.startsWith(`${code}-`), `${code}: ${ui.locale}`);
  }
  assert.is(isInterfaceLocale('fr'), false);
  assert.is(isInterfaceLocale('toString'), false, 'only own keys are locales');
  assert.is(UI.es.languageName, 'Español');
});

test('format fills {name}, keeps an unknown one, and plural picks the form for the locale', () => {
  assert.is(format('{n} results for “{query}”', { n: 3, query: 'calm' }), '3 results for “calm”');
  assert.is(format('Hello {who}', {}), 'Hello {who}');
  assert.is(plural(en.search.count, 1, 'en-US'), '1 result');
  assert.is(plural(en.search.count, 0, 'en-US'), '0 results');
  assert.is(plural(UI.es.search.count, 1, 'es-US'), '1 resultado');
  assert.is(plural(UI.es.search.count, 1_000_000, 'es-US'), '1000000 resultados', 'Spanish "many" takes the other form');
});

test('dates: "Reviewed November 2026" as before in English, the month in Spanish', () => {
  assert.is(formatMonth('2026-11-03', UI.en), 'November 2026');
  assert.is(formatMonth('2026-01-01', UI.en), 'January 2026', 'the first of a month is that month in every time zone');
  assert.is(formatMonth('2026-11-03', UI.es), 'noviembre de 2026');
});

test('the tag names: the English the schema used to give, the Spanish from the dictionary and Intl', () => {
  assert.is(tagLabel('kind', 'crisis-line', UI.en), 'Crisis line');
  assert.is(tagLabel('kind', 'page', UI.en), 'Page');
  assert.is(tagLabel('age', '12-18', UI.en), 'Ages 12–18');
  assert.is(tagLabel('language', 'es', UI.en), 'Spanish');
  assert.is(tagLabel('language', 'es', UI.es), 'Español');
  assert.is(tagLabel('language', 'en', UI.es), 'Inglés');
  assert.is(tagLabel('cost', 'free', UI.es), 'Gratis');
  assert.is(tagLabel('kind', 'constructor', UI.en), 'constructor', 'never a method of the object');
  assert.is(tagLabel('guide', 'Trauma', UI.es), 'Trauma', 'a guide is its own title');
});

test('the coverage note reads as the schema writes it (npm run bench prints that one)', () => {
  for (const c of [{ total: 1, audience: 1, ages: 0, cost: 1 }, { total: 96, audience: 72, ages: 41, cost: 60 }]) {
    assert.is(format(plural(en.catalogue.coverage, c.total, en.locale), c), coverageNote(c));
  }
});

test('a page rendered in Spanish shows the interface in Spanish, and none of it in English', () => {
  const m = manifestWith([]);
  const esHtml = renderRoute(shellData(m, 'es'), m.routes[0]!).html;
  const enHtml = renderRoute(shellData(m), m.routes[0]!).html;
  const keys = ['header.skipLink', 'header.homeSuffix', 'nav.openMenu', 'nav.closeMenu', 'footer.quickLinks', 'footer.contact', 'page.highlights'];
  const spanish = new Map(leaves(UI.es));
  // Interface words the home page shows, each different in Spanish.
  for (const k of keys) {
    const [eng, spa] = [english.get(k)!, spanish.get(k)!];
    assert.is.not(eng, spa, k);
    assert.ok(enHtml.includes(eng), `the English page shows ${k}: "${eng}"`);
    assert.ok(esHtml.includes(spa), `the Spanish page shows ${k}: "${spa}"`);
    assert.not.ok(says(esHtml, eng), `the Spanish page shows no "${eng}"`);
  }
  assert.match(esHtml, /<a href="#main"[^>]*>Ir al contenido principal<\/a>/);
  assert.match(esHtml, 'Correo electrónico: ');
});

test('a catalogue rendered in Spanish: its filters, tags, counts and notes', () => {
  const m = fixtureManifest('resourceCatalogue');
  const html = prerender(m, m.routes[1]!, 'es').html;
  for (const t of ['Filtrar recursos', 'Hoja de trabajo', 'Profesionales clínicos', 'Edades 12–18', 'Gratis', '3 recursos', 'Aparece en ', 'Se indica para quién es en 2 de 3 recursos', '(se abre en una pestaña nueva)']) {
    assert.ok(html.includes(t), `shows "${t}"`);
  }
  assert.match(html, /<option value="es">Español \(1\)<\/option>/);
  for (const t of ['Filter resources', 'Worksheet', 'Clinicians', 'Listed on', 'opens in new tab', 'Tags come from']) {
    assert.not.ok(says(html, t), `no "${t}"`);
  }
});

test('the browser imports the dictionaries as types only: each page brings its own words', () => {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
  const root = join(process.cwd(), 'src');
  const valueImports = files(root).filter((f) => !f.startsWith(join(root, 'server')))
    .filter((f) => /^import (?!type )[^;]*from '[./]*schema\/ui[/'"]/m.test(readFileSync(f, 'utf8')));
  assert.equal(valueImports, []);
});

test.run();
