import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

// Small and quiet beside a resource; a control, so not printed. Above a card's stretched link
// (LinkList cards make the whole card one link), so it stays the thing a click on it presses.
export const add = style({
  position: 'relative', zIndex: 1, justifySelf: 'start',
  display: 'inline-flex', alignItems: 'center', minHeight: 28, padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.pill, background: vars.color.surface,
  color: vars.color.brandStrong, fontSize: vars.size.xs, fontWeight: 600, cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand } },
  '@media': { print: { display: 'none' } },
});

// A button holds both of its words; the page's controls change only aria-pressed (src/boot/
// controls/packet.ts), and this shows the word that fits.
export const toAdd = style({ selectors: { '[aria-pressed="true"] > &': { display: 'none' } } });
export const inPacket = style({ selectors: { '[aria-pressed="false"] > &': { display: 'none' } } });

// The number is an attribute shown by the stylesheet, for the same reason.
export const count = style({
  minWidth: 20, padding: `0 ${vars.space.xxs}`, borderRadius: vars.radius.pill, background: vars.color.brand,
  color: vars.color.brandText, fontSize: vars.size.xs, lineHeight: '20px', textAlign: 'center',
  '::after': { content: 'attr(data-count)' },
});

