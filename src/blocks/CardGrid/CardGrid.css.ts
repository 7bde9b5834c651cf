import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.md });
export const grid = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.md, gridTemplateColumns: '1fr' });
export const columns = styleVariants({
  1: {},
  2: { '@media': { '(min-width: 40rem)': { gridTemplateColumns: 'repeat(2, 1fr)' } } },
  3: { '@media': { '(min-width: 40rem)': { gridTemplateColumns: 'repeat(2, 1fr)' }, '(min-width: 64rem)': { gridTemplateColumns: 'repeat(3, 1fr)' } } },
  4: { '@media': { '(min-width: 40rem)': { gridTemplateColumns: 'repeat(2, 1fr)' }, '(min-width: 64rem)': { gridTemplateColumns: 'repeat(4, 1fr)' } } },
});
export const card = style({
  position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', gap: vars.space.sm,
  padding: vars.space.lg, background: vars.color.surface, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm, transition: 'box-shadow 150ms, border-color 150ms',
});
export const linked = style({
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.brand }, '&:focus-within': { borderColor: vars.color.focus } },
});
export const iconWrap = style({
  width: 44, height: 44, borderRadius: vars.radius.md, display: 'grid', placeItems: 'center',
  background: vars.color.brandSoft, color: vars.color.brandStrong,
});
export const badge = style({
  alignSelf: 'flex-start', fontSize: vars.size.xs, fontWeight: 700, padding: `${vars.space.xxs} ${vars.space.sm}`, borderRadius: vars.radius.pill,
  background: vars.color.accentSoft, color: vars.color.accent,
});
export const title = style({ fontSize: vars.size.lg });
// The title link covers the whole card, so the card is one link with one name.
export const titleLink = style({
  color: vars.color.text, textDecoration: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg }, '&:focus-visible': { outline: 'none' }, '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const description = style({ color: vars.color.muted });
export const bullets = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.size.sm });
// On paper the card's address follows its title instead.
export const cta = style({ marginTop: 'auto', paddingTop: vars.space.sm, display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: 600, color: vars.color.brand, '@media': { print: { display: 'none' } } });
export const actions = style({ marginTop: 'auto', paddingTop: vars.space.sm, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
