import type { BlockOf } from '../../../schema/model/block';
import { BlockHeader } from '../BlockHeader';
import { useLevel } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import * as s from './BulletList.css';

export function BulletList({ heading, intro, marker, columns, tone, items }: BlockOf<'bulletList'>) {
  const level = useLevel();
  const Tag = marker === 'number' ? 'ol' : 'ul';
  return (
    <div className={`${s.root} ${s.tone[tone]}`}>
      <BlockHeader heading={heading} intro={intro} level={level} />
      <Tag className={`${s.list} ${s.columns[columns]}`}>
        {items.map((it, i) => {
          const body = it.href ? <SmartLink to={it.href}>{it.text}</SmartLink> : it.text;
          return (
            <li key={i} className={s.item}>
              {marker === 'number' ? <span className={s.number} aria-hidden="true">{i + 1}</span>
                : marker === 'check' ? <Icon name="check-circle" className={s.marker} />
                : marker === 'icon' && it.icon ? <Icon name={it.icon} className={s.marker} />
                : <span className={s.dot} aria-hidden="true" />}
              <span>
                {it.title && <strong className={s.title}>{it.title}</strong>}
                {body}
              </span>
            </li>
          );
        })}
      </Tag>
    </div>
  );
}
