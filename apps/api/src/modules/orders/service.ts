// Order creation: validation, idempotency, stock and pricing in one transaction. The service takes and gives
// the app's words (routes.ts reads the wire's body and writes the wire's answer).
import type { Database } from '../../db/database';
import type { SessionPerson } from '../../db/sessions';
import { todayIn } from '../../lib/dates';
import { badRequest, forbidden, HttpError, notPermitted, unprocessable } from '../../lib/errors';
import type { OrderOutbox } from '../../types';
import { holdAboveLimits } from './held-orders';
import { checkDetails, type OrderDetails, type RequestedDetails } from './order-details';
import type { OrderMailing } from './order-mail';
import { type OrdersRepository, type PlacedOrder, storedAnswer } from './repository';
import { type OrderLine, type PlaceOrder, type StockSettings, stockAndWrite } from './stock-and-write';

export type { PlacedOrder } from './repository';
export type { OrderLine } from './stock-and-write';

export interface OrderSettings extends StockSettings {
  /** At most this many lines per order. */
  maxLines: number;
  /** Price level (1..5) of guests. */
  guestPriceLevel: number;
  /** Told of each order written, once committed (not of a key's replayed answer): the metrics count them. */
  onPlaced?: (buyer: 'customer' | 'guest') => void;
  /** DELIVERY_METHODS: the delivery methods offered. */
  deliveryMethods?: readonly { code: string; name: string }[];
}

/** How long a request without an Idempotency-Key is answered again for the same body (a double click). */
export const NO_KEY_WINDOW_SECONDS = 60;

/** A logged-in customer's order for one of its branches. */
export interface CustomerOrder {
  /** The customer the request names, when it names one (it must be the session's). */
  namedCustomerId: number | undefined;
  branchId: number;
  note: string;
  /** The purchase order's details as asked. */
  details: RequestedDetails;
  lines: readonly OrderLine[];
  /** The request's fingerprint (requestHash), to tell a retry from a reuse of its key. */
  fingerprint: string;
}

/** A guest's order: contact details, and the department and city by code or exact name. */
export interface GuestOrder {
  /** The guest's tax id (NIT), which scopes its idempotency keys. */
  taxId: string;
  department: string;
  city: string;
  note: string;
  /** The purchase order's details as asked. */
  details: RequestedDetails;
  lines: readonly OrderLine[];
  /** The contact details as the order keeps them, given the department's and the city's codes. */
  contact(place: { department: string; city: string }): Record<string, string>;
  /** The request's fingerprint given the department's and the city's codes. */
  fingerprint(place: { department: string; city: string }): string;
}

export const VIEWERS_DO_NOT_ORDER = 'Su usuario es de consulta: no puede hacer pedidos';
export const branchNotGiven = (branchId: number) =>
  `No tiene asignada la sucursal ${branchId}: pida al administrador de su empresa que se la asigne`;

function checkLineCount(lines: readonly OrderLine[], maxLines: number) {
  if (lines.length > maxLines) throw badRequest(`El pedido admite como máximo ${maxLines} líneas`);
}

/** A viewer does not order; a buyer orders only for the branches given (the company's own login: any). */
async function checkPerson(
  db: Database,
  repo: OrdersRepository,
  person: SessionPerson | null,
  branchId: number,
) {
  if (person?.role === 'viewer') throw notPermitted(VIEWERS_DO_NOT_ORDER);
  if (person?.role !== 'buyer') return;
  const given = await repo.personBranches(db, person.personId);
  if (!given.includes(branchId)) throw notPermitted(branchNotGiven(branchId));
}

/** A buyer's order above their limits waits for approval (held-orders.ts), with its checked details; others
 * order without limits. */
function buyerLimits(
  customer: { customerId: number; person: SessionPerson | null },
  order: Omit<CustomerOrder, 'details'> & { details: OrderDetails },
  mailing: OrderMailing | undefined,
) {
  const person = customer.person;
  if (person?.role !== 'buyer') return undefined;
  return holdAboveLimits({ customerId: customer.customerId, personId: person.personId, ...order }, mailing);
}

/** The branch is the customer's. */
async function checkBranch(db: Database, repo: OrdersRepository, customerId: number, branchId: number) {
  const owner = await repo.branchOwner(db, branchId);
  if (owner !== customerId) throw forbidden(`La sucursal ${branchId} no pertenece a este cliente`);
}

/** What the purchase order's details are checked against. */
function detailRules(settings: OrderSettings, purchaseOrderRequired: boolean) {
  return {
    methods: settings.deliveryMethods ?? [],
    today: settings.today?.() ?? todayIn(new Date()),
    purchaseOrderRequired,
  };
}

