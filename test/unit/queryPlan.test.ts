// The query plan and result order of search (src/search/queryPlan.ts), the tag words of a resource's
// record (src/server/tagWords.ts) and the full stops the index adds between text units.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasTerms, MAX_CHECKED, mergeResults, onlyJoiningWords, planQuery, searchedText } from '../../src/search/queryPlan';
import { markWords } from '../../src/search/items';
import { tagWords } from '../../src/server/tagWords';
import { sentences } from '../../src/server/searchRecords';
import { punctuate } from '../../scripts/build/search-document.mjs';

const acronyms = new Set(['cans', 'asq', 'psc', 'tf-cbt']);

test('the build lists the acronyms and hyphenated terms the site writes in capitals', async () => {
  const { acronymCollector } = await import('../../scripts/build/search-terms.mjs');
  const c = acronymCollector();
  c.add('<p>The CANS, PSC-35 and TF-CBT; C-SSRS; CFTs; ITCT-A.</p><p>Self-harm, level-of-care, Canada, 988.</p>');
  assert.equal(c.terms(), ['c-ssrs', 'cans', 'cft', 'itct-a', 'psc-35', 'tf-cbt']);
});

test('acronyms and hyphenated terms are exact, however the visitor types a known acronym', () => {
  assert.equal(planQuery('CANS', acronyms).exact, ['cans']);
  assert.equal(planQuery('cans', acronyms).exact, ['cans'], 'the site writes CANS: lower case is the acronym too');
  assert.equal(planQuery('NSSI worksheet', acronyms).exact, ['nssi'], 'capitals mark an acronym the site does not know');
  assert.equal(planQuery('PSC-35', acronyms).exact, ['psc-35']);
  assert.equal(planQuery('tf-cbt for teens', acronyms).exact, ['tf-cbt'], 'a hyphenated term the site writes in capitals');
  assert.equal(planQuery('C-SSRS', acronyms).exact, ['c-ssrs']);
  assert.equal(planQuery('self-harm', acronyms).exact, [], 'a hyphen joining two words: matched by stem');
  assert.equal(planQuery('grounding', acronyms).exact, []);
  assert.equal(planQuery('Grounding', acronyms).exact, [], 'a capital first letter is not an acronym');
});

test('joining words are not required; the fallback drops one word at a time', () => {
  const p = planQuery('grounding for kids', acronyms);
  assert.is(p.text, 'grounding kids');
  assert.equal(p.partial.map((x) => x.text), ['kids', 'grounding']);
  for (const q of ['for', 'and for the', 'de la para', 's', 'at', 'of a 10-year-old']) {
    assert.is(planQuery(q, acronyms).text, '', `"${q}": joining words, fragments and ages alone are never searched`);
    assert.ok(onlyJoiningWords(q), `"${q}" holds nothing to look for`);
  }
  assert.is(planQuery('grounding worksheet for a 10-year-old', acronyms).text, 'grounding worksheet', 'the age and the joining words are dropped');
  assert.is(planQuery('panic attack', acronyms).text, 'panic attack');
  assert.is(planQuery('ED', acronyms).text, 'ed', 'an acronym typed in capitals is a word, however short');
  assert.is(planQuery('cans', acronyms).text, 'cans', 'an acronym of the site in lower case');
  assert.is(planQuery('988', acronyms).text, '988', 'a number of three digits or more is a word (a line)');
  assert.not.ok(onlyJoiningWords(''), 'an empty box is not a query');
  assert.is(searchedText('de la para'), '', 'the search box searches nothing for it');
  assert.equal(planQuery('safety', acronyms).partial, [], 'one word: no fallback');
  const three = planQuery('ASQ coping teens', acronyms);
  assert.equal(three.partial, [{ text: 'coping teens', exact: [] }, { text: 'asq teens', exact: ['asq'] }, { text: 'asq coping', exact: ['asq'] }]);
  assert.is(planQuery('Safety  safety plan', acronyms).text, 'safety plan', 'a repeated word counts once');
});

