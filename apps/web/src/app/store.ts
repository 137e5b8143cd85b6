/**
 * The Redux store. To add a feature's reducer, add ONE line to one of the two maps below:
 *   plain (not saved):  `cart: cartSlice.reducer,` in `reducers`
 *   saved to local storage (versioned, validated on load; a bad entry resets only its own part):
 *                       `cart: persisted(cartSlice.reducer, cartSpec),` in `persistedReducers`
 *   where `cartSpec: PersistSpec<CartState> = { key: 'cart', version: 1, parse: (raw) => CartState | null }`
 *   (lib/persist.ts). Dispatch `resetState()` (lib/persist) to reset every part (logout, expired session).
 */
import {
  combineReducers,
  configureStore,
  createAction,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { persistedAuth } from '../features/auth';
import { persistedCart } from '../features/cart';
import { productsSlice } from '../features/catalogue/products-slice';
import { compare } from '../features/compare';
import { wishlist } from '../features/wishlist';
import { baseApi } from '../lib/api';
import { currencySlice, currencySpec } from '../lib/currency';
import { browserLanguage, i18n, languageSpec } from '../lib/i18n';
import {
  LOGOUT_MARK,
  type PersistedReducer,
  persisted,
  readPersisted,
  resetState,
  storageKey,
  writePersisted,
} from '../lib/persist';
import { CURRENCY_COOKIE, writePreferenceCookie } from '../lib/preference-cookies';

const reducers = {
  [baseApi.reducerPath]: baseApi.reducer,
  products: productsSlice.reducer,
};

const persistedReducers = {
  currency: persisted(currencySlice.reducer, currencySpec),
  cart: persistedCart,
  wishlist: wishlist.persisted,
  compare: compare.persisted,
  auth: persistedAuth,
};

type Unwrapped<M> = { [K in keyof M]: M[K] extends PersistedReducer<infer S> ? Reducer<S> : never };

function entries(map: object): [string, PersistedReducer<unknown>][] {
  return Object.entries(map) as [string, PersistedReducer<unknown>][];
}

function unwrap<M extends object>(map: M): Unwrapped<M> {
  return Object.fromEntries(entries(map).map(([name, p]) => [name, p.reducer])) as Unwrapped<M>;
}

const combined = combineReducers({ ...reducers, ...unwrap(persistedReducers) });
export type RootState = ReturnType<typeof combined>;

/**
 * A server-rendered page hydrates with the state the server rendered it with; the parts this browser keeps
 * (cart, wishlist, compare, session, currency) are put back right after, by this action.
 */
export const persistedRestored = createAction<Partial<RootState>>('app/persistedRestored');

const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => {
  if (persistedRestored.match(action)) {
    // A part equal to what the page has keeps its object: nothing that reads it renders again. (The parts
    // are JSON data, read from local storage: the same JSON is the same part; a mere difference of key
    // order only costs a render.)
    const changed = Object.entries(action.payload).filter(
      ([name, part]) => JSON.stringify(state?.[name as keyof RootState]) !== JSON.stringify(part),
    );
    return combined({ ...state, ...Object.fromEntries(changed) } as RootState, action);
  }
  return combined(resetState.match(action) ? undefined : state, action);
};

export function loadPersisted(): Partial<RootState> {
  const state: Partial<Record<string, unknown>> = {};
  for (const [name, p] of entries(persistedReducers)) {
    const saved = readPersisted(p.spec);
    if (saved !== undefined) state[name] = saved;
  }
  return state as Partial<RootState>;
}

export function makeStore(preloadedState: Partial<RootState> = loadPersisted()) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  // Save each persisted part when it changes (not when it came from another tab: it is stored already).
  let last: RootState = store.getState();
  let fromOtherTab = false;
  store.subscribe(() => {
    const now: Record<string, unknown> = store.getState();
    const before: Record<string, unknown> = last;
    if (!fromOtherTab) {
      for (const [name, p] of entries(persistedReducers)) {
        if (now[name] !== before[name]) writePersisted(p.spec, now[name]);
      }
      const currency = store.getState().currency;
      if (currency !== last.currency) writePreferenceCookie(CURRENCY_COOKIE, currency.currencyName);
    }
    last = store.getState();
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      fromOtherTab = true;
      try {
        followOtherTab(store.dispatch, event);
      } finally {
        fromOtherTab = false;
      }
    });
  }
  return store;
}

/**
 * Another tab of this browser changed what it keeps (the `storage` event fires in every tab but the one
 * that wrote). Each tab holds its own copy of the state and saves it whole on its next change, so a tab
 * that did not follow would show, order and write back lines removed or ordered elsewhere. The changed
 * parts are read again, through the same validation as at start (an entry gone or broken: that part back
 * to its start); a part equal to this tab's keeps its object (`persistedRestored`), so nothing the buyer
 * is typing here is lost. A `clear()` (a logout or an expired session elsewhere: spec §4) ends this tab's
 * session too: every part and the language; a logout's mark (LOGOUT_MARK) also this tab's session storage
 * (its drafts), which an expiry keeps for the same customer's next login.
 */
function followOtherTab(dispatch: (action: UnknownAction) => unknown, event: StorageEvent): void {
  if (event.storageArea !== localStorage) return;
  const initial = combined(undefined, { type: 'app/initial' }) as Record<string, unknown>;
  const parts: Record<string, unknown> = {};
  for (const [name, p] of entries(persistedReducers)) {
    if (event.key === null || event.key === storageKey(p.spec)) {
      parts[name] = readPersisted(p.spec) ?? initial[name];
    }
  }
  if (Object.keys(parts).length > 0) dispatch(persistedRestored(parts as Partial<RootState>));
  if (event.key === null || event.key === storageKey(languageSpec)) {
    const language = readPersisted(languageSpec) ?? browserLanguage();
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }
  if (event.key !== LOGOUT_MARK || event.newValue === null) return;
  try {
    sessionStorage.clear();
  } catch {
    // storage disabled: nothing kept
  }
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
