import { type PriceLevel, priceLevel } from '@mostrador/contract';
import { isSessionValid } from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session } from '../../lib/api';
import { isRecord, type PersistSpec, persisted, resetState } from '../../lib/persist';

/** Spec §3's client-side customer state: set as a whole by one action. */
export interface Customer {
  terceroId: number;
  ultimaFactura: string | null;
  diasUltimaFactura: number | null;
  terceroNombre: string;
  precioNivel: PriceLevel;
}

export interface AuthState {
  /** The login's session (the customer, its price level and token), null for a visitor. */
  session: Session | null;
  /** When the customer logged in (epoch ms). */
  loginAt: number | null;
  customer: Customer | null;
}

export const initialAuthState: AuthState = { session: null, loginAt: null, customer: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(_state, action: PayloadAction<{ session: Session; loginAt: number }>) {
      return { session: action.payload.session, loginAt: action.payload.loginAt, customer: null };
    },
    /** The one action that sets all five customer fields (spec §4). */
    customerSet(state, action: PayloadAction<Customer>) {
      state.customer = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(resetState, () => initialAuthState),
});
export const { loggedIn, customerSet } = authSlice.actions;

export type AuthRoot = { auth: AuthState };
export const selectAuth = (s: AuthRoot): AuthState => s.auth;
export const selectSession = (s: AuthRoot): Session | null => s.auth.session;
export const selectCustomer = (s: AuthRoot): Customer | null => s.auth.customer;

/** The domain's rule: a customer record and less than one day since login. */
export function sessionIsValid(state: AuthState, now: Date = new Date()): boolean {
  return isSessionValid({ customer: state.session, loginAt: state.loginAt }, now);
}

type FieldType = 'number' | 'string' | 'string|null' | 'number|null';

/** Whether `raw` has each field, of its type, and a price level under `level`. */
function hasFields(raw: unknown, fields: Record<string, FieldType>, level: string): raw is object {
  return (
    isRecord(raw) &&
    priceLevel.safeParse(raw[level]).success &&
    Object.entries(fields).every(([name, type]) => {
      const value = raw[name];
      return type.split('|').includes(value === null ? 'null' : typeof value);
    })
  );
}

function parseCustomer(raw: unknown): Customer | null {
  const fields = {
    terceroId: 'number',
    ultimaFactura: 'string|null',
    diasUltimaFactura: 'number|null',
    terceroNombre: 'string',
  } as const;
  if (raw === null) return null;
  if (!hasFields(raw, fields, 'precioNivel')) throw new Error('bad customer');
  return raw as Customer;
}

function parseSession(raw: unknown): Session | null {
  const fields = {
    terceroid: 'number',
    tercerosucid: 'number',
    name: 'string',
    expiresAt: 'string',
  } as const;
  if (!hasFields(raw, fields, 'priceLevel')) return null;
  const s = raw as Session;
  // Only these fields: version 2 also kept the session's token, which is not kept here any more.
  return {
    terceroid: s.terceroid,
    tercerosucid: s.tercerosucid,
    name: s.name,
    priceLevel: s.priceLevel,
    expiresAt: s.expiresAt,
  };
}

/** The stored auth state, its session read by `readSession` (the current shape, or version 1's). */
function parseAuth(raw: unknown, readSession: (raw: unknown) => Session | null): AuthState | null {
  if (!isRecord(raw)) return null;
  if (raw.session === null) return initialAuthState;
  const session = readSession(raw.session);
  if (!session || typeof raw.loginAt !== 'number') return null;
  try {
    const customer = parseCustomer(raw.customer ?? null);
    if (customer && customer.terceroId !== session.terceroid) return null;
    return { session, loginAt: raw.loginAt, customer };
  } catch {
    return null;
  }
}

export const authPersist: PersistSpec<AuthState> = {
  key: 'session',
  version: 3,
  parse: (raw) => parseAuth(raw, parseSession),
  // Version 2 also kept the session's token (script-readable in local storage): carried over without it, the
  // customer stays logged in (the session cookie names the session), and version 2's entry is removed.
  previous: { version: 2, parse: (raw) => parseAuth(raw, parseSession) },
};

export const persistedAuth = persisted(authSlice.reducer, authPersist);
