// The curated icon set. The manifest names icons from this list only; src/ui/Icon maps each
// name to its drawing, and the compiler checks that every name here has one.
import { z } from 'zod';
import { quote } from './errorMap';

export const iconNames = [
  'activity', 'arrow-left', 'arrow-right', 'award', 'book-open', 'brain', 'calendar', 'check',
  'check-circle', 'chevron-down', 'clipboard-list', 'clock', 'compass', 'credit-card', 'external-link',
  'file-text', 'globe', 'graduation-cap', 'hand-heart', 'heart', 'heart-handshake', 'home', 'info',
  'laptop', 'leaf', 'life-buoy', 'lightbulb', 'link', 'lock', 'mail', 'map-pin', 'menu', 'message-circle',
  'palette', 'phone', 'scale', 'school', 'search', 'send', 'shield', 'shield-check', 'smartphone',
  'sparkles', 'star', 'target', 'triangle-alert', 'users', 'video', 'wallet', 'x',
] as const;

export type IconName = (typeof iconNames)[number];

export const icon = z.enum(iconNames, {
  error: (iss) =>
    `${typeof iss.input === 'string' ? quote(iss.input) : String(iss.input)} is not an icon name. Use one of: ${iconNames.join(', ')}.`,
}).meta({ id: 'icon', description: 'An icon from the site\'s icon set (schema/icons.ts).' });
