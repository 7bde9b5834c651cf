// The curated icon set. The manifest names icons from this list only; src/ui/Icon maps each
// name to its drawing, and the compiler checks that every name here has one.
import { z } from 'zod';
import { closest, describeValue, quote } from './errorMap';

export const iconNames = [
  'activity', 'arrow-left', 'arrow-right', 'award', 'book-open', 'brain', 'briefcase', 'building-2', 'calendar', 'check',
  'check-circle', 'chevron-down', 'clipboard-list', 'clock', 'compass', 'credit-card', 'external-link',
  'file-text', 'globe', 'graduation-cap', 'hand-heart', 'heart', 'heart-handshake', 'home', 'info',
  'laptop', 'leaf', 'life-buoy', 'lightbulb', 'link', 'list', 'lock', 'mail', 'map-pin', 'menu', 'message-circle',
  'palette', 'phone', 'scale', 'school', 'search', 'send', 'shield', 'shield-check', 'smartphone',
  'sparkles', 'star', 'target', 'triangle-alert', 'users', 'video', 'wallet', 'x',
] as const;

export type IconName = (typeof iconNames)[number];

export const icon = z.enum(iconNames, {
  // A likely typo gets its correction; anything else points at the list instead of reciting it.
  error: (iss) => {
    const given = typeof iss.input === 'string' ? iss.input : undefined;
    const guess = given === undefined ? undefined : closest(given, iconNames);
    const what = given === undefined ? describeValue(iss.input) : quote(given);
    return guess ? `${what} is not an icon name: did you mean "${guess}"?`
      : `${what} is not an icon name: use one of the ${iconNames.length} names in schema/icons.ts (editors that read "$schema" offer them as you type)`;
  },
}).meta({ id: 'icon', description: 'An icon from the site\'s icon set (schema/icons.ts).' });
