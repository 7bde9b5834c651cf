// When the app starts (src/boot/loader.ts). A prerendered page is whole without JavaScript: its
// text, its links, the crisis lines. The app (React) answers a visitor: menus, accordions, tabs,
// search, forms, the packet. So it starts at the first sign of one (a touch, a key, a press, the
// mouse or the wheel moving, focus arriving) and a page read without touching it never spends a
// phone's processor on it. It starts at once when the page must show what prerendering could not
// know: an address with a query or a fragment (search terms, filters, a link to a section inside a
// closed accordion, a shared packet), a packet kept in this browser, or a draft of this page's form.
import { PACKET_KEY, draftPrefix } from '../data/storedKeys';

export const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** Whether this page must start the app as soon as it has painted, before any sign of a visitor. */
export function needsAppAtLoad(): boolean {
  if (location.search.length > 1 || location.hash.length > 1) return true;
  try {
    const packet = localStorage.getItem(PACKET_KEY);
    if (packet && (JSON.parse(packet) as { items?: unknown[] }).items?.length) return true;
    const prefix = draftPrefix(location.pathname);
    for (let i = 0; i < sessionStorage.length; i++) if (sessionStorage.key(i)?.startsWith(prefix)) return true;
  } catch { /* storage refused, or not ours: nothing to show */ }
  return false;
}

// A press on a button of the page before the app can answer it is held, not lost: the loader
// holds it (the app starts), and the app takes it once the page's code is there and presses the
// button again, which React answers. The loader and the app are separate bundles: they share the
// hold through the window.
const HOLD = '__heldPress';
interface Hold { target: HTMLButtonElement | null; holding: boolean }
const holdOf = () => (window as unknown as Record<string, Hold | undefined>)[HOLD];

/** Holds presses on buttons inside `root` until takeHeldPress; `onPress` runs at each. */
export function holdPresses(root: HTMLElement, onPress: () => void): void {
  const hold: Hold = { target: null, holding: true };
  (window as unknown as Record<string, Hold>)[HOLD] = hold;
  document.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (!hold.holding || !button || !root.contains(button)) return;
    // Only the app answers it, once, when it presses the button again: not the browser (a form's
    // submit button would send the form itself) and not React while the app is starting.
    e.preventDefault();
    e.stopPropagation();
    hold.target = button;
    onPress();
  }, true);
}

/** Ends the hold and returns the button last pressed during it, if it is still on the page. */
export function takeHeldPress(): HTMLButtonElement | null {
  const hold = holdOf();
  if (!hold) return null;
  hold.holding = false;
  const target = hold.target;
  hold.target = null;
  return target?.isConnected ? target : null;
}
