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
 * The cart's lines are re-priced (the domain's 'refreshProducts' transition, against fresh product records)
 * when the shop opens, so a cart kept from another day shows today's prices, stock and tax, and whenever the
 * session changes (login: the price level changes). Mounted once, after the session keeper has set the token.
 */
export function useRepriceCart(): void {
  const store = useStore<{ cart: CartState }>();
  const actions = useCartActions();
  useEffect(() => {
    const reprice = () => {
      const ids = [...new Set(store.getState().cart.lines.map((l) => l.product.Productoid))];
      if (ids.length === 0) return;
      void fetchCartProducts(ids).then((products) => {
        if (products.length > 0) actions.refresh(products);
      });
    };
    reprice();
    return onSessionChange(reprice);
  }, [store, actions]);
}
