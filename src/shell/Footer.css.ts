import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const footer = style({ marginTop: vars.space.xxl, background: '#12323a', color: '#e6f0ef', paddingBlock: vars.space.xl });
export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: '1fr', '@media': { '(min-width: 48rem)': { gridTemplateColumns: '2fr 1fr 1fr 1.4fr' } } });
export const heading = style({ fontSize: vars.size.md, marginBottom: vars.space.sm, color: '#ffffff' });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });
export const link = style({ color: '#bfe6e1', display: 'inline-block', paddingBlock: 2, selectors: { '&:hover': { color: '#ffffff' } } });
export const brand = style({ fontWeight: 700, fontSize: vars.size.lg, color: '#ffffff' });
export const blurb = style({ color: '#c9d8d7', marginTop: vars.space.sm, maxWidth: '40ch' });
export const bottom = style({ marginTop: vars.space.xl, paddingTop: vars.space.md, borderTop: '1px solid #2d5660', fontSize: vars.size.sm, color: '#c9d8d7' });
