import type { BlockOf } from '../../../schema/model/block';
import { BlockHeader } from '../BlockHeader';
import { Button } from '../../ui/Button/Button';
import { Heading, useBlockLevels } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { SmartLink } from '../../ui/SmartLink';
import * as s from './CardGrid.css';

export function CardGrid({ heading, intro, columns, cards }: BlockOf<'cardGrid'>) {
  const { level, item } = useBlockLevels(!!heading);
  return (
    <div className={s.root}>
      <BlockHeader heading={heading} intro={intro} level={level} />
      <ul className={`${s.grid} ${s.columns[columns]}`}>
        {cards.map((c, i) => (
          <Reveal as="li" key={i} index={i}>
            <article className={`${s.card} ${c.href ? s.linked : ''}`}>
              {c.icon && <span className={s.iconWrap}><Icon name={c.icon} size={22} /></span>}
              {c.badge && <span className={s.badge}>{c.badge}</span>}
              <Heading level={item} className={s.title}>
                {c.href ? <SmartLink to={c.href} className={s.titleLink}>{c.title}</SmartLink> : c.title}
              </Heading>
              {c.description && <p className={s.description}>{c.description}</p>}
              {c.bullets.length > 0 && <ul className={s.bullets}>{c.bullets.map((b, j) => <li key={j}>{b}</li>)}</ul>}
              {c.href && c.cta && <span className={s.cta} aria-hidden="true">{c.cta}<Icon name="arrow-right" size={16} /></span>}
              {c.actions.length > 0 && <div className={s.actions}>{c.actions.map((a, j) => <Button key={j} {...a} />)}</div>}
            </article>
          </Reveal>
        ))}
      </ul>
    </div>
  );
}
