import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Hidden on screen, read by screen readers (as a style object, for use inside media queries). */
export const hiddenStyle = {
  position: 'absolute', width: 1, height: 1, padding: 0, margin: 0, overflow: 'hidden',
  clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
} as const;
export const visuallyHidden = style(hiddenStyle);

/** The one column of a grid that stacks its children (display: grid with a gap): as wide as the
 * grid, whatever they hold. Without it the column is `auto`, which the browser sizes from every
 * child's widest and narrowest layout, worked out through all it holds (a whole list of
 * resources) before laying it out, and again in each grid nested inside. */
export const stackColumn = 'minmax(0, 1fr)';

export const container = style({
  width: '100%', maxWidth: vars.layout.maxWidth, marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { '(min-width: 48rem)': { paddingInline: vars.space.lg } },
});

export const sectionHeading = style({ fontSize: vars.size.xl, color: vars.color.text });
export const intro = style({ color: vars.color.muted, maxWidth: '65ch' });

export const panel = style({
  background: vars.color.surface, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg, padding: vars.space.lg, boxShadow: vars.shadow.sm,
});
