// When the app starts (src/boot/loader.ts). A prerendered page is whole without JavaScript: its
// text, its links, the crisis lines; and its menus, accordions, tabs, search toggle and packet
// buttons answer by themselves (src/boot/controls). The app (React) adds what needs more code:
// search results, the catalogue's filters, forms that send, the packet page. So it starts at the
// first sign of a visitor (a finger or a button lifted, a key, the mouse or the wheel moving,
// focus arriving) and a page read without touching it never spends a phone's processor on it;
// it starts just after the frame that shows the page's own answer to that input, or, after presses
// the page answers by itself, once the visitor pauses, so a tap never waits for the app's start
// (startAfterInput). It
// starts at once when the page must show what prerendering could not know: an address with a
// query or a fragment (search terms, filters, a link to a section inside a closed accordion, a
// shared packet), a packet kept in this browser, or a draft of this page's form.
import { PACKET_KEY, draftPrefix } from '../data/storedKeys';

export const INTENT_EVENTS = ['pointerup', 'touchend', 'pointermove', 'keydown', 'focusin', 'wheel'] as const;

/** How long the page waits, after a press its own controls answered, for the visitor's next one
 * before the app starts: its start (parsing and running its code) would otherwise land on the
 * menu group or the tab tapped next, on a slow phone for a few hundred milliseconds. */
export const QUIET_MS = 1000;

/** Whether the page answers this input by itself (src/boot/controls): a press on one of its
 * controls, or the focus it moves into the phone menu. */
const answeredByPage = (target: EventTarget | null) => target instanceof Element && !!target.closest('[data-control], [role="dialog"]');

/** Calls `start` after the first sign of a visitor, once the frame answering it is painted: the
 * end of a tap (its click comes first), not its beginning; a mouse moving, not a finger (a finger
 * lifted follows). After presses the page answers by itself (menus, accordions, tabs, the packet
 * buttons), once the visitor has paused for QUIET_MS. Returns a function that stops listening. */
export function startAfterInput(start: () => void): () => void {
  let armed = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const now = () => {
    armed = true;
    clearTimeout(quiet);
    requestAnimationFrame(() => setTimeout(start, 0));
  };
  const later = (e: Event) => {
    if (armed || (e.type === 'pointermove' && (e as PointerEvent).pointerType !== 'mouse')) return;
    if (!answeredByPage(e.target)) return now();
    clearTimeout(quiet);
    quiet = setTimeout(now, QUIET_MS);
  };
  for (const t of INTENT_EVENTS) addEventListener(t, later, { capture: true, passive: true });
  return () => { clearTimeout(quiet); for (const t of INTENT_EVENTS) removeEventListener(t, later, true); };
}

/** Whether this browser keeps a packet with resources in it. */
export function hasStoredPacket(): boolean {
  try {
    const packet = localStorage.getItem(PACKET_KEY);
    return !!packet && !!(JSON.parse(packet) as { items?: unknown[] }).items?.length;
  } catch { return false; /* storage refused, or not ours */ }
}

/** Whether this page must start the app as soon as it has painted, before any sign of a visitor. */
export function needsAppAtLoad(packet = hasStoredPacket()): boolean {
  if (location.search.length > 1 || location.hash.length > 1 || packet) return true;
  try {
    const prefix = draftPrefix(location.pathname);
    for (let i = 0; i < sessionStorage.length; i++) if (sessionStorage.key(i)?.startsWith(prefix)) return true;
  } catch { /* storage refused: nothing to show */ }
  return false;
}

// A press on a button only the app answers (a form's Send, "Show all") made before the app can
// answer is held, not lost: the loader holds it (the app starts), and the app takes the presses
// once the page's code is there and presses each button again, in order, which React answers.
// The page's own controls (data-control) are never held: they answer at once. A form's submit
// button held for FALLBACK_MS without the app starting (its scripts blocked or failing) is
// pressed for the browser instead, which sends the form as it would without JavaScript. The
// loader and the app are separate bundles: they share the hold through the window.
export const FALLBACK_MS = 4000;
const HOLD = '__heldPress';
interface Hold { targets: HTMLButtonElement[]; holding: boolean }
const holdOf = () => (window as unknown as Record<string, Hold | undefined>)[HOLD];

/** Holds presses on buttons inside `root` until takeHeldPresses; `onPress` runs at each. */
export function holdPresses(root: HTMLElement, onPress: () => void, fallbackMs = FALLBACK_MS): void {
  const hold: Hold = { targets: [], holding: true };
  (window as unknown as Record<string, Hold>)[HOLD] = hold;
  let released: HTMLButtonElement | null = null;
  document.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (!hold.holding || !button || button === released || !root.contains(button) || button.closest('[data-control]')) return;
    // Only the app answers it, when it presses the button again: not the browser (a form's
    // submit button would send the form itself) and not React while the app is starting.
    e.preventDefault();
    e.stopPropagation();
    hold.targets.push(button);
    onPress();
    if (button.type !== 'submit' || !button.form) return;
    setTimeout(() => {
      const i = hold.targets.indexOf(button);
      if (!hold.holding || i < 0) return;
      hold.targets.splice(i, 1);
      released = button; // the browser's own press, not held again
      button.click();
      released = null;
    }, fallbackMs);
  }, true);
}

/** Ends the hold and returns the buttons pressed during it that are still on the page, in order. */
export function takeHeldPresses(): HTMLButtonElement[] {
  const hold = holdOf();
  if (!hold) return [];
  hold.holding = false;
  const targets = hold.targets.filter((t) => t.isConnected);
  hold.targets = [];
  return targets;
}
