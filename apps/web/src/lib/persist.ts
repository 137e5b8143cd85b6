import { type Action, createAction, type Reducer } from '@reduxjs/toolkit';

/**
 * Local-storage persistence of a part of the state. Each persisted part declares its own key, a version
 * and a validator. The entry is stored under `mostrador.<key>.v<version>`; on load it is validated, and a
 * broken, foreign or older entry resets only that part (the entry is removed). Bump `version` whenever the
 * shape changes.
 */
export interface PersistSpec<S> {
  key: string;
  version: number;
  /** Returns the state when `raw` is a valid one, else null. */
  parse: (raw: unknown) => S | null;
  /**
   * The version before, when its entries can be carried over: read (and saved under the current version)
   * when there is no current entry, so a shape change keeps what the visitor had.
   */
  previous?: Previous<S> | readonly Previous<S>[];
}

/** A version before, and how its entry reads in the current shape. */
interface Previous<S> {
  version: number;
  parse: (raw: unknown) => S | null;
}

const PREFIX = 'mostrador.';

export function storageKey(spec: Pick<PersistSpec<unknown>, 'key' | 'version'>): string {
  return `${PREFIX}${spec.key}.v${spec.version}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** Removes entries of this key under other versions (old shapes). */
function dropOtherVersions(store: Storage, spec: PersistSpec<unknown>): void {
  const current = storageKey(spec);
  const stem = `${PREFIX}${spec.key}.v`;
  for (let i = store.length - 1; i >= 0; i--) {
    const name = store.key(i);
    if (name?.startsWith(stem) && name !== current) store.removeItem(name);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A previous version's entry (the newest listed first) in the current shape, saved under the current key. */
function carryOver<S>(store: Storage, spec: PersistSpec<S>): S | undefined {
  if (!spec.previous || store.getItem(storageKey(spec)) !== null) return undefined;
  for (const previous of ([] as Previous<S>[]).concat(spec.previous)) {
    const text = store.getItem(storageKey({ key: spec.key, version: previous.version }));
    const state = text === null ? null : previous.parse(parseJson(text));
    if (state === null) continue;
    writePersisted(spec, state);
    return state;
  }
  return undefined;
}

/** The stored state when present and valid; otherwise undefined (and a bad entry is removed). */
export function readPersisted<S>(spec: PersistSpec<S>): S | undefined {
  const store = storage();
  if (!store) return undefined;
  const carried = carryOver(store, spec);
  dropOtherVersions(store, spec as PersistSpec<unknown>);
  if (carried !== undefined) return carried;
  const text = store.getItem(storageKey(spec));
  if (text === null) return undefined;
  try {
    const state = spec.parse(JSON.parse(text));
    if (state !== null) return state;
  } catch {
    // not JSON: fall through
  }
  console.warn(`[persist] discarded an invalid "${spec.key}" entry`);
  store.removeItem(storageKey(spec));
  return undefined;
}

export function writePersisted<S>(spec: PersistSpec<S>, state: S): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(storageKey(spec), JSON.stringify(state));
  } catch (error) {
    console.warn(`[persist] could not save "${spec.key}"`, error);
  }
}

export function removePersisted(spec: Pick<PersistSpec<unknown>, 'key' | 'version'>): void {
  storage()?.removeItem(storageKey(spec));
}

/** A reducer whose state is saved to local storage (see `app/store.ts`). */
export interface PersistedReducer<S> {
  reducer: Reducer<S>;
  spec: PersistSpec<S>;
}

export function persisted<S>(reducer: Reducer<S, Action>, spec: PersistSpec<S>): PersistedReducer<S> {
  return { reducer: reducer as Reducer<S>, spec };
}

/**
 * Resets every part of the state to its initial value (e.g. on logout or an expired session, together
 * with `localStorage.clear()`).
 */
export const resetState = createAction('app/resetState');

/**
 * The mark of a logout, for the browser's other tabs: written and removed at once, so each of them sees it in
 * a `storage` event (app/store.ts) and forgets its session storage too (the drafts typed in it). An expiry
 * only clears local storage: each tab keeps what was typed in it for the same customer's next login (the
 * drafts are shown only to whom they were typed for).
 */
export const LOGOUT_MARK = 'mostrador.logout';

/** Tells the other tabs that the customer logged out (see LOGOUT_MARK). */
export function announceLogout(): void {
  localStorage.setItem(LOGOUT_MARK, String(Date.now()));
  localStorage.removeItem(LOGOUT_MARK);
}

/** Small validators for `parse`. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
