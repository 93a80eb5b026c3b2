import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { college } from '../../content/college';
import { LanguageSwitch } from './language-switch';
import { departmentLinks, studentCornerSubmenu } from './nav-items';

type Drawer = ComponentType<{ open: boolean; onClose: () => void }>;

function Logo() {
  return (
    <Link to={paths.home()} className="site-header__logo">
      <span className="site-logo" aria-hidden="true" />
      <span>{college.shortName}</span>
    </Link>
  );
}

/** Fixed header: blurred once the page scrolls; desktop menu with dropdowns; drawer on phones. */
export function Header() {
  const [scrolled, setScrolled] = useState(false);
  const [departmentsOpen, setDepartmentsOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const departments = useRef<HTMLLIElement>(null);

  // The phone menu's code comes once the page is idle (or when the menu is first opened), not with
  // the page: it shows nothing until it is opened. If it does not arrive (a dropped connection),
  // the menu stays closed and the next tap asks again; nothing else on the page is affected.
  const [MobileDrawer, setMobileDrawer] = useState<Drawer | null>(null);
  const loadDrawer = useCallback(
    () =>
      import('./mobile-drawer').then(
        (m) => {
          setMobileDrawer(() => m.MobileDrawer);
          return true;
        },
        () => false,
      ),
    [],
  );
  useEffect(() => {
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void loadDrawer());
    else setTimeout(() => void loadDrawer(), 1000);
  }, [loadDrawer]);
  const openDrawer = () => {
    setDrawerOpen(true);
    if (!MobileDrawer) void loadDrawer().then((arrived) => arrived || setDrawerOpen(false));
  };

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!departmentsOpen) return;
    const onDown = (e: MouseEvent) => {
      if (!departments.current?.contains(e.target as Node)) setDepartmentsOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [departmentsOpen]);

  return (
    <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`} data-scrolled={scrolled}>
      <div className="site-header__inner">
        <Logo />
        <nav aria-label={t`Main`} className="site-nav">
          <ul className="site-nav__list">
            <li>
              <NavLink to={paths.home()} end>
                {t`Home`}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.about()}>{t`About`}</NavLink>
            </li>
            {/* Escape from anywhere in the open menu closes it: the key bubbles up from the focused link. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
            <li
              ref={departments}
              className="site-nav__dropdown"
              onKeyDown={(e) => {
                if (e.key === 'Escape') setDepartmentsOpen(false);
              }}
            >
              <button
                type="button"
                aria-expanded={departmentsOpen}
                aria-controls="departments-menu"
                onClick={() => setDepartmentsOpen((o) => !o)}
              >
                {t`Departments`} <span aria-hidden="true">▾</span>
              </button>
              <ul id="departments-menu" className="site-nav__submenu" hidden={!departmentsOpen}>
                {departmentLinks().map((d) => (
                  <li key={d.to}>
                    <Link to={d.to} onClick={() => setDepartmentsOpen(false)}>
                      {d.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <NavLink to={paths.admission()} reloadDocument>
                {t`Admission`}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.facilities()}>{t`Facilities`}</NavLink>
            </li>
            <li className="site-nav__hover">
              <NavLink to={paths.studentCorner()}>{t`Student Corner`}</NavLink>
              <ul className="site-nav__submenu site-nav__submenu--hover">
                {studentCornerSubmenu().map((s) => (
                  <li key={s.to}>
                    <Link to={s.to}>{s.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <NavLink to={paths.gallery()}>{t`Gallery`}</NavLink>
            </li>
            <li>
              <NavLink to={paths.contact()}>{t`Contact`}</NavLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
        <Link to={paths.admission()} reloadDocument className="site-header__apply">
          {t`APPLY NOW`}
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-label={t`Open menu`}
          // The menu's name, for the plain menu a tap opens before the app has arrived (lib/early-menu.ts).
          data-menu={t`Menu`}
          aria-expanded={drawerOpen}
          aria-controls="mobile-drawer"
          onClick={openDrawer}
        >
          <span aria-hidden="true">☰</span>
        </button>
      </div>
      {drawerOpen && MobileDrawer && (
        <MobileDrawer
          open
          onClose={() => {
            setDrawerOpen(false);
            menuButton.current?.focus();
          }}
        />
      )}
    </header>
  );
}
