import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const track = keyframes({ from: { transform: 'scaleX(1)' }, to: { transform: 'scaleX(0)' } });

export const enter = style({ animation: `${fadeIn} 200ms ease-out both` });
export const exit = style({ animation: `${fadeOut} 200ms ease-in both` });
export const title = style({ fontWeight: 700 });
export const description = style({ fontSize: vars.size.sm, color: vars.color.muted });

globalStyle('.Toastify__toast-container', {
  position: 'fixed', zIndex: 60, bottom: vars.space.md, right: vars.space.md, left: vars.space.md,
  display: 'grid', gap: vars.space.sm, justifyItems: 'end', pointerEvents: 'none',
});
globalStyle('.Toastify__toast', {
  pointerEvents: 'auto', position: 'relative', overflow: 'hidden', display: 'flex', alignItems: 'flex-start',
  gap: vars.space.sm, width: 'min(100%, 24rem)', padding: `${vars.space.md} ${vars.space.md} calc(${vars.space.md} + ${vars.space.xs})`,
  background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.brand}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.md,
});
globalStyle('.Toastify__toast > div:first-child', { flex: 1 });
globalStyle('.Toastify__close-button', {
  border: 0, background: 'transparent', cursor: 'pointer', minWidth: 24, minHeight: 24, padding: vars.space.xs,
  color: vars.color.muted, borderRadius: vars.radius.sm,
});
globalStyle('.Toastify__close-button > svg', { width: 14, height: 14, fill: 'currentColor' });
globalStyle('.Toastify__progress-bar--wrp', { position: 'absolute', left: 0, right: 0, bottom: 0, height: 4 });
globalStyle('.Toastify__progress-bar', { height: '100%', background: vars.color.brand, transformOrigin: 'left' });
globalStyle('.Toastify__progress-bar--bg', { display: 'none' });
// The bar's animation is also the auto-close timer, so it keeps running under reduced motion
// (where the bar is simply not shown).
globalStyle('.Toastify__progress-bar--animated', {
  animationName: track, animationTimingFunction: 'linear', animationFillMode: 'forwards',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: `4500ms !important`, opacity: 0 } as never },
});
