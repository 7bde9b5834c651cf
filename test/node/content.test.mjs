// The spec's route table and the counts it states, as test data: every route exists, builds to
// its own page with its title as the h1, and the pages hold what the spec says they hold.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildSite } from '../../scripts/build/pipeline.mjs';
import { pageFile } from '../../scripts/build/html.mjs';

const root = join(import.meta.dirname, '../..');
const out = join(root, '.cache/content-test');
const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));

// Section 2 of the spec: the menu groups and the pages list, plus /about and /resources.
const SPEC_ROUTES = {
  '/': null, '/our-story': null, '/practice-guides': null, '/contact': 'Get in Touch', '/about': null, '/resources': null,
  '/culturally-responsive': null, '/culturally-responsive/latino-american': 'Latina/o/x/e',
  '/culturally-responsive/black-african': 'Black/African American', '/culturally-responsive/aapi': 'AAPI',
  '/culturally-responsive/native-american': 'Native American', '/culturally-responsive/lgbtqia': 'LGBTQIA+',
  '/culturally-responsive/neurodivergent': null,
  '/cbt-informed': null, '/cbt-informed/feeling-calm': null, '/cbt-informed/increasing-motivation': null,
  '/cbt-informed/repairing-thoughts': null, '/cbt-informed/solving-problems': null, '/cbt-informed/trying-opposite': null,
  '/cbt-informed/videos-roleplays': null,
  '/crisis-intervention': 'Crisis Intervention', '/crisis-intervention/assessment': 'Crisis Assessment',
  '/crisis-intervention/tools': 'Crisis Intervention Tools', '/crisis-intervention/psychoeducation': 'Psychoeducation and Guidelines',
  '/trauma-healing': null, '/trauma-healing/safety-stabilization': null, '/trauma-healing/trauma-processing': null,
  '/trauma-healing/manuals-guidelines': null, '/trauma-healing/telepractice': null,
  '/anti-racism': null, '/anti-racism/race-conversations': null, '/anti-racism/racial-trauma-healing': null, '/anti-racism/toolkits': null,
  '/assessment': null, '/assessment/cans-tools': null, '/assessment/psc35-tools': null, '/assessment/screening-tools': null,
  '/assessment/culturally-responsive-tools': null, '/assessment/family-focused-tools': null, '/assessment/strengths-based-tools': null,
  '/assessment/therapy-session-tools': null, '/assessment/cans-cfts': null,
  '/care-coordination': null, '/school-based-mh': null, '/expressive-therapies': null, '/sf-resources': null, '/technology-enhanced': null,
  '/ai-integration': null, '/telehealth': null, '/psychoeducation': null,
};

// Pages the product adds beyond the spec's route table.
// Pages beyond the spec: search, the packet, and the topic guides (site.topics), each titled as its topic.
const ADDED = { '/search': 'Search', '/packet': 'Family Packet', '/topics': 'Topics', ...Object.fromEntries(site.site.topics.map((t) => [t.page, t.label])) };

const route = (p) => site.routes.find((r) => r.path === p);
const blocks = (p, type) => {
  const found = [];
  const walk = (bs) => bs.forEach((b) => {
    if (b.type === type) found.push(b);
    (b.items ?? []).forEach((i) => i.blocks && walk(i.blocks));
    (b.tabs ?? []).forEach((t) => walk(t.blocks));
  });
  walk(route(p).blocks);
  return found;
};
const links = (p) => blocks(p, 'linkList').flatMap((b) => b.links);
const textOf = (p) => JSON.stringify(route(p));
const h1 = (p) => /<h1[^>]*>([^<]*)<\/h1>/.exec(readFileSync(pageFile(out, p), 'utf8'))?.[1]
  ?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");

test.before(async () => { await buildSite({ outDir: out, log: null }); });