test('one letter repeated ("aaaaaaa", "aaaa aaaa", "ÁÁÁÁ") is not a word: nothing is searched and the box asks for one; real words and acronyms stay', () => {
  for (const q of ['aaaaaaa', 'aaaa aaaa', 'AAAA', 'ÁÁÁÁ', 'zzz', 'mmm-mmm', 'aaa and the']) {
    assert.is(planQuery(q, acronyms).text, '', `"${q}" is not searched`);
    assert.is(searchedText(q), '', `"${q}": the search box searches nothing`);
    assert.ok(onlyJoiningWords(q), `"${q}" holds nothing to look for`);
  }
  assert.is(planQuery('anxiety aaaa', acronyms).text, 'anxiety', 'beside a word, the repeated letter is dropped');
  for (const [q, as] of [['sleep', 'sleep'], ['aaa', ''], ['ASQ', 'asq'], ['all', ''], ['grass', 'grass'], ['111', '111'], ['aacap', 'aacap']] as const) {
    assert.is(planQuery(q, acronyms).text, as, `"${q}"`);
  }
  assert.is(planQuery('zzz', new Set(['zzz'])).text, 'zzz', 'unless the site writes it as an acronym');
});

test('marking: only the searched words light up, never a joining word or a fragment', () => {
  const plan = planQuery('grounding worksheet for a kid', acronyms);
  const marked = markWords('A grounding activity for anxious kids and a worksheet', plan.words.join(' '));
  assert.is(marked, 'A <mark>grounding</mark> activity for anxious <mark>kids</mark> and a <mark>worksheet</mark>');
  assert.not.match(markWords('sleep and stress', planQuery('s', acronyms).words.join(' ')), '<mark>', 'a letter typed so far marks nothing');
});

test('an exact term matches a whole word in any case, never a stem or a longer word', () => {
  assert.ok(hasTerms('Using the CANS in meetings', ['cans']));
  assert.not.ok(hasTerms('Anxiety Canada: you can cope', ['cans']));
  assert.ok(hasTerms('The PSC-35, a checklist', ['psc-35']));
  assert.not.ok(hasTerms('The PSC-17 checklist', ['psc-35']));
  assert.ok(hasTerms('anything', []), 'no terms: every text');
});

test('full matches come first, then the fallback by words matched; index and stub pages last in each', () => {
  const r = (id: string) => ({ id });
  const low = new Set(['stub']);
  const order = mergeResults([r('stub'), r('a'), r('b')], [[r('c'), r('a'), r('d')], [r('d'), r('e')]], low).map((x) => x.id);
  assert.equal(order, ['a', 'b', 'stub', 'd', 'c', 'e'], 'd matches two of the fallback queries, so more of the words');
  const many = Array.from({ length: MAX_CHECKED + 20 }, (_, i) => r(`x${i}`));
  assert.is(mergeResults([], [many], low).length, MAX_CHECKED, 'the fallback keeps at most MAX_CHECKED');
});

test('a resource record names its tags in the words people search with', () => {
  const words = tagWords({ kind: 'worksheet', audience: ['caregiver', 'youth'], ageBands: ['11+'], languages: ['en', 'es'], cost: 'free' }).join(' ');
  for (const w of ['Worksheet', 'parents', 'caregivers', 'teens', 'adolescents', 'Spanish', 'español', 'free']) assert.ok(words.includes(w), w);
  assert.not.ok(tagWords({ kind: 'website', audience: [], ageBands: [], languages: ['en'] }).join(' ').includes('English'), 'English, the default, is not named');
  const org = (lang?: string) => tagWords({ kind: 'organisation', audience: [], ageBands: [], languages: ['en'] }, lang).join(' ');
  for (const w of ['Organisation', 'organization', 'nonprofit']) assert.ok(org().includes(w), w);
  assert.ok(org('es').includes('organización'), 'organización');
  const dir = (lang?: string) => tagWords({ kind: 'directory', audience: [], ageBands: [], languages: ['en'] }, lang).join(' ');
  assert.ok(dir().includes('Directory') && dir().includes('therapist'), 'a directory is found by "therapist finder"');
  assert.ok(dir('es').includes('directorio'), 'directorio');
});

test('the index copy of a page ends each heading, item and link label with a full stop', () => {
  assert.is(punctuate('<h3><button><span>Suicide risk screening</span><svg></svg></button></h3><p>The ASQ toolkit</p>'),
    '<h3><button><span>Suicide risk screening.</span><svg></svg></button></h3><p>The ASQ toolkit.</p>');
  assert.is(punctuate('<li><a>Tool </a><span>Text</span></li>'), '<li><a>Tool. </a><span>Text.</span></li>', 'the stop follows the words');
  assert.is(punctuate('<h2>Ready?</h2><p>Yes: call.</p>'), '<h2>Ready?</h2><p>Yes: call.</p>', 'text with its own punctuation is kept');
  assert.is(sentences(['One', 'Two.', undefined, 'Three?']), 'One. Two. Three?');
});

test.run();
