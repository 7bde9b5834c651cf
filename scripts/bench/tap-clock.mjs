// In-page clocks of the first-tap bench (scripts/bench/first-tap.mjs): which control to tap, and
// when the page has answered it. Every function here runs in the page, so none may use a
// variable from this module; they are sent as source text, which the page's
// Content-Security-Policy does not concern (DevTools evaluation).

/** Installed in every document before its own scripts (page.addInitScript, as the text
 * `(${installTapClock})(${isHydrated})`): window.__ft, the time of the input being measured (its
 * event's own timestamp, so the wait for a busy main thread counts), and what the controls'
 * conditions share. */
export function installTapClock(hydrated) {
  const ft = (window.__ft = { t0: null, startOn: [] });
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'change']) {
    addEventListener(type, (e) => { if (ft.t0 === null && ft.startOn.includes(type)) ft.t0 = e.timeStamp; }, { capture: true, passive: true });
  }
  const box = (el) => el.getBoundingClientRect();
  /** Laid out, not hidden (display, visibility, content-visibility), with an area. */
  ft.rendered = (el) => !!el?.isConnected && el.checkVisibility({ visibilityProperty: true }) && box(el).width > 0 && box(el).height > 0;
  /** Rendered and at least partly inside the window (a drawer moved off-screen is not). */
  ft.visible = (el) => ft.rendered(el) && box(el).bottom > 0 && box(el).right > 0 && box(el).top < innerHeight && box(el).left < innerWidth;
  ft.controlled = (el) => document.getElementById(el?.getAttribute('aria-controls') ?? '');
  /** A disclosure shows what it controls (a <summary> as well, in case a block turns native). */
  ft.expanded = (el) => (el.localName === 'summary' ? !!el.parentElement?.open
    : el.getAttribute('aria-expanded') === 'true' && ft.visible(ft.controlled(el)));
  /** The header's visible disclosure buttons, the search toggle aside: the phone menu's button at
   * 390 px, the dropdowns and More at 1280 px. */
  ft.headerToggles = () => [...document.querySelectorAll('header [aria-expanded][aria-controls]')]
    .filter((el) => ft.visible(el) && el.getAttribute('aria-controls') !== 'site-search');
  ft.hydrated = hydrated;
  /** Finds it again after the app has replaced the element (a client render): its id, what it
   * controls or its name. */
  ft.stableSelector = (el) => {
    const attr = ['id', 'aria-controls', 'name'].find((a) => el.getAttribute(a));
    return attr ? `${el.localName}[${attr}="${CSS.escape(el.getAttribute(attr))}"]` : null;
  };
  ft.control = () => (ft.el?.isConnected ? ft.el : ft.selector && document.querySelector(ft.selector)) || null;
  ft.describe = (el) => `${el.localName}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${
    (el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '').trim().slice(0, 40)}"`;
}

/** Finds the control (`find(args)`, given two seconds to be rendered), waits until it has stood
 * still for three frames (at most a second: a person does not tap a menu item still sliding
 * in), scrolls it into the window by script if it is not there (a scroll by script is no input:
 * the tap stays the page's first), and resolves its centre. */
export async function prepareControl(find, args) {
  const ft = window.__ft;
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const found = () => { const el = find(args); return el && ft.rendered(el) ? el : null; };
  let el = found();
  for (const until = performance.now() + 2000; !el && performance.now() < until; el = found()) await frame();
  if (!el) return null;
  const where = () => { const r = el.getBoundingClientRect(); return `${r.left},${r.top},${r.width},${r.height}`; };
  for (let last = where(), still = 0, until = performance.now() + 1000; still < 3 && performance.now() < until;) {
    await frame();
    const now = where();
    still = now === last ? still + 1 : 0;
    last = now;
  }
  if (!ft.visible(el)) el.scrollIntoView({ block: 'center', behavior: 'instant' });
  ft.el = el;
  ft.selector = ft.stableSelector(el);
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, control: ft.describe(el) };
}

/** Starts the clock at the next input of a type in `startOn` (unless `keepT0`: the input was
 * earlier) and sets window.__ft.done: for each condition, the milliseconds from that input to
 * the first animation frame after the condition held, checked at every mutation, focus, input
 * and frame; conditions not met within `limitMs` of the input are listed in `missed`. */
export function armClock(conditions, { startOn, keepT0, limitMs, args }) {
  const ft = window.__ft;
  ft.startOn = startOn;
  if (!keepT0) ft.t0 = null;
  const armedAt = performance.now();
  const pending = new Set(Object.keys(conditions));
  const total = pending.size;
  const results = {};
  ft.done = new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      mo.disconnect();
      clearInterval(watchdog);
      for (const t of EVENTS) removeEventListener(t, onEvent, true);
      resolve({ ms: results, missed: [...pending], inputSeen: ft.t0 !== null, url: location.pathname });
    };
    const holds = (k, el) => { try { return !!conditions[k](el, args); } catch { return false; } };
    const check = (inFrame) => {
      const el = ft.control();
      if (finished || ft.t0 === null || !el) return;
      for (const k of [...pending]) {
        if (!holds(k, el)) continue;
        pending.delete(k);
        if (inFrame) results[k] = performance.now() - ft.t0;
        else requestAnimationFrame(() => { results[k] = performance.now() - ft.t0; if (Object.keys(results).length === total) finish(); });
      }
      if (Object.keys(results).length === total) finish();
    };
    const mo = new MutationObserver(() => check(false));
    mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const EVENTS = ['focusin', 'input', 'change', 'toggle'];
    const onEvent = () => check(false);
    for (const t of EVENTS) addEventListener(t, onEvent, true);
    const frame = () => { if (finished) return; check(true); requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    const watchdog = setInterval(() => {
      if (performance.now() - (ft.t0 ?? armedAt) > limitMs) finish();
    }, 100);
  });
}
