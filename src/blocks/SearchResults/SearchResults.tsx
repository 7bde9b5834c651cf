import { Suspense, useId } from 'react';
import Unavailable from '../../search/Unavailable';
import { lazyOr } from '../../ui/lazyOr';
import { useLocation } from 'wouter';
import type { BlockOf } from '../../../schema/model/block';
import { useShell } from '../../data/context';
import { useQueryParams } from '../../data/useQueryParams';
import { useEarlyInput } from '../../lib/useEarlyInput';
import { buttonClass } from '../../ui/Button/Button';
import { Heading, useBlockLevels } from '../../ui/Heading';
import { SmartLink } from '../../ui/SmartLink';
import * as s from './SearchResults.css';

// The results, filters and the search library load when there is something to search for.
const SearchView = lazyOr(() => import('../../search/SearchView'), Unavailable);

/** The guides and their pages: what the page shows before a search, and without JavaScript. */
function Browse({ heading }: { heading: string }) {
  const { navigation } = useShell();
  const { level, item } = useBlockLevels(true);
  return (
    <section className={s.browse}>
      <Heading level={level}>{heading}</Heading>
      <ul className={s.groups}>
        {navigation.groups.map((g) => (
          <li key={g.title} lang={g.lang}>
            <Heading level={item} className={s.groupTitle}>{g.title}</Heading>
            <ul className={s.pages}>{g.items.map((it, i) => <li key={i}><SmartLink to={it.href} lang={it.lang}>{it.label}</SmartLink></li>)}</ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The search page: the query lives in the address (?q=…&guide=…&kind=…), so a search can be shared. */
export function SearchResults({ label, pageSize, browseHeading }: BlockOf<'searchResults'>) {
  const { site, ui } = useShell();
  const [params, setParams] = useQueryParams();
  const [path] = useLocation();
  const id = useId();
  const q = params.q ?? '';
  // Words typed before the app started are kept (the box shows them), then searched for.
  const early = useEarlyInput({ q: id }, params, (e) => setParams({ ...params, ...e }));
  const filters = { guide: params.guide, kind: params.kind };
  const active = !!(q.trim() || filters.guide || filters.kind);
  return (
    // Not indexed: the search page would otherwise match every search.
    <div className={s.root} data-pagefind-ignore="all">
      <form role="search" action={path} method="get" className={s.form} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={id} className={s.label}>{label}</label>
        <div className={s.row}>
          <input id={id} type="search" name="q" className={s.input} value={early.q ?? q} placeholder={site.search.placeholder}
            autoComplete="off" onChange={(e) => setParams({ ...params, q: e.target.value })} />
          <button type="submit" className={buttonClass('default')}>{ui.search.submit}</button>
        </div>
      </form>
      {active
        ? <Suspense fallback={<p role="status">{ui.search.loading}</p>}>
            <SearchView query={q} filters={filters} pageSize={pageSize} onFilters={(f) => setParams({ q, guide: f.guide ?? '', kind: f.kind ?? '' })} />
          </Suspense>
        : <Browse heading={browseHeading} />}
    </div>
  );
}
