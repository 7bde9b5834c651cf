import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.md });
export const list = style({
  margin: 0, padding: 0, display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { '(min-width: 48rem)': { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
});
export const item = style({
  display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', textAlign: 'center', gap: vars.space.xs,
  padding: vars.space.md, borderRadius: vars.radius.lg, '@media': { '(min-width: 48rem)': { padding: vars.space.lg } }, background: vars.color.surface, border: `1px solid ${vars.color.border}`,
});
export const value = style({ margin: 0, fontSize: vars.size.xxl, fontWeight: 800, color: vars.color.brandStrong, lineHeight: 1.1 });
export const label = style({ color: vars.color.muted, fontSize: vars.size.sm, fontWeight: 600 });
