import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { stackColumn } from '../styles/utils.css';

export const main = style({ paddingTop: vars.space.lg, outline: 'none' });
// The page's opening (hero, or title and lead over a rule) is spaced from the blocks like every other gap between blocks.
export const page = style({ display: 'grid', gridTemplateColumns: stackColumn, gap: vars.space.xl });
export const blocks = style({ display: 'grid', gridTemplateColumns: stackColumn, gap: vars.space.xl, minWidth: 0 });
// Breadcrumbs sit close above the opening; the review date and guide links close below the blocks.
export const opening = style({ display: 'grid', gridTemplateColumns: stackColumn, gap: vars.space.sm, minWidth: 0 });
export const end = style({ display: 'grid', gridTemplateColumns: stackColumn, gap: vars.space.md });
export const header = style({ display: 'grid', gridTemplateColumns: stackColumn, gap: vars.space.sm, paddingBlock: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` });
export const title = style({ fontSize: vars.size.display, color: vars.color.text });
export const lead = style({ fontSize: vars.size.lg, color: vars.color.muted, maxWidth: '60ch' });
export const notFound = style({ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: vars.space.md, paddingBlock: vars.space.xxl });
export const code = style({ fontSize: '4rem', fontWeight: 800, color: vars.color.brand, lineHeight: 1 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });
export const status = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, paddingBlock: vars.space.xxl, textAlign: 'center' });
export const busy = style({ opacity: 0.6, transition: 'opacity 150ms 150ms' });
/** The not-found page's ways on: search, the guides and the crisis lines. */
export const notFoundPart = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center', width: '100%', maxWidth: '36rem', marginTop: vars.space.md });
export const notFoundHeading = style({ fontSize: vars.size.lg, fontWeight: 700, margin: 0 });
export const notFoundSearch = style([notFoundPart, { justifyItems: 'stretch', textAlign: 'start', fontWeight: 600 }]);
export const notFoundRow = style({ display: 'flex', gap: vars.space.sm });
export const notFoundInput = style({
  flex: 1, minWidth: 0, minHeight: 44, padding: `${vars.space.sm} ${vars.space.md}`, border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text, fontWeight: 400,
  selectors: { '&::placeholder': { color: vars.color.placeholder } },
});
export const notFoundGuides = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none' });
export const notFoundHelp = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
