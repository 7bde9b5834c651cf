// The small-screen menu (src/shell/MobileMenu.tsx), loaded after the page: see ./deferred.
export { MobileNav } from './deferred';
