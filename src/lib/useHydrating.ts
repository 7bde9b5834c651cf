import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** True while React hydrates prerendered HTML (it reads the server snapshot then), false once the
 * page is live and for anything rendered in the browser. A component that shows something the
 * server could not know (the address's query, the viewport) renders it only when this is false. */
export const useHydrating = () => useSyncExternalStore(noSubscription, () => false, () => true);
