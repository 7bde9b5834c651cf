import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { panel } from '../../styles/utils.css';

export const root = style({ display: 'grid', gap: vars.space.md });
export const tone = styleVariants({ plain: {}, panel: [panel] });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const columns = styleVariants({ 1: {}, 2: { '@media': { '(min-width: 48rem)': { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.xl } } } });
export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const marker = style({ flex: 'none', marginTop: vars.space.xs, color: vars.color.brand });
// A border, not a background, so the dot prints.
export const dot = style({ flex: 'none', width: 8, height: 8, borderRadius: '50%', border: `4px solid ${vars.color.brand}`, marginTop: '0.55em', marginInline: '0.375em' });
export const number = style({
  flex: 'none', width: 28, height: 28, borderRadius: '50%', background: vars.color.brandSoft, color: vars.color.brandStrong,
  fontWeight: 700, display: 'grid', placeItems: 'center', fontSize: vars.size.sm,
});
export const title = style({ fontWeight: 700, display: 'block' });
