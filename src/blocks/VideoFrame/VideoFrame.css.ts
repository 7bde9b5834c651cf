import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const frameWrap = style({ position: 'relative', width: '100%', borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surfaceAlt, border: `1px solid ${vars.color.border}`, '@media': { print: { display: 'none' } } });
export const aspect = styleVariants({ '16:9': { aspectRatio: '16 / 9' }, '4:3': { aspectRatio: '4 / 3' }, '1:1': { aspectRatio: '1 / 1' } });
export const frame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });
export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });
export const caption = style({ color: vars.color.muted, fontSize: vars.size.sm });
export const poster = style({
  width: '100%', minHeight: '12rem', display: 'grid', placeContent: 'center', justifyItems: 'center',
  gap: vars.space.md, padding: vars.space.lg, border: 0, cursor: 'pointer', textAlign: 'center',
  background: `linear-gradient(135deg, ${vars.color.banner}, ${vars.color.bannerEnd})`, color: vars.color.bannerText,
  selectors: { '&:hover': { filter: 'brightness(1.08)' }, '&:focus-visible': { outlineOffset: -4, outlineColor: vars.color.bannerText } },
});
export const play = style({ width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', background: 'color-mix(in srgb, currentColor 18%, transparent)', border: '2px solid color-mix(in srgb, currentColor 80%, transparent)' });
export const posterText = style({ fontWeight: 700, fontSize: vars.size.lg, maxWidth: '32ch' });
