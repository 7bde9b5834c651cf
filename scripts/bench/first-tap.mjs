// npm run bench, first taps: how long a visitor's first tap on each kind of control waits for an
// answer on a slow phone (scripts/bench/slow-phone.mjs), served by the bench's own server. The
// tap comes right after the page's load event, as a person's would, with nothing before it (a
// control below the fold is scrolled into view by script, which is no input), so it is the
// page's first input. Timed in the page, from the input event's own timestamp to the first
// animation frame after the answer holds (scripts/bench/tap-clock.mjs). Cold: a fresh browser
// context (no HTTP cache, no service worker); warm: the same context's second visit (HTTP cache
// and service worker kept, storage cleared so the page starts as the first did). Each answer is
// checked again once the app has hydrated ("kept"): a choice undone, a letter lost, a menu
// closed again count as no answer. A control that does not answer within 10 s is a failure
// (10,000 ms). With --early-taps, each control is also tapped as soon as it is painted.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { median, table } from './support/first-load.mjs';
import { root } from '../lib/paths.mjs';
import { countingServer } from './search.mjs';
import { cataloguePath } from './catalogue.mjs';
import { controlKinds, makeChoice, pickChoice } from './first-tap-controls.mjs';
import { DESKTOP, PHONE, isHydrated, launchLocalOnly, slowPage, tapAt, within } from './slow-phone.mjs';
import { armClock, installTapClock, prepareControl } from './tap-clock.mjs';

export const TAP_TARGET_MS = 200;
const LIMIT_MS = 10_000;
const HYDRATED_MS = 8_000;
const args = process.argv.slice(2);
const RUNS = args.includes('--quick') ? 2 : 5;
const EARLY = args.includes('--early-taps');
// --tap-kinds WORDS: only the kinds of control whose name holds one of the comma-separated words.
const KINDS = args.find((a) => a.startsWith('--tap-kinds='))?.slice(12).split(',');
const START_ON = { tap: ['pointerdown', 'touchstart', 'mousedown'], choose: ['change'], key: ['keydown'] };

const call = (fn, arg) => `(${fn})(${JSON.stringify(arg ?? null)})`;

/** Resolves whether the expression `expr` (source text) held within `ms`, checked in the page
 * every 50 ms. Not waitForFunction, whose text predicates the page's Content-Security-Policy
 * refuses (no eval); this whole text is DevTools evaluation. */
const holdsWithin = (page, expr, ms) => within(page.evaluate(`new Promise((resolve) => {
  const until = performance.now() + ${ms};
  const tick = () => { let ok = false; try { ok = !!(${expr}); } catch {} if (ok || performance.now() > until) resolve(ok); else setTimeout(tick, 50); };
  tick();
})`).catch(() => false), ms + 5000, false);

/** Loads the page: to its load event, or (early) only until the control is painted (or, for a
 * control not in the page until the app runs, until the load event). From a blank page, so that
 * a second visit is a visit and not a reload (which would revalidate the cache). */
async function visit(page, url, kind, early) {
  await page.goto('about:blank');
  if (!early) return page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  return holdsWithin(page, `performance.getEntriesByName('first-contentful-paint').length > 0
    && (window.__ft.rendered(${call(kind.steps[0].find, kind.args)}) || document.readyState === 'complete')`, 30_000);
}

/** Waits (at most `ms`) until the app has hydrated the page, then two frames. */
const untilHydrated = async (page, ms) => (await holdsWithin(page, 'window.__ft.hydrated()', ms))
  && within(page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))').catch(() => null), 5000, null);

/** A finger's tap on the phone, the mouse's click on the desktop, at `at`; never waits past the limit. */
const press = (page, cdp, kind, at) => within((kind.profile === 'phone' ? tapAt(cdp, at) : page.mouse.click(at.x, at.y)).catch(() => null), LIMIT_MS, null);

