// The curated icon set. The manifest names icons from this list only; src/ui/Icon maps each
// name to its drawing, and the compiler checks that every name here has one.
import { z } from 'zod';
import { closest, describeValue, quote } from '../values/errorMap';
import { iconNames, type IconName } from '../values/iconNames';

export { iconNames, type IconName };

export const icon = z.enum(iconNames, {
  // A likely typo gets its correction; anything else points at the list instead of reciting it.
  error: (iss) => {
    const given = typeof iss.input === 'string' ? iss.input : undefined;
    const guess = given === undefined ? undefined : closest(given, iconNames);
    const what = given === undefined ? describeValue(iss.input) : quote(given);
    return guess ? `${what} is not an icon name: did you mean "${guess}"?`
      : `${what} is not an icon name: use one of the ${iconNames.length} names in schema/values/iconNames.ts (editors that read "$schema" offer them as you type)`;
  },
}).meta({ id: 'icon', description: 'An icon from the site\'s icon set (schema/values/iconNames.ts).' });
