import { useState } from 'react';
import type { BlockOf } from '../../../schema/model/block';
import { useUi } from '../../data/context';
import { formatNodes } from '../../data/formatNodes';
import { BlockHeader } from '../BlockHeader';
import { buttonClass } from '../../ui/Button/Button';
import { useLevel } from '../../ui/Heading';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import * as s from './VideoFrame.css';

/**
 * An embedded preview with an Open in New Tab button. The frame shows a preview panel until the
 * visitor asks for the video: no third-party page loads (or tracks) before then, and the page's
 * first paint never waits for it. The panel is as tall as its icon and title (never clipped on a
 * phone, never a screen-high empty box on a desktop); the frame takes its shape once it plays.
 */
export function VideoFrame({ heading, title, src, openUrl, openLabel, aspect, caption }: BlockOf<'videoFrame'>) {
  const level = useLevel();
  const [playing, setPlaying] = useState(false);
  const ui = useUi();
  return (
    <figure className={s.root}>
      <BlockHeader heading={heading} level={level} />
      <div className={`${s.frameWrap} ${playing ? s.aspect[aspect] : ''}`}>
        {playing ? (
          <iframe ref={(el) => el?.focus()} className={s.frame} src={src.kind === 'external' ? src.href : undefined}
            title={title} allow="encrypted-media; picture-in-picture; fullscreen" referrerPolicy="strict-origin-when-cross-origin" />
        ) : (
          <button type="button" className={s.poster} onClick={() => setPlaying(true)}>
            <span className={s.play} aria-hidden="true"><Icon name="video" size={32} /></span>
            <span className={s.posterText}>{formatNodes(ui.page.playVideo, { title })}</span>
          </button>
        )}
      </div>
      <figcaption className={s.bar} data-print-url={openUrl.href}>
        <span className={s.caption}>{caption ?? title}</span>
        <SmartLink to={openUrl} className={buttonClass('outline', 'sm')}>
          <Icon name="external-link" size={16} />{openLabel}
        </SmartLink>
      </figcaption>
    </figure>
  );
}
