import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Calm and plain: a bordered panel of numbered steps, read top to bottom, in print too.
export const root = style({
  display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.surface, border: `2px solid ${vars.color.danger}`,
  '@media': { print: { breakInside: 'avoid', background: 'none' } },
});
export const heading = style({ fontSize: vars.size.lg, margin: 0 });
export const list = style({ margin: 0, paddingInlineStart: '1.5em', display: 'grid', gap: vars.space.xs, fontWeight: 600 });
export const text = style({ margin: 0, fontSize: vars.size.sm });
