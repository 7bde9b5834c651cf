import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// A form cannot be sent from paper.
export const root = style({ display: 'grid', gap: vars.space.md, '@media': { print: { display: 'none' } } });
export const grid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: '1fr', '@media': { '(min-width: 40rem)': { gridTemplateColumns: '1fr 1fr' } } });
export const width = styleVariants({ full: { gridColumn: '1 / -1' }, half: {} });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.size.sm });
export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });
export const input = style({
  width: '100%', minHeight: 44, padding: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.fieldBorder}`, background: vars.color.surface,
  selectors: { '&:focus-visible': { borderColor: vars.color.focus }, '&::placeholder': { color: vars.color.placeholder }, '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});
export const textarea = style([input, { minHeight: 140, resize: 'vertical' }]);
export const footnote = style({ fontSize: vars.size.sm, color: vars.color.muted });
/** The field only bots fill in: never shown, never reached by keyboard or screen reader. */
export const honeypot = style({ display: 'none' });
/** Sending…, or why the message was not sent (in <strong>, in the danger colour) and Try again. */
export const status = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
globalStyle(`${status} strong`, { color: vars.color.danger });
/** What is wrong with a field, under it; and the list of them above the send button. */
export const error = style({ color: vars.color.danger, fontSize: vars.size.sm, fontWeight: 600 });
export const summary = style({
  display: 'grid', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, fontWeight: 600,
  background: vars.color.dangerSoft, border: `2px solid ${vars.color.danger}`, color: vars.color.text,
});
globalStyle(`${summary} a`, { color: vars.color.danger });
globalStyle(`${summary} ul`, { margin: 0, paddingInlineStart: vars.space.lg });
