import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CloseButton } from '../../components/ui/close-button';
import { CurrencySwitcher } from './currency-switcher';
import type { HeaderCounts } from './header-counts';
import { LanguageSwitcher } from './language-switcher';
import { MENU_ITEMS } from './menu-items';
import { SearchForm } from './search-form';

/** The off-canvas menu of small screens (a modal dialog: Escape or the close button closes it). */
export function MobileMenu({
  open,
  onClose,
  counts,
}: {
  open: boolean;
  onClose: () => void;
  counts: HeaderCounts;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  // A close of this effect's own (the header already knows): its close event, which comes a task later, must
  // not close the menu once more (a quick re-opening with Enter was closed by it).
  const closedHere = useRef(false);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    if (!open && d.open && typeof d.close === 'function') {
      closedHere.current = true;
      d.close();
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="offcanvas offcanvas-start show p-0 border-0"
      style={{ visibility: open ? 'visible' : 'hidden' }}
      aria-label={t('header.mainMenu')}
      onClose={() => {
        if (closedHere.current) closedHere.current = false;
        else onClose();
      }}
      onCancel={onClose}
    >
      {open && (
        <>
          <div className="offcanvas-header border-bottom">
            <span className="shop-logo">
              mostra<span>dor</span>
            </span>
            <CloseButton label={t('header.closeMenu')} onClick={onClose} />
          </div>
          <div className="offcanvas-body d-flex flex-column gap-3">
            <SearchForm id="mobile-search" onDone={onClose} />
            <nav className="shop-menu d-flex flex-column" aria-label={t('header.mobileMenu')}>
              {MENU_ITEMS.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.end} onClick={onClose}>
                  {t(item.key)}
                </NavLink>
              ))}
              <NavLink to="/wishlist" onClick={onClose}>
                {t('header.wishlist')} ({counts.wishlist})
              </NavLink>
              <NavLink to="/compare" onClick={onClose}>
                {t('header.compare')} ({counts.compare})
              </NavLink>
              <NavLink to="/cart" onClick={onClose}>
                {t('header.cart')} ({counts.cart})
              </NavLink>
              <NavLink to="/my-account" onClick={onClose}>
                {t('header.account')}
              </NavLink>
            </nav>
            <div className="d-flex gap-2">
              <LanguageSwitcher />
              <CurrencySwitcher />
            </div>
          </div>
        </>
      )}
    </dialog>
  );
}
