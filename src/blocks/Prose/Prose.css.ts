import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { panel } from '../../styles/utils.css';

export const root = style({ display: 'grid', gap: vars.space.md, maxWidth: '70ch' });
export const tone = styleVariants({
  plain: {},
  panel: [panel, { maxWidth: 'none' }],
  muted: { color: vars.color.muted },
});
