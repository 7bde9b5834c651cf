import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const frameWrap = style({ position: 'relative', width: '100%', borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surfaceAlt, border: `1px solid ${vars.color.border}` });
export const aspect = styleVariants({ '16:9': { aspectRatio: '16 / 9' }, '4:3': { aspectRatio: '4 / 3' }, '1:1': { aspectRatio: '1 / 1' } });
export const frame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });
export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });
export const caption = style({ color: vars.color.muted, fontSize: vars.size.sm });
