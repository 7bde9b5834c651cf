// Parts of the shell whose code is not in the first load: each stays as it was prerendered
// (readable, its links working, as without JavaScript) and hydrates in a short task of its own
// once its code arrives, which starts loading with the app (src/main.tsx, src/blocks/lazyBlock.tsx).
// The footer is below the fold; the phone menu is hidden on wider screens and the desktop menu on
// phones, and both menus' presses are answered by the page itself (src/boot/controls): their
// code only follows the page's path. The build keeps every module imported here for offline use
// (scripts/build/bundle.mjs).
import { memo, Suspense } from 'react';
import { lazyBlock } from '../blocks/lazyBlock';

export const DeferredFooter = lazyBlock(() => import('./Footer').then((m) => m.Footer));
const DeferredMobileMenu = lazyBlock(() => import('./MobileMenu').then((m) => m.MobileMenu));
const DeferredDesktopNav = lazyBlock(() => import('./DesktopNav').then((m) => m.DesktopNav));

/** The phone menu, in a Suspense boundary of its own so the header hydrates without waiting for it.
 * Memoised: React gives up the prerendered HTML of a boundary not hydrated yet when its parent
 * passes it new props (the header re-renders as it settles). */
export const MobileNav = memo(function MobileNav() {
  return <Suspense fallback={null}><DeferredMobileMenu /></Suspense>;
});

/** The desktop menu, the same way. */
export const DesktopNav = memo(function DesktopNav() {
  return <Suspense fallback={null}><DeferredDesktopNav /></Suspense>;
});

export const deferredParts = [DeferredFooter, DeferredMobileMenu, DeferredDesktopNav];
