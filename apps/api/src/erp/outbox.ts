// Orders out: web orders wait in `erp_outbox` (a row inserted in the order's own transaction) until the ERP
// has them. A row is claimed (its try counted) before the ERP is called, so a process that dies while
// sending leaves a row whose next try knows an earlier one may have arrived: every try after the first
// looks the order up in the ERP first, by the marker `[WEB-<numero>/<database id>]` carried in its
// Observacion (migration 220: the database's own id, so another database's WEB-<numero> is not ours), and only
// sends when the ERP does not have it. The ERP keeps no idempotency of its own; this is what makes an order
// reach it once. A claim holds its rows for LEASE_MS; right before an order is sent, its process re-checks
// and extends its hold on that row in one statement, and skips the row when another process took it since
// (a batch that outlived its lease: a slow ERP), so two processes never send one order side by side.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { type DB, ORDER_DETAIL_COLUMNS } from '../db/schema';
import { returnOrderStock } from '../db/stock';
import { queueOrderStateMail } from '../mail/order-state';
import type { ErpClient } from './client';
import type { ErpOrder, ErpOrderLine, ErpShortage } from './order-calls';
import { erpOrderNote } from './order-note';
import { ErpUnavailable } from './transport';

/**
 * How long a claimed row is held by the process sending it, from the claim and again from each re-check right
 * before a call to the ERP. One ERP call must end well within it: ERP_TIMEOUT_SECONDS is at most
 * MAX_ERP_TIMEOUT_MS (config/env.ts), and the connector refuses a longer one.
 */
export const LEASE_MS = 60_000;
/** The longest an ERP call may take, so that a call started under a fresh lease ends inside it. */
export const MAX_ERP_TIMEOUT_MS = LEASE_MS / 2;
const BATCH = 20;
/** The delay before try n+1: 5 s, 10 s, 20 s, ... at most 10 minutes. */
export function backoffMs(tries: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, tries - 1), 600_000);
}

/** The key in app_settings of this database's id in the markers (written once by migration 220). */
export const MARKER_ID_KEY = 'erp_marker_id';

/**
 * Our order's number as it travels in the ERP's Observacion: `[WEB-69/3fa9c2e1]`, with the database's id
 * (`marca`); `[WEB-69]` for an order queued before the id existed, which may already be in the ERP so.
 */
export function orderMarker(prefijo: string, numero: number, marca: string | null): string {
  return marca === null ? `[${prefijo}-${numero}]` : `[${prefijo}-${numero}/${marca}]`;
}

/** The orders (`WEB-69`) whose markers of the database `marca` an ERP order's Observacion carries. */
export function markedOrders(observacion: string | null | undefined, marca: string): string[] {
  return [...(observacion ?? '').matchAll(/\[([^\]/\s]+-\d+)\/([^\]\s]+)\]/g)]
    .filter((match) => match[2] === marca)
    .map((match) => match[1] ?? '');
}

/** Adds a web order to the outbox, inside the transaction that creates it. */
export async function enqueueOrder(trx: Transaction<DB>, pedidoId: number, now: Date): Promise<void> {
  await trx
    .insertInto('erp_outbox')
    .values({
      pedido_id: pedidoId,
      proximo_intento: now,
      marca: sql<string>`(SELECT value FROM app_settings WHERE key = ${MARKER_ID_KEY})`,
    })
    .execute();
  await trx.updateTable('pedidos').set({ erp_estado: 'pendiente' }).where('id', '=', pedidoId).execute();
}

/** `lost`: another process claimed the row after this one's lease ran out; it is that process's to send. */
export type DeliveryOutcome = 'sent' | 'found' | 'short' | 'refused' | 'retry' | 'lost';

interface Claimed {
  pedido_id: number;
  intentos: number;
  /** This claim's id (`erp_outbox.tomado_por`). */
  owner: string;
}

async function claim(db: Database, now: Date): Promise<Claimed[]> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const owner = randomUUID();
  const rows = await sql<Omit<Claimed, 'owner'>>`UPDATE erp_outbox
    SET intentos = intentos + 1, tomado_hasta = ${lease}, tomado_por = ${owner}
    WHERE pedido_id IN (
      SELECT pedido_id FROM erp_outbox
      WHERE estado = 'pendiente' AND proximo_intento <= ${now}
        AND (tomado_hasta IS NULL OR tomado_hasta < ${now})
      ORDER BY pedido_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING pedido_id, intentos`.execute(db);
  return rows.rows.map((r) => ({ ...r, owner }));
}

/**
 * Re-checks that `row` is still held by its claim (same owner, lease not run out, still waiting) and extends
 * the lease, in one statement; false when another process has claimed it since or it was settled: the
 * caller must not call the ERP for it.
 */
