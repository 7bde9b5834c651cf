import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({
  display: 'flex', gap: vars.space.md, alignItems: 'flex-start', padding: vars.space.lg,
  borderRadius: vars.radius.lg, borderLeft: '5px solid',
});
export const tone = styleVariants({
  info: { background: vars.color.brandSoft, borderColor: vars.color.brand },
  success: { background: vars.color.successSoft, borderColor: vars.color.success },
  warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
  crisis: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
});
export const icon = style({ flex: 'none', marginTop: vars.space.xxs });
export const body = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ fontSize: vars.size.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
