import { useState } from 'react';
import type { BlockOf } from '../../../schema/model/block';
import type { ResourceLink } from '../../../schema/model/fields';
import type { Accounts, Expect } from '../../../schema/contract/resource';
import type { IconName } from '../../../schema/model/icons';
import { kindIcons } from '../../../schema/values/resourceKinds';
import { hostOf } from '../../../schema/values/linkTarget';
import { useUi } from '../../data/context';
import { BlockHeader } from '../BlockHeader';
import { AddToPacket } from '../../packet/buttons';
import { useLevel } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { Reveal } from '../../ui/Reveal';
import { SmartLink } from '../../ui/SmartLink';
import * as s from './LinkList.css';

/** What a list's link shows of a resource (schema/contract/resource.ts, Accounts); its tags are the catalogue's and search's to show. */
type Shown = Expect<Accounts<ResourceLink, 'label' | 'href' | 'description' | 'kind' | 'thumbnail' | 'source', 'audience' | 'ages' | 'ageBands' | 'languages' | 'cost' | 'topics'>>;

const contactIcons: Record<string, IconName> = { tel: 'phone', sms: 'message-circle', mailto: 'mail' };
/** A phone, text or e-mail link shows how it reaches someone; anything else shows what it is. */
const iconOf = (l: ResourceLink): IconName => (l.href.kind === 'contact' ? contactIcons[l.href.scheme]! : kindIcons[l.kind]);

/** A cloud-drive file's preview image; a card without one (or whose image fails) shows no empty box. */
function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className={s.thumb} src={src} alt="" width={400} height={300} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}

/** Where a link leads, in a word: its source (YouTube, Google Drive), else its host, or the number it calls. */
const whereTo = (l: ResourceLink) => l.source ?? hostOf(l.href);

/** "Worksheet · anxietycanada.com", with the kind's icon: what a card's link is before it is opened. */
function Facts({ link }: { link: ResourceLink }) {
  const ui = useUi();
  return (
    <p className={s.facts} data-kind={link.kind}>
      <Icon name={iconOf(link)} size={16} /><span>{ui.tags.kinds[link.kind]}</span><span aria-hidden="true">·</span><span>{whereTo(link)}</span>
    </p>
  );
}

export function LinkList({ heading, intro, display, links, empty }: BlockOf<'linkList'>) {
  const level = useLevel();
  const add = (l: ResourceLink, className?: string) => <AddToPacket urls={[l.href.href]} name={l.label} className={className} />;
  return (
    <div className={s.root}>
      <BlockHeader heading={heading} intro={intro} level={level} />
      <AddToPacket urls={links.map((l) => l.href.href)} name={heading ?? ''} section />
      {links.length === 0 && empty ? <p className={s.empty}>{empty}</p>
        : display === 'cards' ? (
          <ul className={s.cards}>
            {links.map((l, i) => (
              <Reveal as="li" key={i} index={i}>
                <div className={s.card}>
                  {l.thumbnail && <Thumbnail src={l.thumbnail} />}
                  <div className={s.cardBody}>
                    <Facts link={l} />
                    <SmartLink to={l.href} className={s.cardLink}>{l.label}</SmartLink>
                    {l.description && <span className={s.note}>{l.description}</span>}
                    {add(l, s.above)}
                  </div>
                </div>
              </Reveal>
            ))}
          </ul>
        ) : (
          <ul className={s.list}>
            {links.map((l, i) => (
              <li key={i} className={s.row}>
                <Icon name={iconOf(l)} size={18} className={s.rowIcon} />
                <span>
                  <SmartLink to={l.href} className={s.link}>{l.label}{l.source ? ` (${l.source})` : ''}</SmartLink>
                  {l.description && <span className={s.note}>{l.description}</span>}
                  {add(l)}
                </span>
              </li>
            ))}
          </ul>
        )}
    </div>
  );
}
