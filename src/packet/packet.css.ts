import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

// Small and quiet beside a resource; a control, so not printed. In a card whose stretched link
// makes it one link (LinkList cards), the card puts it above that link (its own class), so it
// stays the thing a click on it presses; elsewhere it is in the page's flow, with no layer of its
// own to lay out and paint (a catalogue page has a hundred of them).
export const add = style({
  justifySelf: 'start',
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

