// The catalogue block's frame: its status lines and "Show all". The filters and the lists are the
// catalogue's own (src/catalogue/catalogue.css.ts).
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { stackColumn } from '../../styles/utils.css';

export const root = style({ display: 'grid', gridTemplateColumns: stackColumn, gap: vars.space.lg });
export const status = style({ color: vars.color.muted, fontSize: vars.size.sm });
/** How complete the tags are: read before an empty filter is taken for "none exists". */
export const coverage = style({ color: vars.color.muted, fontSize: vars.size.xs, maxWidth: '70ch' });
export const more = style({ justifySelf: 'start' });
