// The theme's values. Plain data (no styles), so tests can check them: the colour pairs the
// components use must meet WCAG AA contrast in both themes (test/unit/contrast.test.ts).
export const tokens = {
  // The light theme's colours (the default).
  color: {
    bg: '#f7faf9', surface: '#ffffff', surfaceAlt: '#eef4f3', text: '#1b2a2f', muted: '#4a5b61', border: '#cfdcdb',
    brand: '#0f6b6b', brandText: '#ffffff', brandStrong: '#0a4f4f', brandSoft: '#dff0ee',
    // The brand banners (a hero, the video preview, a brand button row): a gradient from banner to bannerEnd.
    banner: '#0a4f4f', bannerEnd: '#0f6b6b', bannerText: '#ffffff',
    accent: '#7a4bb0', accentSoft: '#f1eaf9',
    danger: '#b42318', dangerText: '#ffffff', dangerSoft: '#fdecea',
    success: '#1f6f43', successSoft: '#e5f4ec', warning: '#8a5300', warningSoft: '#fdf3e1',
    focus: '#1d4ed8', overlay: 'rgba(15, 30, 35, 0.45)',
    footerBg: '#12323a', footerText: '#c9d8d7', footerHeading: '#ffffff', footerLink: '#bfe6e1',
    fieldBorder: '#7d8f94', placeholder: '#66777c',
  },
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  size: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.25rem', xl: '1.625rem', xxl: '2.125rem', display: 'clamp(1.75rem, 5vw + 0.25rem, 3rem)' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: { sm: '0 1px 2px rgba(16, 40, 45, 0.08)', md: '0 6px 20px rgba(16, 40, 45, 0.10)' },
  layout: { maxWidth: '72rem', header: '80px' },
};

/** The dark theme: the same colour roles, shown when the system asks for dark (prefers-color-scheme).
 * The brand colours turn light, so text on a brand background (buttons, the hero) turns dark. */
export const darkColor: typeof tokens.color = {
  bg: '#0e1719', surface: '#152226', surfaceAlt: '#1c2d31', text: '#e4edee', muted: '#a6b9bc', border: '#2e4448',
  brand: '#5ec4bb', brandText: '#0a1c1e', brandStrong: '#8fdcd4', brandSoft: '#173a3a',
  // Banners stay deep in the dark theme: a light slab would outshine the page and its own text.
  banner: '#0f3d3e', bannerEnd: '#175455', bannerText: '#f1f7f7',
  accent: '#c9acf0', accentSoft: '#2b2240',
  danger: '#ff9d92', dangerText: '#2a0d0a', dangerSoft: '#3a1c1a',
  success: '#85d6a6', successSoft: '#16301f', warning: '#f2b866', warningSoft: '#33260f',
  focus: '#7fa8ff', overlay: 'rgba(0, 0, 0, 0.6)',
  footerBg: '#0a1214', footerText: '#b4c6c8', footerHeading: '#ffffff', footerLink: '#a6e3dc',
  fieldBorder: '#6e878b', placeholder: '#8ea3a7',
};

/** Both themes' colours, by name. */
export const themes = { light: tokens.color, dark: darkColor } as const;

/** Text-on-background pairs the components use, each needing 4.5:1 (normal text). */
export const textPairs: [fg: keyof typeof tokens.color, bg: keyof typeof tokens.color][] = [
  ['text', 'bg'], ['text', 'surface'], ['text', 'surfaceAlt'], ['muted', 'bg'], ['muted', 'surface'], ['muted', 'surfaceAlt'],
  ['brand', 'bg'], ['brand', 'surface'], ['brandText', 'brand'], ['brandText', 'brandStrong'], ['bannerText', 'banner'], ['bannerText', 'bannerEnd'], ['brandStrong', 'brandSoft'],
  ['brandStrong', 'surface'], ['brandStrong', 'surfaceAlt'], ['accent', 'accentSoft'], ['danger', 'dangerSoft'], ['dangerText', 'danger'],
  ['success', 'successSoft'], ['warning', 'warningSoft'], ['text', 'brandSoft'], ['text', 'dangerSoft'], ['text', 'warningSoft'], ['text', 'successSoft'],
  ['footerText', 'footerBg'], ['footerHeading', 'footerBg'], ['footerLink', 'footerBg'], ['placeholder', 'surface'],
];
