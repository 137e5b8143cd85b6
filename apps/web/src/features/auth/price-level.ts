import { levelNumber } from '@mostrador/contract';
import type { AuthRoot } from './auth-slice';

/**
 * The customer's price level as a number (the ERP's `Precio4` is 4); null without a session. (A file of its
 * own: only the customer area reads it, and the store's slice is in every first load.)
 */
export const selectPriceLevel = (s: AuthRoot): number | null => {
  const level = s.auth.customer?.precioNivel ?? s.auth.session?.priceLevel;
  return level === undefined ? null : levelNumber(level);
};
