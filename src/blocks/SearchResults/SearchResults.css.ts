import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.lg });
export const form = style({ display: 'grid', gap: vars.space.xs, maxWidth: '40rem' });
export const label = style({ fontWeight: 700 });
export const row = style({ display: 'flex', gap: vars.space.sm });
export const input = style({
  flex: 1, minWidth: 0, minHeight: 44, padding: `${vars.space.sm} ${vars.space.md}`, border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.md, background: vars.color.surface,
  selectors: { '&::placeholder': { color: vars.color.placeholder } },
});
export const browse = style({ display: 'grid', gap: vars.space.md });
export const groups = style({
  margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});
export const groupTitle = style({ fontSize: vars.size.lg, marginBottom: vars.space.xs });
export const pages = style({ margin: 0, paddingInlineStart: '1.25em', display: 'grid', gap: vars.space.xs });
