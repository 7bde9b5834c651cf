// The catalogue's filters and its lists of resources: for the list the page is prerendered with
// and for the filtered results that load later. The block's own frame (its status lines and
// "Show all") is in src/blocks/ResourceCatalogue/ResourceCatalogue.css.ts.
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { stackColumn } from '../styles/utils.css';

const WIDE = '(min-width: 75rem)';

export const count = style({ color: vars.color.muted, fontWeight: 400 });
export const filters = style({
  display: 'grid', gap: vars.space.sm, padding: vars.space.md, background: vars.color.surfaceAlt, borderRadius: vars.radius.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))', alignItems: 'end',
  // On a wide screen the words, the filters and Clear all share one row, so the first results
  // are in the first screen.
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(10rem, 1.6fr)', gridAutoColumns: 'minmax(0, 1fr)', gridAutoFlow: 'column' } },
});
/** The words field takes a row of its own, but on a wide screen. */
export const words = style({ gridColumn: '1 / -1', '@media': { [WIDE]: { gridColumn: 'auto' } } });
export const filter = style({ display: 'grid', gridTemplateColumns: stackColumn, gap: vars.space.xs, fontSize: vars.size.xs, fontWeight: 700, color: vars.color.muted, minWidth: 0 });
export const control = style({
  minHeight: 44, width: '100%', padding: `${vars.space.xs} ${vars.space.sm}`, fontWeight: 400, fontSize: vars.size.sm,
  color: vars.color.text, background: vars.color.surface, border: `1px solid ${vars.color.fieldBorder}`, borderRadius: vars.radius.sm,
  selectors: { '&::placeholder': { color: vars.color.placeholder } },
});
// The lists are stacks in block flow, spaced by margins, not grids with a gap: a page prerenders
// up to 120 of them, and the browser lays block flow out once as the page streams in, where each
// grid nested in a grid is measured again at every level, in every frame while the page loads.
// Each margin is set by the element's own class (or a class and its sibling's), never by a rule
// whose last part is universal (`.list > :not(:first-child)`): the browser tries such a rule on
// every element of the page at every style recalculation, and a page has thousands of them.
export const groups = style({});
export const group = style({ selectors: { '& + &': { marginTop: vars.space.xl } } });
export const groupTitle = style({ fontSize: vars.size.lg });
export const items = style({ margin: 0, padding: 0, listStyle: 'none', selectors: { [`${groupTitle} + &`]: { marginTop: vars.space.md } } });
export const item = style({
  padding: vars.space.md, minWidth: 0, background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, breakInside: 'avoid',
  selectors: { '& + &': { marginTop: vars.space.sm } },
});
// An item's parts after its title (always its first), each a step below the one before.
const next = { marginTop: vars.space.xs };
export const title = style({ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' });
export const text = style({ ...next, fontSize: vars.size.sm, overflowWrap: 'anywhere' });
export const badges = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const badge = style({
  fontSize: vars.size.xs, fontWeight: 700, padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill,
  background: vars.color.brandSoft, color: vars.color.brandStrong,
});
export const where = style({ ...next, fontSize: vars.size.xs, color: vars.color.muted, overflowWrap: 'anywhere' });

/** A resource's tags, and its "Add to packet" button at the row's end. */
export const tagsRow = style({ ...next, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs });
