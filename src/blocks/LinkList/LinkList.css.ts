import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { stackColumn } from '../../styles/utils.css';

export const root = style({ display: 'grid', gridTemplateColumns: stackColumn, gap: vars.space.md });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: stackColumn, gap: vars.space.sm });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const rowIcon = style({ flex: 'none', marginTop: vars.space.xs, color: vars.color.brand });
export const link = style({ fontWeight: 600 });
export const note = style({ display: 'block', color: vars.color.muted, fontSize: vars.size.sm });
export const cards = style({
  margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.md,
  // auto-fit: a short list's cards share the row instead of leaving empty columns beside them.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});
export const card = style({
  position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden',
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg,
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
});
export const thumb = style({
  aspectRatio: '4 / 3', width: '100%', height: 'auto', objectFit: 'cover', background: vars.color.surfaceAlt,
});
export const facts = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.size.xs, fontWeight: 700,
  color: vars.color.brandStrong, overflowWrap: 'anywhere',
});
export const cardBody = style({ padding: vars.space.md, display: 'grid', gridTemplateColumns: stackColumn, gap: vars.space.xs });
export const cardLink = style({
  fontWeight: 600, color: vars.color.text, textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' }, '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3, borderRadius: vars.radius.lg } },
});
/** A card's "Add to packet": above the card's stretched link (cardLink's ::after), so a click on it presses it. */
export const above = style({ position: 'relative', zIndex: 1 });
export const empty = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceAlt, color: vars.color.muted, fontStyle: 'italic' });
