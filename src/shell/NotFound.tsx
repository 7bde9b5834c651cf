import { useEffect } from 'react';
import { Link } from 'wouter';
import { useShell } from '../data/context';
import { buttonClass } from '../ui/Button/Button';
import { Icon } from '../ui/Icon';
import * as s from './Page.css';

/** Shown for any path that is not a route; the path is logged for whoever reads the console. */
export function NotFound({ path }: { path: string }) {
  const { site } = useShell();
  useEffect(() => { console.warn(`Page not found: ${path}`); }, [path]);
  return (
    <div className={s.notFound}>
      <p className={s.code} aria-hidden="true">404</p>
      <h1 className={s.title} id="page-title">{site.notFound.title}</h1>
      <p className={s.lead}>{site.notFound.text}</p>
      <div className={s.actions}>
        <Link href="/" className={buttonClass('default')}><Icon name="home" size={18} />{site.notFound.homeLabel}</Link>
        <button type="button" className={buttonClass('outline')} onClick={() => history.back()}>
          <Icon name="arrow-left" size={18} />{site.notFound.backLabel}
        </button>
      </div>
    </div>
  );
}
