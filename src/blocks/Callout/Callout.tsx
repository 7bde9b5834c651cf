import type { BlockOf } from '../../../schema/model/block';
import type { IconName } from '../../../schema/model/icons';
import { Button } from '../../ui/Button/Button';
import { Heading, useLevel } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import * as s from './Callout.css';

const defaultIcon: Record<BlockOf<'callout'>['tone'], IconName> = { info: 'info', success: 'check-circle', warning: 'triangle-alert', crisis: 'life-buoy' };

export function Callout({ tone, icon, title, text, actions }: BlockOf<'callout'>) {
  const level = useLevel();
  return (
    <aside className={`${s.root} ${s.tone[tone]}`} aria-label={title ?? undefined}>
      <Icon name={icon ?? defaultIcon[tone]} size={24} className={s.icon} />
      <div className={s.body}>
        {title && <Heading level={level} className={s.title}>{title}</Heading>}
        <p>{text}</p>
        {actions.length > 0 && <div className={s.actions}>{actions.map((a, i) => <Button key={i} {...a} />)}</div>}
      </div>
    </aside>
  );
}
