import { useEffect, useId, useState } from 'react';
import { useHydrating } from '../lib/useHydrating';
import { Link } from 'wouter';
import { useHomePath, useShell } from '../data/context';
import { Button, buttonClass } from '../ui/Button/Button';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import * as s from './Page.css';

/** Shown for any path that is not a route; the path is logged for whoever reads the console (by
 * the loader for a page loaded at that address, src/boot/loader.ts; here for one opened in the app).
 * Someone who lands here may be looking for help: it offers search, the guides and, calmly, the
 * crisis lines (site.crisis.help). */
export function NotFound({ path }: { path: string }) {
  const { site, navigation, ui } = useShell();
  const searchId = useId();
  const home = useHomePath();
  const help = site.crisis?.help;
  // Read once, at the first render: true when this is the page the loader already logged.
  const hydrating = useHydrating();
  const [loaded] = useState(hydrating);
  useEffect(() => { if (!loaded) console.warn(`Page not found: ${path}`); }, [path]);
  return (
    <div className={s.notFound} data-not-found="">
      <p className={s.code} aria-hidden="true">404</p>
      <h1 className={s.title} id="page-title">{site.notFound.title}</h1>
      <p className={s.lead}>{site.notFound.text}</p>
      <div className={s.actions}>
        <Link href={home} className={buttonClass('default')}><Icon name="home" size={18} />{site.notFound.homeLabel}</Link>
        <button type="button" className={buttonClass('outline')} data-control="back">
          <Icon name="arrow-left" size={18} />{site.notFound.backLabel}
        </button>
      </div>
      {site.search.page && (
        <form role="search" action={site.search.page} method="get" className={s.notFoundSearch}>
          <label htmlFor={searchId}>{site.notFound.searchLabel}</label>
          <div className={s.notFoundRow}>
            <input id={searchId} type="search" name="q" className={s.notFoundInput} placeholder={site.search.placeholder} />
            <button type="submit" className={buttonClass('default')}><Icon name="search" size={18} />{ui.search.submit}</button>
          </div>
        </form>
      )}
      <section className={s.notFoundPart} aria-labelledby={`${searchId}-guides`}>
        <h2 id={`${searchId}-guides`} className={s.notFoundHeading}>{site.notFound.guidesHeading}</h2>
        <ul className={s.notFoundGuides}>
          {navigation.groups.map((g) => <li key={g.title}><SmartLink to={g.items[0]!.href} lang={g.lang}>{g.title}</SmartLink></li>)}
        </ul>
      </section>
      {help && site.crisis && (
        <section className={s.notFoundPart} aria-labelledby={`${searchId}-help`}>
          <h2 id={`${searchId}-help`} className={s.notFoundHeading}>{site.crisis.title}</h2>
          <ul className={s.notFoundHelp}>
            {help.actions.map((a) => <li key={a.label}><Button {...a} /></li>)}
            <li><SmartLink to={help.href} className={buttonClass('link')}>{help.label}</SmartLink></li>
          </ul>
        </section>
      )}
    </div>
  );
}