async function renewLease(db: Database, row: Claimed, now: Date): Promise<boolean> {
  const renewed = await db
    .updateTable('erp_outbox')
    .set({ tomado_hasta: new Date(now.getTime() + LEASE_MS) })
    .where('pedido_id', '=', row.pedido_id)
    .where('tomado_por', '=', row.owner)
    .where('estado', '=', 'pendiente')
    .where('tomado_hasta', '>', now)
    .returning('pedido_id')
    .executeTakeFirst();
  return renewed !== undefined;
}

/** Our order as the ERP's order POST takes it (client.ts writes the ERP's names). */
async function erpOrder(db: Database, pedidoId: number) {
  const order = await db
    .selectFrom('pedidos as o')
    .leftJoin('customer_people as p', 'p.id', 'o.persona_id')
    .select([
      'o.tercero_id',
      'o.sucursal_id',
      'o.prefijo',
      'o.numero',
      'o.observacion',
      ...ORDER_DETAIL_COLUMNS.map((c) => `o.${c}` as const),
      'o.invitado',
      'o.creado',
    ])
    .select('p.name as persona')
    .where('o.id', '=', pedidoId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('pedido_lineas')
    .select(['producto_id', 'cantidad', 'precio', 'impuesto_porcentaje', 'observacion'])
    .where('pedido_id', '=', pedidoId)
    .orderBy('id')
    .execute();
  const outbox = await db
    .selectFrom('erp_outbox')
    .select('marca')
    .where('pedido_id', '=', pedidoId)
    .executeTakeFirstOrThrow();
  const marker = orderMarker(order.prefijo, order.numero, outbox.marca);
  const lines = rows.map(
    (l): ErpOrderLine => ({
      productId: l.producto_id,
      quantity: l.cantidad,
      unitPrice: Number(l.precio),
      taxPercent: Number(l.impuesto_porcentaje),
      note: l.observacion,
    }),
  );
  // The ERP knows only the company: the person who ordered and the purchase order's details go in the note.
  const note = erpOrderNote({
    note: order.observacion,
    person: order.persona,
    purchaseOrder: order.orden_compra,
    deliveryDate: order.fecha_entrega,
    deliveryMethod: order.metodo_entrega,
    marker,
  });
  const sent: ErpOrder =
    order.tercero_id !== null
      ? { kind: 'customer', customerId: order.tercero_id, branchId: order.sucursal_id, note, lines }
      : { kind: 'guest', guest: order.invitado ?? {}, note, lines };
  return {
    order: sent,
    terceroid: order.tercero_id ?? 0,
    marker,
    ref: `${order.prefijo}-${order.numero}`,
    since: order.creado,
  };
}

function day(date: Date): string {
  return new Date(date.getTime() - 86_400_000).toISOString().slice(0, 10);
}

async function settle(
  db: Database,
  pedidoId: number,
  now: Date,
  outcome:
    | { estado: 'enviado'; pedidoid: number; numero: number }
    | {
        estado: 'rechazado';
        faltantes: ErpShortage[] | null;
        error: string;
        /** The ERP's own words (its Msj), for the buyer. */
        reason: string;
      },
) {
  await db.transaction().execute(async (trx) => {
    if (outcome.estado === 'enviado') {
      await trx
        .updateTable('pedidos')
        .set({ erp_pedidoid: outcome.pedidoid, erp_numero: outcome.numero, erp_estado: 'enviado' })
        .where('id', '=', pedidoId)
        .execute();
      await trx
        .updateTable('erp_outbox')
        .set({ estado: 'enviado', enviado: now, tomado_hasta: null, ultimo_error: null })
        .where('pedido_id', '=', pedidoId)
        .execute();
    } else {
      // The ERP did not create it: the order is cancelled here, with what the ERP was short of, and the stock
      // it took is given back, once (only the settle that moves the row out of 'pendiente' does it).
      const cancelled = await trx
        .updateTable('erp_outbox')
        .set({ estado: 'rechazado', tomado_hasta: null, ultimo_error: outcome.error })
        .where('pedido_id', '=', pedidoId)
        .where('estado', '=', 'pendiente')
        .returning('pedido_id')
        .executeTakeFirst();
      if (!cancelled) return;
      await returnOrderStock(trx, pedidoId);
      await trx
        .updateTable('pedidos')
        .set({
          estado: 'anulado',
          erp_estado: 'rechazado',
          erp_faltantes: outcome.faltantes === null ? null : JSON.stringify(outcome.faltantes),
        })
        .where('id', '=', pedidoId)
        .execute();
      // The buyer hears it, with the lines the ERP was short of, in the same transaction.
      await queueOrderStateMail(
        trx,
        {
          orderId: pedidoId,
          change: 'refused',
          reason: outcome.faltantes ? '' : outcome.reason,
          short: (outcome.faltantes ?? []).map((f) => ({
            productId: f.Productoid,
            requested: f.Solicitado,
            available: f.Disponible,
          })),
        },
        now,
      );
    }
  });
}

export type OutboxLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Sends one claimed order; on an ERP that does not answer, schedules the next try. */
async function deliverOne(
  db: Database,
  client: ErpClient,
  row: Claimed,
  now: () => Date,
  log: OutboxLog,
): Promise<DeliveryOutcome> {
  const outgoing = await erpOrder(db, row.pedido_id);
  try {
    if (row.intentos > 1) {
      if (!(await renewLease(db, row, now()))) return 'lost';
      const found = await client.findOrder(outgoing.terceroid, outgoing.marker, day(outgoing.since));
      if (found) {
        await settle(db, row.pedido_id, now(), { estado: 'enviado', ...found });
        return 'found';
      }
    }
    // Right before sending: still ours, for a whole ERP call more.
    if (!(await renewLease(db, row, now()))) return 'lost';
    const result = await client.createOrder(outgoing.order);
    if (result.kind === 'created') {
      await settle(db, row.pedido_id, now(), { estado: 'enviado', ...result.order });
      return 'sent';
    }
    // The ERP's own verdict: the order is cancelled here, and why is said.
    log.warn(
      { pedido: outgoing.ref, pedidoid: row.pedido_id, status: result.status, msj: result.message },
      result.kind === 'short'
        ? 'erp refused the order for lack of stock: cancelled'
        : 'erp refused the order: cancelled',
    );
    const refusal = {
      estado: 'rechazado' as const,
      error: `HTTP ${result.status}: ${result.message}`,
      reason: result.message,
    };
    if (result.kind === 'short') {
      await settle(db, row.pedido_id, now(), { ...refusal, faltantes: result.shortages });
      return 'short';
    }
    await settle(db, row.pedido_id, now(), { ...refusal, faltantes: null });
    return 'refused';
  } catch (error) {
    if (!(error instanceof ErpUnavailable)) throw error;
    log.warn(
      {
        pedido: outgoing.ref,
        pedidoid: row.pedido_id,
        status: error.answer?.status ?? null,
        msj: error.answer?.msj ?? null,
        reason: error.message,
        tries: row.intentos,
      },
      'erp did not take the order: tried again later',
    );
    await db
      .updateTable('erp_outbox')
      .set({
        proximo_intento: new Date(now().getTime() + backoffMs(row.intentos)),
        tomado_hasta: null,
        ultimo_error: error.message,
      })
      .where('pedido_id', '=', row.pedido_id)
      .where('tomado_por', '=', row.owner)
      .execute();
    throw error;
  }
}

/** Sends every order that is due; returns what happened to each, and the last ERP error. */
export async function deliverDue(
  db: Database,
  client: ErpClient,
  now: () => Date,
  log: OutboxLog,
): Promise<{ outcomes: Map<number, DeliveryOutcome>; error: ErpUnavailable | undefined }> {
  const outcomes = new Map<number, DeliveryOutcome>();
  let lastError: ErpUnavailable | undefined;
  for (;;) {
    const rows = await claim(db, now());
    if (rows.length === 0) break;
    for (const row of rows) {
      let outcome: DeliveryOutcome;
      try {
        outcome = await deliverOne(db, client, row, now, log);
      } catch (error) {
        if (!(error instanceof ErpUnavailable)) throw error;
        outcome = 'retry';
        lastError = error;
      }
      outcomes.set(row.pedido_id, outcome);
      // Logged as it happens: the line's time is this order's, not the end of the batch's.
      log.info({ pedidoid: row.pedido_id, outcome }, 'erp order delivery');
      if (lastError) break;
    }
    // The ERP is not answering: the rest waits for its own next try.
    if (lastError) {
      await db
        .updateTable('erp_outbox')
        .set({ tomado_hasta: null, intentos: sql`intentos - 1` })
        .where('tomado_por', '=', rows[0]?.owner ?? '')
        .where(
          'pedido_id',
          'in',
          rows
            .filter((r) => !outcomes.has(r.pedido_id))
            .map((r) => r.pedido_id)
            .concat([-1]),
        )
        .execute();
      break;
    }
  }
  return { outcomes, error: lastError };
}

export async function outboxLength(db: Database): Promise<number> {
  const row = await db
    .selectFrom('erp_outbox')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('estado', '=', 'pendiente')
    .executeTakeFirst();
  return row?.n ?? 0;
}
