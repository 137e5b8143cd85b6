import { levelNumber, type PersonRole, priceLevel, type Session as WireSession } from '@mostrador/contract';
import type { CustomerInfo } from './customer';

/**
 * A logged-in customer's session, as the app keeps it (the login's answer, in the app's words). Not its token:
 * the session cookie the login set (HttpOnly, out of reach of the page's scripts) names it on every call.
 */
export interface Session {
  customerId: number;
  branchId: number;
  /** The customer's name. */
  name: string;
  /** The customer's price level, 1-5 (the ERP's `Precio4` is level 4). */
  priceLevel: number;
  /** When the session ends on the server (ISO 8601). */
  expiresAt: string;
  /** The staff member acting for the customer from the console (decision 0041); absent: the customer. */
  actingStaff?: string;
  /** A person of the customer's role (decision 0040); absent: the customer's own login, its administrator. */
  role?: PersonRole;
}

/** Whether the session manages the company's people: its own login or an administrator, never acting staff. */
export function isAdministrator(session: Session): boolean {
  return session.actingStaff === undefined && (session.role ?? 'administrator') === 'administrator';
}

export function toSession(s: WireSession): Session {
  return {
    customerId: s.Terceroid,
    branchId: s.Tercerosucid,
    name: s.Tercero,
    priceLevel: levelNumber(s.PrecioNivel) ?? 1,
    expiresAt: s.Expira,
    ...(s.Actuando !== undefined && { actingStaff: s.Actuando }),
    ...(s.Rol !== undefined && { role: s.Rol }),
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/**
 * A session as versions 2 and 3 of the stored auth state kept it (the wire's names, the level as `Precio4`;
 * version 2 also its token, left behind), in the app's words; null when `raw` is not one.
 */
export function sessionFromV3(raw: unknown): Session | null {
  if (!isRecord(raw)) return null;
  const { terceroid, tercerosucid, name, expiresAt } = raw;
  const level = priceLevel.safeParse(raw.priceLevel);
  if (typeof terceroid !== 'number' || typeof tercerosucid !== 'number') return null;
  if (typeof name !== 'string' || typeof expiresAt !== 'string' || !level.success) return null;
  const number = levelNumber(level.data);
  return number === null
    ? null
    : { customerId: terceroid, branchId: tercerosucid, name, priceLevel: number, expiresAt };
}

/** The customer's name and last invoice (InfoTercero), kept beside the session of that customer. */
export type SessionCustomer = CustomerInfo & { customerId: number };

const isTextOrNull = (x: unknown) => x === null || typeof x === 'string';
const isNumberOrNull = (x: unknown) => x === null || typeof x === 'number';

/**
 * A customer as version 3 kept it (its id and level under the wire's names; the level, the session's, is left
 * behind), in the app's words; null when `raw` is not one.
 */
export function customerFromV3(raw: unknown): SessionCustomer | null {
  if (!isRecord(raw) || !priceLevel.safeParse(raw.precioNivel).success) return null;
  const { terceroId, terceroNombre, ultimaFactura, diasUltimaFactura } = raw;
  if (typeof terceroId !== 'number' || typeof terceroNombre !== 'string') return null;
  if (!isTextOrNull(ultimaFactura) || !isNumberOrNull(diasUltimaFactura)) return null;
  return {
    customerId: terceroId,
    name: terceroNombre,
    lastInvoice: ultimaFactura as string | null,
    daysSinceLastInvoice: diasUltimaFactura as number | null,
  };
}
