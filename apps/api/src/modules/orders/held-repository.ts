// SQL of the orders waiting for approval (held_orders, migrations/660-held-orders.sql): a buyer's limits and
// what they spent this month, the request written, listed, locked and decided. Amounts are minor units here and
// numeric(14,2) major units in the tables.
import { type Minor, toMajor } from '@mostrador/domain';
import { type ColumnType, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB, Json, Numeric, Timestamp } from '../../db/schema';
import { nullableNumericToMinor, numericToMinor } from '../../lib/money';
import { NO_DETAILS, type OrderDetails } from './order-details';

export type HeldFor = 'order' | 'month';
export type HeldState = 'waiting' | 'approved' | 'rejected';

/** A line as asked, with its unit price then. */
export interface HeldLine {
  productId: number;
  quantity: number;
  note: string;
  color: string;
  size: string;
  unitPrice: Minor;
}

/** A price that changed between the request and its approval. */
export interface PriceChange {
  productId: number;
  before: Minor;
  after: Minor;
}

type HeldTables = {
  held_orders: {
    id: ColumnType<number, never, never>;
    customer_id: number;
    person_id: number;
    branch_id: number;
    note: string;
    lines: Json<HeldLine[]>;
    /** migrations/670-order-details.sql: the purchase order's details as checked (null: held before them). */
    details: Json<OrderDetails> | null;
    total: Numeric;
    held_for: HeldFor;
    state: ColumnType<HeldState, HeldState | undefined, HeldState>;
    decided_by: number | null;
    decided_at: Timestamp | null;
    reason: string | null;
    pedido_id: number | null;
    changes: Json<PriceChange[]> | null;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
};
type Trx = Transaction<DB>;
const held = (db: Kysely<DB>): Kysely<DB & HeldTables> => db.withTables<HeldTables>();

/** A buyer's limits and words (null limits: none). */
export interface BuyerLimits {
  name: string;
  email: string;
  language: string;
  orderLimit: Minor | null;
  monthLimit: Minor | null;
}

export interface NewHeldOrder {
  customerId: number;
  personId: number;
  branchId: number;
  note: string;
  /** The purchase order's details, as checked when asked (the approval places the order with them). */
  details: OrderDetails;
  lines: HeldLine[];
  total: Minor;
  heldFor: HeldFor;
  at: Date;
}

/** A request as listed and as approved. */
export interface HeldOrder {
  requestId: number;
  customerId: number;
  personId: number;
  person: string;
  personEmail: string;
  personLanguage: string;
  branchId: number;
  branch: string;
  note: string;
  /** The purchase order's details, as checked when asked (the approval places the order with them). */
  details: OrderDetails;
  lines: HeldLine[];
  productNames: Record<number, string>;
  total: Minor;
  heldFor: HeldFor;
  state: HeldState;
  decidedBy: string;
  decidedAt: Date | null;
  reason: string;
  orderId: number | null;
  orderNumber: number | null;
  changes: PriceChange[];
  createdAt: Date;
}

/** The rows of requests with their people, branch and order (the list and the lock share it). */
function selectHeld(db: Kysely<DB>) {
  return held(db)
    .selectFrom('held_orders as h')
    .innerJoin('customer_people as p', 'p.id', 'h.person_id')
    .innerJoin('tercero_sucursales as s', 's.id', 'h.branch_id')
    .leftJoin('customer_people as d', 'd.id', 'h.decided_by')
    .leftJoin('pedidos as o', 'o.id', 'h.pedido_id')
    .select([
      'h.id',
      'h.customer_id',
      'h.person_id',
      'p.name as person',
      'p.email as person_email',
      'p.language as person_language',
      'h.branch_id',
      's.nombre as branch',
      'h.note',
      'h.lines',
      'h.details',
      'h.total',
      'h.held_for',
      'h.state',
      'h.decided_at',
      'd.name as decided_by',
      'h.reason',
      'h.pedido_id',
      'o.numero',
      'h.changes',
      'h.created_at',
      sql<Record<string, string>>`(SELECT coalesce(jsonb_object_agg(pr.id, pr.nombre), '{}') FROM productos pr
        WHERE pr.id IN (SELECT (l->>'productId')::int FROM jsonb_array_elements(h.lines) l))`.as('names'),
    ]);
}

type HeldRow = Awaited<ReturnType<ReturnType<typeof selectHeld>['executeTakeFirstOrThrow']>>;

function heldOrder(r: HeldRow): HeldOrder {
  return {
    requestId: r.id,
    customerId: r.customer_id,
    personId: r.person_id,
    person: r.person,
    personEmail: r.person_email,
    personLanguage: r.person_language,
    branchId: r.branch_id,
    branch: r.branch,
    note: r.note,
    details: r.details ?? NO_DETAILS,
    lines: r.lines,
    productNames: Object.fromEntries(Object.entries(r.names).map(([id, name]) => [Number(id), name])),
    total: numericToMinor(r.total),
    heldFor: r.held_for,
    state: r.state,
    // Decided with no person: the customer's own login (the company's administrator).
    decidedBy: r.decided_by ?? '',
    decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
    reason: r.reason ?? '',
    orderId: r.pedido_id,
    orderNumber: r.numero,
    changes: r.changes ?? [],
    createdAt: new Date(r.created_at),
  };
}

export const heldRepository = {
  async limits(trx: Trx, personId: number): Promise<BuyerLimits | undefined> {
    const row = await trx
      .selectFrom('customer_people')
      .select(['name', 'email', 'language', 'order_limit', 'month_limit'])
      .where('id', '=', personId)
      .executeTakeFirst();
    return (
      row && {
        name: row.name,
        email: row.email,
        language: row.language,
        orderLimit: nullableNumericToMinor(row.order_limit),
        monthLimit: nullableNumericToMinor(row.month_limit),
      }
    );
  },

  /** What a person's orders of a month (`YYYY-MM`, in `timeZone`) add up to, cancelled ones left out. */
  async monthSpent(trx: Trx, personId: number, month: string, timeZone: string): Promise<Minor> {
    const row = await trx
      .selectFrom('pedidos')
      .select(sql<string>`coalesce(sum(total), 0)::text`.as('spent'))
      .where('persona_id', '=', personId)
      .where('estado', '<>', 'anulado')
      .where(sql`to_char(fecha AT TIME ZONE ${timeZone}, 'YYYY-MM')`, '=', month)
      .executeTakeFirstOrThrow();
    return numericToMinor(row.spent);
  },

  async insert(trx: Trx, order: NewHeldOrder): Promise<number> {
    const row = await held(trx)
      .insertInto('held_orders')
      .values({
        customer_id: order.customerId,
        person_id: order.personId,
        branch_id: order.branchId,
        note: order.note,
        lines: JSON.stringify(order.lines),
        details: JSON.stringify(order.details),
        total: toMajor(order.total),
        held_for: order.heldFor,
        decided_by: null,
        decided_at: null,
        reason: null,
        pedido_id: null,
        changes: null,
        created_at: order.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Whom a request is told to: the company's approvers and administrators who can log in. */
  async approvers(
    trx: Trx,
    customerId: number,
  ): Promise<{ name: string; email: string; language: string }[]> {
    return trx
      .selectFrom('customer_people')
      .select(['name', 'email', 'language'])
      .where('customer_id', '=', customerId)
      .where('role', 'in', ['approver', 'administrator'])
      .where('active', '=', true)
      .where('password_hash', 'is not', null)
      .orderBy('id')
      .execute();
  },

  /** The company's e-mail (its first branch's), told when it has no approver of its own. */
  async companyEmail(trx: Trx, customerId: number): Promise<{ name: string; email: string } | undefined> {
    return trx
      .selectFrom('terceros as t')
      .innerJoin('tercero_sucursales as s', 's.tercero_id', 't.id')
      .select(['t.nombre as name', 's.correo as email'])
      .where('t.id', '=', customerId)
      .orderBy('s.id')
      .executeTakeFirst();
  },

  /** A company's requests (one person's, one state's), newest first. */
  async list(
    db: Database,
    customerId: number,
    filter: { personId?: number | undefined; state?: HeldState | undefined },
  ): Promise<HeldOrder[]> {
    let query = selectHeld(db).where('h.customer_id', '=', customerId).orderBy('h.id', 'desc').limit(200);
    if (filter.personId !== undefined) query = query.where('h.person_id', '=', filter.personId);
    if (filter.state !== undefined) query = query.where('h.state', '=', filter.state);
    return (await query.execute()).map(heldOrder);
  },

  /** A company's request, locked until the transaction ends (two approvers decide it once). */
  async lock(trx: Trx, customerId: number, requestId: number): Promise<HeldOrder | undefined> {
    const row = await selectHeld(trx)
      .where('h.customer_id', '=', customerId)
      .where('h.id', '=', requestId)
      .forUpdate('h')
      .executeTakeFirst();
    return row && heldOrder(row);
  },

  async orderTotal(trx: Trx, orderId: number): Promise<Minor | undefined> {
    const row = await trx.selectFrom('pedidos').select('total').where('id', '=', orderId).executeTakeFirst();
    return row && numericToMinor(row.total);
  },

  /** The unit prices of an order's lines, in the order they were written. */
  async orderPrices(trx: Trx, orderId: number): Promise<Minor[]> {
    const rows = await trx
      .selectFrom('pedido_lineas')
      .select('precio')
      .where('pedido_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map((r) => numericToMinor(r.precio));
  },

  async decide(
    trx: Trx,
    requestId: number,
    decision: {
      state: 'approved' | 'rejected';
      by: number | null;
      at: Date;
      reason?: string;
      orderId?: number;
      changes?: PriceChange[];
    },
  ): Promise<void> {
    await held(trx)
      .updateTable('held_orders')
      .set({
        state: decision.state,
        decided_by: decision.by,
        decided_at: decision.at,
        reason: decision.reason ?? null,
        pedido_id: decision.orderId ?? null,
        changes: decision.changes ? JSON.stringify(decision.changes) : null,
      })
      .where('id', '=', requestId)
      .execute();
  },
};
