import type { BlockOf } from '../../../schema/block';
import { BlockHeader } from '../BlockHeader';
import { buttonClass } from '../../ui/Button/Button';
import { useLevel } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import * as s from './VideoFrame.css';

/** An embedded preview, loaded lazily, with a link that opens the original in a new tab. */
export function VideoFrame({ heading, title, src, openUrl, openLabel, aspect, caption }: BlockOf<'videoFrame'>) {
  const level = useLevel();
  return (
    <figure className={s.root}>
      <BlockHeader heading={heading} level={level} />
      <div className={`${s.frameWrap} ${s.aspect[aspect]}`}>
        <iframe className={s.frame} src={src.kind === 'external' ? src.href : undefined} title={title} loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen" referrerPolicy="strict-origin-when-cross-origin" />
      </div>
      <figcaption className={s.bar}>
        <span className={s.caption}>{caption ?? title}</span>
        <SmartLink to={openUrl} className={buttonClass('outline', 'sm')}>
          <Icon name="external-link" size={16} />{openLabel}
        </SmartLink>
      </figcaption>
    </figure>
  );
}
