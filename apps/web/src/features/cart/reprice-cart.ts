import { getProductoDataAnswer, paths } from '@mostrador/contract';
import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import {
  apiConfig,
  apiRequest,
  getSessionTerceroid,
  onSessionChange,
  type Product,
  toProduct,
} from '../../lib/api';
import type { CartState } from './cart-slice';
import { useCartActions } from './use-cart';

/** The cart's products as the server prices them for whoever is asking now. */
export async function fetchCartProducts(ids: readonly number[]): Promise<Product[]> {
  const answers = await Promise.all(
    ids.map((productoid) =>
      apiRequest(getProductoDataAnswer, paths.getProductoData, {
        params: { productoid, bodegaid: apiConfig.bodegaid, terceroid: getSessionTerceroid() },
      }),
    ),
  );
  return answers.flatMap((a) => (a.data ? [toProduct(a.data.Producto)] : []));
}

/** Re-prices the cart's lines (the domain's 'refreshProducts') against fresh product records. */
function useReprice(): () => void {
  const store = useStore<{ cart: CartState }>();
  const actions = useCartActions();
  return useCallback(() => {
    const ids = [...new Set(store.getState().cart.lines.map((l) => l.product.id))];
    if (ids.length === 0) return;
    void fetchCartProducts(ids).then((products) => {
      if (products.length > 0) actions.refresh(products);
    });
  }, [store, actions]);
}

/** When the session changes (login), the price level changes: the cart is re-priced. Mounted once. */
export function useRepriceCartOnSessionChange(): void {
  const reprice = useReprice();
  useEffect(() => onSessionChange(reprice), [reprice]);
}

/**
 * When a view of the cart's prices opens (the cart page, the mini-cart, the checkout), the cart is re-priced,
 * so a cart kept from another day shows today's prices, stock and tax before anything is ordered.
 */
export function useRepriceCartOnOpen(): void {
  const reprice = useReprice();
  useEffect(() => reprice(), [reprice]);
}
