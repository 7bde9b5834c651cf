import type { ReactNode } from 'react';
import type { Button as ButtonData } from '../../../schema/model/fields';
import { visuallyHidden } from '../../styles/utils.css';
import { Icon } from '../Icon';
import { notify } from '../notify';
import { SmartLink } from '../SmartLink';
import * as s from './Button.css';

export const buttonClass = (variant: ButtonData['variant'] = 'default', size: ButtonData['size'] = 'default') =>
  `${s.base} ${s.variant[variant]} ${s.size[size]}`;

/** On a brand-coloured background a solid button would vanish, so it takes the light variant. */
export const onBrand = (variant: ButtonData['variant']): ButtonData['variant'] => (variant === 'default' ? 'secondary' : variant);

/** A manifest button: a link styled as a button, or a button that shows a notice. `children`: its
 * label as marked-up text (the same words). */
export function Button({ label, variant, size, icon, iconAfter, action, children }: ButtonData & { children?: ReactNode }) {
  const className = buttonClass(variant, size);
  const content = size === 'icon' && icon
    ? <><Icon name={icon} /><span className={visuallyHidden}>{label}</span></>
    : <>{icon && <Icon name={icon} size={18} />}{children ?? label}{iconAfter && <Icon name={iconAfter} size={18} />}</>;
  if (action.type === 'link') return <SmartLink to={action.target} className={className}>{content}</SmartLink>;
  return (
    <button type="button" className={className} onClick={() => notify({ title: action.title, description: action.description })}>
      {content}
    </button>
  );
}
