import type { BlockOf } from '../../../schema/block';
import { Button, onBrand } from '../../ui/Button/Button';
import { Heading, useLevel } from '../../ui/Heading';
import * as s from './Hero.css';

/** The opening banner; on a page's first block its title is the page's h1. */
export function Hero({ eyebrow, title, lead, badges, actions, align, tone }: BlockOf<'hero'>) {
  const level = useLevel();
  return (
    <div className={`${s.root} ${s.tone[tone]} ${s.align[align]}`}>
      {eyebrow && <p className={s.eyebrow}>{eyebrow}</p>}
      <Heading level={level === 2 ? 1 : level} className={s.title} id="page-title">{title}</Heading>
      {lead && <p className={s.lead}>{lead}</p>}
      {badges.length > 0 && (
        <ul className={s.badges} aria-label="Highlights">
          {badges.map((b, i) => <li key={i} className={`${s.badge} ${tone === 'brand' ? '' : s.badgeOnLight}`}>{b}</li>)}
        </ul>
      )}
      {actions.length > 0 && (
        <div className={`${s.actions} ${s.actionsAlign[align]}`}>
          {actions.map((a, i) => (
            <Button key={i} {...a} variant={tone === 'brand' ? onBrand(a.variant) : a.variant} />
          ))}
        </div>
      )}
    </div>
  );
}
