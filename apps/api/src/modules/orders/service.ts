// Order creation: validation, idempotency, stock and pricing in one transaction.
import type { Envelope, PedidoCreado, PedidoWebCreate, PedidoWebCreateAnonimo } from '@mostrador/contract';
import { pedidoCreadoResponse, pedidoSinExistencias } from '@mostrador/contract';
import { namedSize, toMajor } from '@mostrador/domain';
import type { Database } from '../../db/database';
import { checkOrder, creditStanding } from '../../db/read-models/credit-standing';
import type { Variations } from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, unprocessable } from '../../lib/errors';
import type { OrderOutbox } from '../../types';
import { type OrderMailing, queueOrderMail } from './order-mail';
import { priceOrder, UnpricedProductError } from './pricing';
import {
  type LockedProduct,
  type OrdersRepository,
  type Shortage,
  type Trx,
  WEB_ORDER_PREFIX,
  wireShortage,
} from './repository';
import { requestHash } from './request-hash';

export interface OrderSettings {
  /** At most this many lines per order. */
  maxLines: number;
  /** Tax rate (percent) of products without a rate of their own. */
  defaultTaxPercent: number;
  /** Price level (1..5) of guests. */
  guestPriceLevel: number;
  /** Today (YYYY-MM-DD, the shop's time zone): invoices past their due date on it are overdue. */
  today?: () => string;
  /** Told of each order written, once committed (not of a key's replayed answer): the metrics count them. */
  onPlaced?: (buyer: 'customer' | 'guest') => void;
}

/**
 * What the route sends: the created order. Every refusal is an `HttpError` sent by the one error handler
 * (plugins/errors.ts), like every module's; the stock shortage is one too (`conflict`, 409 with the wire's
 * own answer), the only refusal stored with the idempotency key (nothing changed, the answer is final) and
 * thrown again on a retry.
 */
export interface OrderAnswer {
  statusCode: 200;
  body: Envelope<PedidoCreado> & { Status: true };
}

/** An order line in our words (routes.ts reads it from the wire's Detalles). */
export interface OrderLine {
  productId: number;
  quantity: number;
  note: string;
  /** The colour and size of the line ('' for none: the product's own stock holds). */
  color: string;
  size: string;
}

/** How long a request without an Idempotency-Key is answered again for the same body (a double click). */
export const NO_KEY_WINDOW_SECONDS = 60;

interface PlaceOrder {
  /** Whose keys: `tercero:<id>`, or `guest:<nit>` (a guest is known by its Nit). */
  scope: string;
  /** The client's Idempotency-Key, or undefined: then the body's hash, for NO_KEY_WINDOW_SECONDS. */
  key: string | undefined;
  hash: string;
  priceLevel: number;
  terceroId: number | null;
  sucursalId: number | null;
  observacion: string;
  invitado: Record<string, string> | null;
  lines: readonly OrderLine[];
  /** Who is told of the order, in which language (none: no message). */
  mailing: OrderMailing | undefined;
}

/** The answer stored with an idempotency key (only created orders and stock refusals are stored). */
function storedAnswer(statusCode: number, response: unknown): OrderAnswer | HttpError {
  if (statusCode === 409) return conflict(pedidoSinExistencias.parse(response));
  const body = pedidoCreadoResponse.parse(response);
  if (statusCode !== 200 || body.Status !== true) throw new Error(`unexpected stored answer ${statusCode}`);
  return { statusCode, body: { ...body, Status: true } };
}

