import type { Route } from '../../schema/model/route';
import { BlockList } from '../blocks/BlockList';
import { PagePathContext, useUi } from '../data/context';
import { format, formatMonth } from '../data/format';
import { Hero } from '../blocks/Hero/Hero';
import { Breadcrumbs, GuideSteps } from './Guide';
import { reviewed as reviewedClass } from './Guide.css';
import * as s from './Page.css';

/** One route: where it sits in its guide, its opening (the hero, or the title and description),
 * its blocks, then when it was reviewed and the pages before and after it in its guide. */
export function Page({ route }: { route: Route }) {
  const { hero, guide, reviewed } = route;
  const ui = useUi();
  return (
    <div className={s.page}>
      <div className={s.opening}>
        {guide && guide.trail.length > 0 && <Breadcrumbs trail={guide.trail} current={route.title} />}
        {hero ? <Hero {...hero} /> : (
          <header className={s.header}>
            <h1 className={s.title} id="page-title">{route.title}</h1>
            <p className={s.lead}>{route.description}</p>
          </header>
        )}
      </div>
      {route.blocks.length > 0 && (
        <div className={s.blocks}><PagePathContext.Provider value={route.path}>
          <BlockList blocks={route.blocks} />
        </PagePathContext.Provider></div>
      )}
      {(reviewed || guide) && (
        <div className={s.end}>
          {reviewed && <p className={reviewedClass}><time dateTime={reviewed.date}>{format(ui.page.reviewed, { month: formatMonth(reviewed.date, ui) })}</time></p>}
          {guide && <GuideSteps guide={guide} />}
        </div>
      )}
    </div>
  );
}
