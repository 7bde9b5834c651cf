// Fade-in of content blocks as they scroll into view (10 % visible; optional delay; 100 ms
// stagger per card index). Content is never hidden by default: the prerendered HTML is fully
// visible, blocks already on screen when the page first loads stay put, reduced motion turns
// the effect off, and any failure leaves the block visible. Keyboard focus arriving in a block
// shows it at once, in place: a focused control is never see-through, and never moved away (off
// screen, under the header) after the browser scrolled it into view.
//
// The animation is framer-motion's WAAPI animate (framer-motion/dom/mini, about 3 KB), loaded
// the first time a block needs it. (`m` + LazyMotion cost ~29 KB on first load with esbuild's
// code splitting, because the lazily loaded features share modules with `m`.)
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export const STAGGER_MS = 100;
export const IN_VIEW_AMOUNT = 0.1;
export const FADE_MS = 450;

export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

async function fadeIn(el: HTMLElement, delayMs: number, wanted: () => boolean) {
  try {
    const { animate } = await import('framer-motion/dom/mini');
    if (wanted()) await animate(el, { opacity: [0, 1], transform: ['translateY(16px)', 'none'] }, { duration: FADE_MS / 1000, delay: delayMs / 1000, ease: 'easeOut' });
  } finally {
    el.style.opacity = '';
  }
}

/** The blocks of the page as the server sent it, noted just before the page hydrates. A block
 * finds out this way whether it was prerendered, rather than from useHydrating, which would render
 * every block once more right after hydration, all in one task. */
const prerendered = new WeakSet<Element>();
const ATTRIBUTE = 'data-reveal';

/** Notes the prerendered blocks under `root`; called by the app's start before it hydrates. */
export function notePrerenderedReveals(root: ParentNode): void {
  for (const el of root.querySelectorAll(`[${ATTRIBUTE}]`)) prerendered.add(el);
}

interface Props { children: ReactNode; delay?: number; index?: number; className?: string; id?: string | undefined; as?: 'div' | 'li' }

/** Crossings the observer reports: enough to see any block reach the visible share it needs. */
const THRESHOLDS = [0, 0.01, 0.02, 0.05, IN_VIEW_AMOUNT];

export function Reveal({ children, delay = 0, index = 0, className, id, as = 'div' }: Props) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    // Nothing here reads the layout: a block that measured itself while the page hydrated made
    // the browser lay the page out again for each block, in one long task. Where a block is
    // comes from the observer, which the browser answers when it next renders.
    let shown = false;
    let placed = !prerendered.has(el);
    // A block shown by the app (a page opened in it) starts hidden and fades in where it is seen.
    if (placed) el.style.opacity = '0';
    const show = () => {
      shown = true;
      io.disconnect();
      for (const a of el.getAnimations()) a.finish();
      el.style.opacity = '';
    };
    const io = new IntersectionObserver((entries) => {
      const e = entries[entries.length - 1]!;
      const screen = e.rootBounds?.height ?? window.innerHeight;
      if (!placed) {
        placed = true;
        // A prerendered block on screen (or above it) when the page loads stays as it is.
        if (e.boundingClientRect.top < screen) { io.disconnect(); return; }
        el.style.opacity = '0';
      }
      // A block much taller than the screen can never be 10 % visible; ask for what can be.
      if (!e.isIntersecting || e.intersectionRatio < Math.min(IN_VIEW_AMOUNT, (0.9 * screen) / Math.max(e.boundingClientRect.height, 1)) - 1e-3) return;
      io.disconnect();
      void fadeIn(el, delay + index * STAGGER_MS, () => !shown);
    }, { threshold: THRESHOLDS });
    io.observe(el);
    el.addEventListener('focusin', show);
    return () => { el.removeEventListener('focusin', show); show(); };
  }, []); // once per block: a later delay or index must not replay the fade
  const Tag = as;
  return <Tag ref={ref} id={id} className={className} {...{ [ATTRIBUTE]: '' }}>{children}</Tag>;
}
