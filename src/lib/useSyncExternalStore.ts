// React 18+ has useSyncExternalStore built in; wouter imports the pre-18 shim package, which
// the browser build replaces with this re-export (scripts/build/bundle.mjs) to ship no dead code.
export { useSyncExternalStore } from 'react';
