import { Suspense, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react';
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
import { DesktopNav } from './DesktopNav';
import { lazyOr } from '../ui/lazyOr';
import Unavailable from '../search/Unavailable';
import { MobileNav } from './MobileNav';
import { PacketIndicator } from '../packet/store';
import * as s from './Header.css';

// Results as you type: loaded when the box first opens (or the toggle is hovered or focused).
const loadPanel = () => import('../search/SearchPanel');
const SearchPanel = lazyOr(loadPanel, Unavailable);

/** "/" (outside a text field) or Ctrl/Cmd+K opens search from anywhere but a dialog: the phone
 * menu is modal, and search would open behind it and take focus out of it. */
const isSearchShortcut = (e: KeyboardEvent) => {
  const t = e.target as HTMLElement | null;
  if (t?.closest('[role="dialog"]')) return false;
  const typing = !!t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return true;
  return e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey;
};

export function Header() {
  const { site, ui } = useShell();
  const home = useHomePath();
  const [searchOpen, setSearchOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The panel's filters live here, so Enter in the box keeps them; closing the search clears them.
  const [filters, setFilters] = useState<SearchFilters>({});
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const [location, navigate] = useLocation();
  const page = site.search.page;
  // Opening puts focus in the box with its text selected, so typing starts a new search.
  const focusBox = () => { inputRef.current?.focus(); inputRef.current?.select(); };
  useEffect(() => { if (searchOpen) focusBox(); else setFilters({}); }, [searchOpen]);
  useEffect(() => setSearchOpen(false), [location]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      setSearchOpen(true);
      focusBox();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  // Without JavaScript the toggle is a link to the search page; with it, a button for the box.
  const toggle = (e: MouseEvent | ReactKeyboardEvent) => { e.preventDefault(); setSearchOpen((o) => !o); };
  const toggleProps = {
    className: buttonClass('ghost', 'icon'), 'aria-expanded': searchOpen, 'aria-controls': 'site-search',
    'aria-keyshortcuts': '/ Control+K Meta+K', onClick: toggle, onPointerEnter: loadPanel, onFocus: loadPanel,
  };
  const toggleContent = <><Icon name={searchOpen ? 'x' : 'search'} /><span className={visuallyHidden}>{searchOpen ? ui.header.closeSearch : ui.header.openSearch}</span></>;
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
              ? <a ref={toggleRef} href={page} role="button" {...toggleProps}
                  onKeyDown={(e) => { if (e.key === ' ') toggle(e); }}>{toggleContent}</a>
              : <button ref={toggleRef} type="button" {...toggleProps}>{toggleContent}</button>}
            <PacketIndicator className={buttonClass('ghost', 'sm')}><Icon name="clipboard-list" size={18} /></PacketIndicator>
            <LanguageSwitch />
            <SmartLink to={site.connect.href} className={buttonClass('default', 'sm')}>
              <Icon name={site.connect.icon} size={18} /><span className={s.connectLabel}>{site.connect.label}</span>
            </SmartLink>
            <div className={s.mobileOnly}><MobileNav /></div>
          </div>
        </div>
        <div id="site-search" ref={rowRef} className={s.searchRow} hidden={!searchOpen}
          onKeyDown={(e) => { if (e.key === 'Escape') { setSearchOpen(false); toggleRef.current?.focus(); } }}>
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
