import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const backdrop = style({ position: 'fixed', inset: 0, zIndex: 70, background: vars.color.overlay });
export const panel = style({
  position: 'fixed', top: 0, bottom: 0, left: 0, zIndex: 80, width: 'min(22rem, 88vw)', overflowY: 'auto',
  background: vars.color.surface, boxShadow: vars.shadow.md, padding: vars.space.md,
  display: 'flex', flexDirection: 'column', gap: vars.space.sm,
  // It opens at once, in the frame that answers the tap (a slide in from off-screen would show
  // nothing in that frame), and slides away when closed.
  transform: 'translateX(-100%)', visibility: 'hidden', transition: 'transform 220ms ease-out, visibility 0s linear 220ms',
  selectors: { '&[data-open="true"]': { transform: 'none', visibility: 'visible', transition: 'none' } },
});
export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ fontWeight: 700, fontSize: vars.size.lg });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs });
export const link = style({
  display: 'flex', alignItems: 'center', minHeight: 44, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.sm,
  color: vars.color.text, textDecoration: 'none', fontWeight: 600,
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
});
export const sublink = style([link, { fontWeight: 400, paddingInlineStart: vars.space.lg }]);
export const groupButton = style([link, { width: '100%', justifyContent: 'space-between', border: 0, background: 'transparent', cursor: 'pointer', textAlign: 'start' }]);
export const chevron = style({ transition: 'transform 150ms', selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } } });

/** The menu without JavaScript: a <details> whose summary is the menu button. */
export const noscriptMenu = style({ display: 'inline-block' });
export const noscriptToggle = style({
  listStyle: 'none', cursor: 'pointer',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const noscriptPanel = style({
  position: 'absolute', insetInline: 0, top: '100%', zIndex: 80, maxHeight: `calc(100dvh - ${vars.layout.header})`, overflowY: 'auto',
  background: vars.color.surface, boxShadow: vars.shadow.md, padding: vars.space.md, borderTop: `1px solid ${vars.color.border}`,
});
export const groupTitle = style({ margin: 0, padding: `${vars.space.sm} ${vars.space.md} 0`, fontWeight: 700, color: vars.color.muted, fontSize: vars.size.sm });
export const help = style({ display: 'grid', paddingBottom: vars.space.sm, marginBottom: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
