import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { hiddenStyle as hidden } from '../styles/utils.css';

// The full desktop menu (Home, Our Story, Practice Guides, Resources, four guides' dropdowns and
// More) and the header's buttons need 80rem in Spanish, whose labels are the longest; below it
// the phone menu serves.
export const DESKTOP = '(min-width: 80rem)';

export const header = style({
  // Opaque: text scrolling under a see-through bar shows through and muddles the menu.
  position: 'fixed', top: 0, left: 0, right: 0, zIndex: 40, background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.sm, '@media': { print: { display: 'none' } },
});
export const bar = style({ height: vars.layout.header, display: 'flex', alignItems: 'center', gap: vars.space.sm, maxWidth: '84rem' });
export const spacer = style({ height: vars.layout.header, '@media': { print: { display: 'none' } } });
export const logo = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, textDecoration: 'none', color: vars.color.text, marginInlineEnd: 'auto', flex: 'none' });
export const logoMark = style({
  flex: 'none', width: 44, height: 44, borderRadius: vars.radius.md, display: 'grid', placeItems: 'center',
  background: vars.color.brand, color: vars.color.brandText, fontWeight: 800, fontSize: vars.size.sm, letterSpacing: '0.02em',
});
// Two short lines beside the mark. Below 28rem the mark, search, packet, language, Connect and
// menu buttons fill the bar, and beside the full desktop menu its links and the buttons do: the
// name is then read, not shown.
export const logoText = style({
  fontWeight: 700, lineHeight: 1.15, fontSize: vars.size.sm, maxWidth: '8.5rem',
  '@media': { [`(max-width: 28rem), ${DESKTOP}`]: hidden },
});
export const tools = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
// Icon-only where space is short: on phones, and beside the full desktop menu.
export const connectLabel = style({ '@media': { [`(max-width: 40rem), ${DESKTOP}`]: hidden } });
export const desktopOnly = style({ display: 'none', '@media': { [DESKTOP]: { display: 'block' } } });
export const mobileOnly = style({ '@media': { [DESKTOP]: { display: 'none' } } });
export const searchRow = style({
  borderTop: `1px solid ${vars.color.border}`, background: vars.color.surface, paddingBlock: vars.space.sm,
  boxShadow: vars.shadow.md,
});
export const searchInput = style({
  width: '100%', minHeight: 44, padding: `${vars.space.sm} ${vars.space.md}`, border: `1px solid ${vars.color.fieldBorder}`, borderRadius: vars.radius.md,
  selectors: { '&::placeholder': { color: vars.color.placeholder } },
});
export const skip = style({
  position: 'absolute', left: vars.space.sm, top: -100, zIndex: 100, padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brandStrong, color: vars.color.brandText, borderRadius: vars.radius.md, fontWeight: 700,
  selectors: { '&:focus': { top: vars.space.sm, color: vars.color.brandText } }, '@media': { print: { display: 'none' } },
});
// The search toggle holds both of its faces; the page's controls change only its aria-expanded
// (src/boot/controls/search.ts), and this shows the face that fits.
export const whenClosed = style({ selectors: { '[aria-expanded="true"] > &': { display: 'none' } } });
export const whenOpen = style({ selectors: { '[aria-expanded="false"] > &': { display: 'none' } } });
