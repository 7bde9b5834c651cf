import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** `live` once the page is live; `prerendered` while React hydrates prerendered HTML (it reads the
 * server snapshot then). After hydration React renders the component again only when the two
 * differ, in one synchronous pass with every other such component, so a component whose value
 * is the same both ways (an address without a query) costs nothing after hydration. Values are
 * compared with Object.is: pass strings, numbers or booleans. */
export const usePrerendered = <T extends string | number | boolean>(live: T, prerendered: T): T =>
  useSyncExternalStore(noSubscription, () => live, () => prerendered);

/** True while React hydrates prerendered HTML, false once the page is live and for anything
 * rendered in the browser. A component that shows something the server could not know (the
 * viewport, the device's storage) renders it only when this is false. */
export const useHydrating = () => usePrerendered(false, true);
