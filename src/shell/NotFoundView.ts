// The not-found page's code loads only where it is shown (404.html preloads it, like a page's
// lazy blocks), so the search box, guides and crisis lines it offers cost other pages nothing.
import { lazyBlock } from '../blocks/lazyBlock';

export const NotFoundView = lazyBlock(() => import('./NotFound').then((m) => m.NotFound));
