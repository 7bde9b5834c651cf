import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useHomePath, useShell } from '../data/context';
import { LanguageSwitch } from './LanguageSwitch';
import { buttonClass } from '../ui/Button/Button';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import { container, visuallyHidden } from '../styles/utils.css';
import type { SearchFilters } from '../search/engine';
import { searchHref } from '../search/href';
import { CrisisBar } from './CrisisBar';
import { lazyOr } from '../ui/lazyOr';
import Unavailable from '../search/Unavailable';
import { DesktopNav, MobileNav } from './deferred';
import { PacketIndicator } from '../packet/PacketIndicator';
import { isExpanded, SEARCH_TOGGLE } from '../lib/controlNames';
import { useExpanded } from '../lib/useExpanded';
import { liveValue } from '../lib/liveValue';
import * as s from './Header.css';

// Results as you type: loaded when the box first opens (or the toggle is hovered or focused).
const loadPanel = () => import('../search/SearchPanel');
const SearchPanel = lazyOr(loadPanel, Unavailable);

export function Header() {
  const { site, ui } = useShell();
  const home = useHomePath();
  // The page's controls open and close the box (src/boot/controls/search.ts): the results show
  // while it is open.
  const searchOpen = useExpanded(SEARCH_TOGGLE);
  // Typed before the app started (the page's controls open the box at once), the text is kept.
  const [query, setQuery] = useState(() => liveValue('site-search-input') ?? '');
  // The panel's filters live here, so Enter in the box keeps them; closing the search clears them.
  const [filters, setFilters] = useState<SearchFilters>({});
  const inputRef = useRef<HTMLInputElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const [location, navigate] = useLocation();
  const page = site.search.page;
  useEffect(() => { if (!searchOpen) setFilters({}); }, [searchOpen]);
  // Going to another page closes the box (not the first render: the visitor may have opened it).
  const shownAt = useRef(location);
  // The toggle is pressed as a visitor would: the page's controls close the box.
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    const toggle = document.getElementById(SEARCH_TOGGLE);
    if (toggle && isExpanded(toggle)) toggle.click();
  }, [location]);
  // Without JavaScript the toggle is a link to the search page; with it, a button for the box.
  const toggleProps = {
    id: SEARCH_TOGGLE, className: buttonClass('ghost', 'icon'), 'aria-expanded': false, 'aria-controls': 'site-search',
    'aria-keyshortcuts': '/ Control+K Meta+K', 'data-control': 'search', onPointerEnter: loadPanel, onFocus: loadPanel,
  };
  const toggleContent = <>
    <Icon name="search" className={s.whenClosed} /><Icon name="x" className={s.whenOpen} />
    <span className={`${visuallyHidden} ${s.whenClosed}`}>{ui.header.openSearch}</span>
    <span className={`${visuallyHidden} ${s.whenOpen}`}>{ui.header.closeSearch}</span>
  </>;
  return (
    <>
      <a href="#main" className={s.skip}>{ui.header.skipLink}</a>
      <header className={s.header}>
        <div className={`${container} ${s.bar}`}>
          <Link href={home} className={s.logo}>
            <span className={s.logoMark} aria-hidden="true">{site.logoText}</span>
            <span className={s.logoText}>{site.name}<span className={visuallyHidden}>{ui.header.homeSuffix}</span></span>
          </Link>
          <div className={s.desktopOnly}><DesktopNav /></div>
          <div className={s.tools}>
            {page
              ? <a href={page} role="button" {...toggleProps}>{toggleContent}</a>
              : <button type="button" {...toggleProps}>{toggleContent}</button>}
            <PacketIndicator className={buttonClass('ghost', 'sm')}><Icon name="clipboard-list" size={18} /></PacketIndicator>
            <LanguageSwitch />
            <SmartLink to={site.connect.href} className={buttonClass('default', 'sm')}>
              <Icon name={site.connect.icon} size={18} /><span className={s.connectLabel}>{site.connect.label}</span>
            </SmartLink>
            <div className={s.mobileOnly}><MobileNav /></div>
          </div>
        </div>
        <div id="site-search" ref={rowRef} className={s.searchRow} hidden>
          <div className={container}>
            <form role="search" action={page} method="get" onSubmit={(e) => {
              e.preventDefault();
              if (page && query.trim()) navigate(searchHref(page, query, filters));
            }}>
              <label htmlFor="site-search-input" className={visuallyHidden}>{site.search.placeholder.replace(/\.+$/, '')}</label>
              <input ref={inputRef} id="site-search-input" type="search" name="q" className={s.searchInput} placeholder={site.search.placeholder}
                autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
            </form>
            {searchOpen && <Suspense fallback={null}><SearchPanel query={query} filters={filters} onFilters={setFilters} root={rowRef} input={inputRef} /></Suspense>}
          </div>
        </div>
      </header>
      <div className={s.spacer} aria-hidden="true" />
      <CrisisBar />
    </>
  );
}
