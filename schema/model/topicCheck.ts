// A resource's topics must be the site's (site.topics), and a topic's guide page a route: a
// misspelt topic would silently drop the resource from its topic's filter and search words.
import type { Block } from './block';
import type { Route } from './route';
import type { Site } from './site';
import { unknownTopic } from './topics';

type Report = (path: (string | number)[], message: string) => void;

/** Reports, located, each topic a link or crisis line names that site.topics lacks, and each
 * topic page that is no route. */
export function topicProblems(m: { site: Pick<Site, 'topics' | 'crisis'>; routes: readonly Route[] }, report: Report): void {
  const ids = m.site.topics.map((t) => t.id);
  const check = (topics: readonly string[], at: (string | number)[]) => topics.forEach((t, k) => {
    const why = unknownTopic(t, ids);
    if (why) report([...at, 'topics', k], why);
  });
  const paths = new Set(m.routes.map((r) => r.path));
  m.site.topics.forEach((t, i) => {
    if (t.page && !paths.has(t.page)) report(['site', 'topics', i, 'page'], `"${t.page}" is not a route: write the path of the topic's guide page, or leave "page" out`);
  });
  m.site.crisis?.lines.forEach((l, k) => check(l.topics, ['site', 'crisis', 'lines', k]));
  const visit = (blocks: readonly Block[], at: (string | number)[], skip = 0) => blocks.forEach((b, i) => {
    const here = [...at, 'blocks', i + skip];
    if (b.type === 'accordion') b.items.forEach((it, j) => visit(it.blocks, [...here, 'items', j]));
    else if (b.type === 'tabs') b.tabs.forEach((t, j) => visit(t.blocks, [...here, 'tabs', j]));
    else if (b.type === 'linkList') b.links.forEach((l, j) => l.topics.length && check(l.topics, [...here, 'links', j]));
  });
  // An opening hero is kept apart (route.hero): the file's blocks start one earlier.
  m.routes.forEach((r, i) => visit(r.blocks, ['routes', i], r.hero ? 1 : 0));
}
