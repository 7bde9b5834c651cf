import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const main = style({ paddingTop: vars.space.lg, outline: 'none' });
// The page's opening (hero, or title and lead over a rule) is spaced from the blocks like every other gap between blocks.
export const page = style({ display: 'grid', gap: vars.space.xl });
export const blocks = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
// Breadcrumbs sit close above the opening; the review date and guide links close below the blocks.
export const opening = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const end = style({ display: 'grid', gap: vars.space.md });
export const header = style({ display: 'grid', gap: vars.space.sm, paddingBlock: vars.space.lg, borderBottom: `1px solid ${vars.color.border}` });
export const title = style({ fontSize: vars.size.display, color: vars.color.text });
export const lead = style({ fontSize: vars.size.lg, color: vars.color.muted, maxWidth: '60ch' });
export const notFound = style({ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: vars.space.md, paddingBlock: vars.space.xxl });
export const code = style({ fontSize: '4rem', fontWeight: 800, color: vars.color.brand, lineHeight: 1 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });
export const status = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, paddingBlock: vars.space.xxl, textAlign: 'center' });
export const busy = style({ opacity: 0.6, transition: 'opacity 150ms 150ms' });
