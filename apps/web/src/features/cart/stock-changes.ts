import type { StockChange } from '@mostrador/domain';
import type { SavedProduct } from '../../lib/api';

export type CartStockChange = StockChange<SavedProduct>;

/**
 * The lines a re-price lowered or removed for stock, whichever view re-priced (the mini-cart, say), shown by
 * the cart page and the checkout until the buyer closes the notice: a line's first quantity is kept, its latest
 * outcome.
 */
let stockChanges: CartStockChange[] = [];
const stockListeners = new Set<() => void>();
function setStockChanges(next: CartStockChange[]): void {
  stockChanges = next;
  for (const listener of stockListeners) listener();
}
export function noteStockChanges(changes: readonly CartStockChange[]): void {
  const byLine = new Map(stockChanges.map((c) => [c.line.cartItemId, c]));
  for (const change of changes) {
    const earlier = byLine.get(change.line.cartItemId);
    byLine.set(change.line.cartItemId, earlier ? { ...earlier, quantity: change.quantity } : change);
  }
  setStockChanges([...byLine.values()]);
}

/** Forgets the stock changes: read (the notice's close button), or of a cart that is gone (ordered, cleared). */
export function forgetStockChanges(): void {
  if (stockChanges.length > 0) setStockChanges([]);
}

/** Hears of every change of the stock changes; gives the function that stops it (useSyncExternalStore's). */
export function onStockChanges(listener: () => void): () => void {
  stockListeners.add(listener);
  return () => stockListeners.delete(listener);
}

/** The stock changes the buyer has not dismissed (StockChangesNotice reads them). */
export const currentStockChanges = (): readonly CartStockChange[] => stockChanges;
