// SQL of the company module: the people of a customer (customer_people), the branches given to them and the
// log of who changed what. Limits are numeric(14,2) major units in the table, minor units here.
import type { Person } from '@mostrador/contract';
import { type Minor, toMajor } from '@mostrador/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB, PersonRole } from '../../db/schema';
import { nullableNumericToMinor } from '../../lib/money';

type Trx = Transaction<DB>;

/** A person of the customer (the Company page's) and whose they are. */
export interface CustomerPerson extends Person {
  customerId: number;
}

export interface NewPerson {
  customerId: number;
  name: string;
  email: string;
  role: PersonRole;
  language: string;
  orderLimit: Minor | null;
  monthLimit: Minor | null;
}

export interface PersonChange {
  role?: PersonRole | undefined;
  active?: boolean | undefined;
  orderLimit?: Minor | null | undefined;
  monthLimit?: Minor | null | undefined;
}

const majorOrNull = (value: Minor | null | undefined) =>
  value === undefined ? undefined : value === null ? null : toMajor(value);

/** The customer's people (or the one of `personId`), by name. */
async function people(db: Database, customerId: number, personId?: number): Promise<CustomerPerson[]> {
  let query = db
    .selectFrom('customer_people as p')
    .select((eb) => [
      'p.id',
      'p.customer_id',
      'p.name',
      'p.email',
      'p.role',
      'p.language',
      'p.active',
      'p.order_limit',
      'p.month_limit',
      eb('p.password_hash', 'is', null).as('invited'),
      sql<number[]>`coalesce((SELECT array_agg(b.branch_id ORDER BY b.branch_id)
        FROM customer_person_branches b WHERE b.person_id = p.id), '{}')`.as('branches'),
    ])
    .where('p.customer_id', '=', customerId)
    .orderBy('p.name')
    .orderBy('p.id');
  if (personId !== undefined) query = query.where('p.id', '=', personId);
  const rows = await query.execute();
  return rows.map((r) => ({
    personId: r.id,
    customerId: r.customer_id,
    name: r.name,
    email: r.email,
    role: r.role,
    language: r.language,
    active: r.active,
    invited: Boolean(r.invited),
    orderLimit: nullableNumericToMinor(r.order_limit),
    monthLimit: nullableNumericToMinor(r.month_limit),
    branchIds: r.branches.map(Number),
  }));
}

/** The statements of the company module: reads take the database, writes the service's transaction. */
export const companyRepository = {
  people,

  async person(db: Database, customerId: number, personId: number): Promise<CustomerPerson | undefined> {
    return (await people(db, customerId, personId))[0];
  },

  /** Whether a login already uses this e-mail: a person's, or a customer's own `usuario`. */
  async loginTaken(trx: Trx, email: string): Promise<boolean> {
    const lower = email.toLowerCase();
    const person = await trx
      .selectFrom('customer_people')
      .select('id')
      .where(sql`lower(email)`, '=', lower)
      .executeTakeFirst();
    const customer = await trx
      .selectFrom('terceros')
      .select('id')
      .where(sql`lower(usuario)`, '=', lower)
      .executeTakeFirst();
    return person !== undefined || customer !== undefined;
  },

  /** The ids among `branchIds` that are not the customer's. */
  async foreignBranches(trx: Trx, customerId: number, branchIds: readonly number[]): Promise<number[]> {
    if (branchIds.length === 0) return [];
    const own = await trx
      .selectFrom('tercero_sucursales')
      .select('id')
      .where('tercero_id', '=', customerId)
      .where('id', 'in', [...branchIds])
      .execute();
    const mine = new Set(own.map((r) => r.id));
    return branchIds.filter((id) => !mine.has(id));
  },

  async insert(trx: Trx, person: NewPerson, now: Date): Promise<number> {
    const row = await trx
      .insertInto('customer_people')
      .values({
        customer_id: person.customerId,
        name: person.name,
        email: person.email,
        role: person.role,
        language: person.language,
        order_limit: majorOrNull(person.orderLimit) ?? null,
        month_limit: majorOrNull(person.monthLimit) ?? null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async update(trx: Trx, personId: number, change: PersonChange): Promise<void> {
    const values = {
      role: change.role,
      active: change.active,
      order_limit: majorOrNull(change.orderLimit),
      month_limit: majorOrNull(change.monthLimit),
    };
    const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length === 0) return;
    await trx.updateTable('customer_people').set(set).where('id', '=', personId).execute();
  },

  async setBranches(trx: Trx, personId: number, branchIds: readonly number[]): Promise<void> {
    await trx.deleteFrom('customer_person_branches').where('person_id', '=', personId).execute();
    if (branchIds.length === 0) return;
    const unique = [...new Set(branchIds)];
    await trx
      .insertInto('customer_person_branches')
      .values(unique.map((branch_id) => ({ person_id: personId, branch_id })))
      .execute();
  },

  /** Ends every session of a person (made inactive). */
  async endSessions(trx: Trx, personId: number): Promise<void> {
    await trx.deleteFrom('sesiones').where('persona_id', '=', personId).execute();
  },

  /** Sets whether the company's orders need a purchase-order number; answers what it was before. */
  async setPurchaseOrderRequired(trx: Trx, customerId: number, required: boolean): Promise<boolean> {
    const before = await trx
      .selectFrom('terceros')
      .select('orden_compra_obligatoria')
      .where('id', '=', customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('terceros')
      .set({ orden_compra_obligatoria: required })
      .where('id', '=', customerId)
      .execute();
    return before.orden_compra_obligatoria;
  },

  async log(
    trx: Trx,
    entry: { customerId: number; actorId: number | null; action: string; personId: number | null },
    before: unknown,
    after: unknown,
    now: Date,
  ): Promise<void> {
    await trx
      .insertInto('customer_people_log')
      .values({
        customer_id: entry.customerId,
        actor_id: entry.actorId,
        action: entry.action,
        person_id: entry.personId,
        before: before === null ? null : JSON.stringify(before),
        after: JSON.stringify(after),
        at: now,
      })
      .execute();
  },
};
export type CompanyRepository = typeof companyRepository;
