import { infoTerceroResponse, loginAnswer, logoutResponse, paths, type Session } from '@mostrador/contract';
import { NOTICES } from '@mostrador/domain';
import { useCallback, useMemo } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { apiRequest, getJson, postJson, setSessionToken } from '../../lib/api';
import { notify } from '../../lib/notify';
import { resetState } from '../../lib/persist';
import { type AuthState, type Customer, customerSet, loggedIn } from './auth-slice';

/**
 * Forgets everything the browser keeps: the state (to its initial values), all of local storage and this
 * tab's session storage (the checkout's draft and attempt).
 */
function forgetEverything(dispatch: ReturnType<typeof useDispatch>): void {
  // Reset first: saving the reset parts happens before the storage is cleared, so it stays empty.
  dispatch(resetState());
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // storage disabled: nothing kept
  }
  setSessionToken(null);
}

/** Ending a session: the expired one (notice, to /login-page) and the logout (to the home page). */
export function useEndSession() {
  const dispatch = useDispatch();
  const store = useStore<{ auth: AuthState }>();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      expire(from?: string) {
        // Several watchers may notice the same expiry at once: the notice shows once.
        if (store.getState().auth.session) notify({ tone: 'error', message: NOTICES.sessionExpired });
        // The server forgets it too (and drops the cookie), in case it still counts it as live.
        void postJson(paths.logout, {}, {}, logoutResponse);
        forgetEverything(dispatch);
        navigate('/login-page', { replace: true, state: { from: from ?? null, expired: true } });
      },
      /** Ends the session on the server (POST TerceroApi/Logout: its token and cookie stop working), then
       * forgets everything here. The call takes the token before it is forgotten. */
      async logout() {
        const ended = postJson(paths.logout, {}, {}, logoutResponse);
        forgetEverything(dispatch);
        navigate('/', { replace: true });
        await ended;
      },
    }),
    [dispatch, navigate, store],
  );
}

/** InfoTercero -> the five customer fields; a failure is only logged (spec §8). */
export async function loadCustomer(session: Session): Promise<Customer | null> {
  const answer = await getJson(paths.infoTercero, { terceroid: session.Terceroid }, infoTerceroResponse);
  const resultado = answer.status ? answer.data.Resultado : undefined;
  if (!resultado) {
    console.error('[auth] InfoTercero failed', answer.status ? 'no data' : answer.msj);
    return null;
  }
  return {
    terceroId: session.Terceroid,
    ultimaFactura: resultado.Ultima_Venta,
    diasUltimaFactura: resultado.Dias_UltimaVenta,
    terceroNombre: resultado.Tercero,
    precioNivel: session.PrecioNivel,
  };
}

export type LoginOutcome =
  | { ok: true; session: Session }
  | { ok: false; reason: 'credentials' | 'network' | 'throttled' | 'other'; msj: string };

/** POST TerceroApi/LoginTercero; on success stores the record and the login date, and loads the customer. */
export function useLogin() {
  const dispatch = useDispatch();
  return useCallback(
    async (usuario: string, contrasena: string): Promise<LoginOutcome> => {
      const answer = await apiRequest(loginAnswer, paths.login, {
        method: 'POST',
        body: { usuario, contrasena },
      });
      if (answer.error) {
        const { status, msj } = answer.error;
        if (status === 'FETCH_ERROR') {
          notify({ tone: 'error', message: NOTICES.networkPost });
          return { ok: false, reason: 'network', msj: NOTICES.networkPost };
        }
        if (status === 429) return { ok: false, reason: 'throttled', msj };
        if (status === 400 || status === 401 || status === 403 || status === 200) {
          return { ok: false, reason: 'credentials', msj };
        }
        return { ok: false, reason: 'other', msj };
      }
      const session = answer.data;
      dispatch(loggedIn({ session, loginAt: Date.now() }));
      setSessionToken(session.Token, session.Terceroid);
      const customer = await loadCustomer(session);
      if (customer) dispatch(customerSet(customer));
      return { ok: true, session };
    },
    [dispatch],
  );
}
