// The theme contract: every colour, space and type size the components use comes from here.
// Colour pairs are chosen for WCAG AA contrast (4.5:1 for text) on their backgrounds.
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    bg: null, surface: null, surfaceAlt: null, text: null, muted: null, border: null,
    brand: null, brandText: null, brandStrong: null, brandSoft: null,
    accent: null, accentSoft: null,
    danger: null, dangerText: null, dangerSoft: null,
    success: null, successSoft: null, warning: null, warningSoft: null,
    focus: null, overlay: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null, heading: null },
  size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null },
  layout: { maxWidth: null, header: null },
});

createGlobalTheme(':root', vars, {
  color: {
    bg: '#f7faf9', surface: '#ffffff', surfaceAlt: '#eef4f3', text: '#1b2a2f', muted: '#4a5b61', border: '#cfdcdb',
    brand: '#0f6b6b', brandText: '#ffffff', brandStrong: '#0a4f4f', brandSoft: '#dff0ee',
    accent: '#7a4bb0', accentSoft: '#f1eaf9',
    danger: '#b42318', dangerText: '#ffffff', dangerSoft: '#fdecea',
    success: '#1f6f43', successSoft: '#e5f4ec', warning: '#8a5300', warningSoft: '#fdf3e1',
    focus: '#1d4ed8', overlay: 'rgba(15, 30, 35, 0.45)',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  size: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.25rem', xl: '1.625rem', xxl: '2.125rem', display: 'clamp(2rem, 5vw, 3rem)' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: { sm: '0 1px 2px rgba(16, 40, 45, 0.08)', md: '0 6px 20px rgba(16, 40, 45, 0.10)' },
  layout: { maxWidth: '72rem', header: '80px' },
});
