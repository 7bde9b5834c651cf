import { globalStyle, style } from '@vanilla-extract/css';
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

// A bar whose calls carry a hint (the Spanish "988 (oprima 2)"), on a phone: the link and the calls
// in two columns, the calls' column as narrow as its longest unbroken words, so a hint takes a line
// of its own inside its button rather than a row of its own in the bar. Link and 988 on the first
// row, the text and 911 on the second, in the page's order. Wider screens: one row, as the others.
const PHONE = 'screen and (max-width: 40rem)';
export const paired = style([inner, { '@media': { [PHONE]: { display: 'grid', gridTemplateColumns: 'auto min-content', gap: `${vars.space.xs} ${vars.space.sm}` } } }]);
globalStyle(`${paired} > ul`, { '@media': { [PHONE]: { display: 'contents' } } });
// Each button fills its cell, its icon and words closer: "Envíe AYUDA al 988" keeps one line at 390 px.
globalStyle(`${paired} li > a`, { '@media': { [PHONE]: { width: '100%', gap: vars.space.xs, paddingInline: vars.space.xs } } });
export const hint = style({ whiteSpace: 'nowrap' });
