// The theme contract: every colour, space and type size the components use comes from here.
// Colour pairs are chosen for WCAG AA contrast (4.5:1 for text) on their backgrounds.
import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkColor, tokens } from './tokens';

export const vars = createThemeContract({
  color: {
    bg: null, surface: null, surfaceAlt: null, text: null, muted: null, border: null,
    brand: null, brandText: null, brandStrong: null, brandSoft: null,
    banner: null, bannerEnd: null, bannerText: null,
    accent: null, accentSoft: null,
    danger: null, dangerText: null, dangerSoft: null,
    success: null, successSoft: null, warning: null, warningSoft: null,
    focus: null, overlay: null,
    footerBg: null, footerText: null, footerHeading: null, footerLink: null, fieldBorder: null, placeholder: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null, heading: null },
  size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { sm: null, md: null },
  layout: { maxWidth: null, header: null },
});

createGlobalTheme(':root', vars, tokens);
// Dark mode follows the system setting: the same contract with the dark colours. Form controls and
// scroll bars follow too (color-scheme).
globalStyle(':root', { colorScheme: 'light dark', '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars.color, darkColor) } } });
