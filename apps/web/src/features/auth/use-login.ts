import { NOTICES } from '@mostrador/domain';
import { useCallback } from 'react';
import { type ApiDispatch, type Session, setSessionCustomer, useApiDispatch } from '../../lib/api';
import { customerInfoApi } from './api/get-customer-info';
import { useLoginMutation } from './api/login';
import { type Customer, customerSet, loggedIn } from './auth-slice';
import { beforeLogin } from './server-logout';

// The login's own module: only the login page loads it (the shell's session code does not need it).

/** InfoTercero -> the customer's fields; a failure is only logged (spec §8). */
export async function loadCustomer(dispatch: ApiDispatch, session: Session): Promise<Customer | null> {
  const answer = await dispatch(
    customerInfoApi.endpoints.getCustomerInfo.initiate(session.customerId, {
      subscribe: false,
      forceRefetch: true,
    }),
  );
  const info = answer.data;
  if (!info) {
    console.error(
      '[auth] InfoTercero failed',
      answer.error && 'msj' in answer.error ? answer.error.msj : 'no data',
    );
    return null;
  }
  return { customerId: session.customerId, ...info };
}

export type LoginOutcome =
  | { ok: true; session: Session }
  | { ok: false; reason: 'credentials' | 'network' | 'unavailable' | 'other'; msj: string }
  /** Too many attempts (from this address, or on this user name): `wait` seconds, when the server said. */
  | { ok: false; reason: 'throttled'; msj: string; wait: number | undefined };

/** Keeps a session the server opened (a login, a new password): the record, the login date, the customer. */
export function useSessionOpened() {
  const dispatch = useApiDispatch();
  return useCallback(
    async (session: Session) => {
      dispatch(loggedIn({ session, loginAt: Date.now() }));
      setSessionCustomer(session.customerId);
      const customer = await loadCustomer(dispatch, session);
      if (customer) dispatch(customerSet(customer));
    },
    [dispatch],
  );
}

/** POST TerceroApi/LoginTercero; on success stores the record and the login date, and loads the customer. */
export function useLogin() {
  const opened = useSessionOpened();
  const [login] = useLoginMutation();
  return useCallback(
    async (user: string, password: string): Promise<LoginOutcome> => {
      await beforeLogin();
      const answer = await login({ user, password });
      if (answer.error) {
        // A network failure has shown the spec's notice already (lib/api/http.ts).
        if (!('status' in answer.error)) return { ok: false, reason: 'other', msj: NOTICES.getFailed };
        const { status, msj, retryAfter } = answer.error;
        if (status === 'FETCH_ERROR') return { ok: false, reason: 'network', msj: NOTICES.networkPost };
        if (status === 429) return { ok: false, reason: 'throttled', msj, wait: retryAfter };
        // The server could not ask the ERP who this is: try again in a few minutes.
        if (status === 503) return { ok: false, reason: 'unavailable', msj };
        if (status === 400 || status === 401 || status === 403 || status === 200) {
          return { ok: false, reason: 'credentials', msj };
        }
        return { ok: false, reason: 'other', msj };
      }
      const session = answer.data;
      await opened(session);
      return { ok: true, session };
    },
    [opened, login],
  );
}