/** One step: find the control, arm the clock, act, and wait for the answers. */
async function step(page, cdp, kind, s, { keepT0 = false, choice } = {}) {
  const at = await within(page.evaluate(`(${prepareControl})(${s.find}, ${JSON.stringify(kind.args ?? null)})`).catch(() => null), LIMIT_MS, null);
  if (!at) return { failed: 'not on the page' };
  const conditions = `{ answered: ${s.answered}, ${Object.entries(s.also ?? {}).map(([k, f]) => `${JSON.stringify(k)}: ${f}`).join(', ')} }`;
  const stepArgs = { ...kind.args, ...(s.act === 'choose' && (choice ??= await page.evaluate(pickChoice))) };
  await page.evaluate(`(${armClock})(${conditions}, ${JSON.stringify({ startOn: START_ON[s.act], keepT0, limitMs: LIMIT_MS, args: stepArgs })})`);
  await (s.act === 'key' ? within(page.keyboard.press('g').catch(() => null), LIMIT_MS, null) : press(page, cdp, kind, at));
  if (s.act === 'choose') await within(page.evaluate(call(makeChoice, choice)).catch(() => null), LIMIT_MS, null);
  const r = await within(page.evaluate('window.__ft.done').catch((e) => ({ error: e.message })), LIMIT_MS + 5000, { error: 'no word from the page' });
  if (r.error && /destroyed|navigat/i.test(r.error)) {
    const from = page.url();
    await within(page.waitForURL((u) => u.href !== from, { waitUntil: 'commit', timeout: LIMIT_MS }).catch(() => null), LIMIT_MS + 1000, null);
    return { failed: `left the page for ${new URL(page.url()).pathname}`, control: at.control };
  }
  if (r.error) return { failed: r.error.split('\n')[0], control: at.control };
  if (!r.inputSeen) return { failed: 'the input never reached the page', control: at.control };
  return { ms: r.ms, missed: r.missed, control: at.control, choice };
}

/** The kind's figures on one visit: `ms` (its slowest timed step; LIMIT_MS when it failed), the
 * `also` figures, whether the answer was kept, and why it failed. */
async function measureVisit(page, cdp, kind, url, early) {
  await visit(page, url, kind, early);
  const out = { ms: LIMIT_MS, also: {}, steps: [] };
  let keepT0 = false;
  let choice;
  // A control missing at load (the packet buttons, before the app has started) is timed from a
  // first touch elsewhere (the main heading) through a tap on it once it has appeared.
  const missing = await within(page.evaluate(`!(${kind.steps[0].find})(${JSON.stringify(kind.args ?? null)})`).catch(() => true), LIMIT_MS, true);
  if (missing) {
    out.note = 'absent at load: timed from a first touch elsewhere';
    const h1 = await page.evaluate(`(${prepareControl})(() => document.querySelector('main h1'), null)`).catch(() => null);
    if (!h1) return { ...out, failed: 'absent, and no heading to touch' };
    await page.evaluate(`(${armClock})({}, ${JSON.stringify({ startOn: START_ON.tap, limitMs: LIMIT_MS })})`).catch(() => null);
    await press(page, cdp, kind, h1);
    const appeared = await holdsWithin(page, `window.__ft.rendered(${call(kind.steps[0].find, kind.args)})`, LIMIT_MS);
    if (!appeared) return { ...out, failed: 'never appeared' };
    keepT0 = true;
  }
  for (const s of kind.steps) {
    const r = await step(page, cdp, kind, s, { keepT0, choice });
    keepT0 = false;
    choice = r.choice;
    out.steps.push(r);
    out.control = r.control ?? out.control;
    if (r.failed) return { ...out, failed: r.control ? `${r.control}: ${r.failed}` : r.failed };
    Object.assign(out.also, Object.fromEntries(Object.entries(r.ms).filter(([k]) => k !== 'answered')));
    if (r.ms.answered === undefined) return { ...out, failed: `${r.control} did not answer within ${LIMIT_MS / 1000} s` };
  }
  out.ms = Math.max(...kind.steps.map((s, i) => (s.timed ? out.steps[i].ms.answered : 0)));
  // Still answered once the app has taken the page over?
  await untilHydrated(page, HYDRATED_MS);
  const last = kind.steps.at(-1);
  out.kept = await page.evaluate(`(() => { const el = window.__ft.control(); return !!el && (${last.answered})(el, ${JSON.stringify({ ...kind.args, ...choice })}); })()`).catch(() => false);
  if (!out.kept) return { ...out, ms: LIMIT_MS, failed: 'undone once the app had started' };
  return out;
}

