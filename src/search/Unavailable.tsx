import { useUi } from '../data/context';
import { isOffline } from '../data/offline';

/** In place of search (or the catalogue's filtered list) when its code could not load. */
export default function Unavailable() {
  const ui = useUi();
  return <p role="status">{isOffline() ? ui.search.offline : ui.search.unavailable}</p>;
}
