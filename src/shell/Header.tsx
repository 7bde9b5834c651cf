import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useShell } from '../data/context';
import { buttonClass } from '../ui/Button/Button';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import { container, visuallyHidden } from '../styles/utils.css';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';
import * as s from './Header.css';

export function Header() {
  const { site } = useShell();
  const [searchOpen, setSearchOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [location] = useLocation();
  useEffect(() => { if (searchOpen) inputRef.current?.focus(); }, [searchOpen]);
  useEffect(() => setSearchOpen(false), [location]);
  return (
    <>
      <a href="#main" className={s.skip}>Skip to main content</a>
      <header className={s.header}>
        <div className={`${container} ${s.bar}`}>
          <Link href="/" className={s.logo}>
            <span className={s.logoMark} aria-hidden="true">{site.logoText}</span>
            <span className={s.logoText}>{site.name}<span className={visuallyHidden}>, home</span></span>
          </Link>
          <div className={s.desktopOnly}><DesktopNav /></div>
          <div className={s.tools}>
            <button ref={toggleRef} type="button" className={buttonClass('ghost', 'icon')} aria-expanded={searchOpen}
              aria-controls="site-search" onClick={() => setSearchOpen((o) => !o)}>
              <Icon name={searchOpen ? 'x' : 'search'} />
              <span className={visuallyHidden}>{searchOpen ? 'Close search' : 'Search'}</span>
            </button>
            <SmartLink to={site.connect.href} className={buttonClass('default', 'sm')}>
              <Icon name="message-circle" size={18} /><span className={s.connectLabel}>{site.connect.label}</span>
            </SmartLink>
            <div className={s.mobileOnly}><MobileNav /></div>
          </div>
        </div>
        <div id="site-search" className={s.searchRow} hidden={!searchOpen}>
          <form role="search" className={container} onSubmit={(e) => e.preventDefault()}
            onKeyDown={(e) => { if (e.key === 'Escape') { setSearchOpen(false); toggleRef.current?.focus(); } }}>
            <label htmlFor="site-search-input" className={visuallyHidden}>{site.search.placeholder.replace(/\.+$/, '')}</label>
            <input ref={inputRef} id="site-search-input" type="search" name="q" className={s.searchInput} placeholder={site.search.placeholder} autoComplete="off" />
          </form>
        </div>
      </header>
      <div className={s.spacer} aria-hidden="true" />
    </>
  );
}
