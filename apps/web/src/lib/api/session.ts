import type { PriceLevel, Session as WireSession } from '@mostrador/contract';

/**
 * A logged-in customer's session, as the app keeps it (the login's answer, in the app's words). Not its token:
 * the session cookie the login set (HttpOnly, out of reach of the page's scripts) names it on every call.
 */
export interface Session {
  terceroid: number;
  tercerosucid: number;
  /** The customer's name. */
  name: string;
  priceLevel: PriceLevel;
  /** When the session ends on the server (ISO 8601). */
  expiresAt: string;
}

export function toSession(s: WireSession): Session {
  return {
    terceroid: s.Terceroid,
    tercerosucid: s.Tercerosucid,
    name: s.Tercero,
    priceLevel: s.PrecioNivel,
    expiresAt: s.Expira,
  };
}
