// Search helpers that run in the browser: the crisis words and the marking of matched words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crisisIntent } from '../../src/search/crisis';
import { markWords } from '../../src/search/engine';
import { searchedText } from '../../src/search/queryPlan';
import { statusText } from '../../src/search/Status';
import type { SearchState } from '../../src/search/useSearchResults';
import { ui as en } from '../../schema/languages/en/ui';
import type { UiStrings } from '../../src/i18n/types';

test('queries about suicide, self-harm or a crisis show the crisis lines (schema/languages/<code>/crisisWords.json; test/unit/crisisIntent.test.ts has the rest)', () => {
  for (const q of ['suicide', 'Suicidal thoughts', 'teen self-harm', 'self harm', 'SELFHARM', 'kill myself', 'I want to die',
    'crisis line', '988', 'call 988 now', 'wanna die', 'end my life', 'hurting myself', 'self-injury worksheet']) {
    assert.ok(crisisIntent(q), q);
  }
  for (const q of ['grounding', 'tf-cbt', 'diet', 'studies', 'self-esteem', 'harmony', '9880', 'skills']) assert.is(crisisIntent(q), null, q);
});

test('matched words are marked in a resource\'s description, escaped, hyphenated words as one', () => {
  assert.is(markWords('Official TF-CBT site: training & more', 'tf-cbt'), 'Official <mark>TF-CBT</mark> site: training &amp; more');
  assert.is(markWords('Grounding strategies for <kids>', 'ground'), '<mark>Grounding</mark> strategies for &lt;kids&gt;');
  assert.is(markWords('Nothing here', ''), 'Nothing here');
});

test('a query without a word ("%", "?!") searches nothing, as an empty one does; words are searched as typed', () => {
  for (const q of ['%', ' ?! ', '%%%', '"', '   ']) assert.is(searchedText(q), '', JSON.stringify(q));
  for (const [q, as] of [[' tf-cbt ', 'tf-cbt'], ['100%', '100%'], ['¿ayuda?', '¿ayuda?'], ['988', '988']]) assert.is(searchedText(q!), as);
});

test('a run of one letter ("aaaaaaa", "aaaa aaaa") asks for a word instead of counting results', () => {
  const ready: SearchState = { status: 'ready', key: 'k', total: 57, more: false, items: [], counts: { guide: {}, kind: {}, partial: false } };
  const ui = en as unknown as UiStrings;
  for (const q of ['aaaaaaa', 'aaaa aaaa']) assert.is(statusText(ready, q, false, ui), ui.search.needWords, q);
  assert.is(statusText(ready, 'sleep', false, ui), '57 results for “sleep”');
});

test('the count never says "More than 0": none known yet reads as none', () => {
  const ready = (total: number, more: boolean): SearchState => ({ status: 'ready', key: 'k', total, more, items: [], counts: { guide: {}, kind: {}, partial: false } });
  const ui = en as unknown as UiStrings;
  assert.is(statusText(ready(0, true), '%', false, ui), 'No results for “%”');
  assert.is(statusText(ready(0, false), 'zqx', false, ui), 'No results for “zqx”');
  assert.is(statusText(ready(8, true), 'help', false, ui), 'More than 8 results for “help”');
  assert.is(statusText(ready(1, false), 'asq', false, ui), '1 result for “asq”');
});

test.run();
