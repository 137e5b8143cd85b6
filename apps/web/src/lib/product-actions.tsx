import { createContext, useContext } from 'react';
import type { Product } from './api/product';
import { useStarted } from './use-started';

/**
 * What a product card or page can do with a product. The commerce features (cart, wishlist, compare)
 * implement it and app/ provides it, so the catalogue never imports them.
 */
export interface ProductActions {
  addToCart(
    product: Product,
    options?: { quantity?: number; color?: string | null; size?: string | null },
  ): void;
  addToWishlist(product: Product): void;
  addToCompare(product: Product): void;
  inWishlist(productId: number): boolean;
  inCompare(productId: number): boolean;
  /** Units of this product already in the cart. */
  inCart(productId: number): number;
  /** Units of this product in this colour and size already in the cart (its own line). */
  inCartLine?(productId: number, color: string | null, size: string | null): number;
}

export const ProductActionsContext = createContext<ProductActions | null>(null);

/**
 * The actions, or null when no commerce feature is wired or the component has not started yet (its
 * buttons are then disabled): the server's HTML and the render that hydrates it never have them, so a
 * click never falls into a page that cannot answer it yet, and a part hydrated after the rest
 * (lib/hydrate-in-turn.tsx) hydrates the server's disabled buttons, then enables them.
 */
export function useProductActions(): ProductActions | null {
  const actions = useContext(ProductActionsContext);
  return useStarted() ? actions : null;
}
