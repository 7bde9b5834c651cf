// The editor's look, from the site's own theme (src/styles/theme.css.ts): its colours in light and
// dark, its spacing scale and type sizes, and a focus ring that is always visible (WCAG 2.2 AA).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

globalStyle('body', { margin: 0, background: vars.color.bg, color: vars.color.text, fontFamily: vars.font.body, fontSize: vars.size.md, lineHeight: 1.5 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
// A checkbox is a target of 24 × 24 CSS px at least (WCAG 2.2, 2.5.8).
globalStyle('input[type="checkbox"]', { width: '1.5rem', height: '1.5rem', margin: 0, flexShrink: 0 });

/** Widths: a phone (one column, the parts of the site behind a button), a tablet (a narrower
 * sidebar), a desktop. Media queries in em, so they follow the browser's text size. */
export const PHONE = 'screen and (max-width: 37.49em)';
const NARROW = 'screen and (max-width: 63.99em)';
const WIDE = 'screen and (min-width: 64em)';

// What stays on screen at the top (the toolbar; on a phone the find box and the parts' button too)
// is measured by App.tsx into --editor-toolbar-h and --editor-sticky-h, so what is brought into
// view (a field, a heading, the focus moving) is not hidden under it.
const TOOLBAR_H = 'var(--editor-toolbar-h, 3.5rem)';
const STICKY_H = 'var(--editor-sticky-h, 3.5rem)';
globalStyle('html', { scrollPaddingTop: `calc(${STICKY_H} + 0.5rem)`, scrollPaddingBottom: '1rem' });

export const layout = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 13rem) minmax(0, 1fr)', gridTemplateRows: 'auto 1fr', minHeight: '100vh',
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 17rem) minmax(0, 1fr)' }, [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto auto 1fr' } },
});
export const toolbar = style({
  gridColumn: '1 / -1', position: 'sticky', top: 0, zIndex: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`, background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`,
});
const hidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
/** The editor's name: on a phone only for screen readers (the tab's title says it), to leave room. */
export const title = style({ fontSize: vars.size.lg, margin: 0, marginRight: 'auto', '@media': { [PHONE]: hidden } });
/** The toolbar's buttons (Undo, Discard, Save, and any added beside them): kept together, wrapping. */
export const actions = style({ order: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, minWidth: 0, '@media': { [PHONE]: { flex: '1 1 100%' } } });
/** Undo names the change it takes back: cut short with … when the screen is narrow (the whole name is its accessible name). */
export const undo = style({ maxWidth: '16rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '@media': { [PHONE]: { maxWidth: '9rem' } } });
/** Words shown on wide screens only (still read by screen readers on a phone). */
export const wideOnly = style({ '@media': { [PHONE]: hidden } });
/** The status: first in the page's order, shown on a line of its own under the buttons, with room beside it for "Show all". */
export const status = style({ order: 2, flex: '1 1 calc(100% - 7rem)', minWidth: 0, margin: 0, fontSize: vars.size.sm, color: vars.color.text, overflowWrap: 'anywhere' });
/** Below a desktop's width a long status is cut to two lines, with a button to read it all. */
export const statusShort = style({ '@media': { [NARROW]: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } } });
export const statusMore = style({ order: 3, flexShrink: 0, alignSelf: 'flex-start', whiteSpace: 'nowrap', fontSize: vars.size.sm });

/** The find box and the parts of the site: a column kept in view beside the form (its own scroll
 * when taller than the window), on a phone one row kept under the toolbar. */
export const sideColumn = style({
  position: 'sticky', top: TOOLBAR_H, alignSelf: 'start', zIndex: 2, height: `calc(100vh - ${TOOLBAR_H})`, display: 'flex', flexDirection: 'column', minWidth: 0,
  borderRight: `1px solid ${vars.color.border}`, background: vars.color.surfaceAlt,
  '@media': {
    [PHONE]: {
      height: 'auto', flexDirection: 'row', alignItems: 'center', gap: vars.space.xs, padding: `${vars.space.xs} ${vars.space.sm}`,
      borderRight: 0, borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
export const sidebar = style({ flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column', '@media': { [PHONE]: { flex: '0 0 auto' } } });
/** The button that shows the parts of the site on a phone (a disclosure); hidden on wider screens. */
export const chooser = style({ display: 'none', whiteSpace: 'nowrap', '@media': { [PHONE]: { display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs } } });
/** The list of parts: scrolls on its own beside the form; on a phone shown over the form when its button is pressed. */
export const parts = style({
  flex: '1 1 auto', minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', padding: vars.space.sm, display: 'grid', alignContent: 'start', gap: vars.space.xs,
  '@media': {
    [PHONE]: {
      position: 'absolute', top: '100%', left: 0, right: 0, zIndex: 4, maxHeight: `calc(100vh - ${STICKY_H} - 1rem)`,
      background: vars.color.surfaceAlt, borderBottom: `2px solid ${vars.color.border}`, boxShadow: vars.shadow.md,
      selectors: { '&:not([data-open])': { display: 'none' } },
    },
  },
});
export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });
export const navButton = style({
  width: '100%', minHeight: '2.25rem', textAlign: 'start', padding: vars.space.xs, border: '1px solid transparent', borderRadius: vars.radius.sm, background: 'transparent', cursor: 'pointer', overflowWrap: 'anywhere',
  selectors: { '&[aria-current="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand, fontWeight: 600 } },
});
export const navHeading = style({ fontWeight: 600, fontSize: vars.size.md, margin: 0, marginRight: 'auto' });
export const navHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, marginTop: vars.space.xs });
export const navPath = style({ display: 'block', fontSize: vars.size.xs, color: vars.color.muted });

/** Find in the site: a box, and under it what it found (over the form, never pushing it). */
export const find = style({
  position: 'relative', padding: `${vars.space.sm} ${vars.space.sm} 0`,
  '@media': { [PHONE]: { flex: '1 1 auto', minWidth: 0, padding: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs } },
});
/** "Find in the site" over the box; on a phone "Find" before it (the rest for screen readers). */
export const findLabel = style({ display: 'block', fontWeight: 600 });
export const findInput = style({ '@media': { [PHONE]: { flex: '1 1 auto', minWidth: 0, width: 'auto' } } });
export const findPopup = style({
  position: 'absolute', top: '100%', left: vars.space.sm, zIndex: 5, width: 'min(40rem, calc(100vw - 1rem))', marginTop: vars.space.xxs,
  display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr)', maxHeight: `min(36rem, calc(100vh - ${STICKY_H} - 5rem))`,
  background: vars.color.surface, border: `1px solid ${vars.color.fieldBorder}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.md,
  '@media': { [PHONE]: { left: 0, width: 'calc(100vw - 1rem)', maxHeight: `calc(100vh - ${STICKY_H} - 1rem)` } },
});
export const findCount = style({ margin: 0, padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.size.sm, borderBottom: `1px solid ${vars.color.border}` });
export const findList = style({ listStyle: 'none', margin: 0, padding: vars.space.xxs, overflowY: 'auto', overscrollBehavior: 'contain' });
export const findOption = style({
  padding: `${vars.space.xs} ${vars.space.sm}`, minHeight: '2.25rem', borderRadius: vars.radius.sm, cursor: 'pointer', overflowWrap: 'anywhere', border: '2px solid transparent',
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&[aria-selected="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand } },
});
export const findPlace = style({ fontWeight: 600 });
export const findValue = style({ color: vars.color.text });

export const main = style({ padding: vars.space.md, minWidth: 0, overflowWrap: 'anywhere', '@media': { [PHONE]: { padding: vars.space.sm } } });
/** The heading of the part shown: where choosing a part, or adding a page, brings the view. */
export const partTitle = style({ margin: `0 0 ${vars.space.sm}`, overflowWrap: 'anywhere' });
export const button = style({
  padding: `${vars.space.xs} ${vars.space.sm}`, border: `1px solid ${vars.color.fieldBorder}`, borderRadius: vars.radius.sm, background: vars.color.surface, cursor: 'pointer', minHeight: '2.25rem', minWidth: '2.25rem',
  selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.color.muted } },
});
export const primary = style([button, { background: vars.color.brand, color: vars.color.brandText, borderColor: vars.color.brand, fontWeight: 600 }]);
export const danger = style([button, { color: vars.color.danger, background: vars.color.dangerSoft, borderColor: vars.color.danger }]);
export const field = style({ display: 'grid', gap: vars.space.xxs, marginBottom: vars.space.sm });
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))', gap: vars.space.sm });
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
export const problemList = style({ margin: 0, paddingLeft: vars.space.md, display: 'grid', gap: vars.space.xs, overflowWrap: 'anywhere' });
export const problems = style({ border: `2px solid ${vars.color.danger}`, borderRadius: vars.radius.md, padding: vars.space.sm, marginBottom: vars.space.md, background: vars.color.dangerSoft });
export const previewPane = style({ borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.lg, paddingTop: vars.space.md });
export const frameBox = style({ overflow: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const frame = style({ border: 0, display: 'block', height: '44rem', background: 'white' });
export const visuallyHidden = style(hidden);
/** A notice that asks the owner to choose (the file changed, another tab's draft): calm, not an error. */
export const notice = style({ border: `2px solid ${vars.color.warning}`, borderRadius: vars.radius.md, padding: vars.space.sm, marginBottom: vars.space.md, background: vars.color.warningSoft });
export const noticeTitle = style({ fontSize: vars.size.md, margin: `0 0 ${vars.space.xs}` });
export const noticeText = style({ margin: `0 0 ${vars.space.xs}` });
export const changes = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.md, display: 'grid', gap: vars.space.xs });
export const change = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space.xs, listStylePosition: 'outside' });
export const sides = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))', gap: vars.space.xs, margin: `${vars.space.xxs} 0 0` });
export const side = style({ margin: 0, overflowWrap: 'anywhere' });
export const sideName = style({ fontSize: vars.size.sm, fontWeight: 600 });
export const sideValue = style({ margin: 0 });
/** The status line of the draft's keeping in this browser, when it could not be kept. */
export const keepStatus = style({ order: 4, flexBasis: '100%', overflowWrap: 'anywhere', margin: 0, fontSize: vars.size.sm, fontWeight: 600, color: vars.color.text, background: vars.color.warningSoft, padding: `${vars.space.xxs} ${vars.space.xs}`, borderRadius: vars.radius.sm });
export const noticeSub = style({ fontSize: vars.size.md, margin: `${vars.space.sm} 0 ${vars.space.xs}` });
/** Publish's panel, opened in place under the toolbar's buttons (src/editor/Publish.tsx): the toolbar
 * stays on screen, so a long list of waiting changes scrolls inside the panel. */
export const publishPanel = style({
  flexBasis: '100%', maxHeight: '60vh', overflow: 'auto', border: `2px solid ${vars.color.brand}`, borderRadius: vars.radius.md,
  padding: vars.space.sm, background: vars.color.surface, display: 'grid', gap: vars.space.xs,
  selectors: { '&[hidden]': { display: 'none' } },
});
/** What Publish did, in a line of its own under the toolbar's buttons. */
export const publishStatus = style({ flexBasis: '100%', margin: 0, fontSize: vars.size.sm, fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' });
/** "Show JSON names" in the toolbar, and a field's JSON key after its label (src/editor/JsonNames.tsx). */
export const jsonToggle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, fontSize: vars.size.sm, cursor: 'pointer' });
export const jsonName = style({ marginLeft: vars.space.xs, fontSize: vars.size.xs, color: vars.color.muted, fontWeight: 400, overflowWrap: 'anywhere' });
/** A list of a fixed set of values as checkboxes (fields/ChoicesField.tsx): one line each, in a few columns on wide screens. */
export const choices = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '2rem', cursor: 'pointer' });
/** A problem's own fix beside its message ("Keep these blocks in English"). */
export const fix = style({ marginLeft: vars.space.xs, fontSize: vars.size.sm, fontWeight: 400 });
/** A list's "Insert" between items (fields/ItemTools.tsx): small and quiet, one per gap; still a
 * 24 px target (WCAG 2.2 target size). */
export const insertHere = style({
  display: 'block', minHeight: '1.5rem', padding: `0 ${vars.space.xs}`, marginBottom: vars.space.xxs, fontSize: vars.size.sm, lineHeight: 1.4,
  border: `1px dashed ${vars.color.fieldBorder}`, borderRadius: vars.radius.sm, background: 'transparent', color: vars.color.text, cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft }, '&:disabled': { cursor: 'not-allowed', color: vars.color.muted } },
});
/** The kind chooser an "Insert" opens in its gap (a list of blocks). */
export const insertChooser = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, padding: vars.space.xs, marginBottom: vars.space.xs,
  border: `2px dashed ${vars.color.brand}`, borderRadius: vars.radius.sm,
});
/** An item's "Position" box: type a place, Enter moves it there. */
export const position = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, fontSize: vars.size.sm });
export const positionInput = style({
  width: '4.5em', minHeight: '2.25rem', padding: `0 ${vars.space.xxs}`, border: `1px solid ${vars.color.fieldBorder}`, borderRadius: vars.radius.sm, background: vars.color.surface,
});
/** What each other language's page shows of a block, with "Keep in English". */
export const itemLanguages = style({ display: 'grid', gap: vars.space.xxs, margin: `0 0 ${vars.space.xs}`, fontSize: vars.size.sm });
export const itemLanguage = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });
export const keepLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, minHeight: '1.5rem', cursor: 'pointer' });
/** The sidebar's last row: the JSON names toggle, apart from the pages. */
export const navFoot = style({ borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.sm, paddingTop: vars.space.sm });
