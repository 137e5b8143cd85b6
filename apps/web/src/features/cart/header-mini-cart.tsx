import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CartIcon } from '../../components/ui/icons';
import { onDemand } from '../../lib/on-demand';
import { useStarted } from '../../lib/use-started';
import { useUniqueId } from '../../lib/use-unique-id';
import { useCartCount } from './use-cart';

/** The panel's code loads when a shopper reaches for the cart icon (mini-cart.tsx). */
const MiniCart = onDemand(() => import('./mini-cart').then((m) => m.MiniCart));

/** The header's cart icon with its count; it opens the mini-cart (Escape or a click outside closes it). */
export function HeaderMiniCart({ label }: { label: (count: number) => string }) {
  const { t } = useTranslation('cart');
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  const panelId = useUniqueId();
  const box = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // The mini-cart opens with the app: the button is disabled until it has started.
  const started = useStarted();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  return (
    <div className="position-relative" ref={box}>
      <button
        type="button"
        className="icon-link-count"
        aria-label={label(count)}
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!started}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={MiniCart.preload}
        onFocus={MiniCart.preload}
        data-testid="header-cart"
      >
        <CartIcon />
        {count > 0 && (
          <span className="count" aria-hidden="true" data-testid="header-cart-count">
            {count}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={t('miniCart')}
          className="position-absolute end-0 mt-2 bg-body border rounded shadow"
          style={{ zIndex: 1050, width: 'min(340px, 92vw)' }}
        >
          <MiniCart onNavigate={() => setOpen(false)} />
        </section>
      )}
    </div>
  );
}
