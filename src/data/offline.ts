/** Whether the device says it has no connection: search and the catalogue's filters then say they
 * need one (ui.search.offline, ui.catalogue.offline), rather than failing with a network error
 * (they are never kept for offline use). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
