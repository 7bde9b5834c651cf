import { isOffline, OFFLINE } from '../data/offline';

/** In place of search (or the catalogue's filtered list) when its code could not load. */
export default function Unavailable() {
  return <p role="status">{isOffline() ? OFFLINE : 'Search is not available right now. Please reload the page and try again.'}</p>;
}
