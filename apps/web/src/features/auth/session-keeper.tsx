import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { useSelector, useStore } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import { onUnauthorized, setSessionCustomer } from '../../lib/api';
import { type AuthState, selectAuth, sessionIsValid } from './auth-slice';
import { settleOwedLogout } from './server-logout';
import { useEndSession } from './session-control';

/**
 * Mounted once in the layout. Keeps the API client's customer in step with the stored session, ends an
 * expired session found at start, makes a logout still owed to the server, and ends the session whenever
 * the server answers 401 or 403 (lib/api).
 */
export function SessionKeeper() {
  const auth = useSelector(selectAuth);
  const store = useStore<{ auth: AuthState }>();
  const { expire } = useEndSession();
  const location = useLocation();

  // Layout effects run before any component's data fetching starts: the first calls are the customer's.
  useLayoutEffect(() => {
    if (auth.session && sessionIsValid(auth)) setSessionCustomer(auth.session.customerId);
    else if (!auth.session) setSessionCustomer(null);
  }, [auth]);

  // At start: a stored session that is no longer valid ends now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, at start
  useEffect(() => {
    if (auth.session && !sessionIsValid(auth)) expire(location.pathname);
  }, []);

  // A logout the server could not hear of (offline) is made at start and when the browser is back online.
  useEffect(() => {
    const settle = () => void settleOwedLogout(store.getState().auth.session !== null);
    settle();
    window.addEventListener('online', settle);
    return () => window.removeEventListener('online', settle);
  }, [store]);

  useEffect(
    () =>
      onUnauthorized(() => {
        if (store.getState().auth.session) expire(window.location.pathname);
      }),
    [store, expire],
  );
  return null;
}

/**
 * The guard of the customer's own pages: checked on every navigation to them. Without a session: to
 * /login-page (coming back here after login); with an expired one: the notice, everything forgotten.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const auth = useSelector(selectAuth);
  const location = useLocation();
  const { expire } = useEndSession();
  const valid = sessionIsValid(auth, new Date());
  const from = `${location.pathname}${location.search}`;
  const expired = !valid && auth.session !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again on every navigation (location.key)
  useEffect(() => {
    if (expired) expire(from);
  }, [expired, location.key]);

  if (expired) return null;
  if (!valid) return <Navigate to="/login-page" replace state={{ from }} />;
  return children ?? <Outlet />;
}
