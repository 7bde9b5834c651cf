import type { Crumb, GuidePlace } from '../../schema/model/guides';
import { useUi } from '../data/context';
import { format } from '../data/format';
import { SmartLink } from '../ui/SmartLink';
import * as s from './Guide.css';

/** Home › the guide's overview › this page: the trail the schema worked out from the navigation. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const ui = useUi();
  return (
    <nav aria-label={ui.nav.breadcrumb} className={s.crumbs}>
      <ol className={s.crumbList}>
        {trail.map((c, i) => <li key={i} className={s.crumb}><SmartLink to={c.href} className={s.crumbLink}>{c.label}</SmartLink></li>)}
        <li className={s.crumb} aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** The pages before and after this one in its guide, in the menu's order. */
export function GuideSteps({ guide }: { guide: GuidePlace }) {
  const ui = useUi();
  if (!guide.previous && !guide.next) return null;
  return (
    <nav aria-label={format(ui.nav.inGuide, { guide: guide.title })} className={s.steps}>
      {guide.previous && <Step crumb={guide.previous} label={ui.nav.previous} />}
      {guide.next && <Step crumb={guide.next} label={ui.nav.next} next />}
    </nav>
  );
}

function Step({ crumb, label, next }: { crumb: Crumb; label: string; next?: boolean }) {
  return (
    <SmartLink to={crumb.href} className={`${s.step} ${next ? s.stepNext : ''}`}>
      <span className={`${s.stepLabel} ${next ? s.forward : s.back}`}>{label}</span>
      <span className={s.stepTitle}>{crumb.label}</span>
    </SmartLink>
  );
}
