import { useLocation } from 'wouter';
import type { Navigation } from '../../schema/model/site';
import { normalisePath } from '../data/routeClient';

type Item = Navigation['groups'][number]['items'][number];

/** Which menu link is the current page, and whether a group holds it. */
export function useNavState() {
  const [location] = useLocation();
  const here = normalisePath(location);
  const isCurrent = (item: Item) => item.href.kind === 'internal' && normalisePath(item.href.href) === here;
  const holdsCurrent = (items: readonly Item[]) => items.some(isCurrent);
  return { here, isCurrent, holdsCurrent };
}
