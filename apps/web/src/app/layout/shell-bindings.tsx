import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActingBanner, SessionKeeper } from '../../features/auth';
import {
  HeaderMiniCart,
  useCartActions,
  useCartCount,
  useCartLines,
  useRepriceCartOnSessionChange,
} from '../../features/cart';
import { compare } from '../../features/compare';
import { wishlist } from '../../features/wishlist';
import type { ProductActions } from '../../lib/product-actions';
import type { HeaderCounts } from './header-counts';

/**
 * Where the shell meets the commerce features (cart, wishlist, compare): the counts in the header and
 * the mini-cart. Wired here, in app/, so that the layout and the features stay independent.
 */
export function useHeaderCounts(): HeaderCounts {
  return { cart: useCartCount(), wishlist: wishlist.useItems().length, compare: compare.useItems().length };
}

export function useMiniCart(): ReactNode {
  const { t } = useTranslation();
  return <HeaderMiniCart label={(count) => t('header.cartCount', { count })} />;
}

/** The product actions of the catalogue and product pages. */
export function useProductActionsBinding(): ProductActions | null {
  const cart = useCartActions();
  const wish = wishlist.useActions();
  const comparing = compare.useActions();
  const lines = useCartLines();
  const wished = wishlist.useItems();
  const compared = compare.useItems();
  return useMemo(
    () => ({
      addToCart: (product, options) => void cart.add(product, options),
      addToWishlist: (product) => void wish.add(product),
      addToCompare: (product) => void comparing.add(product),
      inWishlist: (id) => wished.some((i) => i.id === id),
      inCompare: (id) => compared.some((i) => i.id === id),
      inCart: (id) => lines.filter((l) => l.product.id === id).reduce((n, l) => n + l.quantity, 0),
      inCartLine: (id, color, size) =>
        lines.find(
          (l) => l.product.id === id && l.selectedProductColor === color && l.selectedProductSize === size,
        )?.quantity ?? 0,
    }),
    [cart, wish, comparing, lines, wished, compared],
  );
}

/** The session's keeper (expiry, 401) and the cart's re-pricing on login, mounted once in the layout. */
export function CommerceKeepers() {
  useRepriceCartOnSessionChange();
  return <SessionKeeper />;
}

/** The banner of a staff member acting for a customer (features/auth), above the header. */
export function StaffActingBanner() {
  return <ActingBanner />;
}
