import { NOTICES } from '@mostrador/domain';
import { useMemo } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { type ApiDispatch, setSessionCustomer, useApiDispatch } from '../../lib/api';
import { forgetLanguage } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { announceLogout, resetState } from '../../lib/persist';
import type { AuthState } from './auth-slice';
import { endServerSession } from './server-logout';

/**
 * Forgets everything the browser keeps: the state (to its initial values: the currency back to USD), all
 * of local storage (spec §4) and the language (back to the default, with its cookie, so that the pages the
 * server renders next agree with this one). A logout (`tab`) also forgets session storage (the checkout's and
 * the quick order's drafts, the checkout's attempt), this tab's and, told by LOGOUT_MARK, the other tabs'; an
 * expiry keeps what was typed in each tab for the customer's next login in it (the drafts show only to whom
 * they were typed for).
 */
function forgetEverything(dispatch: ApiDispatch, tab: boolean): void {
  void forgetLanguage();
  // Reset first: saving the reset parts happens before the storage is cleared, so it stays empty.
  dispatch(resetState());
  try {
    localStorage.clear();
    if (tab) {
      sessionStorage.clear();
      announceLogout();
    }
  } catch {
    // storage disabled: nothing kept
  }
  setSessionCustomer(null);
}

/** Ending a session: the expired one (notice, to /login-page) and the logout (to the home page). */
export function useEndSession() {
  const dispatch = useApiDispatch();
  const store = useStore<{ auth: AuthState }>();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      expire(from?: string) {
        // Several watchers may notice the same expiry at once: the notice shows once.
        if (store.getState().auth.session) notify({ tone: 'error', message: NOTICES.sessionExpired });
        // The server forgets it too (and drops the cookie), in case it still counts it as live.
        void endServerSession(() => forgetEverything(dispatch, false));
        navigate('/login-page', { replace: true, state: { from: from ?? null, expired: true } });
      },
      /** Ends the session on the server (POST TerceroApi/Logout, with the session cookie: the session stops
       * working and the cookie is dropped; made again later if the server could not be reached), and forgets
       * everything here. */
      async logout() {
        const ended = endServerSession(() => forgetEverything(dispatch, true));
        navigate('/', { replace: true });
        await ended;
      },
    }),
    [dispatch, navigate, store],
  );
}