/** A guest's department and city, by code or by exact name (the ERP's form sends names); stored as codes. */
async function placeOf(db: Database, repo: OrdersRepository, order: GuestOrder) {
  const where = await repo.findPlace(db, order.department, order.city);
  if (!where.department) throw unprocessable(`El departamento ${order.department} no existe`);
  if (!where.city) {
    throw unprocessable(`La ciudad ${order.city} no pertenece al departamento ${order.department}`);
  }
  return { department: where.department, city: where.city };
}

/** Who orders: the session's customer, its person, and the staff member acting for it (decision 0041). */
export interface OrderingCustomer {
  customerId: number;
  priceLevel: number;
  person: SessionPerson | null;
  acting?: PlaceOrder['acting'];
}

/**
 * Creates orders (a customer's, a guest's) and purges old idempotency keys. Every refusal is an `HttpError`
 * sent by the one error handler (plugins/errors.ts), like every module's; the stock shortage is one too
 * (`conflict`, 409 with the wire's own answer), the only refusal stored with the idempotency key (nothing
 * changed, the answer is final) and thrown again on a retry.
 */
export function createOrdersService(
  db: Database,
  repo: OrdersRepository,
  settings: OrderSettings,
  /** With an ERP connected: the outbox the order is written to, in its own transaction. */
  outbox?: OrderOutbox,
) {
  /** POST PedidoApi/PedidoWebCreate: a logged-in customer orders for one of its branches. */
  async function createForCustomer(
    customer: OrderingCustomer,
    key: string | undefined,
    order: CustomerOrder,
    mailing?: OrderMailing,
  ): Promise<PlacedOrder> {
    if (order.namedCustomerId !== undefined && order.namedCustomerId !== customer.customerId) {
      throw forbidden('No puede crear pedidos a nombre de otro cliente');
    }
    checkLineCount(order.lines, settings.maxLines);
    await checkBranch(db, repo, customer.customerId, order.branchId);
    await checkPerson(db, repo, customer.person, order.branchId);
    const required = await repo.purchaseOrderRequired(db, customer.customerId);
    const details = checkDetails(order.details, detailRules(settings, required));
    const person = customer.person?.personId ?? null;
    return await place({
      hold: buyerLimits(customer, { ...order, details }, mailing),
      // A person's keys are their own: two people of one company sending the same cart are two orders.
      scope: person === null ? `tercero:${customer.customerId}` : `persona:${person}`,
      personId: person,
      key,
      hash: order.fingerprint,
      priceLevel: customer.priceLevel,
      customerId: customer.customerId,
      branchId: order.branchId,
      note: order.note,
      guest: null,
      details,
      lines: order.lines,
      mailing,
      acting: customer.acting,
    });
  }

  /** POST PedidoApi/PedidoWebCreateAnonimo: a guest orders with contact and delivery details. */
  async function createForGuest(
    key: string | undefined,
    order: GuestOrder,
    mailing?: OrderMailing,
  ): Promise<PlacedOrder> {
    checkLineCount(order.lines, settings.maxLines);
    const chosen = await placeOf(db, repo, order);
    return await place({
      scope: `guest:${order.taxId.split('-')[0]}`,
      key,
      hash: order.fingerprint(chosen),
      priceLevel: settings.guestPriceLevel,
      customerId: null,
      personId: null,
      branchId: null,
      note: order.note,
      guest: order.contact(chosen),
      details: checkDetails(order.details, detailRules(settings, false)),
      lines: order.lines,
      mailing,
    });
  }

  /**
   * One transaction: claim the key, lock the products, check stock, price, take stock, write. The stock
   * refusal is stored with the key in it (nothing else changed) and thrown once it is committed.
   */
  async function place(order: PlaceOrder): Promise<PlacedOrder> {
    // Without a key, the body's hash is the key, and an answer older than the window is not replayed.
    const key = order.key ?? `auto:${order.hash}`;
    const reuseWithin = order.key === undefined ? NO_KEY_WINDOW_SECONDS : undefined;
    let written = false;
    const answer = await db.transaction().execute(async (trx): Promise<PlacedOrder | HttpError> => {
      written = false;
      const claim = await repo.claimKey(trx, order.scope, key, order.hash, reuseWithin);
      if (claim !== 'claimed') {
        if (claim.requestHash !== order.hash) {
          throw unprocessable(
            'Esta Idempotency-Key ya se usó con otro pedido: envíe una clave nueva para un pedido distinto',
          );
        }
        return storedAnswer(claim.statusCode, claim.response);
      }
      const answer = await stockAndWrite(repo, trx, order, settings, outbox);
      written = !(answer instanceof HttpError);
      await repo.storeAnswer(trx, order.scope, key, answer);
      return answer;
    });
    if (written) settings.onPlaced?.(order.customerId === null ? 'guest' : 'customer');
    if (answer instanceof HttpError) throw answer;
    return answer;
  }

  /** Deletes idempotency keys older than `hours` (the caller keeps them at least 24 h). */
  const purgeKeys = (hours: number): Promise<number> => repo.purgeKeys(db, hours);
  return { createForCustomer, createForGuest, purgeKeys };
}
