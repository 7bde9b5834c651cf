import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const list = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ position: 'relative' });
const navItem = {
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, minHeight: 40, padding: vars.space.xs,
  borderRadius: vars.radius.sm, fontWeight: 600, fontSize: '0.875rem', color: vars.color.text,
  textDecoration: 'none', background: 'transparent', border: 0, cursor: 'pointer', whiteSpace: 'nowrap',
  // Where the bar is narrowest beside the full menu (Spanish labels are the longest), a size smaller.
  '@media': { '(max-width: 86rem)': { fontSize: '0.8125rem' } },
} as const;
export const link = style({ ...navItem, selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } } });
export const trigger = style({ ...navItem, selectors: { '&:hover': { background: vars.color.surfaceAlt } } });
// The current page (and the menu holding it) is highlighted.
export const active = style({ color: `${vars.color.brandStrong} !important`, background: `${vars.color.brandSoft} !important` });
export const chevron = style({ transition: 'transform 150ms', selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } } });
export const panel = style({
  position: 'absolute', top: 'calc(100% + 6px)', left: 0, zIndex: 50, minWidth: '16rem', padding: vars.space.sm,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.md,
});
export const panelRight = style({ left: 'auto', right: 0 });
export const twoColumns = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.md, minWidth: '32rem' });
export const groupTitle = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.size.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', color: vars.color.muted });
export const panelList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs });
export const panelLink = style({
  display: 'block', padding: vars.space.sm, borderRadius: vars.radius.sm, color: vars.color.text, textDecoration: 'none', fontSize: vars.size.sm,
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
});