/** One run of a kind: a fresh context, its cold visit, then its warm one. */
async function runKind(browser, server, kind, early) {
  const context = await browser.newContext({ ...(kind.profile === 'phone' ? PHONE : DESKTOP), serviceWorkers: 'allow' });
  try {
    await context.addInitScript(`(${installTapClock})(${isHydrated})`);
    const { page, cdp } = await slowPage(context);
    const url = `${server.url}${kind.path}`;
    const cold = await measureVisit(page, cdp, kind, url, early);
    // The service worker the first visit registered, installed (at most 20 s), as a returning visitor finds it.
    await within(page.evaluate('navigator.serviceWorker?.ready.then(() => true)').catch(() => false), 20_000, false);
    await page.evaluate('localStorage.clear(); sessionStorage.clear()').catch(() => null);
    const warm = await measureVisit(page, cdp, kind, url, early);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const summary = (visits) => {
  const ms = visits.map((v) => v.ms);
  return { medianMs: Math.round(median(ms)), worstMs: Math.round(Math.max(...ms)), failed: visits.filter((v) => v.failed).map((v) => v.failed) };
};

export async function measureFirstTaps({ dist, chromium, kinds, early = false }) {
  const server = await countingServer(dist);
  const browser = await launchLocalOnly(chromium);
  const rows = [];
  try {
    for (const kind of kinds) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runKind(browser, server, kind, early));
      const row = { kind: kind.name, path: kind.path, control: runs.find((r) => r.cold.control)?.cold.control, note: runs.find((r) => r.cold.note)?.cold.note, runs };
      for (const phase of ['cold', 'warm']) row[phase] = summary(runs.map((r) => r[phase]));
      for (const name of Object.keys(kind.steps.at(-1).also ?? {})) {
        row.also = { ...row.also, [name]: Object.fromEntries(['cold', 'warm'].map((p) => [p, summary(runs.map((r) => ({ ms: r[p].also?.[name] ?? LIMIT_MS, failed: r[p].also?.[name] === undefined && 'no answer' })))])) };
      }
      rows.push(row);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

const verdict = (s) => (s.medianMs <= TAP_TARGET_MS ? 'PASS' : 'FAIL');
const cells = (s, judged) => [`${s.medianMs} ms`, `${s.worstMs} ms`, judged ? verdict(s) : ''];
const why = (r) => [...new Set([...r.cold.failed, ...r.warm.failed])].join('; ');

function report(rows, title) {
  const lines = rows.flatMap((r) => [
    [r.kind, r.path, ...cells(r.cold, true), ...cells(r.warm, true), [r.note, why(r)].filter(Boolean).join('; ')],
    ...Object.entries(r.also ?? {}).map(([name, s]) => [name, r.path, ...cells(s.cold, false), ...cells(s.warm, false), 'shown, not judged']),
  ]);
  return `${title}\n${table(['first tap', 'route', 'cold median', 'cold worst', '', 'warm median', 'warm worst', '', 'why a run failed'], lines)}`;
}

export default {
  name: 'first-tap',
  async real(ctx) {
    const raw = ctx.realRaw ?? JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
    const kinds = controlKinds(raw, { cataloguePath: cataloguePath(raw) }).filter((k) => !KINDS || KINDS.some((w) => k.name.includes(w)));
    const rows = await measureFirstTaps({ dist: ctx.realDist, chromium: ctx.chromium, kinds });
    const early = EARLY ? await measureFirstTaps({ dist: ctx.realDist, chromium: ctx.chromium, kinds, early: true }) : undefined;
    const profile = `390x844 touch (desktop controls: 1280x800, mouse), CPU 4x slower, 150 ms round trip, 1.6 / 0.75 Mbps; median and worst of ${RUNS}; target <= ${TAP_TARGET_MS} ms`;
    const text = [report(rows, `First tap after the load event, as the page's first input (${profile})`),
      early && report(early, 'First tap as soon as the control is painted (same profile)')].filter(Boolean).join('\n\n');
    return {
      data: { runs: RUNS, targetMs: TAP_TARGET_MS, limitMs: LIMIT_MS, afterLoad: rows, early },
      text,
      targets: rows.map((r) => ({ name: `first tap: ${r.kind} <= ${TAP_TARGET_MS} ms (median of ${RUNS}, cold and warm)`,
        pass: verdict(r.cold) === 'PASS' && verdict(r.warm) === 'PASS', value: `cold ${r.cold.medianMs} ms, warm ${r.warm.medianMs} ms` })),
    };
  },
};
