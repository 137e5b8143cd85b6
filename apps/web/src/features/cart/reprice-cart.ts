import { getProductoDataResponse, type Product, paths } from '@mostrador/contract';
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { apiConfig, apiRequest, getSessionTerceroid, onSessionChange } from '../../lib/api';
import type { CartState } from './cart-slice';
import { useCartActions } from './use-cart';

/** The cart's products as the server prices them for whoever is asking now. */
export async function fetchCartProducts(ids: readonly number[]): Promise<Product[]> {
  const answers = await Promise.all(
    ids.map((productoid) =>
      apiRequest(getProductoDataResponse, paths.getProductoData, {
        params: { productoid, bodegaid: apiConfig.bodegaid, terceroid: getSessionTerceroid() },
      }),
    ),
  );
  return answers.flatMap((a) => (a.data ? [a.data.Producto] : []));
}

/**
 * When the session changes (login), the price level changes: the cart's lines are re-priced with the
 * domain's 'refreshProducts' transition against fresh product records.
 */
export function useRepriceCartOnSessionChange(): void {
  const store = useStore<{ cart: CartState }>();
  const actions = useCartActions();
  useEffect(
    () =>
      onSessionChange(() => {
        const ids = [...new Set(store.getState().cart.lines.map((l) => l.product.Productoid))];
        if (ids.length === 0) return;
        void fetchCartProducts(ids).then((products) => {
          if (products.length > 0) actions.refresh(products);
        });
      }),
    [store, actions],
  );
}
