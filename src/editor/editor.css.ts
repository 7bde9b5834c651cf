// The editor's look, from the site's own theme (src/styles/theme.css.ts): its colours in light and
// dark, its spacing scale and type sizes, and a focus ring that is always visible (WCAG 2.2 AA).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

globalStyle('body', { margin: 0, background: vars.color.bg, color: vars.color.text, fontFamily: vars.font.body, fontSize: vars.size.md, lineHeight: 1.5 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

export const layout = style({ display: 'grid', gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)', minHeight: '100vh' });
export const toolbar = style({
  gridColumn: '1 / -1', position: 'sticky', top: 0, zIndex: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm,
  padding: vars.space.sm, background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.size.lg, margin: 0, marginRight: 'auto' });
export const status = style({ flexBasis: '100%', margin: 0, fontSize: vars.size.sm, color: vars.color.text });
export const sidebar = style({ borderRight: `1px solid ${vars.color.border}`, padding: vars.space.sm, background: vars.color.surfaceAlt });
export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const navButton = style({
  width: '100%', textAlign: 'start', padding: vars.space.xs, border: '1px solid transparent', borderRadius: vars.radius.sm, background: 'transparent', cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand, fontWeight: 600 } },
});
export const navPath = style({ display: 'block', fontSize: vars.size.xs, color: vars.color.muted });
export const main = style({ padding: vars.space.md, minWidth: 0 });
export const button = style({
  padding: `${vars.space.xs} ${vars.space.sm}`, border: `1px solid ${vars.color.fieldBorder}`, borderRadius: vars.radius.sm, background: vars.color.surface, cursor: 'pointer', minHeight: '2.25rem', minWidth: '2.25rem',
  selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.color.muted } },
});
export const primary = style([button, { background: vars.color.brand, color: vars.color.brandText, borderColor: vars.color.brand, fontWeight: 600 }]);
export const danger = style([button, { color: vars.color.danger, background: vars.color.dangerSoft, borderColor: vars.color.danger }]);
export const field = style({ display: 'grid', gap: vars.space.xxs, marginBottom: vars.space.sm });
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space.sm });
export const label = style({ fontWeight: 600 });
export const required = style({ color: vars.color.danger, marginLeft: vars.space.xxs });
export const description = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.muted });
export const control = style({
  width: '100%', padding: vars.space.xs, border: `1px solid ${vars.color.fieldBorder}`, borderRadius: vars.radius.sm, background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' }, '&::placeholder': { color: vars.color.placeholder } },
});
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: vars.size.sm });
export const missing = style({ margin: 0, fontSize: vars.size.sm, color: vars.color.text, background: vars.color.warningSoft, padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm, justifySelf: 'start' });
export const group = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.sm, margin: `0 0 ${vars.space.sm}`, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({ borderLeft: `4px solid ${vars.color.brandSoft}`, paddingLeft: vars.space.sm });
export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, marginBottom: vars.space.xs });
export const itemName = style({ fontWeight: 600, marginRight: 'auto' });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const problems = style({ border: `2px solid ${vars.color.danger}`, borderRadius: vars.radius.md, padding: vars.space.sm, marginBottom: vars.space.md, background: vars.color.dangerSoft });
export const previewPane = style({ borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.lg, paddingTop: vars.space.md });
export const frameBox = style({ overflow: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const frame = style({ border: 0, display: 'block', height: '44rem', background: 'white' });
export const visuallyHidden = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
/** A notice that asks the owner to choose (the file changed, another tab's draft): calm, not an error. */
export const notice = style({ border: `2px solid ${vars.color.warning}`, borderRadius: vars.radius.md, padding: vars.space.sm, marginBottom: vars.space.md, background: vars.color.warningSoft });
export const noticeTitle = style({ fontSize: vars.size.md, margin: `0 0 ${vars.space.xs}` });
export const noticeText = style({ margin: `0 0 ${vars.space.xs}` });
export const changes = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.md, display: 'grid', gap: vars.space.xs });
export const change = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space.xs, listStylePosition: 'outside' });
export const sides = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.xs, margin: `${vars.space.xxs} 0 0` });
export const side = style({ margin: 0, overflowWrap: 'anywhere' });
export const sideName = style({ fontSize: vars.size.sm, fontWeight: 600 });
export const sideValue = style({ margin: 0 });
/** The status line of the draft's keeping in this browser, when it could not be kept. */
export const keepStatus = style({ flexBasis: '100%', margin: 0, fontSize: vars.size.sm, fontWeight: 600, color: vars.color.text, background: vars.color.warningSoft, padding: `${vars.space.xxs} ${vars.space.xs}`, borderRadius: vars.radius.sm });
export const noticeSub = style({ fontSize: vars.size.md, margin: `${vars.space.sm} 0 ${vars.space.xs}` });
