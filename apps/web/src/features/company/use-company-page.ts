import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetBranchesQuery } from '../../lib/api/get-branches';
import { isLanguage } from '../../lib/i18n';
import { useChangePersonMutation } from './api/change-person';
import { useGetPeopleQuery } from './api/get-people';
import { useInvitePersonMutation } from './api/invite-person';
import { draftOf, type InviteDraft, invitationOf, newInvite, type TermsDraft, termsOf } from './drafts';

export interface CompanyMessage {
  tone: 'success' | 'danger';
  text: string;
}

/** The server's refusals by status, in the user's words (its own message is Spanish). */
const REFUSALS: Record<number, string> = {
  403: 'errors.administratorsOnly',
  404: 'errors.noSuchPerson',
  409: 'errors.loginTaken',
  422: 'errors.branches',
};

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : null;

function refusalKey(error: unknown, ownChange: boolean): string {
  const status = statusOf(error);
  if (status === 'FETCH_ERROR') return 'errors.network';
  if (status === 400) return ownChange ? 'errors.notYourself' : 'errors.invalid';
  return (typeof status === 'number' && REFUSALS[status]) || 'errors.failed';
}

/**
 * The Company page's state: the people and the branches, the invitation being typed, the person being
 * changed (one at a time) and what came of the last action (`message`, in the user's language).
 */
export function useCompanyPage(customerId: number) {
  const { t, i18n } = useTranslation('company');
  const people = useGetPeopleQuery(customerId, { refetchOnMountOrArgChange: true });
  const branches = useGetBranchesQuery(customerId);
  const [invitePerson, inviting] = useInvitePersonMutation();
  const [changePerson, changing] = useChangePersonMutation();
  const [invite, setInvite] = useState<InviteDraft>(() =>
    newInvite(isLanguage(i18n.language) ? i18n.language : 'en'),
  );
  const [editing, setEditing] = useState<{ personId: number; draft: TermsDraft } | null>(null);
  const [message, setMessage] = useState<CompanyMessage | null>(null);
  const fail = (key: string) => setMessage({ tone: 'danger', text: t(key) });
  const done = (text: string) => setMessage({ tone: 'success', text });

  const sendInvite = async () => {
    const invitation = invitationOf(invite);
    if (typeof invitation === 'string') return fail(`errors.${invitation}`);
    const result = await invitePerson(invitation);
    if (result.error) return fail(refusalKey(result.error, false));
    setInvite(newInvite(invite.language));
    done(t('invited', { email: invitation.email }));
  };

  const saveEdit = async () => {
    if (!editing) return;
    const terms = termsOf(editing.draft);
    if (typeof terms === 'string') return fail(`errors.${terms}`);
    const result = await changePerson({ personId: editing.personId, change: terms });
    if (result.error) return fail(refusalKey(result.error, true));
    setEditing(null);
    done(t('saved'));
  };

  const setActive = async (personId: number, active: boolean) => {
    const result = await changePerson({ personId, change: { active } });
    if (result.error) return fail(refusalKey(result.error, true));
    done(t(active ? 'activated' : 'deactivated'));
  };

  return {
    people: people.data ?? [],
    branches: branches.data ?? [],
    loading: people.isLoading,
    /** Why the people did not load (the i18n key): not an administrator any more (403), or anything else. */
    loadError: people.isError
      ? statusOf(people.error) === 403
        ? 'errors.administratorsOnly'
        : 'errors.load'
      : null,
    invite,
    setInvite,
    sendInvite,
    editing,
    edit: (personId: number) => {
      const person = people.data?.find((p) => p.personId === personId);
      if (person) setEditing({ personId, draft: draftOf(person) });
    },
    setEditDraft: (draft: TermsDraft) => setEditing((e) => e && { ...e, draft }),
    cancelEdit: () => setEditing(null),
    saveEdit,
    setActive,
    busy: inviting.isLoading || changing.isLoading,
    message,
  };
}

export type CompanyPageState = ReturnType<typeof useCompanyPage>;
