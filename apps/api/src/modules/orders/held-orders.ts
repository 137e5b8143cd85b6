// Orders of a buyer above their limits (docs/decisions/0040-people-of-a-customer.md): held for approval, not
// placed (no stock taken, no number, nothing for the ERP); approvers and administrators list them, approve them
// (placed then by stockAndWrite, the code of every order, at that moment's prices and stock) or reject them with
// a reason. The approvers are told when one is held, the buyer when it is decided; every action names the person.
import type { ReportLanguage } from '@mostrador/contract';
import { type Minor, nextWorkingDay, toMajor } from '@mostrador/domain';
import type { Database } from '../../db/database';
import type { SessionCustomer } from '../../db/sessions';
import { TIME_ZONE, todayIn } from '../../lib/dates';
import { conflict, HttpError, notFound, notPermitted, unprocessable } from '../../lib/errors';
import type { ApprovalData } from '../../mail/messages/data';
import { enqueueMessage } from '../../mail/outbox';
import type { OrderOutbox } from '../../types';
import {
  type HeldFor,
  type HeldOrder,
  type HeldState,
  heldRepository,
  type PriceChange,
} from './held-repository';
import type { OrderDetails } from './order-details';
import type { OrderMailing } from './order-mail';
import type { PricedOrder } from './pricing';
import {
  heldAnswer,
  type OrdersRepository,
  type PlacedOrder,
  type Trx,
  WEB_ORDER_PREFIX,
} from './repository';
import { type OrderLine, type StockSettings, stockAndWrite } from './stock-and-write';

export const APPROVERS_ONLY = 'Solo un aprobador o un administrador de la empresa puede decidir pedidos';
export const VIEWERS_DO_NOT_SEE_REQUESTS = 'Su usuario es de consulta: no tiene pedidos por aprobar';
export const NO_SUCH_REQUEST = 'Esa solicitud no existe en esta empresa';
export const alreadyDecided = (state: HeldState) =>
  `Esa solicitud ya fue ${state === 'approved' ? 'aprobada' : 'rechazada'}`;

const language = (value: string): ReportLanguage =>
  value === 'en' || value === 'fn' || value === 'de' ? value : 'es';
const money = (minor: Minor) => toMajor(minor).toFixed(2);

/** What a buyer asked, as the hold keeps it. */
export interface HoldAsk {
  customerId: number;
  personId: number;
  branchId: number;
  note: string;
  /** The purchase order's details, checked. */
  details: OrderDetails;
  lines: readonly OrderLine[];
}

/** The limit a priced order passes, if any: the order's own first, then the month's (orders placed so far). */
async function passedLimit(trx: Trx, personId: number, total: Minor, month: string): Promise<HeldFor | null> {
  const limits = await heldRepository.limits(trx, personId);
  if (!limits) return null;
  if (limits.orderLimit !== null && total > limits.orderLimit) return 'order';
  if (limits.monthLimit === null) return null;
  const spent = await heldRepository.monthSpent(trx, personId, month, TIME_ZONE);
  return spent + total > limits.monthLimit ? 'month' : null;
}

/** Tells the company's approvers (else the company's own e-mail) that a request waits. */
async function tellApprovers(trx: Trx, customerId: number, data: Omit<ApprovalData, 'name'>, at: Date) {
  let people = await heldRepository.approvers(trx, customerId);
  if (people.length === 0) {
    const company = await heldRepository.companyEmail(trx, customerId);
    people = company?.email.includes('@') ? [{ ...company, language: 'es' }] : [];
  }
  for (const p of people) {
    await enqueueMessage(
      trx,
      { kind: 'approval', to: p.email, language: language(p.language), data: { ...data, name: p.name } },
      at,
    );
  }
}

/**
 * The `hold` of a buyer's order (stock-and-write.ts): above the buyer's limit per order, or taking the month's
 * orders above the month's limit, the order is written to held_orders (with the unit prices of now) and answered
 * 202; within them, undefined (placed as any order).
 */
export function holdAboveLimits(ask: HoldAsk, mailing: OrderMailing | undefined) {
  return async (trx: Trx, prices: PricedOrder): Promise<HttpError | undefined> => {
    const at = mailing?.at ?? new Date();
    const heldFor = await passedLimit(trx, ask.personId, prices.total, todayIn(at).slice(0, 7));
    if (heldFor === null) return undefined;
    const lines = ask.lines.map((l, i) => ({ ...l, unitPrice: prices.lines[i]?.unitPrice ?? (0 as Minor) }));
    const requestId = await heldRepository.insert(trx, { ...ask, lines, total: prices.total, heldFor, at });
    const buyer = (await heldRepository.limits(trx, ask.personId))?.name ?? '';
    if (mailing) {
      await tellApprovers(
        trx,
        ask.customerId,
        {
          origin: mailing.origin,
          event: 'waiting',
          requestId,
          buyer,
          total: prices.total,
          heldFor,
          reason: '',
          number: '',
          changes: [],
        },
        at,
      );
    }
    const which = heldFor === 'order' ? 'su límite por pedido' : 'su límite del mes';
    return heldAnswer({
      Status: true,
      Msj: `El pedido de ${money(prices.total)} supera ${which}: espera la aprobación de su empresa. No se creó el pedido ni se reservaron existencias`,
      EsperaAprobacion: true,
      Datos: { solicitudid: requestId, total: toMajor(prices.total), limite: heldFor },
    });
  };
}

