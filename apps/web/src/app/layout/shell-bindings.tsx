import type { ReactNode } from 'react';
import type { ProductActions } from '../../lib/product-actions';
import type { HeaderCounts } from './header-counts';

/**
 * Where the shell meets the commerce features (cart, wishlist, compare): the counts in the header and
 * the mini-cart. Wired here, in app/, so that the layout and the features stay independent.
 */
export function useHeaderCounts(): HeaderCounts {
  return { cart: 0, wishlist: 0, compare: 0 };
}

export function useMiniCart(): ReactNode {
  return null;
}

/** The product actions of the catalogue and product pages (null until the commerce features are wired). */
export function useProductActionsBinding(): ProductActions | null {
  return null;
}
