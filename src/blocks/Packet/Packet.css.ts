// The packet block's frame: the space the packet takes from the first paint, and what shows
// before the app does. The packet's own parts are in src/packet/packetPage.css.ts.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.md });
/** The height of the empty packet's editor at any width from 320 px, kept from the first paint
 * (src/boot/noscript.css lets it go without JavaScript, where the editor never comes). */
export const reserve = style({ minHeight: '31rem' });
export const noScriptOnly = style({ display: 'none' });
export const whenEmpty = style({ selectors: { ':root[data-packet-stored] &': { display: 'none' } } });
export const whenStored = style({ display: 'none', selectors: { ':root[data-packet-stored] &': { display: 'inline' } } });
