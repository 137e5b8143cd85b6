import { createContext, useContext } from 'react';
import type { Product } from './api/product';

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

/** The actions, or null when no commerce feature is wired (the buttons are then disabled). */
export function useProductActions(): ProductActions | null {
  return useContext(ProductActionsContext);
}
