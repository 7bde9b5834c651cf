import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { panel } from '../../styles/utils.css';

export const root = style({ display: 'grid', gap: vars.space.md });
export const tone = styleVariants({
  plain: {},
  panel: [panel],
  brand: { padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.banner, color: vars.color.bannerText },
});
export const align = styleVariants({ start: { justifyItems: 'start' }, center: { justifyItems: 'center', textAlign: 'center' } });
export const text = style({ maxWidth: '60ch' });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const buttonsAlign = styleVariants({ start: { justifyContent: 'flex-start' }, center: { justifyContent: 'center' } });
export const headingOnBrand = style({ color: vars.color.bannerText });
