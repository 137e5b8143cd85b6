import type { Factura, FiltrosPedidos, Pedido, Recibo } from '@mostrador/contract';
import type { SessionCustomer } from '../../db/sessions';
import { HttpError, notPermitted } from '../../lib/errors';
import type { RemoteDocuments } from '../../types';
import type { DocumentsRepository, OrderFilter } from './repository';

/** A page of orders; `erpMissing` when the ERP's own could not be read (only the shop's are in it). */
export interface OrdersPage {
  orders: Pedido[];
  erpMissing: boolean;
  /** Whom and which branch the list can be filtered by: for those who see the company's orders. */
  filters?: FiltrosPedidos;
}

export const BUYERS_SEE_THEIR_OWN = 'Un comprador ve solo sus propios pedidos';

/** What a list asks for beyond the customer: dates, number, state, and a person (0: the company's login), a branch. */
export type OrderQuery = Omit<OrderFilter, 'customerId' | 'personId'> & { personId?: number | undefined };

/**
 * Whose orders a session sees (decision 0040): a buyer their own (asking for another person's is 403); the
 * company's own login, an administrator, an approver and a viewer all of the company's, by person if asked.
 */
export function visibleOrders(session: SessionCustomer, query: OrderQuery): OrderFilter {
  const { customerId, person } = session;
  if (person?.role === 'buyer') {
    if (query.personId !== undefined && query.personId !== person.personId)
      throw notPermitted(BUYERS_SEE_THEIR_OWN);
    return { ...query, customerId, personId: person.personId };
  }
  return { ...query, customerId, personId: query.personId === 0 ? null : query.personId };
}

/** Whether a filter names a person or a branch, which the ERP's own orders have none of: they are left out. */
const byWhoOrWhere = (filter: OrderFilter) => filter.personId !== undefined || filter.branchId !== undefined;

/**
 * How long a customer's order list waits for the ERP's own orders before it answers the shop's alone (with
 * `ErpNoDisponible`): an ERP that hangs would hold the list for its whole timeout (20 s by default).
 */
export const ERP_ORDERS_WAIT_MS = 4_000;

/** Whether an order of the ERP's is in the filter (the ERP may not apply it: it is applied here again). */
function inFilter(order: Pedido, filter: OrderFilter): boolean {
  return (
    (!filter.from || order.fecha >= filter.from) &&
    (!filter.to || order.fecha <= filter.to) &&
    (filter.number === undefined || order.numero === filter.number) &&
    (!filter.state || order.estado === filter.state)
  );
}

/**
 * The ERP's own orders of the filter, newest first; null when the ERP cannot be asked now, or has not
 * answered within ERP_ORDERS_WAIT_MS (its read goes on, and is kept for the next look).
 */
async function erpOrders(source: RemoteDocuments, filter: OrderFilter): Promise<Pedido[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ERP_ORDERS_WAIT_MS);
  });
  const read = source.orders(filter.customerId).then(
    (orders) => orders.filter((order) => inFilter(order, filter)),
    (error: unknown) => {
      // (Logged where it was read: an ERP that is down is not an error of ours.)
      if (error instanceof HttpError && error.statusCode === 503) return null;
      throw error;
    },
  );
  // (A failure after the wait is over has no one to hear it: it is logged where it was read.)
  read.catch(() => undefined);
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The customer's documents, a page of `pageSize` at a time. With an ERP connected (`remote`), invoices and
 * receipts are the ERP's, and the orders are the shop's merged with those the ERP has and the shop did not send.
 */
export function createDocumentsService(
  repository: DocumentsRepository,
  pageSize: number,
  remote?: RemoteDocuments,
) {
  /**
   * Newest first. With an ERP, the shop's first `offset + pageSize` orders and the ERP's of the filter are
   * merged by date (on one day, the shop's first) and the page is cut from that: each page is the same slice
   * of one list however it is reached.
   */
  async function orders(filter: OrderFilter, offset: number): Promise<OrdersPage> {
    if (!remote || byWhoOrWhere(filter))
      return { orders: await repository.pedidos(filter, offset, pageSize), erpMissing: false };
    // The ERP's first: reading them brings the states of the web orders it has into the shop's (erp module).
    const theirs = await erpOrders(remote, filter);
    const own = await repository.pedidos(filter, 0, offset + pageSize);
    // (A stable sort: each list keeps its own order within a day.)
    const merged = [...own, ...(theirs ?? [])].sort((a, b) => b.fecha.localeCompare(a.fecha));
    return { orders: merged.slice(offset, offset + pageSize), erpMissing: theirs === null };
  }

  return {
    async invoices(customerId: number, branchId: number | undefined, offset: number): Promise<Factura[]> {
      if (remote) return remote.facturas(customerId, branchId, offset);
      return repository.facturas(customerId, branchId, offset, pageSize);
    },

    /**
     * A session's page of orders (visibleOrders), with the filters it may use: none for a buyer, and none for a
     * company without people (one login: the ERP's clients' answer keeps its keys, DESIGN.md's wire table).
     */
    async orders(session: SessionCustomer, query: OrderQuery, offset: number): Promise<OrdersPage> {
      const page = await orders(visibleOrders(session, query), offset);
      if (session.person?.role === 'buyer') return page;
      const filters = await repository.orderFilters(session.customerId);
      return filters.Personas.length > 0 ? { ...page, filters } : page;
    },

    async receipts(customerId: number, offset: number): Promise<Recibo[]> {
      if (remote) return remote.recibos(customerId, offset);
      return repository.recibos(customerId, offset, pageSize);
    },
  };
}
