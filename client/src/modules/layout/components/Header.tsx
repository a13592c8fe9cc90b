import { canModerate } from '@pepper-atlas/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '@/modules/auth/session/useSession';
import { CloseIcon, MenuIcon } from '@/modules/ui/components/icons';
import { lazyComponent } from '@/modules/ui/lazyComponent';
import { useMobileMenu } from '../hooks/useMobileMenu';
import { activeNavKey, visibleNavItems } from '../utils/navItems';
import { AccountActions } from './AccountActions';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeToggle } from './ThemeToggle';
import './Header.css';

/** Members only: its code is a chunk of its own, so guests' pages (the JS budget) carry none of it. */
const NotificationBell = lazyComponent(
  'NotificationBell',
  () => import('@/modules/notifications/components/NotificationBell').then((m) => m.NotificationBell),
  null,
);

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const { isOpen, toggle, close, panelRef, toggleRef } = useMobileMenu();
  const panelId = useId();

  const items = visibleNavItems(canModerate(session?.user));
  const activeKey = activeNavKey(pathname, items);

  return (
    <>
      <header className="site-header">
        <div className="site-header__bar container">
          <Link to="/" replace className="site-header__logo" aria-label={t('header.logoLabel')}>
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <span>{t('siteName')}</span>
          </Link>

          <div id={panelId} ref={panelRef} className="site-header__panel" data-open={isOpen}>
            <nav aria-label={t('nav.label')}>
              <ul className="main-nav">
                {items.map((item) => (
                  <li key={item.key}>
                    <Link
                      to={item.path}
                      replace
                      className="main-nav__link"
                      aria-current={item.key === activeKey ? 'page' : undefined}
                    >
                      {t(`nav.${item.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <AccountActions />
          </div>

          <div className="site-header__tools">
            {session && <NotificationBell />}
            <ThemeToggle />
            <LanguageSwitcher />
            <button
              ref={toggleRef}
              type="button"
              className="header-button site-header__menu-toggle"
              aria-expanded={isOpen}
              aria-controls={panelId}
              aria-label={isOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={toggle}
            >
              {isOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
      </header>
      {isOpen && <div className="site-header__overlay" aria-hidden="true" onClick={close} />}
    </>
  );
}
