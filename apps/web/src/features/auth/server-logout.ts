import { notifySessionChange } from '../../lib/api';
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
 * logout is owed until the server has said yes; `forget` (which may clear local storage) runs once the call
 * has started, before the mark is written. `quiet`: no notice when no answer comes (a retry the app makes on
 * its own). Resolves true once the server has ended it.
 */
export async function endServerSession(forget?: () => void, quiet = false): Promise<boolean> {
  const call = postLogout({ quiet });
  forget?.();
  writePersisted(owedLogout, true);
  const answer = await call;
  // Only the server's yes settles it: no answer, a proxy's 502 or a captive portal's page leave it owed.
  const ended = answer.data === true;
  if (ended) removePersisted(owedLogout);
  return ended;
}

/** The owed logout being made, if one is: one at a time (start and `online` may ask together). */
let settling: Promise<void> | null = null;

/**
 * Makes an owed logout (at start, and when the browser is back online), unless a customer has logged in here
 * since (the login replaced the cookie: nothing of the old session is left to end).
 */
export function settleOwedLogout(loggedIn: boolean): Promise<void> {
  settling ??= (async () => {
    if (!readPersisted(owedLogout)) return;
    if (loggedIn) return removePersisted(owedLogout);
    if (await endServerSession(undefined, true)) notifySessionChange();
  })().finally(() => {
    settling = null;
  });
  return settling;
}

/**
 * Before a login: an owed logout under way finishes first (its answer drops the cookie: after the login's it
 * would drop the new one), and none is owed after it (the login replaces the cookie).
 */
export async function beforeLogin(): Promise<void> {
  await settling;
  removePersisted(owedLogout);
}
