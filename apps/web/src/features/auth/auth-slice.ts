import { type PriceLevel, priceLevel, type Session, session as sessionSchema } from '@mostrador/contract';
import { isSessionValid } from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
  /** The login answer (the customer record and its token), null for a visitor. */
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

function parseCustomer(raw: unknown): Customer | null {
  if (raw === null) return null;
  if (!isRecord(raw)) throw new Error('bad customer');
  const level = priceLevel.safeParse(raw.precioNivel);
  const { terceroId, ultimaFactura, diasUltimaFactura, terceroNombre } = raw;
  if (
    typeof terceroId !== 'number' ||
    typeof terceroNombre !== 'string' ||
    !level.success ||
    !(ultimaFactura === null || typeof ultimaFactura === 'string') ||
    !(diasUltimaFactura === null || typeof diasUltimaFactura === 'number')
  ) {
    throw new Error('bad customer');
  }
  return { terceroId, ultimaFactura, diasUltimaFactura, terceroNombre, precioNivel: level.data };
}

export const authPersist: PersistSpec<AuthState> = {
  key: 'session',
  version: 1,
  parse(raw) {
    if (!isRecord(raw)) return null;
    if (raw.session === null) return initialAuthState;
    const session = sessionSchema.safeParse(raw.session);
    if (!session.success || typeof raw.loginAt !== 'number') return null;
    try {
      const customer = parseCustomer(raw.customer ?? null);
      if (customer && customer.terceroId !== session.data.Terceroid) return null;
      return { session: session.data, loginAt: raw.loginAt, customer };
    } catch {
      return null;
    }
  },
};

export const persistedAuth = persisted(authSlice.reducer, authPersist);