test('every route of the spec exists, builds to its own page, and shows its title as the h1', () => {
  for (const [path, title] of Object.entries(SPEC_ROUTES)) {
    const r = route(path);
    assert.ok(r, `missing route ${path}`);
    if (title) assert.is(r.title, title, path);
    assert.is(h1(path), r.title, `${path}: h1`);
  }
  for (const [path, title] of Object.entries(ADDED)) assert.is(route(path)?.title, title, path);
  assert.is(site.routes.length, Object.keys(SPEC_ROUTES).length + Object.keys(ADDED).length);
});

test('home: hero badges and actions, the stats, six value cards, four featured guides, About, call to action', () => {
  const hero = blocks('/', 'hero')[0];
  assert.ok(hero.badges.length >= 2);
  assert.equal(hero.actions.map((a) => a.href), ['/practice-guides', '/our-story']);
  assert.equal(blocks('/', 'stats')[0].items.map((i) => i.count), ['resources', 'worksheets', 'spanish', 'topics'], 'the figures are counted from the library, never typed');
  const grids = blocks('/', 'cardGrid');
  assert.ok(grids.some((g) => g.cards.length === 6 && g.cards.every((c) => !c.href)), 'six value cards');
  const guides = site.navigation.groups.map((g) => g.items[0].href);
  assert.ok(grids.some((g) => g.cards.length === 4 && g.cards.every((c) => guides.includes(c.href) && c.bullets?.length)), 'four featured cards, each opening the guide it names');
  assert.match(textOf('/'), /20 years[^.]*law enforcement and clinical psychology/);
  assert.match(textOf('/'), /18 years of first responder experience/);
  assert.match(textOf('/'), /marriage and family therapy and professional counseling/);
  const cta = blocks('/', 'buttonRow').at(-1);
  assert.equal(cta.buttons.map((b) => b.href), ['/resources', '/contact']);
});

test('pages with stated counts', () => {
  assert.is(links('/cbt-informed/solving-problems').length, 2);
  assert.is(links('/cbt-informed/trying-opposite').length, 2);
  assert.is(links('/cbt-informed/videos-roleplays').length, 3);
  assert.equal(blocks('/practice-guides', 'cardGrid')[0].cards.map((c) => c.href),
    ['/culturally-responsive', '/cbt-informed', '/crisis-intervention', '/trauma-healing', '/anti-racism', '/assessment']);
  const tools = blocks('/assessment', 'cardGrid').find((g) => g.cards.length === 7);
  assert.ok(tools && tools.cards.every((c) => !c.href), 'seven assessment tool cards, not links');
  assert.is(blocks('/anti-racism', 'bulletList').find((b) => /principle/i.test(b.heading)).items.length, 5);
  assert.is(blocks('/anti-racism', 'cardGrid')[0].cards.length, 3);
  assert.equal(blocks('/our-story', 'prose').map((b) => b.heading), ['The Vision', 'The Beginning', 'A Work in Progress']);
  assert.match(textOf('/our-story'), /winter (of )?2018/);
  assert.is(blocks('/crisis-intervention/assessment', 'accordion')[0].items.length, 4);
  assert.is(blocks('/trauma-healing/manuals-guidelines', 'accordion')[0].items.length, 5);
  assert.is(blocks('/trauma-healing/telepractice', 'accordion')[0].items.length, 3);
  const processing = blocks('/trauma-healing/trauma-processing', 'accordion')[0].items;
  assert.equal(processing.map((i) => i.blocks[0].links.length), [1, 1, 1]);
  assert.is(blocks('/trauma-healing/safety-stabilization', 'accordion')[0].items.length, 4);
  assert.ok(blocks('/trauma-healing/safety-stabilization', 'buttonRow').some((b) => b.buttons.some((x) => x.href === '/cbt-informed/feeling-calm')));
  assert.match(textOf('/trauma-healing'), /tri-phasic/i);
});

test('race conversations: the age bands and the developmental facts', () => {
  const t = textOf('/anti-racism/race-conversations');
  for (const band of ['0-2', '2-5', '6-10', '11+']) assert.match(t, band);
  for (const fact of [/6 months/, /by age 2/i, /by age 3/i, /by age 5/i]) assert.match(t, fact);
  assert.is(links('/anti-racism/race-conversations').length, 4);
});

