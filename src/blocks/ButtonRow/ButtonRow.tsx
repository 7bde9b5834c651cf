import type { BlockOf } from '../../../schema/model/block';
import { Button, onBrand } from '../../ui/Button/Button';
import { Heading, useLevel } from '../../ui/Heading';
import { useHeadingAnchor } from '../anchors';
import { sectionHeading } from '../../styles/utils.css';
import * as s from './ButtonRow.css';

/** A call to action: heading, text and buttons. */
export function ButtonRow({ heading, text, buttons, align, tone }: BlockOf<'buttonRow'>) {
  const level = useLevel();
  const anchor = useHeadingAnchor(); // the section's anchor (src/blocks/anchors.ts)
  return (
    <div className={`${s.root} ${s.tone[tone]} ${s.align[align]}`}>
      {heading && <Heading level={level} id={anchor} className={`${sectionHeading} ${tone === 'brand' ? s.headingOnBrand : ''}`}>{heading}</Heading>}
      {text && <p className={s.text}>{text}</p>}
      <div className={`${s.buttons} ${s.buttonsAlign[align]}`}>
        {buttons.map((b, i) => (
          <Button key={i} {...b} variant={tone === 'brand' ? onBrand(b.variant) : b.variant} />
        ))}
      </div>
    </div>
  );
}
