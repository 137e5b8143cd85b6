import { PASSWORD_MIN_LENGTH } from '@mostrador/contract';
import { useEffect, useState } from 'react';
import { getPasswordLink, type PasswordLink } from './api/get-password-link';
import { setPassword } from './api/set-password';
import { beforeLogin } from './server-logout';
import { useSessionOpened } from './use-login';

/**
 * What the password link's page shows: the link being checked, it does not work (used, expired, replaced),
 * the form for its account, or the new password set (the customer is then logged in).
 */
export type LinkState =
  | { step: 'checking' }
  | { step: 'invalid' }
  | { step: 'form'; link: PasswordLink }
  | { step: 'done'; link: PasswordLink };

/** Why the form's password was not taken. */
export type PasswordProblem = 'short' | 'mismatch' | 'network' | 'other';

/** The token of the address's fragment (`/reset-password#<token>`), taken once and wiped from the address bar. */
function takeToken(): string {
  const token = window.location.hash.slice(1);
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/**
 * The page of a single-use password link (a reset or an invitation): asks the server whose link it is, then
 * sets the new password with it, which logs the customer in.
 */
export function useResetPassword() {
  const [token] = useState(takeToken);
  const [state, setState] = useState<LinkState>({ step: 'checking' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const opened = useSessionOpened();

  useEffect(() => {
    let live = true;
    getPasswordLink(token).then((answer) => {
      if (live) setState(answer.data ? { step: 'form', link: answer.data } : { step: 'invalid' });
    });
    return () => {
      live = false;
    };
  }, [token]);

  async function submit(password: string, repeated: string): Promise<void> {
    if (state.step !== 'form' || busy) return;
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem('short');
    if (password !== repeated) return setProblem('mismatch');
    setBusy(true);
    setProblem(null);
    await beforeLogin();
    const answer = await setPassword(token, password);
    setBusy(false);
    if (answer.data) {
      await opened(answer.data);
      return setState({ step: 'done', link: state.link });
    }
    const { status } = answer.error;
    if (status === 410) return setState({ step: 'invalid' });
    // 400: the server's rules refused the password (the form checks only its length).
    if (status === 400) return setProblem('short');
    setProblem(status === 'FETCH_ERROR' ? 'network' : 'other');
  }

  return { state, busy, problem, submit };
}
