// The step of placing an order inside its transaction: check stock (the products' and their sizes'), price,
// check the customer's credit, take the stock and write the order and its lines.
import { namedSize, toMajor } from '@mostrador/domain';
import { recordAudit } from '../../db/audit';
import { checkOrder, creditStanding } from '../../db/read-models/credit-standing';
import type { Variations } from '../../db/schema';
import { type HttpError, unprocessable } from '../../lib/errors';
import type { OrderOutbox } from '../../types';
import type { OrderDetails } from './order-details';
import { type OrderMailing, queueOrderMail } from './order-mail';
import { type PricedOrder, priceOrder, UnpricedProductError } from './pricing';
import {
  type LockedProduct,
  type OrdersRepository,
  type PlacedOrder,
  type Shortage,
  shortageAnswer,
  type Trx,
  WEB_ORDER_PREFIX,
} from './repository';

/** An order line in our words (routes.ts reads it from the wire's Detalles). */
export interface OrderLine {
  productId: number;
  quantity: number;
  note: string;
  /** The colour and size of the line ('' for none: the product's own stock holds). */
  color: string;
  size: string;
}

/** An order as the service places it. */
export interface PlaceOrder {
  /** Whose keys: `tercero:<id>`, or `guest:<nit>` (a guest is known by its Nit). */
  scope: string;
  /** The client's Idempotency-Key, or undefined: then the body's hash, for NO_KEY_WINDOW_SECONDS. */
  key: string | undefined;
  hash: string;
  priceLevel: number;
  customerId: number | null;
  /** The person of the customer who orders (null: the customer's own login, a guest). */
  personId: number | null;
  branchId: number | null;
  note: string;
  /** A guest's contact details as the order keeps them (null for a customer's order). */
  guest: Record<string, string> | null;
  /** The purchase order's details, checked (order-details.ts). */
  details: OrderDetails;
  lines: readonly OrderLine[];
  /** Who is told of the order, in which language (none: no message). */
  mailing: OrderMailing | undefined;
  /** The staff member placing it acting for the customer (decision 0041), and when; absent: none. */
  acting?: { staffId: number; usuario: string; at: Date } | null | undefined;
  /**
   * A buyer's limits (held-orders.ts): told the priced order, holds it for approval (its 202 answer, nothing
   * taken) or lets it be placed (undefined).
   */
  hold?: ((trx: Trx, prices: PricedOrder) => Promise<HttpError | undefined>) | undefined;
}

export interface StockSettings {
  /** Tax rate (percent) of products without a rate of their own. */
  defaultTaxPercent: number;
  /** Today (YYYY-MM-DD, the shop's time zone): invoices past their due date on it are overdue. */
  today?: (() => string) | undefined;
}

/** What the lines of one colour and size of a product ask for, against that size's own stock. */
interface WantedSize {
  productId: number;
  color: string;
  size: string;
  quantity: number;
  stock: number;
}

/** The units asked per product, and the products locked (in id order); an unknown or unsold one is refused. */
async function lockWanted(repo: OrdersRepository, trx: Trx, lines: readonly OrderLine[]) {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const products = new Map((await repo.lockProducts(trx, ids)).map((p) => [p.id, p]));
  const unknown = ids.filter((id) => !products.get(id)?.active);
  if (unknown.length > 0) {
    throw unprocessable(`Productos que no existen o no se venden: ${unknown.join(', ')}`);
  }
  return { wanted, products };
}

/** What is short: products, and colours and sizes of them (whose own stock a line of them takes too). */
function shortages(
  wanted: ReadonlyMap<number, number>,
  products: ReadonlyMap<number, LockedProduct>,
  sizes: readonly WantedSize[],
): Shortage[] {
  const short: Shortage[] = [];
  for (const [id, quantity] of wanted) {
    const stock = products.get(id)?.stock ?? 0;
    if (quantity > stock) short.push({ productId: id, requested: quantity, available: stock });
  }
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
  return short;
}

function priced(order: PlaceOrder, products: ReadonlyMap<number, LockedProduct>, settings: StockSettings) {
  try {
    const requests = order.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
    return priceOrder(requests, products, order.priceLevel, settings.defaultTaxPercent);
  } catch (error) {
    if (error instanceof UnpricedProductError) {
      throw unprocessable(`Productos sin precio de venta: ${error.productIds.join(', ')}`);
    }
    throw error;
  }
}

/** A customer whose data says so may not order past the credit left or while invoices are overdue. */
async function checkCredit(
  trx: Trx,
  customerId: number | null,
  total: PricedOrder['total'],
  settings: StockSettings,
) {
  if (customerId === null || !settings.today) return;
  const standing = await creditStanding(trx, customerId);
  const check = standing?.block ? checkOrder(standing, total, settings.today()) : null;
  if (!check?.overLimit && !check?.hasOverdue) return;
  const reasons = [
    check.overLimit ? `supera el cupo de crédito disponible en ${toMajor(check.excess).toFixed(2)}` : '',
    check.hasOverdue ? 'tiene facturas vencidas' : '',
  ].filter(Boolean);
  throw unprocessable(
    `Pedido bloqueado por crédito: ${reasons.join(' y ')}. Comuníquese con cartera para liberar el pedido`,
  );
}

/**
 * An order a staff member placed acting for its customer is one row of the audit, in the order's transaction,
 * named as every other order action names it (its number, WEB-n).
 */
async function auditActing(
  trx: Trx,
  acting: { staffId: number; usuario: string; at: Date },
  after: { number: string; total: number },
) {
  const staff = { id: acting.staffId, usuario: acting.usuario };
  await recordAudit(
    trx,
    { staff, action: 'order.place', entity: 'order', entityId: after.number, before: null, after },
    acting.at,
  );
}

/** Takes the stock, writes the order and its lines, and queues it for the ERP when one is connected. */

async function write(
  repo: OrdersRepository,
  trx: Trx,
  order: PlaceOrder,
  taken: { wanted: ReadonlyMap<number, number>; sizes: Map<number, Variations> },
  prices: PricedOrder,
  outbox: OrderOutbox | undefined,
): Promise<PlacedOrder> {
  await repo.takeStock(trx, taken.wanted);
  for (const [productId, variation] of taken.sizes) await repo.setVariationStock(trx, productId, variation);
  const created = await repo.insertOrder(trx, {
    customerId: order.customerId,
    personId: order.personId,
    staffId: order.acting?.staffId ?? null,
    branchId: order.branchId,
    note: order.note,
    guest: order.guest,
    details: order.details,
    // A body-hash key is reused after its window: only a client's own key is kept on the order.
    idempotencyKey: order.key === undefined ? null : `${order.scope}:${order.key}`,
    subtotal: prices.subtotal,
    tax: prices.tax,
    total: prices.total,
  });
  await repo.insertLines(
    trx,
    created.id,
    prices.lines.map((l, i) => {
      const line = order.lines[i];
      const sized = line !== undefined && line.color !== '' && line.size !== '';
      return { ...l, note: line?.note ?? '', color: sized ? line.color : '', size: sized ? line.size : '' };
    }),
  );
  await outbox?.enqueue(trx, created.id);
  if (order.mailing) await queueOrderMail(trx, created.id, order.mailing);
  const name = `${WEB_ORDER_PREFIX}-${created.numero}`;
  if (order.acting) await auditActing(trx, order.acting, { number: name, total: prices.total });
  return {
    orderId: created.id,
    number: created.numero,
    message: outbox
      ? `Pedido ${name} recibido: se confirmará al registrarse en el sistema del distribuidor`
      : `Pedido ${name} recibido`,
  };
}

/**
 * The created order, or the stock refusal or the hold for approval (returned, not thrown: the caller stores it
 * before it is thrown).
 */
export async function stockAndWrite(
  repo: OrdersRepository,
  trx: Trx,
  order: PlaceOrder,
  settings: StockSettings,
  outbox: OrderOutbox | undefined,
): Promise<PlacedOrder | HttpError> {
  const { wanted, products } = await lockWanted(repo, trx, order.lines);
  const sizes = wantedSizes(order.lines, products);
  if (typeof sizes === 'string') throw unprocessable(sizes);
  const short = shortages(wanted, products, sizes);
  if (short.length > 0) {
    const what = short.length === 1 ? 'un producto' : `${short.length} productos`;
    return shortageAnswer(
      `No hay existencias suficientes de ${what}: no se creó el pedido ni se tomó nada del inventario`,
      short,
    );
  }
  const prices = priced(order, products, settings);
  await checkCredit(trx, order.customerId, prices.total, settings);
  const held = await order.hold?.(trx, prices);
  if (held) return held;
  return write(repo, trx, order, { wanted, sizes: takenSizes(sizes, products) }, prices, outbox);
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
