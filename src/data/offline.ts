/** Whether the device says it has no connection: search and the catalogue's filters then say they
 * need one, rather than failing with a network error (they are never kept for offline use). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Said instead of a failed search while the device has no connection. */
export const OFFLINE = 'Search is not available offline. The crisis lines and the pages you have opened before still work.';
