import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const footer = style({ marginTop: vars.space.xxl, background: vars.color.footerBg, color: vars.color.footerHeading, paddingBlock: vars.space.xl, '@media': { print: { display: 'none' } } });
export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: '1fr', '@media': { '(min-width: 48rem)': { gridTemplateColumns: '2fr 1fr 1fr 1.4fr' } } });
export const heading = style({ fontSize: vars.size.md, marginBottom: vars.space.sm, color: vars.color.footerHeading });
// Plain items read as text (the body colour of the footer); links take the link colour and underline.
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs, color: vars.color.footerText });
export const link = style({ color: vars.color.footerLink, display: 'inline-block', paddingBlock: vars.space.xxs, textDecoration: 'underline', selectors: { '&:hover': { color: vars.color.footerHeading } } });
export const brand = style({ fontWeight: 700, fontSize: vars.size.lg, color: vars.color.footerHeading });
export const blurb = style({ color: vars.color.footerText, marginTop: vars.space.sm, maxWidth: '40ch' });
export const bottom = style({ marginTop: vars.space.xl, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.footerText}`, fontSize: vars.size.sm, color: vars.color.footerText });