test('crisis pages: real lines, actionable numbers, no empty resource list', () => {
  // The lines are written once, in site.crisis, and shown on the tools page by a crisisLines block.
  assert.is(blocks('/crisis-intervention/tools', 'crisisLines').length, 1);
  const t = textOf('/crisis-intervention/tools') + JSON.stringify(site.site.crisis);
  assert.match(site.site.crisis.title, 'If you or someone you know is struggling or in crisis, help is available.');
  assert.match(site.site.crisis.text, 'Call or text 988 or chat 988lifeline.org');
  for (const s of ['988lifeline.org', 'crisistextline.org', 'thetrevorproject.org', '1-800-843-5200', '911']) assert.match(t, s);
  // Numbers are written once; the call and text buttons are made from them (schema/model/crisisLine.ts).
  const numbers = site.site.crisis.lines.map((l) => [l.call, l.textTo]);
  for (const [call, textTo] of [['988', '988'], [undefined, '741741'], ['1-800-222-1222', undefined], ['1-800-422-4453', undefined]]) {
    assert.ok(numbers.some(([c, x]) => c === call && x === textTo), `a line calls ${call} and texts ${textTo}`);
  }
  assert.equal(site.site.crisis.lines.find((l) => l.call === '1-800-222-1222').firstFor, ['poisoning'], 'Poison Control first for an overdose or a poisoning');
  assert.not.match(t, /press 3/i, "988's LGBTQ+ Press 3 option ended in July 2025");
  // No empty "Local Resources" heading on a crisis page (review C9): it returns with verified entries.
  const items = blocks('/crisis-intervention/psychoeducation', 'accordion')[0].items;
  assert.ok(items.every((i) => i.blocks.every((b) => b.type !== 'linkList' || b.links.length > 0)), 'no empty list on the crisis learning page');
  assert.match(textOf('/crisis-intervention/psychoeducation'), 'aap.org/suicideprevention');
  assert.match(textOf('/crisis-intervention/assessment'), 'nimh.nih.gov/research/research-conducted-at-nimh/asq-toolkit-materials');
});

test('contact: the form, details, hours, location, payment tabs and the secure-payment note', () => {
  const t = textOf('/contact');
  const form = blocks('/contact', 'form')[0];
  assert.equal(form.fields.map((f) => [f.name, f.type ?? 'text', f.required]), [['name', 'text', true], ['email', 'email', true], ['subject', 'text', true], ['message', 'textarea', true]]);
  assert.is(form.submit.notice.title, 'Message sent!');
  assert.equal(form.delivery, { netlify: 'contact' }, 'the message form delivers (Netlify Forms), so its notice shows only after a 2xx');
  for (const s of ['9:00 AM', '5:00 PM', 'Closed', 'San Francisco, CA', '{{email}}', '{{phone}}']) assert.match(t, s);
  const tabs = blocks('/contact', 'tabs')[0];
  assert.equal(tabs.tabs.map((x) => x.label), ['Credit Card', 'PayPal', 'Google Pay']);
  assert.not.match(t, 'Processing payment...', 'the payment demo sends nothing, so it claims nothing');
  assert.match(t, 'Google Pay integration coming soon!');
  assert.match(t, /payment information is not stored/i);
  assert.is(site.site.variables.paypalButtonId, '{key}');
  assert.is(site.site.variables.email, '{email}');
});

test('placeholders and coming-soon notes', () => {
  assert.match(textOf('/expressive-therapies'), /art therapy/i);
  assert.match(textOf('/expressive-therapies'), /coming soon/i);
  assert.match(textOf('/assessment/cans-tools'), /praedfoundation\.org/);
  assert.match(textOf('/assessment/cans-tools'), /certification/i);
});

test('validation passes with zero dead internal links', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/validate.mjs'], { cwd: root });
  assert.match(stdout, /valid — \d+ routes/);
});

test.run();
