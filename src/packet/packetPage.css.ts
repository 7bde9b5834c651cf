// The packet page's parts: the editor, a shared packet's view and, on paper, the booklet. The
// block's own frame (the space kept for the packet, what shows before the app starts) is in
// src/blocks/Packet/Packet.css.ts; the header's count and "Add to packet" are in packet.css.ts.
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const stack = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const fields = style({ display: 'grid', gap: vars.space.xs, maxWidth: '40rem' });
export const muted = style({ color: vars.color.muted, fontSize: vars.size.sm });
export const h2 = style({ fontSize: vars.size.xl, color: vars.color.text });
export const status = style({ minHeight: '1.5em', color: vars.color.text });
export const notice = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.warningSoft, color: vars.color.text });
export const note = style({ whiteSpace: 'pre-wrap' });
export const sharedTitle = style({ fontSize: vars.size.lg, fontWeight: 700 });
export const field = style({
  width: '100%', padding: vars.space.sm, border: `1px solid ${vars.color.fieldBorder}`, borderRadius: vars.radius.sm,
  background: vars.color.surface, color: vars.color.text, font: 'inherit',
});
export const items = style({ display: 'grid', gap: vars.space.sm, padding: 0, listStyle: 'none', counterReset: 'item' });
export const item = style({
  display: 'grid', gap: vars.space.xs, padding: vars.space.md, border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md, background: vars.color.surface, overflowWrap: 'anywhere',
});
export const itemTitle = style({ fontWeight: 700, color: vars.color.brandStrong });
export const facts = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', color: vars.color.muted, fontSize: vars.size.sm });
export const check = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
const button = {
  minHeight: 44, padding: `${vars.space.xs} ${vars.space.md}`, borderRadius: vars.radius.md, fontWeight: 600, cursor: 'pointer',
  border: `1px solid ${vars.color.brand}`,
} as const;
export const small = style({
  ...button, minWidth: 44, padding: vars.space.xs, background: vars.color.surface, color: vars.color.brandStrong,
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

// On screen the editor; on paper the booklet (the page's own heading and intro stay on screen).
export const screen = style({ display: 'grid', gap: vars.space.lg, '@media': { print: { display: 'none' } } });
export const print = style({ display: 'none', '@media': { print: { display: 'block' } } });
export const cover = style({ display: 'grid', gap: vars.space.md, breakAfter: 'page' });
export const coverTitle = style({ fontSize: vars.size.xxl });
export const crisis = style({ padding: vars.space.md, border: `2px solid ${vars.color.text}`, borderRadius: vars.radius.md });
export const printItem = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.md, borderBottom: `1px solid ${vars.color.border}`, breakInside: 'avoid', overflowWrap: 'anywhere' });
export const printTitle = style({ fontSize: vars.size.lg });
export const address = style({ fontFamily: 'monospace', fontSize: vars.size.sm });
export const qrRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });
