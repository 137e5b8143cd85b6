// A customer's "forgot your password?" and the page of the single-use link it mails. Asking queues the
// password-reset message with a new link (mail/account-tokens.ts) in one transaction, for each account the
// user name or e-mail names, and says nothing about whether one did. The link's page asks whose it is, then
// sets the password: the link is used up, the customer's other sessions end, and a new one opens. The same
// page serves the invitations (a first password) that the staff console sends.
import type { ReportLanguage } from '@mostrador/contract';
import type { Database } from '../../db/database';
import { createSession } from '../../db/sessions';
import { HttpError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { AccountTokens, type TokenPurpose, useToken, workingLink } from '../../mail/account-tokens';
import type { PasswordRepository, PersonAccount, SessionAccount } from './repository';

/** The links this page takes: a customer's reset and an invitation. */
const PURPOSES: readonly TokenPurpose[] = ['password-reset', 'invitation'];
const CUSTOMER = /^customer:(\d+)$/;
/** A person of a customer, invited by its administrator (modules/company). */
const PERSON = /^person:(\d+)$/;

export const LINK_INVALID = 'El enlace no es válido, ya se usó o caducó: pida uno nuevo';

/** Whose link: a customer's or a person's; the link does not work otherwise (a staff member's, say). */
function ownerOf(subject: string | undefined): { customerId: number } | { personId: number } {
  const customer = CUSTOMER.exec(subject ?? '')?.[1];
  if (customer !== undefined) return { customerId: Number(customer) };
  const person = PERSON.exec(subject ?? '')?.[1];
  if (person !== undefined) return { personId: Number(person) };
  throw new HttpError(410, LINK_INVALID);
}

type LinkOwner = SessionAccount & { person?: PersonAccount };

export function createPasswordService(
  repository: PasswordRepository,
  db: Database,
  secret: string,
  now: () => Date,
) {
  const tokens = new AccountTokens(secret);
  /** The account of a link's owner (a person's carries the person), read through `executor`. */
  async function accountOf(subject: string | undefined, executor: Database = db): Promise<LinkOwner> {
    const owner = ownerOf(subject);
    const person = 'personId' in owner ? await repository.person(owner.personId, executor) : undefined;
    const account =
      person ?? ('customerId' in owner ? await repository.account(owner.customerId, executor) : undefined);
    if (!account) throw new HttpError(410, LINK_INVALID);
    return person ? { ...account, person } : account;
  }

  return {
    /** Queues a reset link for each account `userOrEmail` names that has an e-mail; how many were queued. */
    async requestReset(userOrEmail: string, mail: { language: ReportLanguage; origin: string }) {
      const accounts = (await repository.accountsFor(userOrEmail)).filter((a) => a.email !== '');
      if (accounts.length === 0) return 0;
      await db.transaction().execute(async (trx) => {
        for (const account of accounts) {
          await tokens.mail(
            trx,
            { purpose: 'password-reset', subject: `customer:${account.customerId}`, now: now() },
            { ...mail, to: account.email, name: account.name, user: account.user },
          );
        }
      });
      return accounts.length;
    },

    /** Whose link it is and what for (the page's heading); 410 when it does not work. */
    async link(token: string) {
      const link = await workingLink(db, token, PURPOSES, now());
      if (!link) throw new HttpError(410, LINK_INVALID);
      const account = await accountOf(link.subject);
      return { user: account.user, name: account.person?.personName ?? account.name, purpose: link.purpose };
    },

    /** Sets the password with the link (once), ends the customer's (or person's) sessions and opens a new one. */
    async setPassword(token: string, password: string) {
      const hash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const at = now();
        const account = await accountOf(await useToken(trx, token, PURPOSES, at), trx);
        const personId = account.person?.personId ?? null;
        if (personId === null) await repository.setPassword(trx, account.customerId, hash);
        else await repository.setPersonPassword(trx, personId, hash);
        const session = await createSession(trx, { ...account, personId }, at);
        return { ...account, ...session };
      });
    },
  };
}
