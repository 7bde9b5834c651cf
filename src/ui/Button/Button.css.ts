import { style, styleVariants } from '@vanilla-extract/css';
import type { ButtonSize, ButtonVariant } from '../../../schema/model/fields';
import { vars } from '../../styles/theme.css';

export const base = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm,
  // A label longer than the row wraps inside the button instead of pushing it out of its container.
  maxWidth: '100%', textAlign: 'center', overflowWrap: 'anywhere',
  borderRadius: vars.radius.md, border: '1px solid transparent', fontWeight: 600, lineHeight: 1.2,
  textDecoration: 'none', cursor: 'pointer', transition: 'background-color 150ms, color 150ms, border-color 150ms',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
  // Controls, not content: a printed page has nothing to press.
  '@media': { print: { display: 'none' } },
});

// Typed from the schema's enums: a variant added to the schema fails here until it has a style.
export const variant = styleVariants<Record<ButtonVariant, Parameters<typeof style>[0]>>({
  default: { background: vars.color.brand, color: vars.color.brandText, selectors: { '&:hover': { background: vars.color.brandStrong, color: vars.color.brandText } } },
  destructive: { background: vars.color.danger, color: vars.color.dangerText, selectors: { '&:hover': { filter: 'brightness(0.92)', color: vars.color.dangerText } } },
  outline: { background: vars.color.surface, color: vars.color.brandStrong, borderColor: vars.color.brand, selectors: { '&:hover': { background: vars.color.brandSoft, color: vars.color.brandStrong } } },
  secondary: { background: vars.color.brandSoft, color: vars.color.brandStrong, selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.brandStrong } } },
  ghost: { background: 'transparent', color: vars.color.text, selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } } },
  link: { background: 'transparent', color: vars.color.brand, textDecoration: 'underline', paddingInline: '0 !important', selectors: { '&:hover': { color: vars.color.brandStrong } } },
});

export const size = styleVariants<Record<ButtonSize, Parameters<typeof style>[0]>>({
  default: { minHeight: 44, padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.size.md },
  sm: { minHeight: 36, padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.size.sm },
  lg: { minHeight: 52, padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.size.lg },
  icon: { width: 44, height: 44, padding: 0 },
});
