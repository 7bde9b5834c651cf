// The crisis-intent matcher (src/search/crisis.ts with schema/languages/<code>/crisisWords.json) on
// the held-out set of test/relevance/crisis.json: how parents, young people, teachers and clinicians
// type a crisis, and ordinary queries that share its words. npm run bench -- --only crisis prints the same figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crisisIntent } from '../../src/search/crisis';
import { INTERFACE_LOCALES } from '../../schema/values/locales';

interface Part { crisis: { q: string; intent: string; who: string }[]; ordinary: { q: string; why: string }[] }
const set = JSON.parse(readFileSync(join(process.cwd(), 'test/relevance/crisis.json'), 'utf8')) as Record<string, Part>;

// Every language of the interface has its held-out set: its crisis words are measured, never only written.
test('a held-out set for each language of the interface', () => {
  assert.equal(Object.keys(set).filter((k) => k !== 'about').sort(), [...INTERFACE_LOCALES].sort());
});

for (const lang of INTERFACE_LOCALES) {
  const { crisis, ordinary } = set[lang]!;
  test(`${lang}: at least 98 % of the crisis phrasings show the crisis lines`, () => {
    const missed = crisis.filter((c) => !crisisIntent(c.q)).map((c) => c.q);
    assert.ok(1 - missed.length / crisis.length >= 0.98, `missed ${missed.length} of ${crisis.length}: ${missed.join(' | ')}`);
  });
  test(`${lang}: no ordinary query shows them`, () => {
    assert.equal(ordinary.filter((o) => crisisIntent(o.q)).map((o) => `${o.q} -> ${crisisIntent(o.q)}`), []);
  });
  test(`${lang}: every overdose or poisoning is read as poisoning (Poison Control first)`, () => {
    assert.equal(crisis.filter((c) => c.intent === 'poisoning' && crisisIntent(c.q) !== 'poisoning').map((c) => `${c.q} -> ${crisisIntent(c.q)}`), []);
  });
}

test('a bare "die" or "cut", and the everyday words that hold crisis words, are not a crisis', () => {
  for (const q of ['die', 'diet', 'dieta', 'cut', 'haircut', 'corte de pelo', 'cutting board', 'hanging out', 'killing time',
    'me muero de risa', 'poison ivy', 'food poisoning', 'overdoes it', 'autoestima', 'cortarle el pelo a mi hijo', '', '  ?! ']) {
    assert.is(crisisIntent(q), null, q);
  }
});

test('the third person, in English and Spanish', () => {
  assert.is(crisisIntent('my son wants to kill himself'), 'suicide');
  assert.is(crisisIntent("she doesn't want to live anymore"), 'suicide');
  assert.is(crisisIntent('mi hijo se quiere matar'), 'suicide');
  assert.is(crisisIntent('mi hija ya no quiere vivir'), 'suicide');
  assert.is(crisisIntent('my daughter is cutting'), 'self-harm');
  assert.is(crisisIntent('mi hija se lastima'), 'self-harm');
});

test('the most urgent intent wins: poisoning over suicide over self-harm over a crisis line', () => {
  assert.is(crisisIntent('he took a bottle of pills to kill himself'), 'poisoning');
  assert.is(crisisIntent('se tomó pastillas'), 'poisoning');
  assert.is(crisisIntent('mi hija tomó cloro'), 'poisoning');
  assert.is(crisisIntent('cutting and suicidal'), 'suicide');
  assert.is(crisisIntent('988 self harm'), 'self-harm');
  assert.is(crisisIntent('crisis line'), 'crisis');
  assert.is(crisisIntent('línea de crisis'), 'crisis');
});

test('misspellings, swapped letters, stretched letters and words run together', () => {
  for (const [q, intent] of [['sucidal teen', 'suicide'], ['kill himslef', 'suicide'], ['slef harm', 'self-harm'], ['overdoes on tylenol', 'poisoning'],
    ['i want to dieeee', 'suicide'], ['killmyself', 'suicide'], ['#wanttodie', 'suicide'], ['selfharm', 'self-harm'], ['kiero morirme', 'suicide'], ['kms', 'suicide']]) {
    assert.is(crisisIntent(q!), intent, q);
  }
});

test.run();
