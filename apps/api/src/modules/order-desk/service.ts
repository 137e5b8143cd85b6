import {
  type ErpDelivery,
  type InboxOrder,
  nextStates,
  type OrderDetail,
  type OrderState,
  type StaffRole,
} from '@mostrador/contract/console';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/database';
import type { SessionStaff } from '../../db/staff-sessions';
import { returnOrderStock } from '../../db/stock';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors';
import { numericToMinor } from '../../lib/money';
import type { OrderChange } from '../../mail/messages/data';
import { queueOrderStateMail } from '../../mail/order-state';
import { type InboxFilter, type OrderDeskRepository, shortLinesOf } from './repository';

export const NO_SUCH_ORDER = 'No existe ese pedido web';
export const ERP_OWNS_STATE = 'Con el ERP conectado, el estado del pedido lo lleva el ERP';
export const REASON_REQUIRED = 'Escriba el motivo de la anulación';
export const STATE_CHANGED = 'El pedido cambió de estado mientras tanto: vuelva a cargarlo';
export const NOT_WAITING = 'El pedido no está esperando para entrar al ERP';
export const cannotMove = (from: OrderState, to: OrderState) => `Un pedido ${from} no puede pasar a ${to}`;

/** Who may move an order to each state: approving and cancelling is sales', dispatching and delivering the warehouse's. */
const MOVERS: Record<OrderState, readonly StaffRole[]> = {
  pendiente: [],
  aprobado: ['owner', 'sales'],
  despachado: ['owner', 'warehouse'],
  entregado: ['owner', 'warehouse'],
  facturado: [],
  anulado: ['owner', 'sales'],
};

/** The states the buyer is told of by e-mail (a delivery the buyer sees for itself). */
const TOLD: Partial<Record<OrderState, OrderChange>> = {
  aprobado: 'approved',
  despachado: 'dispatched',
  anulado: 'cancelled',
};

interface OutboxColumns {
  outbox_estado: 'pendiente' | 'enviado' | 'rechazado' | null;
  intentos: number | null;
  ultimo_error: string | null;
  proximo_intento: Date | null;
  erp_numero: number | null;
  erp_faltantes: unknown;
}

function erpOf(row: OutboxColumns): ErpDelivery | null {
  if (!row.outbox_estado) return null;
  return {
    state: row.outbox_estado,
    tries: row.intentos ?? 0,
    lastError: row.ultimo_error,
    nextTry: row.outbox_estado === 'pendiente' ? (row.proximo_intento?.toISOString() ?? null) : null,
    erpNumber: row.erp_numero,
    short: shortLinesOf(row.erp_faltantes),
  };
}

type InboxRow = Awaited<ReturnType<OrderDeskRepository['inbox']>>['rows'][number];
function inboxOrder(row: InboxRow): InboxOrder {
  return {
    id: row.id,
    number: `${row.prefijo}-${row.numero}`,
    date: row.fecha.toISOString(),
    customer: row.nombre,
    guest: row.customerId === null,
    lines: row.lineas,
    total: numericToMinor(row.total),
    state: row.estado,
    erp: erpOf(row),
  };
}

export function createOrderDeskService(
  repository: OrderDeskRepository,
  db: Database,
  now: () => Date,
  erpMode: boolean,
) {
  async function detail(id: number): Promise<OrderDetail> {
    const found = await repository.order(id);
    if (!found) throw notFound(NO_SUCH_ORDER);
    const { head, lines } = found;
    const guest = (head.invitado ?? {}) as Record<string, string>;
    return {
      ...inboxOrder({ ...head, nombre: head.tercero_nombre ?? guest.Tercero ?? '', lineas: lines.length }),
      note: head.note,
      cancelReason: head.motivo_anulacion,
      placedBy:
        head.staff_usuario === null ? null : { user: head.staff_usuario, name: head.staff_nombre ?? '' },
      subtotal: numericToMinor(head.vlrbruto),
      tax: numericToMinor(head.impuesto),
      contact: {
        customerId: head.customerId,
        name: head.tercero_nombre ?? guest.Tercero ?? '',
        nit: head.nit ?? guest.Nit ?? '',
        phone: head.telefono ?? guest.Telefono1 ?? '',
        email: head.correo ?? guest.Email ?? '',
        address: head.direccion ?? guest.Direccion ?? '',
        city: head.ciudad ?? guest.Ciudad ?? '',
      },
      items: lines.map((l) => ({
        productId: l.productId,
        code: l.codigo,
        name: l.nombre,
        color: l.color,
        size: l.talla,
        quantity: l.cantidad,
        price: numericToMinor(l.precio),
        subtotal: numericToMinor(l.subtotal),
      })),
      nextStates: erpMode ? [] : [...nextStates[head.estado]],
    };
  }

  return {
    async inbox(filter: InboxFilter) {
      const { rows, total } = await repository.inbox(filter);
      return { orders: rows.map(inboxOrder), total };
    },
    detail,

    /** Moves the order to `to` (a cancellation with its reason puts its stock back), recorded in the audit. */
    async move(staff: SessionStaff, id: number, to: OrderState, reason: string) {
      if (erpMode) throw new HttpError(409, ERP_OWNS_STATE);
      if (!MOVERS[to].includes(staff.role)) throw forbidden('Su rol no permite esta acción');
      if (to === 'anulado' && !reason) throw badRequest(REASON_REQUIRED);
      const before = await detail(id);
      if (!nextStates[before.state].includes(to)) throw new HttpError(409, cannotMove(before.state, to));
      await db.transaction().execute(async (trx) => {
        const moved = await repository.setState(trx, id, before.state, to, to === 'anulado' ? reason : null);
        if (!moved) throw new HttpError(409, STATE_CHANGED);
        if (to === 'anulado') await returnOrderStock(trx, id);
        const after = { state: to, ...(to === 'anulado' ? { reason, stockReturned: true } : {}) };
        await recordAudit(
          trx,
          {
            staff,
            action: 'order.state',
            entity: 'order',
            entityId: before.number,
            before: { state: before.state },
            after,
          },
          now(),
        );
        const change = TOLD[to];
        if (change)
          await queueOrderStateMail(trx, { orderId: id, change, reason: after.reason ?? '' }, now());
      });
      return detail(id);
    },

    /** "Try now": the waiting order goes to the ERP at the outbox's next turn. */
    async retryNow(staff: SessionStaff, id: number) {
      const before = await detail(id);
      if (!(await repository.retryNow(id, now()))) throw new HttpError(409, NOT_WAITING);
      await recordAudit(
        db,
        {
          staff,
          action: 'order.erp-retry',
          entity: 'order',
          entityId: before.number,
          before: { nextTry: before.erp?.nextTry ?? null },
          after: { nextTry: now().toISOString() },
        },
        now(),
      );
    },
  };
}
