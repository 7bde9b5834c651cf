import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.md });
export const list = style({ display: 'grid', gap: vars.space.sm });
export const item = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, overflow: 'hidden' });
export const heading = style({ fontSize: vars.size.md });
export const button = style({
  width: '100%', minHeight: 52, display: 'flex', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0, background: 'transparent', textAlign: 'start', fontWeight: 700, cursor: 'pointer', fontSize: vars.size.md,
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&:focus-visible': { outlineOffset: -3 } },
});
export const label = style({ flex: 1 });
export const chevron = style({
  flex: 'none', transition: 'transform 200ms', color: vars.color.brand,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
export const panel = style({ padding: `${vars.space.sm} ${vars.space.md} ${vars.space.lg}`, display: 'grid', gap: vars.space.md });
