import type { PersonRole } from '@mostrador/contract';
import { type Minor, toMajor, typedAmount } from '@mostrador/domain';
import type { Invitation, Person, PersonTerms } from '../../lib/api';
import type { Language } from '../../lib/i18n';

/** A person's terms as typed: the limits as written (major units, '' for none). */
export interface TermsDraft {
  role: PersonRole;
  branchIds: number[];
  orderLimit: string;
  monthLimit: string;
}

export interface InviteDraft extends TermsDraft {
  name: string;
  email: string;
  language: Language;
}

/** Why a draft cannot be sent (a key of the `company` namespace's `errors`). */
export type DraftProblem = 'name' | 'email' | 'limit' | 'branches';

export const newInvite = (language: Language): InviteDraft => ({
  name: '',
  email: '',
  language,
  role: 'buyer',
  branchIds: [],
  orderLimit: '',
  monthLimit: '',
});

const written = (limit: Minor | null) => (limit === null ? '' : String(toMajor(limit)));

export const draftOf = (p: Person): TermsDraft => ({
  role: p.role,
  branchIds: p.branchIds,
  orderLimit: written(p.orderLimit),
  monthLimit: written(p.monthLimit),
});

/** The terms to send, or why not. Branches and limits are a buyer's only (a buyer needs one branch at least). */
export function termsOf(draft: TermsDraft): PersonTerms | DraftProblem {
  if (draft.role !== 'buyer') return { role: draft.role, branchIds: [], orderLimit: null, monthLimit: null };
  const orderLimit = typedAmount(draft.orderLimit);
  const monthLimit = typedAmount(draft.monthLimit);
  if (orderLimit === undefined || monthLimit === undefined) return 'limit';
  if (draft.branchIds.length === 0) return 'branches';
  return { role: draft.role, branchIds: draft.branchIds, orderLimit, monthLimit };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invitation to send, or why not. */
export function invitationOf(draft: InviteDraft): Invitation | DraftProblem {
  const name = draft.name.trim();
  const email = draft.email.trim();
  if (!name) return 'name';
  if (!EMAIL.test(email)) return 'email';
  const terms = termsOf(draft);
  return typeof terms === 'string' ? terms : { ...terms, name, email, language: draft.language };
}
