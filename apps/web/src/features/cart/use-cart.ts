import {
  type CartResult,
  cartReducer,
  cartTotals,
  type Minor,
  multiplyMinor,
  taxedTotals,
} from '@mostrador/domain';
import { useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { type SavedProduct, toSavedProduct } from '../../lib/api';
import { notify } from '../../lib/notify';
import {
  type CartCommand,
  type CartItem,
  type CartState,
  cartChanged,
  newCartItemId,
  selectCartLines,
} from './cart-slice';

/*
 * A line's tax rate is its product's `taxPercent`: the server sends it on every product, its own or the shop's
 * default (TAX_PERCENT), so the storefront keeps no default of its own. A line kept from before products
 * carried it has none until the cart's re-price (on opening the cart) brings it: it counts no tax meanwhile.
 * The server computes the order's own tax, with the same rule (`taxedTotals`).
 */

export interface AddOptions {
  quantity?: number;
  color?: string | null;
  size?: string | null;
}

/** What a command about one line names: its product, the colour and size chosen, and the line itself. */
const lineOf = (line: CartItem) => ({
  product: line.product,
  color: line.selectedProductColor,
  size: line.selectedProductSize,
  cartItemId: line.cartItemId,
});

/** A cart that is gone (cleared, ordered) has no stock changes to tell (their module loaded then, if not before). */
function forgetStockChanges(): void {
  void import('./stock-changes').then((m) => m.forgetStockChanges());
}

/** The cart's commands, each showing the notice the domain gives it. */
export function useCartActions() {
  const dispatch = useDispatch();
  const store = useStore<{ cart: CartState }>();
  return useMemo(() => {
    const run = (command: CartCommand): CartResult<SavedProduct> => {
      // The same pure reducer the slice runs: its result says which notice the change earns.
      const result = cartReducer(store.getState().cart.lines, command);
      dispatch(cartChanged(command));
      if (result.notice) notify(result.notice);
      return result;
    };
    return {
      add(product: SavedProduct, options: AddOptions = {}) {
        const base = {
          product: toSavedProduct(product),
          color: options.color ?? null,
          size: options.size ?? null,
          cartItemId: newCartItemId(),
        };
        return options.quantity === undefined
          ? run({ type: 'add', ...base })
          : run({ type: 'addQuantity', ...base, quantity: options.quantity });
      },
      /**
       * Adds several products at once (quick order, reorder, a saved list), each in its colour and size if it
       * names them: each quantity on top of what the cart already holds of that product in that colour and
       * size, capped by stock; one notice for all (the worst one).
       */
      addMany(
        items: ReadonlyArray<
          { product: SavedProduct; quantity: number } & Pick<AddOptions, 'color' | 'size'>
        >,
      ) {
        let last: CartResult<SavedProduct> | null = null;
        let warned: CartResult<SavedProduct> | null = null;
        for (const item of items) {
          const product = toSavedProduct(item.product);
          const color = item.color ?? null;
          const size = item.size ?? null;
          const current = store
            .getState()
            .cart.lines.filter(
              (l) =>
                l.product.id === product.id &&
                l.selectedProductColor === color &&
                l.selectedProductSize === size,
            )
            .reduce((n, l) => n + l.quantity, 0);
          const command: CartCommand = {
            type: 'addQuantity',
            product,
            quantity: current + item.quantity,
            color,
            size,
            cartItemId: newCartItemId(),
          };
          last = cartReducer(store.getState().cart.lines, command);
          if (last.capped) warned = last;
          dispatch(cartChanged(command));
        }
        const shown = warned ?? last;
        if (shown?.notice) notify(shown.notice);
        return { capped: warned !== null };
      },
      increase(line: CartItem) {
        return run({ type: 'add', ...lineOf(line) });
      },
      setQuantity(line: CartItem, quantity: number) {
        return run({ type: 'addQuantity', ...lineOf(line), quantity });
      },
      decrease(line: CartItem) {
        return run({ type: 'decrease', cartItemId: line.cartItemId });
      },
      remove(productId: number) {
        return run({ type: 'delete', productId });
      },
      clear() {
        forgetStockChanges();
        return run({ type: 'deleteAll' });
      },
      /** Empties the cart without a notice (after an order: the confirmation says it all). */
      emptyAfterOrder() {
        forgetStockChanges();
        dispatch(cartChanged({ type: 'deleteAll' }));
      },
      comment(line: CartItem, comment: string) {
        return run({ type: 'comment', ...lineOf(line), comment });
      },
      /** Re-prices every line against fresh product records (after login the level changes). */
      refresh(products: readonly SavedProduct[]) {
        return run({ type: 'refreshProducts', products: products.map(toSavedProduct) });
      },
    };
  }, [dispatch, store]);
}

export function useCartLines(): CartItem[] {
  return useSelector(selectCartLines);
}

/**
 * The cart's counts and totals, in USD minor units (what the order and the credit check use); given
 * `shown` (lib/currency's useMoney), in the chosen currency, built from each line as the buyer sees it.
 */
export function useCartSummary(shown: (unit: Minor, quantity: number) => Minor = multiplyMinor) {
  const lines = useCartLines();
  return useMemo(() => {
    const rated = lines.map((l) => ({
      subtotal: shown(l.priceF, l.quantity),
      rate: l.product.taxPercent,
    }));
    const taxed = taxedTotals(rated.map((l) => ({ subtotal: l.subtotal, taxPercent: l.rate ?? 0 })));
    const rates = new Set(rated.map((l) => l.rate));
    /** The one rate of every line, or null when the lines have different (or unknown) rates, or none. */
    const only = rates.size === 1 ? [...rates][0] : undefined;
    const taxPercent = only ?? null;
    return { ...cartTotals(lines), ...taxed, taxPercent };
  }, [lines, shown]);
}

/** The number of units in the cart (for the header icon's badge). */
export function useCartCount(): number {
  return useCartSummary().units;
}
