import type { ReactNode, MouseEventHandler } from 'react';
import { Link } from 'wouter';
import type { LinkTarget } from '../../schema/values/linkTarget';
import { useRouteClient, useShell } from '../data/context';
import { localeOfPath } from '../../schema/values/locales';
import { normalisePath } from '../data/routeClient';
import { visuallyHidden } from '../styles/utils.css';

interface Props {
  to: LinkTarget;
  children: ReactNode;
  className?: string;
  /** Marks the link as the current page. */
  current?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-describedby'?: string;
  /** The language of its words, when it is not the page's. */
  lang?: string | undefined;
}

/** The one way the site renders a link: routes go through the router (and are prefetched on
 * hover or focus), unless they are in another language; external addresses open in a new tab
 * and say so to screen readers. */
export function SmartLink({ to, children, className, current, onClick, ...rest }: Props) {
  const client = useRouteClient();
  const { ui, lang, site } = useShell();
  // A page in another language (an untranslated page, from a translated one) comes with its own
  // menus and words: a plain link loads it in full, and says what language it is in.
  if (to.kind === 'internal' && localeOfPath(to.href, site.locales) !== lang) {
    return <a href={to.href} hrefLang={localeOfPath(to.href, site.locales)} className={className} onClick={onClick} {...rest}>{children}</a>;
  }
  if (to.kind === 'internal') {
    const prefetch = () => client.prefetch(normalisePath(to.href));
    return (
      <Link href={to.href} className={className} aria-current={current ? 'page' : undefined}
        onPointerEnter={prefetch} onFocus={prefetch} onClick={onClick} {...rest}>
        {children}
      </Link>
    );
  }
  if (to.kind === 'external') {
    return (
      <a href={to.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick} {...rest}>
        {children}
        <span className={visuallyHidden}>{` ${ui.page.newTab}`}</span>
      </a>
    );
  }
  return <a href={to.href} className={className} onClick={onClick} {...rest}>{children}</a>;
}
