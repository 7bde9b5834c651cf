import type { BlockOf } from '../../../schema/model/block';
import { useShell } from '../../data/context';
import { Button, onBrand } from '../../ui/Button/Button';
import * as s from './Hero.css';

/** A page's opening banner (route.hero): its title is the page's h1. Painted at once, never faded in.
 * Kept in English on a translated page (`lang`), its words are marked so; its title is the page's. */
export function Hero({ id, eyebrow, title, lead, badges, actions, align, tone, lang }: BlockOf<'hero'>) {
  const { ui, lang: page } = useShell();
  const other = lang !== page ? lang : undefined;
  return (
    <div id={id} className={`${s.root} ${s.tone[tone]} ${s.align[align]}`}>
      {eyebrow && <p className={s.eyebrow} lang={other}>{eyebrow}</p>}
      <h1 className={s.title} id="page-title">{title}</h1>
      {lead && <p className={s.lead} lang={other}>{lead}</p>}
      {badges.length > 0 && (
        <ul className={s.badges} aria-label={ui.page.highlights}>
          {badges.map((b, i) => <li key={i} className={`${s.badge} ${tone === 'brand' ? '' : s.badgeOnLight}`} lang={other}>{b}</li>)}
        </ul>
      )}
      {actions.length > 0 && (
        <div className={`${s.actions} ${s.actionsAlign[align]}`} lang={other}>
          {actions.map((a, i) => (
            <Button key={i} {...a} variant={tone === 'brand' ? onBrand(a.variant) : a.variant} />
          ))}
        </div>
      )}
    </div>
  );
}
