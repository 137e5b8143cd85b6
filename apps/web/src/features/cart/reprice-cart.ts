import { useCallback, useEffect } from 'react';
import { useStore } from 'react-redux';
import { onSessionChange, useApiDispatch } from '../../lib/api';
import { savedProductEndpoint } from '../../lib/api/get-saved-product';
import type { CartState } from './cart-slice';
import { useCartActions } from './use-cart';

/** Re-prices the cart's lines (the domain's 'refreshProducts') against the products as the server prices them now. */
function useReprice(): () => void {
  const store = useStore<{ cart: CartState }>();
  const dispatch = useApiDispatch();
  const actions = useCartActions();
  return useCallback(() => {
    const ids = [...new Set(store.getState().cart.lines.map((l) => l.product.id))];
    if (ids.length === 0) return;
    const asked = ids.map((id) =>
      dispatch(savedProductEndpoint.initiate(id, { subscribe: false, forceRefetch: true })),
    );
    void Promise.all(asked).then((answers) => {
      const products = answers.flatMap((a) => (a.data ? [a.data] : []));
      if (products.length === 0) return;
      const changes = actions.refresh(products).stockChanges ?? [];
      // (Loaded with the first change: the start of every page re-prices, few carts change.)
      if (changes.length > 0) void import('./stock-changes').then((m) => m.noteStockChanges(changes));
    });
  }, [store, dispatch, actions]);
}

/** When the session changes (login), the price level changes: the cart is re-priced. Mounted once. */
export function useRepriceCartOnSessionChange(): void {
  const reprice = useReprice();
  // Once every listener of the change has run: one of them resets the API state (app/providers.tsx), which
  // aborts the calls running then.
  useEffect(() => onSessionChange(() => queueMicrotask(reprice)), [reprice]);
}

/**
 * When a view of the cart's prices opens (the cart page, the mini-cart, the checkout), the cart is re-priced,
 * so a cart kept from another day shows today's prices, stock and tax before anything is ordered (the lines
 * the stock lowered or removed: StockChangesNotice).
 */
export function useRepriceCartOnOpen(): void {
  const reprice = useReprice();
  useEffect(() => reprice(), [reprice]);
}
