import { useState } from 'react';
import { requestPasswordReset } from './api/request-password-reset';

/** Where the "forgot your password?" form is: being filled, or asked (the same for every name). */
export type ForgotProblem = 'missing' | 'throttled' | 'network' | 'other';

/** Asks for a link to set a new password; the answer never says whether the account exists. */
export function useForgotPassword() {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ForgotProblem | null>(null);

  async function submit(userOrEmail: string): Promise<void> {
    if (busy) return;
    if (!userOrEmail.trim()) return setProblem('missing');
    setBusy(true);
    setProblem(null);
    const answer = await requestPasswordReset(userOrEmail.trim());
    setBusy(false);
    if (answer.data) return setSent(true);
    const { status } = answer.error;
    if (status === 429) return setProblem('throttled');
    setProblem(status === 'FETCH_ERROR' ? 'network' : 'other');
  }

  return { sent, busy, problem, submit };
}
