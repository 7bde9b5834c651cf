// Printed pages: clinicians print guides as handouts and lists. Only the page's content is printed,
// in the light theme's text colours on white (no backgrounds: they are off by default in print
// dialogs, so text meant for a coloured background turns dark); every link is followed by its
// address (external ones in full); accordion and tab panels print open; nothing is left faded;
// a card, list item or callout never breaks across pages. The shell, buttons and forms hide
// themselves in their own styles (print: display none).
import { assignVars, globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { tokens } from './tokens';

const print = (selector: string, rule: GlobalStyleRule) => globalStyle(selector, { '@media': { print: rule } } as GlobalStyleRule);

// After the theme's dark-mode rule, so a page printed from a dark screen prints light.
print(':root', { colorScheme: 'light', vars: assignVars(vars.color, { ...tokens.color, brandText: tokens.color.text, bannerText: tokens.color.text, dangerText: tokens.color.text }) });
print('*, *::before, *::after', { background: 'transparent !important', boxShadow: 'none !important' } as never);
print('body', { fontSize: '11pt' });

// Every link says where it goes. In-page anchors need no address; card links give up the overlay
// that makes the whole card clickable on screen.
print('a[href]:not([href^="#"])::after', {
  content: '" (" attr(href) ")" !important', position: 'static !important', inset: 'auto !important',
  outline: 'none !important', fontWeight: 400, color: vars.color.muted,
} as never);
// Figures (a video) print the address to watch them at.
print('[data-print-url]::after', { content: 'attr(data-print-url)', display: 'block', color: vars.color.muted });

// Everything shown: panels open (the tab list, only controls, goes), blocks waiting to fade in or
// half-way through it at rest.
print('[data-accordion-panel][hidden], [role="tabpanel"][hidden]', { display: 'block !important' } as never);
print('[role="tablist"], [data-control="accordion"] > svg:last-child, iframe', { display: 'none' });
// Search and forms cannot be used on paper, wherever they are.
print('[role="search"], form', { display: 'none !important' } as never);
print('[style*="opacity"]', { opacity: '1 !important', transform: 'none !important' } as never);

// Page breaks: headings stay with what follows; small units stay whole.
print('h1, h2, h3, h4', { breakAfter: 'avoid' });
print('article, aside, figure, li, dl > div, [data-control="accordion"]', { breakInside: 'avoid' });
