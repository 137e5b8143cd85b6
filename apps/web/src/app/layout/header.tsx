import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { CartIcon, CompareIcon, HeartIcon, MenuIcon, UserIcon } from '../../components/ui/icons';
import { onDemand } from '../../lib/on-demand';
import { useStarted } from '../../lib/use-started';
import { CurrencySwitcher } from './currency-switcher';
import type { HeaderCounts } from './header-counts';
import { LanguageSwitcher } from './language-switcher';
import { MENU_ITEMS } from './menu-items';
import { SearchForm } from './search-form';

/** The phone's menu: its code loads when a shopper first reaches for the menu button (mobile-menu.tsx). */
const MobileMenu = onDemand(() => import('./mobile-menu').then((m) => m.MobileMenu));

function Count({ value }: { value: number }) {
  return value > 0 ? (
    <span className="count" aria-hidden="true">
      {value}
    </span>
  ) : null;
}

/** The shop's header. `miniCart` is the cart feature's drop-down, composed in app/. */
export function Header({ counts, miniCart }: { counts: HeaderCounts; miniCart?: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened, the menu stays mounted (closing its dialog gives focus back to the menu button).
  const [menuUsed, setMenuUsed] = useState(false);
  // The phone's menu opens with the app: its button is disabled until it has started.
  const started = useStarted();
  // The saved lists' icons (hidden on a phone, whose menu lists them), each with its count.
  const savedLists = [
    {
      to: '/wishlist',
      Icon: HeartIcon,
      count: counts.wishlist,
      label: t('header.wishlistCount', { count: counts.wishlist }),
    },
    {
      to: '/compare',
      Icon: CompareIcon,
      count: counts.compare,
      label: t('header.compareCount', { count: counts.compare }),
    },
  ];
  return (
    <header className="shop-header">
      <div className="shop-topbar d-none d-md-block">
        <div className="container d-flex justify-content-between align-items-center py-1">
          <span>{t('header.promo')}</span>
          <div className="d-flex gap-2">
            <LanguageSwitcher />
            <CurrencySwitcher />
          </div>
        </div>
      </div>
      <div className="container shop-bar d-flex align-items-center gap-3 py-2">
        <button
          type="button"
          className="icon-link-count d-lg-none"
          aria-label={t('header.openMenu')}
          aria-expanded={menuOpen}
          disabled={!started}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
          onPointerEnter={MobileMenu.preload}
          onFocus={MobileMenu.preload}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="shop-logo" aria-label={t('header.homeLink')}>
          mostra<span>dor</span>
        </Link>
        <nav className="shop-menu d-none d-lg-flex text-nowrap" aria-label={t('header.mainMenu')}>
          {MENU_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div
          className="flex-grow-1 d-none d-md-block d-lg-none d-xl-block"
          style={{ maxWidth: '20rem', marginLeft: 'auto' }}
        >
          <SearchForm id="header-search" />
        </div>
        <div className="d-flex align-items-center gap-1 ms-auto ms-md-0">
          <Link to="/my-account" className="icon-link-count" aria-label={t('header.account')}>
            <UserIcon />
          </Link>
          {savedLists.map(({ to, Icon, label, count }) => (
            <Link key={to} to={to} className="icon-link-count d-none d-sm-inline-flex" aria-label={label}>
              <Icon />
              <Count value={count} />
            </Link>
          ))}
          {miniCart ?? (
            <Link
              to="/cart"
              className="icon-link-count"
              aria-label={t('header.cartCount', { count: counts.cart })}
            >
              <CartIcon />
              <Count value={counts.cart} />
            </Link>
          )}
        </div>
      </div>
      {menuUsed && <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} counts={counts} />}
    </header>
  );
}
