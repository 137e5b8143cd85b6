import type { AuthRoot } from './auth-slice';

/** The customer's price level, 1-5 (the ERP's `Precio4` is 4); null without a session. */
export const selectPriceLevel = (s: AuthRoot): number | null => s.auth.session?.priceLevel ?? null;