/** The person deciding (null: the customer's own login), once known to be an approver or an administrator. */
function approver(session: SessionCustomer): number | null {
  const role = session.person?.role;
  if (role !== undefined && role !== 'approver' && role !== 'administrator')
    throw notPermitted(APPROVERS_ONLY);
  return session.person?.personId ?? null;
}

/** A company's request, locked, still waiting (404 for another company's, 409 once decided). */
async function waiting(trx: Trx, customerId: number, requestId: number): Promise<HeldOrder> {
  const request = await heldRepository.lock(trx, customerId, requestId);
  if (!request) throw notFound(NO_SUCH_REQUEST);
  if (request.state !== 'waiting') {
    throw conflict({ Status: false, Msj: alreadyDecided(request.state) });
  }
  return request;
}

/** The unit prices of the placed order against those asked. */
async function changesOf(trx: Trx, request: HeldOrder, orderId: number): Promise<PriceChange[]> {
  const now = await heldRepository.orderPrices(trx, orderId);
  return request.lines.flatMap((line, i) => {
    const after = now[i];
    return after === undefined || after === line.unitPrice
      ? []
      : [{ productId: line.productId, before: line.unitPrice, after }];
  });
}

/** The buyer's message of a decision. */
function decisionMail(request: HeldOrder, origin: string, decision: Partial<ApprovalData>): ApprovalData {
  return {
    origin,
    event: 'approved',
    requestId: request.requestId,
    name: request.person,
    buyer: request.person,
    total: request.total,
    heldFor: request.heldFor,
    reason: '',
    number: '',
    changes: [],
    ...decision,
  };
}

/** A delivery date asked for when the order was held, which the days it waited have made too soon. */
function checkStillDeliverable(details: OrderDetails, today: string): void {
  const earliest = nextWorkingDay(today);
  if (details.deliveryDate !== null && details.deliveryDate < earliest) {
    throw unprocessable(
      `La fecha de entrega pedida, ${details.deliveryDate}, ya no es posible (la primera es ${earliest}): rechace la solicitud para que el comprador la pida con otra fecha`,
    );
  }
}

export function createHeldOrdersService(
  db: Database,
  repo: OrdersRepository,
  settings: StockSettings & { now: () => Date },
  outbox: OrderOutbox | undefined,
) {
  /** An approver's or administrator's list is the company's; a buyer's their own; a viewer has none. */
  async function list(session: SessionCustomer, state: HeldState | undefined): Promise<HeldOrder[]> {
    const role = session.person?.role;
    if (role === 'viewer') throw notPermitted(VIEWERS_DO_NOT_SEE_REQUESTS);
    const personId = role === 'buyer' ? session.person?.personId : undefined;
    return heldRepository.list(db, session.customerId, { personId, state });
  }

  /** Places a waiting request now (prices and stock of this moment), or answers why it cannot be placed. */
  async function approve(
    session: SessionCustomer,
    requestId: number,
    mailing: OrderMailing,
  ): Promise<{ placed: PlacedOrder; changes: (PriceChange & { name: string })[] }> {
    const by = approver(session);
    const answer = await db.transaction().execute(async (trx) => {
      const request = await waiting(trx, session.customerId, requestId);
      checkStillDeliverable(request.details, settings.today?.() ?? todayIn(mailing.at));
      const placed = await stockAndWrite(
        repo,
        trx,
        {
          scope: `held:${requestId}`,
          key: undefined,
          hash: '',
          priceLevel: session.priceLevel,
          customerId: session.customerId,
          personId: request.personId,
          branchId: request.branchId,
          note: request.note,
          guest: null,
          details: request.details,
          lines: request.lines,
          mailing: { ...mailing, language: language(request.personLanguage) },
        },
        settings,
        outbox,
      );
      if (placed instanceof HttpError) return placed;
      const changes = await changesOf(trx, request, placed.orderId);
      await heldRepository.decide(trx, requestId, {
        state: 'approved',
        by,
        at: mailing.at,
        orderId: placed.orderId,
        changes,
      });
      const named = changes.map((c) => ({ ...c, name: request.productNames[c.productId] ?? '' }));
      const total = (await heldRepository.orderTotal(trx, placed.orderId)) ?? request.total;
      const data = decisionMail(request, mailing.origin, {
        number: `${WEB_ORDER_PREFIX}-${placed.number}`,
        total,
        changes: named,
      });
      await enqueueMessage(
        trx,
        { kind: 'approval', to: request.personEmail, language: language(request.personLanguage), data },
        mailing.at,
      );
      return { placed, changes: named };
    });
    if (answer instanceof HttpError) throw answer;
    return answer;
  }

  /** Rejects a waiting request with the reason the buyer is shown; nothing is placed. */
  async function reject(session: SessionCustomer, requestId: number, reason: string, origin: string) {
    const by = approver(session);
    const at = settings.now();
    await db.transaction().execute(async (trx) => {
      const request = await waiting(trx, session.customerId, requestId);
      await heldRepository.decide(trx, requestId, { state: 'rejected', by, at, reason });
      const data = decisionMail(request, origin, { event: 'rejected', reason });
      await enqueueMessage(
        trx,
        { kind: 'approval', to: request.personEmail, language: language(request.personLanguage), data },
        at,
      );
    });
  }

  return { list, approve, reject };
}
export type HeldOrdersService = ReturnType<typeof createHeldOrdersService>;
