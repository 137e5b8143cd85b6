// SQL of the orders module. Everything that changes stock runs inside the caller's transaction.
// Amounts are integer minor units here and numeric(14,2) major units in the tables (converted below).
import {
  appliedTiers,
  type Envelope,
  type FaltanteDisponible,
  type PedidoCreado,
  type PedidoRetenido,
  type PedidoSinExistencias,
  pedidoCreadoResponse,
  pedidoRetenidoResponse,
  pedidoSinExistencias,
} from '@mostrador/contract';
import { type Minor, toMajor } from '@mostrador/domain';
import { type ColumnType, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { type DB, type Json, PRICING_COLUMNS, type Timestamp, type Variations } from '../../db/schema';
import { conflict, HttpError } from '../../lib/errors';
import { searchText } from '../../lib/text';
import type { OrderDetails } from './order-details';
import type { ProductForPricing } from './pricing';

/** migrations/050-orders.sql */
type OrdersTables = {
  idempotency_keys: {
    scope: string;
    key: string;
    request_hash: string;
    status_code: ColumnType<number, number | undefined, number>;
    response: Json<unknown> | null;
    pedido_id: number | null;
    created_at: Timestamp;
  };
};
type OrdersDb = Kysely<DB & OrdersTables>;
type OrdersTrx = Transaction<DB & OrdersTables>;
export type Trx = Transaction<DB>;

const withOrders = (db: Database): OrdersDb => db.withTables<OrdersTables>();
const trxWithOrders = (trx: Trx): OrdersTrx => trx.withTables<OrdersTables>();

/** The prefix of the numbers of orders sent from the shop. */
export const WEB_ORDER_PREFIX = 'WEB';

/** A product (or one colour and size of it) with less stock than an order asks for. */
export interface Shortage {
  productId: number;
  requested: number;
  available: number;
  /** The colour and size whose own stock is short (absent for the whole product). */
  color?: string;
  size?: string;
}

/** A created order: its id, its number (`WEB-<number>`) and what the customer is told. */
export interface PlacedOrder {
  orderId: number;
  number: number;
  message: string;
}

/** A shortage as the 409 answer names it. */
function wireShortage(s: Shortage): FaltanteDisponible {
  return {
    Productoid: s.productId,
    Solicitado: s.requested,
    Disponible: s.available,
    ...(s.color === undefined ? {} : { Color: s.color }),
    ...(s.size === undefined ? {} : { Talla: s.size }),
  };
}

/**
 * The answers an order gets, in the wire's words. They are stored as they are sent (`storeAnswer`) and sent
 * again on a retry, so they are written here, beside the rows that keep them.
 */
export function placedAnswer(order: PlacedOrder): Envelope<PedidoCreado> & { Status: true } {
  return { Status: true, Msj: order.message, Datos: { pedidoid: order.orderId, numero: order.number } };
}

/** The stock refusal: 409 with the wire's own answer (`ErrorDisp`, the shortages in `ErrorDips`). */
export function shortageAnswer(message: string, shortages: readonly Shortage[]): HttpError {
  const body: PedidoSinExistencias = {
    Status: true,
    Msj: message,
    ErrorDisp: true,
    ErrorDips: shortages.map(wireShortage),
  };
  return conflict(body);
}

/** A buyer's order held for approval: 202 with the shop's own answer (stored with its key like the 409). */
export function heldAnswer(body: PedidoRetenido): HttpError {
  return new HttpError(202, body.Msj, body);
}

/** The answer stored with an idempotency key (created orders, stock refusals and holds are stored). */
export function storedAnswer(statusCode: number, response: unknown): PlacedOrder | HttpError {
  if (statusCode === 409) return conflict(pedidoSinExistencias.parse(response));
  if (statusCode === 202) return heldAnswer(pedidoRetenidoResponse.parse(response));
  const body = pedidoCreadoResponse.parse(response);
  if (statusCode !== 200 || body.Status !== true || !body.Datos) {
    throw new Error(`unexpected stored answer ${statusCode}`);
  }
  return { orderId: body.Datos.pedidoid, number: body.Datos.numero, message: body.Msj ?? '' };
}

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

export interface LockedProduct extends ProductForPricing {
  stock: number;
  active: boolean;
  /** Its colours and sizes with their own stock, when it has them. */
  variation: Variations | undefined;
}

export interface NewOrder {
  customerId: number | null;
  /** The person of the customer who placed it (null: the customer's own login, a guest). */
  personId: number | null;
  /** The staff member who placed it acting for the customer (null: none). */
  staffId: number | null;
  branchId: number | null;
  note: string;
  /** Guest contact details as the order keeps them (null for a customer's order). */
  guest: Record<string, string> | null;
  /** The purchase order's details (order-details.ts). */
  details: OrderDetails;
  idempotencyKey: string | null;
  subtotal: Minor;
  tax: Minor;
  total: Minor;
}

export interface NewLine {
  productId: number;
  quantity: number;
  unitPrice: Minor;
  subtotal: Minor;
  tax: Minor;
  /** The rate (percent) `tax` was computed with. */
  taxPercent: number;
  note: string;
  color: string;
  size: string;
}

const amount = (text: string | null): number | null => (text === null ? null : Number(text));

/** The statements an order needs (`sqlOrdersRepository` below); the service sees only this interface. */
export interface OrdersRepository {
  /** The customer a branch belongs to, or undefined when there is no such branch. */
  branchOwner(db: Database, branchId: number): Promise<number | undefined>;
  /** The branches given to a person of a customer (customer_person_branches). */
  personBranches(db: Database, personId: number): Promise<number[]>;
  /** Whether the customer's orders need a purchase-order number (terceros.orden_compra_obligatoria). */
  purchaseOrderRequired(db: Database, customerId: number): Promise<boolean>;
  /**
   * The codes of a department and of one of its cities, each named by its DANE code ("05", "5") or its
   * exact name (any case, with or without accents); undefined for what is not found.
   */
  findPlace(
    db: Database,
    department: string,
    city: string,
  ): Promise<{ department: string | undefined; city: string | undefined }>;
  /**
   * Inserts the key, or (when it exists) returns the answer stored with it. A concurrent request with the
   * same key waits here until the first one commits or rolls back. With `reuseWithinSeconds`, a stored
   * answer older than that is dropped and the key claimed anew.
   */
  claimKey(
    trx: Trx,
    scope: string,
    key: string,
    requestHash: string,
    reuseWithinSeconds?: number,
  ): Promise<StoredAnswer | 'claimed'>;
  /** Locks the products in id order (so two orders never deadlock) and returns them. */
  lockProducts(trx: Trx, ids: readonly number[]): Promise<LockedProduct[]>;
  takeStock(trx: Trx, quantities: ReadonlyMap<number, number>): Promise<void>;
  /** Replaces a (locked) product's colours and sizes: their stock after an order took some. */
  setVariationStock(trx: Trx, productId: number, variation: Variations): Promise<void>;
  insertOrder(trx: Trx, order: NewOrder): Promise<{ id: number; numero: number }>;
  insertLines(trx: Trx, orderId: number, lines: readonly NewLine[]): Promise<void>;
  storeAnswer(trx: Trx, scope: string, key: string, answer: PlacedOrder | HttpError): Promise<void>;
  /** Deletes keys older than `hours`; returns how many. */
  purgeKeys(db: Database, hours: number): Promise<number>;
}

export const sqlOrdersRepository: OrdersRepository = {
  async branchOwner(db, branchId) {
    const row = await db
      .selectFrom('tercero_sucursales')
      .select('tercero_id')
      .where('id', '=', branchId)
      .executeTakeFirst();
    return row?.tercero_id;
  },

  async personBranches(db, personId) {
    const rows = await db
      .selectFrom('customer_person_branches')
      .select('branch_id')
      .where('person_id', '=', personId)
      .execute();
    return rows.map((r) => r.branch_id);
  },

  async purchaseOrderRequired(db, customerId) {
    const row = await db
      .selectFrom('terceros')
      .select('orden_compra_obligatoria')
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row?.orden_compra_obligatoria === true;
  },

  async findPlace(db, department, city) {
    // Two short lists (33 departments, a department's cities): names are matched here, where case and
    // accents can be folded (PGlite has no unaccent).
    // A code may come as a number, its leading zeros lost (Departamento 5, Ciudad 5001 for '05', '05001').
    const byCodeOrName = (ref: string) => (row: { id: string; nombre: string }) =>
      /^\d{1,8}$/.test(ref)
        ? /^\d+$/.test(row.id) && Number(row.id) === Number(ref)
        : searchText(row.nombre) === searchText(ref);
    const departments = await db.selectFrom('departamentos').select(['id', 'nombre']).execute();
    const dept = departments.find(byCodeOrName(department));
    if (!dept) return { department: undefined, city: undefined };
    const cities = await db
      .selectFrom('ciudades')
      .select(['id', 'nombre'])
      .where('departamento_id', '=', dept.id)
      .execute();
    return { department: dept.id, city: cities.find(byCodeOrName(city))?.id };
  },

  async claimKey(trx, scope, key, requestHash, reuseWithinSeconds) {
    const t = trxWithOrders(trx);
    if (reuseWithinSeconds !== undefined) {
      await t
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${reuseWithinSeconds}::int)`)
        .execute();
    }
    const inserted = await t
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: requestHash })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return 'claimed';
    const row = await t
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status_code', 'response'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return { requestHash: row.request_hash, statusCode: row.status_code, response: row.response };
  },

  async lockProducts(trx, ids) {
    if (ids.length === 0) return [];
    const rows = await trxWithOrders(trx)
      .selectFrom('productos')
      .select(['id', ...PRICING_COLUMNS, 'disponible', 'activo', 'impuesto_porcentaje', 'demo'])
      .where('id', 'in', [...ids])
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map((r) => ({
      id: r.id,
      prices: [r.precio1, r.precio2, r.precio3, r.precio4, r.precio5].map(amount),
      tiers: appliedTiers(r.escala_aplica, r.escala),
      taxPercent: amount(r.impuesto_porcentaje),
      stock: r.disponible,
      active: r.activo,
      variation: r.demo?.variation,
    }));
  },

  async takeStock(trx, quantities) {
    const ids = [...quantities.keys()].sort((a, b) => a - b);
    const qtys = ids.map((id) => quantities.get(id) ?? 0);
    await sql`UPDATE productos AS p SET disponible = p.disponible - v.qty
      FROM unnest(${ids}::int[], ${qtys}::int[]) AS v(id, qty)
      WHERE p.id = v.id`.execute(trx);
  },

  async setVariationStock(trx, productId, variation) {
    await sql`UPDATE productos SET demo = jsonb_set(demo, '{variation}', ${JSON.stringify(variation)}::jsonb)
      WHERE id = ${productId}`.execute(trx);
  },

  async insertOrder(trx, order) {
    return trx
      .insertInto('pedidos')
      .values({
        tercero_id: order.customerId,
        sucursal_id: order.branchId,
        persona_id: order.personId,
        staff_id: order.staffId,
        origen: 'web',
        prefijo: WEB_ORDER_PREFIX,
        numero: sql<number>`nextval('pedidos_web_numero_seq')`,
        estado: 'pendiente',
        observacion: order.note,
        vlrbruto: toMajor(order.subtotal),
        impuesto: toMajor(order.tax),
        total: toMajor(order.total),
        invitado: order.guest === null ? null : JSON.stringify(order.guest),
        orden_compra: order.details.purchaseOrder,
        fecha_entrega: order.details.deliveryDate,
        metodo_entrega: order.details.deliveryMethod,
        idempotency_key: order.idempotencyKey,
      })
      .returning(['id', 'numero'])
      .executeTakeFirstOrThrow();
  },

  async insertLines(trx, orderId, lines) {
    await trx
      .insertInto('pedido_lineas')
      .values(
        lines.map((l) => ({
          pedido_id: orderId,
          producto_id: l.productId,
          cantidad: l.quantity,
          precio: toMajor(l.unitPrice),
          subtotal: toMajor(l.subtotal),
          impuesto: toMajor(l.tax),
          impuesto_porcentaje: l.taxPercent,
          observacion: l.note,
          color: l.color,
          talla: l.size,
        })),
      )
      .execute();
  },

  async storeAnswer(trx, scope, key, answer) {
    await trxWithOrders(trx)
      .updateTable('idempotency_keys')
      .set({
        status_code: answer instanceof HttpError ? answer.statusCode : 200,
        response: JSON.stringify(answer instanceof HttpError ? answer.answer : placedAnswer(answer)),
        pedido_id: answer instanceof HttpError ? null : answer.orderId,
      })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  },

  async purgeKeys(db, hours) {
    const deleted = await withOrders(db)
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${hours}::int)`)
      .returning('key')
      .execute();
    return deleted.length;
  },
};
