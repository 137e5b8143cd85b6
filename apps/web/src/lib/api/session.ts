import type { PriceLevel, Session as WireSession } from '@mostrador/contract';

/** A logged-in customer's session, as the app keeps it (the login's answer, in the app's words). */
export interface Session {
  terceroid: number;
  tercerosucid: number;
  /** The customer's name. */
  name: string;
  priceLevel: PriceLevel;
  /** Names the session on the server: sent as the bearer of every call. */
  token: string;
  /** When the session ends on the server (ISO 8601). */
  expiresAt: string;
}

export function toSession(s: WireSession): Session {
  return {
    terceroid: s.Terceroid,
    tercerosucid: s.Tercerosucid,
    name: s.Tercero,
    priceLevel: s.PrecioNivel,
    token: s.Token,
    expiresAt: s.Expira,
  };
}
