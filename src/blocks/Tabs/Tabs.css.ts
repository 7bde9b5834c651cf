import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.md });
// The tabs share the row; where it is too narrow for them all (a 320 px phone) they wrap to a second row.
export const list = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, padding: vars.space.xs,
  borderRadius: vars.radius.md, background: vars.color.surfaceAlt,
});
export const tab = style({
  flex: '1 1 auto', minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.sm}`, border: 0, borderRadius: vars.radius.sm, background: 'transparent',
  fontWeight: 600, cursor: 'pointer', color: vars.color.muted,
  selectors: { '&[aria-selected="true"]': { background: vars.color.surface, color: vars.color.brandStrong, boxShadow: vars.shadow.sm } },
});
export const panel = style({
  display: 'grid', gap: vars.space.md, padding: vars.space.lg, borderRadius: vars.radius.lg,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`,
});
export const footnote = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', fontSize: vars.size.sm, color: vars.color.muted });