/** Creates orders (a customer's, a guest's) and purges old idempotency keys. */
export function createOrdersService(
  db: Database,
  repo: OrdersRepository,
  settings: OrderSettings,
  /** With an ERP connected: the outbox the order is written to, in its own transaction. */
  outbox?: OrderOutbox,
) {
  /** POST PedidoApi/PedidoWebCreate: a logged-in customer orders for one of its branches. */
  async function createForCustomer(
    customer: { terceroId: number; priceLevel: number },
    key: string | undefined,
    body: PedidoWebCreate,
    lines: readonly OrderLine[],
    mailing?: OrderMailing,
  ): Promise<OrderAnswer> {
    if (body.Terceroid !== undefined && body.Terceroid !== customer.terceroId) {
      throw forbidden('No puede crear pedidos a nombre de otro cliente');
    }
    checkLineCount(lines);
    const owner = await repo.branchOwner(db, body.Tercerosucid);
    if (owner !== customer.terceroId) {
      throw forbidden(`La sucursal ${body.Tercerosucid} no pertenece a este cliente`);
    }
    return await place({
      scope: `tercero:${customer.terceroId}`,
      key,
      hash: requestHash('PedidoWebCreate', { ...body, Terceroid: customer.terceroId }),
      priceLevel: customer.priceLevel,
      terceroId: customer.terceroId,
      sucursalId: body.Tercerosucid,
      observacion: body.Observacion,
      invitado: null,
      lines,
      mailing,
    });
  }

  /** POST PedidoApi/PedidoWebCreateAnonimo: a guest orders with contact and delivery details. */
  async function createForGuest(
    key: string | undefined,
    body: PedidoWebCreateAnonimo,
    lines: readonly OrderLine[],
    mailing?: OrderMailing,
  ): Promise<OrderAnswer> {
    checkLineCount(lines);
    // By code or by exact name (the ERP's form sends names); stored as codes.
    const where = await repo.findPlace(db, body.Departamento, body.Ciudad);
    if (!where.department) throw unprocessable(`El departamento ${body.Departamento} no existe`);
    if (!where.city) {
      throw unprocessable(`La ciudad ${body.Ciudad} no pertenece al departamento ${body.Departamento}`);
    }
    const resolved = { ...body, Departamento: where.department, Ciudad: where.city };
    const { Detalles: _lines, Observacion, Tercerosucid: _noBranch, ...contact } = resolved;
    return await place({
      scope: `guest:${body.Nit.split('-')[0]}`,
      key,
      hash: requestHash('PedidoWebCreateAnonimo', resolved),
      priceLevel: settings.guestPriceLevel,
      terceroId: null,
      sucursalId: null,
      observacion: Observacion,
      invitado: contact,
      lines,
      mailing,
    });
  }

  /** Deletes idempotency keys older than `hours` (the caller keeps them at least 24 h). */
  function purgeKeys(hours: number): Promise<number> {
    return repo.purgeKeys(db, hours);
  }

  function checkLineCount(lines: readonly OrderLine[]) {
    if (lines.length > settings.maxLines) {
      throw badRequest(`El pedido admite como máximo ${settings.maxLines} líneas`);
    }
  }

  /**
   * One transaction: claim the key, lock the products, check stock, price, take stock, write. The stock
   * refusal is stored with the key in it (nothing else changed) and thrown once it is committed.
   */
  async function place(order: PlaceOrder): Promise<OrderAnswer> {
    // Without a key, the body's hash is the key, and an answer older than the window is not replayed.
    const key = order.key ?? `auto:${order.hash}`;
    const reuseWithin = order.key === undefined ? NO_KEY_WINDOW_SECONDS : undefined;
    let written = false;
    const answer = await db.transaction().execute(async (trx): Promise<OrderAnswer | HttpError> => {
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
      const answer = await stockAndWrite(trx, order);
      written = !(answer instanceof HttpError);
      await repo.storeAnswer(trx, order.scope, key, {
        statusCode: answer.statusCode,
        response: answer instanceof HttpError ? answer.answer : answer.body,
        orderId: answer instanceof HttpError ? null : (answer.body.Datos?.pedidoid ?? null),
      });
      return answer;
    });
    if (written) settings.onPlaced?.(order.terceroId === null ? 'guest' : 'customer');
    if (answer instanceof HttpError) throw answer;
    return answer;
  }

  /** The created order, or the stock refusal (returned, not thrown: `place` stores it before it is thrown). */
  async function stockAndWrite(trx: Trx, order: PlaceOrder): Promise<OrderAnswer | HttpError> {
    const wanted = new Map<number, number>();
    for (const line of order.lines) {
      wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    }
    const ids = [...wanted.keys()].sort((a, b) => a - b);
    const products = new Map((await repo.lockProducts(trx, ids)).map((p) => [p.id, p]));

    const unknown = ids.filter((id) => !products.get(id)?.active);
    if (unknown.length > 0) {
      throw unprocessable(`Productos que no existen o no se venden: ${unknown.join(', ')}`);
    }

    const short: Shortage[] = [];
    for (const [id, quantity] of wanted) {
      const stock = products.get(id)?.stock ?? 0;
      if (quantity > stock) short.push({ productId: id, requested: quantity, available: stock });
    }
    // A line of a colour and size also takes from that size's own stock (the shop's own keys on the line).
    const sizes = wantedSizes(order.lines, products);
    if (typeof sizes === 'string') throw unprocessable(sizes);
    for (const w of sizes) {
      if (w.quantity > w.stock) {
        short.push({
          productId: w.productId,
          requested: w.quantity,
          available: w.stock,
          color: w.color,
          size: w.size,
        });
      }
    }
    if (short.length > 0) {
      return conflict({
        Status: true,
        Msj: `No hay existencias suficientes de ${short.length === 1 ? 'un producto' : `${short.length} productos`}: no se creó el pedido ni se tomó nada del inventario`,
        ErrorDisp: true,
        ErrorDips: short.map(wireShortage),
      });
    }

    let priced: ReturnType<typeof priceOrder>;
    try {
      const requests = order.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
      priced = priceOrder(requests, products, order.priceLevel, settings.defaultTaxPercent);
    } catch (error) {
      if (error instanceof UnpricedProductError) {
        throw unprocessable(`Productos sin precio de venta: ${error.productIds.join(', ')}`);
      }
      throw error;
    }

    // A customer whose data says so may not order past the credit left or while invoices are overdue.
    if (order.terceroId !== null && settings.today) {
      const standing = await creditStanding(trx, order.terceroId);
      const check = standing?.block ? checkOrder(standing, priced.total, settings.today()) : null;
      if (check?.overLimit || check?.hasOverdue) {
        const reasons = [
          check.overLimit
            ? `supera el cupo de crédito disponible en ${toMajor(check.excess).toFixed(2)}`
            : '',
          check.hasOverdue ? 'tiene facturas vencidas' : '',
        ].filter(Boolean);
        throw unprocessable(
          `Pedido bloqueado por crédito: ${reasons.join(' y ')}. Comuníquese con cartera para liberar el pedido`,
        );
      }
    }

    await repo.takeStock(trx, wanted);
    for (const [productId, variation] of takenSizes(sizes, products)) {
      await repo.setVariationStock(trx, productId, variation);
    }
    const created = await repo.insertOrder(trx, {
      terceroId: order.terceroId,
      sucursalId: order.sucursalId,
      observacion: order.observacion,
      invitado: order.invitado,
      // A body-hash key is reused after its window: only a client's own key is kept on the order.
      idempotencyKey: order.key === undefined ? null : `${order.scope}:${order.key}`,
      subtotal: priced.subtotal,
      tax: priced.tax,
      total: priced.total,
    });
    await repo.insertLines(
      trx,
      created.id,
      priced.lines.map((l, i) => {
        const line = order.lines[i];
        const sized = line !== undefined && line.color !== '' && line.size !== '';
        return {
          ...l,
          observacion: line?.note ?? '',
          color: sized ? line.color : '',
          talla: sized ? line.size : '',
        };
      }),
    );
    await outbox?.enqueue(trx, created.id);
    if (order.mailing) await queueOrderMail(trx, created.id, order.mailing);
    return {
      statusCode: 200,
      body: {
        Status: true,
        Msj: outbox
          ? `Pedido ${WEB_ORDER_PREFIX}-${created.numero} recibido: se confirmará al registrarse en el sistema del distribuidor`
          : `Pedido ${WEB_ORDER_PREFIX}-${created.numero} recibido`,
        Datos: { pedidoid: created.id, numero: created.numero },
      },
    };
  }

  return { createForCustomer, createForGuest, purgeKeys };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** What the lines of one colour and size of a product ask for, against that size's own stock. */
interface WantedSize {
  productId: number;
  color: string;
  size: string;
  quantity: number;
  stock: number;
}

/**
 * The lines that name a colour and a size (both), summed per product, colour and size, each with that size's
 * own stock; a product without colours and sizes ignores them (its own stock holds). A colour or size the
 * product does not have is refused: the text says which.
 */
function wantedSizes(
  lines: readonly OrderLine[],
  products: ReadonlyMap<number, LockedProduct>,
): WantedSize[] | string {
  const sums = new Map<string, WantedSize>();
  for (const line of lines) {
    if (line.color === '' || line.size === '') continue;
    const variation = products.get(line.productId)?.variation;
    if (!variation || variation.length === 0) continue;
    const size = namedSize({ variations: variation }, line.color, line.size);
    if (!size) {
      return `El producto ${line.productId} no tiene el color «${line.color}» en talla «${line.size}»`;
    }
    const key = JSON.stringify([line.productId, line.color, line.size]);
    const seen = sums.get(key);
    if (seen) seen.quantity += line.quantity;
    else {
      sums.set(key, {
        productId: line.productId,
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        stock: size.stock,
      });
    }
  }
  return [...sums.values()];
}

/** Each product's colours and sizes after the order took its sizes' units. */
function takenSizes(
  sizes: readonly WantedSize[],
  products: ReadonlyMap<number, LockedProduct>,
): Map<number, Variations> {
  const after = new Map<number, Variations>();
  for (const w of sizes) {
    const variation = after.get(w.productId) ?? products.get(w.productId)?.variation ?? [];
    after.set(
      w.productId,
      variation.map((v) =>
        v.color !== w.color
          ? v
          : {
              ...v,
              size: v.size.map((z) => (z.name === w.size ? { ...z, stock: z.stock - w.quantity } : z)),
            },
      ),
    );
  }
  return after;
}
