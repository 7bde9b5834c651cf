// A page's place in its guide (breadcrumbs, previous and next) and its review date, as the schema
// works them out; the review warnings with their exact text and position.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem, loadManifest } from '../../schema/read/load';
import { baseManifest, text } from '../helpers/manifest';

type M = ReturnType<typeof baseManifest> & { navigation: { groups: unknown[] } };
const route = (path: string, title: string, extra = {}) => ({ path, title, description: `${title}.`, blocks: [{ type: 'prose', paragraphs: ['x'] }], ...extra });
/** A guide of three pages (overview first), a group of unrelated pages, and a page under the guide that is in no menu. */
function guideSite(): M {
  const m = baseManifest() as M;
  m.routes.push(route('/calm', 'Calm Overview'), route('/calm/breathing', 'Breathing'), route('/calm/grounding', 'Grounding'),
    route('/calm/grounding/extra', 'Extra'), route('/misc', 'Misc'));
  m.navigation.groups = [
    { title: 'Calm', items: [{ label: 'Overview', href: '/calm' }, { label: 'Breathing', href: '/calm/breathing' }, { label: 'Grounding', href: '/calm/grounding' }] },
    { title: 'More', items: [{ label: 'Misc', href: '/misc' }, { label: 'About', href: '/about' }] },
  ];
  return m;
}
const load = (m: unknown, now?: Date) => {
  const r = loadManifest(text(m), now ? { now } : {});
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join('\n'));
  return r;
};
const at = (path: string) => ({ label: path === '/' ? 'Home' : path, href: { kind: 'internal', href: path } });

test('a guide: the overview has no trail, each sub-page Home > overview; previous and next in menu order', () => {
  const guide = (p: string) => load(guideSite()).manifest.routes.find((r) => r.path === p)!.guide;
  const crumb = (path: string, label: string) => ({ ...at(path), label });
  assert.equal(guide('/calm'), { title: 'Calm', trail: [], next: crumb('/calm/breathing', 'Breathing') });
  assert.equal(guide('/calm/breathing'), {
    title: 'Calm', trail: [crumb('/', 'Home'), crumb('/calm', 'Calm Overview')], previous: crumb('/calm', 'Calm Overview'), next: crumb('/calm/grounding', 'Grounding'),
  });
  assert.equal(guide('/calm/grounding'), { title: 'Calm', trail: [crumb('/', 'Home'), crumb('/calm', 'Calm Overview')], previous: crumb('/calm/breathing', 'Breathing') });
  assert.equal(guide('/calm/grounding/extra'), { title: 'Calm', trail: [crumb('/', 'Home'), crumb('/calm', 'Calm Overview')] }, 'a page under the guide but in no menu');
  assert.is(guide('/misc'), undefined, 'a group of unrelated pages is no guide');
  assert.is(guide('/'), undefined);
});

test('the guide places are not counted as links of the file', () => {
  // The base manifest's 6 links, less its one menu item, plus the 5 menu items of guideSite(); the
  // 9 breadcrumb, previous and next links the schema adds are not the file's.
  assert.is(load(guideSite()).summary.links, 10);
});

test('reviewed: the page gets the date and "November 2026"; a wrong date is located', () => {
  const m = baseManifest();
  Object.assign(m.routes[1]!, { reviewed: '2026-11-03' });
  assert.equal(load(m, new Date('2026-11-23')).manifest.routes[1]!.reviewed, { date: '2026-11-03', label: 'November 2026' });
  const bad = (value: string) => {
    const b = baseManifest();
    Object.assign(b.routes[1]!, { reviewed: value });
    const r = loadManifest(text(b));
    return r.ok ? [] : r.problems.map((p) => formatProblem(p));
  };
  assert.equal(bad('3 Nov 2026'), ['data/site.json:94:19  routes[2].reviewed  route "/about" > reviewed: must be a date written YYYY-MM-DD, like "2026-11-03"']);
  assert.equal(bad('2026-02-30'), ['data/site.json:94:19  routes[2].reviewed  route "/about" > reviewed: "2026-02-30" is not a day of the calendar: write the date as YYYY-MM-DD']);
});

test('reviewed more than 12 months ago: a located warning, and the manifest still loads', () => {
  const m = baseManifest();
  Object.assign(m.routes[0]!, { reviewed: '2025-11-22' });
  Object.assign(m.routes[1]!, { reviewed: '2025-11-23' });
  // The base manifest's placeholders are warnings too (test/unit/placeholders.test.ts): only the reviews here.
  const reviews = (now: Date) => load(m, now).warnings.filter((w) => !w.placeholder);
  assert.equal(reviews(new Date('2026-11-23T10:00:00Z')).map((w) => formatProblem(w)), [
    'data/site.json:81:19  routes[1].reviewed  warning: route "/" > reviewed: last reviewed November 2025, more than 12 months ago: review the page, then set "reviewed" to that day\'s date',
  ], 'exactly 12 months is not yet due');
  assert.equal(reviews(new Date('2026-11-22T10:00:00Z')), []);
});

test.run();
