// The kinds of control the first-tap bench taps (scripts/bench/first-tap.mjs), each found by its
// role and ARIA state, never by a class name, so the same bench reads the page before and after
// the app starts, and a page that answers by itself. A kind is { name, profile, path, steps };
// a step is { find, act, answered, also?, timed }: `find` and the conditions run in the page
// (sent as source: they use only window.__ft, scripts/bench/tap-clock.mjs, and their arguments).
//   act 'tap': a finger (phone) or the mouse (desktop) at the control's centre, timed from it;
//   act 'choose': a tap on a <select>, then a choice, timed from the choice (its change event);
//   act 'key': a letter typed into the focused control, timed from its keydown.
// `answered` is the answer the 200 ms target is about; `also` are further figures from the same
// input (shown, not judged). The kind's figure is its slowest timed step.

const expanded = (el) => window.__ft.expanded(el);

/** The controls of `manifest` (data/site.json) to tap: each on the first route with a block of
 * its type among the page's own blocks (one inside a closed accordion would not be in view), else
 * on the route named here. */
export function controlKinds(manifest, { cataloguePath } = {}) {
  const showing = (type, fallback) => manifest?.routes?.find((r) => r.blocks?.some((b) => b.type === type))?.path ?? fallback;
  const args = { moreLabel: manifest?.navigation?.moreLabel ?? 'More' };
  const menuButton = () => window.__ft.headerToggles()[0];
  return [
    { name: 'phone menu opens', profile: 'phone', path: '/', steps: [{ find: menuButton, act: 'tap', answered: expanded, timed: true }] },
    {
      name: 'phone menu group opens (after the menu)', profile: 'phone', path: '/', steps: [
        { find: menuButton, act: 'tap', answered: expanded, timed: false },
        // In the menu the first step opened (window.__ft.el is still its button).
        { find: () => [...(window.__ft.controlled(window.__ft.el)?.querySelectorAll('[aria-expanded="false"][aria-controls]') ?? [])].find(window.__ft.rendered),
          act: 'tap', answered: expanded, timed: true },
      ],
    },
    { name: 'desktop dropdown opens', profile: 'desktop', path: '/', args,
      steps: [{ find: (a) => window.__ft.headerToggles().find((el) => el.textContent.trim() !== a.moreLabel), act: 'tap', answered: expanded, timed: true }] },
    { name: 'desktop More opens', profile: 'desktop', path: '/', args,
      steps: [{ find: (a) => window.__ft.headerToggles().find((el) => el.textContent.trim() === a.moreLabel), act: 'tap', answered: expanded, timed: true }] },
    { name: 'accordion item opens', profile: 'phone', path: showing('accordion', '/crisis-intervention/assessment'),
      steps: [{ find: () => [...document.querySelectorAll('main [aria-expanded="false"][aria-controls], main details:not([open]) > summary')].find(window.__ft.rendered),
        act: 'tap', answered: expanded, timed: true }] },
    { name: 'tab selected', profile: 'phone', path: showing('tabs', '/contact'),
      steps: [{ find: () => [...document.querySelectorAll('main [role="tab"][aria-selected="false"]')].find(window.__ft.rendered), act: 'tap',
        answered: (el) => el.getAttribute('aria-selected') === 'true' && (!window.__ft.controlled(el) || window.__ft.rendered(window.__ft.controlled(el))), timed: true }] },
    { name: 'header search opens, box focused', profile: 'phone', path: '/',
      steps: [{ find: () => [...document.querySelectorAll('header [aria-controls="site-search"]')].find(window.__ft.visible), act: 'tap',
        answered: () => { const box = document.getElementById('site-search'); return window.__ft.visible(box) && box.contains(document.activeElement); }, timed: true }] },
    { name: 'catalogue filter shows the choice', profile: 'phone', path: cataloguePath ?? showing('resourceCatalogue', '/resources'),
      steps: [{ find: () => [...document.querySelectorAll('main form select')].find(window.__ft.rendered), act: 'choose',
        answered: (el, a) => el.value === a.value,
        also: { 'catalogue filter: results\' status updated': (el, a) => (document.querySelector('main [role="status"]')?.textContent ?? '').includes(a.label) }, timed: true }] },
    { name: '"Add to packet" pressed', profile: 'phone', path: showing('linkList', '/culturally-responsive/neurodivergent'),
      steps: [{ find: () => [...document.querySelectorAll('main button[aria-pressed="false"]')].find(window.__ft.rendered), act: 'tap',
        answered: (el) => el.getAttribute('aria-pressed') === 'true', timed: true }] },
    {
      name: 'form field focused, then a letter shows', profile: 'phone', path: showing('form', '/contact'), steps: [
        { find: () => [...document.querySelectorAll('main form input, main form textarea')].find((el) => /^(text|email|search|tel|url|textarea)$/.test(el.type) && window.__ft.rendered(el)),
          act: 'tap', answered: (el) => document.activeElement === el, timed: true },
        { find: () => window.__ft.el, act: 'key', answered: (el) => el.value.includes('g'), timed: true },
      ],
    },
  ];
}

/** In the page: the choice a 'choose' step makes (the Video type, else the first real option),
 * with the words the results' status will name it by ("Video (3)" is counted as "Video"). */
export function pickChoice() {
  const el = window.__ft.el;
  const o = [...el.options].find((x) => x.value === 'video') ?? el.options[1];
  return { value: o.value, label: o.textContent.replace(/\s*\(\d[\d,+]*\)\s*$/, '').trim() };
}

/** In the page: makes the choice as a picker does (the select's value, then input and change). */
export function makeChoice({ value }) {
  const el = window.__ft.control();
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}
