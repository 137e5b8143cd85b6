/**
 * The one stock-clamping rule: a wanted quantity as a cart line (or the product page's stepper) can hold it.
 * A whole number of at least 1 (a fraction is floored; anything not finite counts as 1), at most `stock` when
 * it is known (null: unknown, no cap). `capped` says stock lowered it. Stock 0 gives 0: nothing can be had.
 */
export function clampToStock(wanted: number, stock: number | null): { quantity: number; capped: boolean } {
  const atLeastOne = Number.isFinite(wanted) ? Math.max(1, Math.floor(wanted)) : 1;
  if (stock === null || atLeastOne <= stock) return { quantity: atLeastOne, capped: false };
  return { quantity: Math.max(0, Math.floor(stock)), capped: true };
}
