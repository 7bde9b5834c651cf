// Styles of the search panel and results. Imported by the app's main stylesheet (esbuild does
// not load CSS for lazily imported chunks), so they cost CSS bytes but no JavaScript.
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const panel = style({
  display: 'grid', gap: vars.space.sm, paddingTop: vars.space.sm,
  // The panel scrolls inside the fixed header rather than running off the screen.
  maxHeight: `calc(100dvh - ${vars.layout.header} - 5rem)`, overflowY: 'auto', overscrollBehavior: 'contain',
});
export const view = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const status = style({ color: vars.color.muted, fontSize: vars.size.sm, minHeight: '1.5em' });
export const results = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm, width: '100%' });
export const result = style({
  display: 'grid', gap: vars.space.xs, padding: vars.space.md, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0,
});
export const title = style({ fontWeight: 700, fontSize: vars.size.md, overflowWrap: 'anywhere' });
/** The matching section's heading, after a page's title in the same link. */
export const section = style({ fontWeight: 400 });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, fontSize: vars.size.xs, color: vars.color.muted });
export const kind = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 700, color: vars.color.brandStrong,
});
export const excerpt = style({ fontSize: vars.size.sm, overflowWrap: 'anywhere' });
export const mark = style({ background: vars.color.warningSoft, color: vars.color.text, fontWeight: 700, padding: '0 0.1em', borderRadius: 2 });
export const where = style({ fontSize: vars.size.xs, color: vars.color.muted, overflowWrap: 'anywhere' });
export const seeAll = style({ justifySelf: 'start', fontWeight: 700, paddingBlock: vars.space.xs });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const filter = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.size.xs, fontWeight: 700, color: vars.color.muted });
export const select = style({
  minHeight: 40, minWidth: '11rem', maxWidth: '100%', padding: `${vars.space.xs} ${vars.space.sm}`, fontWeight: 400, fontSize: vars.size.sm,
  color: vars.color.text, background: vars.color.surface, border: `1px solid ${vars.color.fieldBorder}`, borderRadius: vars.radius.sm,
});
export const none = style({ display: 'grid', gap: vars.space.sm });
export const guides = style({ margin: 0, paddingInlineStart: '1.25em', display: 'grid', gap: vars.space.xs });
export const crisis = style({
  display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md,
  background: vars.color.dangerSoft, border: `1px solid ${vars.color.danger}`, width: '100%',
});
export const crisisTitle = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', fontWeight: 700, color: vars.color.text });
export const lines = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const line = style({ display: 'grid', gap: vars.space.xs });
export const lineText = style({ fontSize: vars.size.sm });
export const lineActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.xs });
