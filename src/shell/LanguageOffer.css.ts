import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { container } from '../styles/utils.css';

// It slides up from the window's edge (a transform: nothing else moves), unless motion is reduced.
const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

// Sticky at the page's end (src/shell/LanguageOffer.tsx): over the page while it scrolls, under the
// header's menus and the notices, after the footer at the end.
export const bar = style({
  position: 'sticky', bottom: 0, zIndex: 30,
  background: vars.color.brandSoft, color: vars.color.text, borderTop: `1px solid ${vars.color.border}`, paddingBlock: vars.space.xs,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${rise} 200ms ease-out` },
    print: { display: 'none' },
  },
});
// One row where it fits (the words wrap beside the buttons on a 390 px phone), two below that.
export const inner = style([container, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.sm}` }]);
export const text = style({ flex: '1 1 8rem', fontSize: vars.size.sm, fontWeight: 600 });
// 44 px targets (the buttons' default and icon sizes), 8 px apart.
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginInlineStart: 'auto' });

// While it shows, an element focused near the window's foot (Tab) is scrolled clear of it (WCAG
// 2.4.11): the bar is at most two rows high (about 105 px at 320 px).
globalStyle(`html:has(${bar}:not([hidden]))`, { scrollPaddingBottom: `calc(${vars.space.xxl} * 2)` });
