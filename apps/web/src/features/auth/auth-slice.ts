import { personRoles } from '@mostrador/contract';
import { isSessionValid } from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { customerFromV3, type Session, type SessionCustomer, sessionFromV3 } from '../../lib/api';
import { isRecord, type PersistSpec, persisted, resetState } from '../../lib/persist';

/** Spec §3's client-side customer state (its name and last invoice): set as a whole by one action. */
export type Customer = SessionCustomer;

export interface AuthState {
  /** The login's session (the customer, its branch and price level), null for a visitor. */
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
    /** The one action that sets the customer's fields (spec §4). */
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

/** The domain's rule: a customer record and less than one day since login. */
export function sessionIsValid(state: AuthState, now: Date = new Date()): boolean {
  return isSessionValid({ customer: state.session, loginAt: state.loginAt }, now);
}

type FieldType = 'number' | 'string' | 'string|null' | 'number|null';

/** Whether `raw` has each field, of its type. */
function hasFields(raw: unknown, fields: Record<string, FieldType>): raw is Record<string, unknown> {
  return (
    isRecord(raw) &&
    Object.entries(fields).every(([name, type]) => {
      const value = raw[name];
      return type.split('|').includes(value === null ? 'null' : typeof value);
    })
  );
}

const isLevel = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 5;

function parseSession(raw: unknown): Session | null {
  const fields = { customerId: 'number', branchId: 'number', name: 'string', expiresAt: 'string' } as const;
  if (!hasFields(raw, fields) || !isLevel(raw.priceLevel)) return null;
  const { customerId, branchId, name, priceLevel, expiresAt } = raw as unknown as Session;
  const acting = typeof raw.actingStaff === 'string' ? { actingStaff: raw.actingStaff } : {};
  const role = personRoles.find((r) => r === raw.role);
  return { customerId, branchId, name, priceLevel, expiresAt, ...acting, ...(role && { role }) };
}

function parseCustomer(raw: unknown): Customer | null {
  const fields = {
    customerId: 'number',
    name: 'string',
    lastInvoice: 'string|null',
    daysSinceLastInvoice: 'number|null',
  } as const;
  if (!hasFields(raw, fields)) return null;
  const { customerId, name, lastInvoice, daysSinceLastInvoice } = raw as unknown as Customer;
  return { customerId, name, lastInvoice, daysSinceLastInvoice };
}

/** How a stored version reads its session and customer. */
interface Readers {
  session: (raw: unknown) => Session | null;
  customer: (raw: unknown) => Customer | null;
}

/** The stored auth state, its session and customer read by `read` (the current shape, or versions 2-3's). */
function parseAuth(raw: unknown, read: Readers): AuthState | null {
  if (!isRecord(raw)) return null;
  if (raw.session === null) return initialAuthState;
  const session = read.session(raw.session);
  if (!session || typeof raw.loginAt !== 'number') return null;
  const stored = raw.customer ?? null;
  const customer = stored === null ? null : read.customer(stored);
  if (stored !== null && (!customer || customer.customerId !== session.customerId)) return null;
  return { session, loginAt: raw.loginAt, customer };
}

const current: Readers = { session: parseSession, customer: parseCustomer };
const before: Readers = { session: sessionFromV3, customer: customerFromV3 };

export const authPersist: PersistSpec<AuthState> = {
  key: 'session',
  version: 4,
  parse: (raw) => parseAuth(raw, current),
  // Versions 2 and 3 kept the session under the wire's names and the price level twice, as `Precio4` (version
  // 2 also the session's token, script-readable in local storage): carried over in the app's words, the level
  // once, without the token; the customer stays logged in (the session cookie names the session).
  previous: [
    { version: 3, parse: (raw) => parseAuth(raw, before) },
    { version: 2, parse: (raw) => parseAuth(raw, before) },
  ],
};

export const persistedAuth = persisted(authSlice.reducer, authPersist);
