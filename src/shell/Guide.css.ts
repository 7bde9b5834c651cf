import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

// Navigation, not content: neither prints.
const screenOnly = { '@media': { print: { display: 'none' } } } as const;

export const crumbs = style({ fontSize: vars.size.sm, ...screenOnly });
export const crumbList = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', color: vars.color.muted });
// The separator is drawn, not read ("›" with empty alternative text).
export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, selectors: { '& + &::before': { content: '"›" / ""', color: vars.color.muted } } });
export const crumbLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 24, color: vars.color.brand });

export const steps = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, ...screenOnly });
export const step = style({
  flex: '1 1 16rem', display: 'grid', gap: vars.space.xxs, padding: vars.space.md, borderRadius: vars.radius.md, textDecoration: 'none',
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, color: vars.color.text,
  selectors: { '&:hover': { borderColor: vars.color.brand, color: vars.color.text } },
});
export const stepNext = style({ textAlign: 'end' });
export const stepLabel = style({ fontSize: vars.size.sm, color: vars.color.muted });
export const back = style({ selectors: { '&::before': { content: '"← " / ""' } } });
export const forward = style({ selectors: { '&::after': { content: '" →" / ""' } } });
export const stepTitle = style({ fontWeight: 600, color: vars.color.brand });
export const reviewed = style({ fontSize: vars.size.sm, color: vars.color.muted });
