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
import { useHydrating } from '../lib/useHydrating';

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

interface Props { children: ReactNode; delay?: number; index?: number; className?: string; id?: string | undefined; as?: 'div' | 'li' }

export function Reveal({ children, delay = 0, index = 0, className, id, as = 'div' }: Props) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const hydrating = useHydrating();
  const prerendered = useRef(hydrating); // how this block first appeared, kept across re-renders
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const box = el.getBoundingClientRect();
    if (prerendered.current && box.top < window.innerHeight) return;
    // A block much taller than the screen can never be 10 % visible; ask for what can be.
    const threshold = Math.min(IN_VIEW_AMOUNT, (0.9 * window.innerHeight) / Math.max(box.height, 1));
    el.style.opacity = '0';
    let shown = false;
    const show = () => {
      shown = true;
      io.disconnect();
      for (const a of el.getAnimations()) a.finish();
      el.style.opacity = '';
    };
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      void fadeIn(el, delay + index * STAGGER_MS, () => !shown);
    }, { threshold });
    io.observe(el);
    el.addEventListener('focusin', show);
    return () => { el.removeEventListener('focusin', show); show(); };
  }, []); // once per block: a later delay or index must not replay the fade
  const Tag = as;
  return <Tag ref={ref} id={id} className={className}>{children}</Tag>;
}
