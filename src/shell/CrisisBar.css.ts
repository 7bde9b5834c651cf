import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const bar = style({
  background: vars.color.dangerSoft, borderBottom: `1px solid ${vars.color.border}`, paddingBlock: vars.space.xs,
  '@media': { print: { display: 'none' } },
});
export const inner = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}` });
export const help = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: 36, fontWeight: 700, color: vars.color.text,
  textDecorationThickness: '2px', textUnderlineOffset: '3px',
});
// 36 px buttons with 8 px between them: well above the 24 px target size, and never touching.
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
