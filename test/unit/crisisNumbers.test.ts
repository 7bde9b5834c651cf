// A crisis line's number is written once: its call and text buttons are made from it, and the
// validator refuses a number shown in words that is not the number dialled.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest } from '../../schema/read/load';
import { lineButtons, linesFor } from '../../src/data/crisisLines';
import { UI } from '../../src/i18n';
import { digitsOf, numbersIn } from '../../schema/values/phoneNumbers';

const FILE = 'data/site.json';
const source = readFileSync(join(process.cwd(), FILE), 'utf8');
type Json = { site: { crisis: { lines: Record<string, unknown>[]; help: { actions: Record<string, unknown>[] }; translations?: unknown }; translations: { es: { crisis: { lines: { bullets: string[] }[] } } } } };
/** The real manifest with an edit, as the owner would save it. */
const edited = (edit: (m: Json) => void) => {
  const m = JSON.parse(source) as Json;
  edit(m);
  return loadManifest(`${JSON.stringify(m, null, 2)}\n`);
};
const problems = (edit: (m: Json) => void) => {
  const r = edited(edit);
  return r.ok ? [] : r.problems.map((p) => formatProblem(p, FILE));
};
const trevor = (m: Json) => m.site.crisis.lines.findIndex((l) => l.title === 'The Trevor Project');

test('the real crisis lines: every call and text button is made from a number written once', () => {
  const r = loadManifest(source);
  assert.ok(r.ok);
  if (!r.ok) return;
  for (const [lang, shell] of [['en', r.manifest], ['es', r.manifest.locales.es!]] as const) {
    for (const line of shell.site.crisis!.lines) {
      const dial = lineButtons(line, lang, UI[lang]).flatMap((b) => (b.action.type === 'link' && b.action.target.kind === 'contact' ? [b] : []));
      assert.ok(dial.length > 0, `${line.title} (${lang}) has a call or text button`);
      for (const b of dial) {
        const target = b.action.type === 'link' ? b.action.target.href : '';
        for (const n of numbersIn(b.label)) assert.ok(target.replace(/\D/g, '').endsWith(n.digits), `${b.label} dials ${target}`);
      }
    }
  }
});

test('a changed number changes its buttons: none is left dialling the old one', () => {
  const r = edited((m) => { m.site.crisis.lines[trevor(m)]!.call = '1-866-488-7399'; });
  assert.ok(r.ok, r.ok ? '' : r.problems.map((p) => p.message).join('\n'));
  if (!r.ok) return;
  for (const [lang, shell] of [['en', r.manifest], ['es', r.manifest.locales.es!]] as const) {
    const line = shell.site.crisis!.lines.find((l) => l.title === 'The Trevor Project')!;
    const buttons = lineButtons(line, lang, UI[lang]);
    const hrefs = buttons.map((b) => (b.action.type === 'link' ? b.action.target.href : ''));
    assert.ok(hrefs.includes('tel:+18664887399'), lang);
    assert.not.ok(hrefs.some((h) => h.includes('8664887386')), lang);
    assert.ok(buttons.some((b) => b.label === (lang === 'en' ? 'Call 1-866-488-7399' : 'Llame al 1-866-488-7399')), lang);
  }
});

test('a number written again in a line\'s words, then changed in one place only, is refused where the old one is shown, in each language', () => {
  const found = problems((m) => {
    m.site.crisis.lines[trevor(m)]!.call = '1-866-488-7399';
    (m.site.crisis.lines[trevor(m)]!.bullets as string[])[1] = 'Call TrevorLifeline at 1-866-488-7386';
    m.site.translations.es.crisis.lines[trevor(m)]!.bullets[1] = 'Llame al 1-866-488-7386';
  });
  assert.ok(found.some((p) => /^data\/site\.json:\d+:\d+ {2}site\.crisis\.lines\[3\]\.bullets\[2\] {2}site > crisis > line 3 "The Trevor Project" > bullet 2: shows "1-866-488-7386", which is not this line's number \(call "1-866-488-7399" and textTo "678-678"\): write a line's number once, in "call" or "textTo" \(its buttons show it\), and leave it out of the words or make them match$/.test(p)), found.join('\n'));
  assert.ok(found.some((p) => p.includes('site.translations.es.crisis.lines[3].bullets[2]') && p.includes('"1-866-488-7386"')), 'the Spanish bullet too');
});

test('a call or text button written by hand on a crisis line is refused: the number goes in "call" or "textTo"', () => {
  const found = problems((m) => { (m.site.crisis.lines[0]!.actions as unknown[]).unshift({ label: 'Call 988', href: 'tel:988' }); });
  assert.ok(found.some((p) => /site\.crisis\.lines\[1\]\.actions\[1\]\.href {2}.*a crisis line's call and text buttons are made from "call" and "textTo": write "988" there, once, and remove this button$/.test(p)), found.join('\n'));
});

test('any button whose words show another number than it dials is refused (the crisis bar)', () => {
  const found = problems((m) => { m.site.crisis.help.actions[0]!.href = 'tel:911'; });
  assert.ok(found.some((p) => /site\.crisis\.help\.actions\[1\]\.label {2}.*shows "988" but dials "tel:911": make the words and the number the same$/.test(p)), found.join('\n'));
});

test('a number that cannot be dialled is refused with what to write', () => {
  const found = problems((m) => { m.site.crisis.lines[0]!.call = '98-8x'; });
  assert.ok(found.some((p) => p.includes('site.crisis.lines[1].call') && p.includes('"98-8x" is not a phone number: write it as people dial it, like "988", "741741" or "1-800-222-1222"')), found.join('\n'));
});

test('numbers in words: phone forms are found, other numbers are not', () => {
  assert.equal(numbersIn('Call 1-800-222-1222 or (415) 781-0500, text 741741 or 678-678, call 988 or 911').map((n) => n.digits), ['8002221222', '4157810500', '741741', '678678', '988', '911']);
  assert.equal(numbersIn('ages 12-24, 24/7, 240+ languages, since 2023, 988lifeline.org'), []);
  assert.is(digitsOf('1-800-222-1222'), '18002221222');
  assert.is(digitsOf('12'), undefined);
});

test('the lines for a search about an overdose put those meant for it first, then the rest in order', () => {
  const lines = [{ t: '988', firstFor: [] }, { t: 'text', firstFor: [] }, { t: 'poison', firstFor: ['poisoning'] }];
  assert.equal(linesFor(lines, 'poisoning').map((l) => l.t), ['poison', '988', 'text']);
  assert.equal(linesFor(lines, 'suicide').map((l) => l.t), ['988', 'text', 'poison']);
});

test.run();
