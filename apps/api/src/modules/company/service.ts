// The people of a customer: the company's administrator lists, invites and changes them; an invited person
// sets their password with the invitation's link (modules/password). Every change is logged with who made it.
import type { ReportLanguage } from '@mostrador/contract';
import type { Minor } from '@mostrador/domain';
import type { Database } from '../../db/database';
import type { PersonRole } from '../../db/schema';
import type { SessionCustomer } from '../../db/sessions';
import { badRequest, HttpError, notFound, notPermitted, unprocessable } from '../../lib/errors';
import { pick } from '../../lib/pick';
import { AccountTokens } from '../../mail/account-tokens';
import type { CompanyRepository, CustomerPerson, PersonChange } from './repository';

export const ADMINISTRATORS_ONLY = 'Solo un administrador de la empresa puede gestionar sus personas';
export const NOT_WHILE_ACTING =
  'Quien actúa por el cliente desde la consola no puede gestionar sus personas ni sus accesos';
export const LOGIN_TAKEN = 'Ya existe un usuario con ese correo electrónico';
export const NO_SUCH_PERSON = 'Esa persona no pertenece a esta empresa';
export const NOT_YOURSELF = 'No puede cambiar su propio rol ni desactivarse: pídaselo a otro administrador';

export interface Invitation {
  name: string;
  email: string;
  role: PersonRole;
  language: ReportLanguage;
  branchIds: readonly number[];
  orderLimit: Minor | null;
  monthLimit: Minor | null;
}

export interface Change extends PersonChange {
  personId: number;
  branchIds?: readonly number[] | undefined;
}

/**
 * The session's person id (null: the customer's own login), once it is known to be an administrator. A staff
 * member acting for the customer (decision 0041) is not one: they never touch its people or logins.
 */
export function administrator(session: SessionCustomer): number | null {
  if (session.acting) throw notPermitted(NOT_WHILE_ACTING);
  if (session.person && session.person.role !== 'administrator') throw notPermitted(ADMINISTRATORS_ONLY);
  return session.person?.personId ?? null;
}

export function createCompanyService(
  repo: CompanyRepository,
  db: Database,
  options: { secret: string; now: () => Date },
) {
  const tokens = new AccountTokens(options.secret);
  const { now } = options;

  async function checkBranches(customerId: number, branchIds: readonly number[]) {
    const foreign = await db.transaction().execute((trx) => repo.foreignBranches(trx, customerId, branchIds));
    if (foreign.length > 0)
      throw unprocessable(`Sucursales que no son de esta empresa: ${foreign.join(', ')}`);
  }

  /** Invites a person: the row (no password yet), its branches, the log, the link and its message. */
  async function invite(session: SessionCustomer, invitation: Invitation, origin: string): Promise<number> {
    const actorId = administrator(session);
    const { customerId } = session;
    await checkBranches(customerId, invitation.branchIds);
    return db.transaction().execute(async (trx) => {
      if (await repo.loginTaken(trx, invitation.email)) throw new HttpError(409, LOGIN_TAKEN);
      const personId = await repo.insert(trx, { ...invitation, customerId }, now());
      await repo.setBranches(trx, personId, invitation.branchIds);
      const { email: _e, ...logged } = invitation;
      await repo.log(trx, { customerId, actorId, action: 'person.invite', personId }, null, logged, now());
      const { email, language, name } = invitation;
      await tokens.mail(
        trx,
        { purpose: 'invitation', subject: `person:${personId}`, now: now() },
        { to: email, language, origin, name, user: email },
      );
      return personId;
    });
  }

  /** Changes a person's role, activity, limits and branches; a person made inactive is logged out. */
  async function change(session: SessionCustomer, change: Change): Promise<void> {
    const actorId = administrator(session);
    const { customerId } = session;
    const before = await repo.person(db, customerId, change.personId);
    if (!before) throw notFound(NO_SUCH_PERSON);
    if (actorId === change.personId && (change.role !== undefined || change.active !== undefined)) {
      throw badRequest(NOT_YOURSELF);
    }
    if (change.branchIds) await checkBranches(customerId, change.branchIds);
    await db.transaction().execute(async (trx) => {
      await repo.update(trx, change.personId, change);
      if (change.branchIds) await repo.setBranches(trx, change.personId, change.branchIds);
      if (change.active === false) await repo.endSessions(trx, change.personId);
      const { personId, ...after } = change;
      await repo.log(
        trx,
        { customerId, actorId, action: 'person.change', personId },
        summary(before),
        after,
        now(),
      );
    });
  }

  async function people(session: SessionCustomer): Promise<CustomerPerson[]> {
    administrator(session);
    return repo.people(db, session.customerId);
  }

  return { people, invite, change };
}

/** What the log keeps of a person before a change (no e-mail, no password). */
function summary(p: CustomerPerson) {
  return pick(p, 'role', 'active', 'orderLimit', 'monthLimit', 'branchIds');
}
export type CompanyService = ReturnType<typeof createCompanyService>;
