import type { IconName } from '../../schema/model/icons';

/** The icon sprite's address (/assets/icons-HASH.svg), set by the build (scripts/lib/icon-sprite.mjs). */
declare const __ICON_SPRITE__: string;

/**
 * A decorative icon: hidden from assistive technology, so its meaning must be in nearby text.
 * The drawing is a <symbol> in the sprite, one cached file for the whole site; every name the
 * schema accepts has one (test/unit/icons.test.ts).
 */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" className={className}
      fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <use href={`${__ICON_SPRITE__}#${name}`} />
    </svg>
  );
}
