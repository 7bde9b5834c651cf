import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  borderRadius: vars.radius.lg, padding: `${vars.space.xl} ${vars.space.md}`, display: 'grid', gap: vars.space.md,
  '@media': { '(min-width: 48rem)': { padding: `${vars.space.xxl} ${vars.space.xl}` } },
});
export const tone = styleVariants({
  brand: { background: `linear-gradient(135deg, ${vars.color.banner}, ${vars.color.bannerEnd})`, color: vars.color.bannerText },
  calm: { background: vars.color.brandSoft, color: vars.color.text },
  plain: { background: 'transparent', paddingInline: '0 !important' },
});
export const align = styleVariants({ start: { justifyItems: 'start', textAlign: 'start' }, center: { justifyItems: 'center', textAlign: 'center' } });
export const eyebrow = style({ fontSize: vars.size.sm, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' });
export const title = style({ fontSize: vars.size.display, maxWidth: '24ch' });
export const lead = style({ fontSize: vars.size.lg, maxWidth: '60ch' });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0, margin: 0, justifyContent: 'inherit' });
export const badge = style({
  fontSize: vars.size.sm, fontWeight: 600, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.pill,
  // Tints of the banner's own text colour, so they suit the light and the dark theme.
  background: 'color-mix(in srgb, currentColor 16%, transparent)', border: '1px solid color-mix(in srgb, currentColor 50%, transparent)',
});
export const badgeOnLight = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, color: vars.color.brandStrong });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const actionsAlign = styleVariants({ start: { justifyContent: 'flex-start' }, center: { justifyContent: 'center' } });
