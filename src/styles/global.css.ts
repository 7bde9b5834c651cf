import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
// Printed pages: every rule for print is in print.css.ts or the component's own styles.
import './print.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// A section reached by its anchor ("#x", a search result, scrollIntoView) stops below the fixed
// header: one rule for every target, so headings need no scroll-margin-top of their own.
globalStyle('html', { scrollPaddingTop: `calc(${vars.layout.header} + 1rem)`, WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0, fontFamily: vars.font.body, fontSize: vars.size.md, lineHeight: 1.6,
  color: vars.color.text, background: vars.color.bg,
  // A word or address longer than its box (a long title on a 320 px phone) breaks instead of overflowing.
  overflowWrap: 'anywhere',
});
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.25, margin: 0, textWrap: 'balance' } as never);
globalStyle('p', { margin: 0 });
globalStyle('a', { color: vars.color.brand, textUnderlineOffset: '0.2em' });
globalStyle('a:hover', { color: vars.color.brandStrong });
globalStyle('img, iframe', { display: 'block', maxWidth: '100%' });
// Icons keep their size inside flex rows.
globalStyle('svg', { display: 'block', flexShrink: 0 });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });
// One visible focus ring for every control (WCAG 2.4.7 / 2.4.11).
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('[hidden]', { display: 'none !important' } as never);
// Reduced motion: no transitions or animations anywhere.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0s !important', animationIterationCount: '1 !important',
      transitionDuration: '0s !important', scrollBehavior: 'auto !important',
    } as never,
  },
});
