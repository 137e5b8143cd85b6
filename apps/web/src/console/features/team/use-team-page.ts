import {
  linkResponse,
  type MemberBody,
  memberResponse,
  staffApiPath,
  type TeamMember,
  teamResponse,
} from '@mostrador/contract/console';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError, callApi } from '../../lib/api';

/**
 * The Team page's state: the staff accounts, the one-time link last made (an invitation, a new password), and
 * an owner's changes of a member's role or on/off. A refusal is shown and the list read again, so that
 * nothing shows a change the server did not make.
 */
export function useTeamPage() {
  const { t } = useTranslation();
  const [members, setMembers] = useState<TeamMember[]>([]);
  const [link, setLink] = useState('');
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const load = useCallback(
    () => callApi(staffApiPath('team'), teamResponse).then((a) => setMembers(a.members)),
    [],
  );
  useEffect(() => void load(), [load]);
  async function attempt(action: () => Promise<void>, refusal?: (e: ConsoleApiError) => string | undefined) {
    setError('');
    setSaved('');
    try {
      await action();
    } catch (e) {
      setError(e instanceof ConsoleApiError ? (refusal?.(e) ?? e.message) : String(e));
    }
  }

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = Object.fromEntries(new FormData(event.currentTarget));
    return attempt(async () => {
      setLink((await callApi(staffApiPath('invite'), linkResponse, { method: 'POST', body })).link);
      await load();
    });
  };
  const reset = (id: number) =>
    attempt(async () => {
      setLink((await callApi(staffApiPath('reset', id), linkResponse, { method: 'POST' })).link);
    });
  const update = (id: number, body: MemberBody) =>
    attempt(
      async () => {
        try {
          const { member } = await callApi(staffApiPath('member', id), memberResponse, {
            method: 'POST',
            body,
          });
          setSaved(t('team.saved', { user: member.user }));
        } finally {
          await load();
        }
      },
      (e) => (e.status === 409 ? t('team.lastOwner') : undefined),
    );
  return { members, link, error, saved, invite, reset, update };
}
