import { sessionChangedOnServer } from '../../lib/api';
import { type PersistSpec, readPersisted, removePersisted, writePersisted } from '../../lib/persist';
import { postLogout } from './api/logout';

/**
 * A logout the server has not heard of: its call could not reach it (offline). The session cookie is
 * HttpOnly, so only the server can end the session it names; until it has, this browser's calls still go as
 * that customer (the next visitor on this computer would see that customer's prices).
 */
const owedLogout: PersistSpec<true> = {
  key: 'logout-owed',
  version: 1,
  parse: (raw) => (raw === true ? true : null),
};

/**
 * Ends the session on the server (POST TerceroApi/Logout with the session cookie), and keeps a mark that a
 * logout is owed until the server has answered; `forget` (which may clear local storage) runs once the call
 * has started, before the mark is written. Resolves true once the server has answered.
 */
export async function endServerSession(forget?: () => void): Promise<boolean> {
  const call = postLogout();
  forget?.();
  writePersisted(owedLogout, true);
  const answer = await call;
  // Any answer of the server (a session it had already ended too) settles it; only an unreached server not.
  const reached = answer.error?.status !== 'FETCH_ERROR';
  if (reached) removePersisted(owedLogout);
  return reached;
}

/**
 * Makes an owed logout (at start, and when the browser is back online), unless a customer has logged in here
 * since (the login replaced the cookie: nothing of the old session is left to end).
 */
export async function settleOwedLogout(loggedIn: boolean): Promise<void> {
  if (!readPersisted(owedLogout)) return;
  if (loggedIn) return removePersisted(owedLogout);
  if (await endServerSession()) sessionChangedOnServer();
}
