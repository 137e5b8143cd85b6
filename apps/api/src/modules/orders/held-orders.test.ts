// Orders of a buyer above their limits wait for approval (docs/decisions/0040-people-of-a-customer.md): every
// rule through the API, on PGlite and (DATABASE_URL) PostgreSQL.
import {
  API_BASE,
  approvalPaths,
  errorEnvelope,
  orderOrRequestResponse,
  orderPaths,
  pedidoRetenidoResponse,
  requestApprovedResponse,
  requestsResponse,
  type Session,
} from '@mostrador/contract';
import { nextWorkingDay } from '@mostrador/domain';
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../lib/dates';
import type { ApprovalData } from '../../mail/messages/data';
import { renderMail } from '../../mail/render';
import { TEST_SECRET } from '../../test/app';
import { apiPost, demoCustomers, productStock } from '../../test/fixtures';
import { invitedPerson, type TestPerson } from '../../test/people';

const t = demoCustomers();
const db = () => t.database.db;
const BRANCH = 2001;
let productId = 0;
let seq = 0;

/** `quantity` units of the test product (100.00 each, no tax), with a key of its own unless one is given. */
function order(session: Session, quantity: number, key = `held-order-${++seq}`, details: object = {}) {
  const payload = {
    Tercerosucid: BRANCH,
    Observacion: 'para la obra',
    ...details,
    Detalles: [{ Productoid: productId, Cantidad: quantity }],
  };
  return apiPost(t, orderPaths.create, payload, session, { 'idempotency-key': key });
}

function requests(session: Session, estado?: string) {
  const query = new URLSearchParams({ terceroid: String(session.Terceroid), ...(estado ? { estado } : {}) });
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}${approvalPaths.list}?${query}`,
    headers: t.bearer(session),
  });
}

/** Invites a person as demo1's own login, sets their password with the link, and logs them in. */
function person(role: string, extra: object = {}): Promise<TestPerson> {
  seq += 1;
  return invitedPerson(t, t.demo1, `held-${role}-${seq}@elprogreso.example.com`, {
    Nombre: `Persona ${role} ${seq}`,
    Rol: role,
    Idioma: 'fn',
    ...extra,
  });
}

const buyer = (limits: object) => person('buyer', { Sucursales: [BRANCH], ...limits });

const stock = () => productStock(db(), productId);

async function setPrice(major: number) {
  await db()
    .updateTable('productos')
    .set({ precio1: major, precio2: major, precio3: major, precio4: major, precio5: major })
    .where('id', '=', productId)
    .execute();
}

async function ordersOf(personId: number) {
  return db().selectFrom('pedidos').select(['id', 'total']).where('persona_id', '=', personId).execute();
}

async function approvalMails(event: ApprovalData['event'], requestId: number) {
  const rows = await db()
    .selectFrom('mail_outbox')
    .select(['recipient', 'language', 'data'])
    .where('kind', '=', 'approval')
    .orderBy('id')
    .execute();
  return rows.filter((r) => {
    const data = r.data as unknown as ApprovalData;
    return data.event === event && data.requestId === requestId;
  });
}

/** A held order's answer: 202, EsperaAprobacion, the request's id. */
function heldId(response: { statusCode: number; body: string; json(): unknown }): number {
  expect(response.statusCode, response.body).toBe(202);
  return pedidoRetenidoResponse.parse(response.json()).Datos.solicitudid;
}

beforeAll(async () => {
  const row = await db()
    .selectFrom('productos')
    .select('id')
    .where('activo', '=', true)
    .where(sql<boolean>`demo->'variation' IS NULL`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  productId = row.id;
  await db()
    .updateTable('productos')
    .set({ escala_aplica: false, impuesto_porcentaje: 0 })
    .where('id', '=', productId)
    .execute();
});

beforeEach(async () => {
  await setPrice(100);
  await db().updateTable('productos').set({ disponible: 1000 }).where('id', '=', productId).execute();
});

describe('limits: an order above them waits for approval', () => {
  it('within the per-order limit it is placed; above it is held: no order, no stock taken', async () => {
    const b = await buyer({ LimitePedido: 250 });
    const placed = await order(b.session, 2);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await stock()).toBe(998);
    const held = await order(b.session, 3);
    const requestId = heldId(held);
    expect(orderOrRequestResponse.parse(held.json())).toMatchObject({
      EsperaAprobacion: true,
      Datos: { total: 300, limite: 'order' },
    });
    expect(await stock()).toBe(998);
    expect(await ordersOf(b.id)).toHaveLength(1);
    // The buyer sees it waiting; the company's own login (its administrator) too.
    const listed = await requests(b.session);
    const mine = requestsResponse.parse(listed.json()).Datos ?? [];
    expect(mine.map((r) => [r.solicitudid, r.estado, r.total, r.puede_decidir])).toEqual([
      [requestId, 'waiting', 300, false],
    ]);
    const company = requestsResponse.parse((await requests(t.demo1, 'waiting')).json()).Datos ?? [];
    expect(company.find((r) => r.solicitudid === requestId)?.puede_decidir).toBe(true);
  });

  it('a retry with the same key answers the same request and holds nothing more', async () => {
    const b = await buyer({ LimitePedido: 50 });
    const first = heldId(await order(b.session, 1, `same-key-${seq}`));
    const again = heldId(await order(b.session, 1, `same-key-${seq}`));
    expect(again).toBe(first);
    expect(requestsResponse.parse((await requests(b.session)).json()).Datos).toHaveLength(1);
  });

  it('an order that takes the month’s orders above the month limit is held', async () => {
    const b = await buyer({ LimiteMes: 500 });
    expect((await order(b.session, 3)).statusCode).toBe(200);
    const held = await order(b.session, 3);
    expect(pedidoRetenidoResponse.parse(held.json()).Datos).toMatchObject({ total: 300, limite: 'month' });
    expect(await ordersOf(b.id)).toHaveLength(1);
    // Within what is left of the month it is placed.
    expect((await order(b.session, 2)).statusCode).toBe(200);
  });

  it('above a limit, a buyer’s order for a branch not given and a viewer’s are refused, not held', async () => {
    const heldCount = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from held_orders`.execute(db())).rows[0]?.n;
    const before = await heldCount();
    const elsewhere = await person('buyer', { Sucursales: [2002], LimitePedido: 50 });
    const refused = await order(elsewhere.session, 3);
    expect(refused.statusCode).toBe(403);
    expect(errorEnvelope.parse(refused.json()).Msj).toMatch(/2001/);
    const viewer = await person('viewer');
    expect((await order(viewer.session, 3)).statusCode).toBe(403);
    expect(await heldCount()).toBe(before);
    expect(await stock()).toBe(1000);
    expect(await ordersOf(elsewhere.id)).toEqual([]);
  });

  it('approvers and administrators order without limits', async () => {
    const approver = await person('approver');
    expect((await order(approver.session, 30)).statusCode).toBe(200);
  });
});

describe('approval', () => {
  it('the approver is told; approving places it at the prices of that moment; the buyer is told what changed', async () => {
    const approver = await person('approver');
    const b = await buyer({ LimitePedido: 150 });
    const requestId = heldId(await order(b.session, 2));
    const told = await approvalMails('waiting', requestId);
    expect(told.map((m) => m.recipient)).toContain(
      (
        await db()
          .selectFrom('customer_people')
          .select('email')
          .where('id', '=', approver.id)
          .executeTakeFirstOrThrow()
      ).email,
    );
    await setPrice(110);
    const approved = await apiPost(t, approvalPaths.approve, { Solicitudid: requestId }, approver.session);
    expect(approved.statusCode, approved.body).toBe(200);
    const answer = requestApprovedResponse.parse(approved.json()).Datos;
    expect(answer?.cambios).toEqual([
      expect.objectContaining({ Productoid: productId, Antes: 100, Ahora: 110 }),
    ]);
    const orders = await ordersOf(b.id);
    expect(orders.map((o) => [o.id, Number(o.total)])).toEqual([[answer?.pedidoid, 220]]);
    expect(await stock()).toBe(998);
    const row = await db()
      .selectFrom('held_orders' as never)
      .select(['state', 'decided_by', 'pedido_id'] as never[])
      .where('id' as never, '=', requestId as never)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'approved', decided_by: approver.id, pedido_id: answer?.pedidoid });
    const mail = await approvalMails('approved', requestId);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.language).toBe('fn');
    expect(mail[0]?.data).toMatchObject({ total: 22000, changes: [{ before: 10000, after: 11000 }] });
    // The buyer's message says what changed, in their language (and each language renders).
    for (const language of ['fn', 'en', 'es', 'de'] as const) {
      const rendered = await renderMail(
        {
          kind: 'approval',
          language,
          data: mail[0]?.data as Record<string, unknown>,
          created_at: new Date(),
        },
        {
          secret: TEST_SECRET,
          shop: { name: 'Tienda', address: '', city: '', phone: '', email: '' },
          currency: t.config.currency,
        },
      );
      expect(rendered.text).toContain(`WEB-${answer?.numero}`);
      expect(rendered.text).toContain('/approvals');
      if (language === 'fn') expect(rendered.subject).toMatch(/approuvée/);
    }
    // Decided once: a second approval is refused and places nothing more.
    const twice = await apiPost(t, approvalPaths.approve, { Solicitudid: requestId }, t.demo1);
    expect(twice.statusCode).toBe(409);
    expect(await ordersOf(b.id)).toHaveLength(1);
  });

  it('short of stock at approval: refused like any order, and the request still waits', async () => {
    const b = await buyer({ LimitePedido: 50 });
    const requestId = heldId(await order(b.session, 5));
    await db().updateTable('productos').set({ disponible: 2 }).where('id', '=', productId).execute();
    const refused = await apiPost(t, approvalPaths.approve, { Solicitudid: requestId }, t.demo1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ ErrorDisp: true });
    const waiting = requestsResponse.parse((await requests(t.demo1, 'waiting')).json()).Datos ?? [];
    expect(waiting.map((r) => r.solicitudid)).toContain(requestId);
    expect(await ordersOf(b.id)).toHaveLength(0);
  });

  it('a rejection places nothing; the buyer sees why and is told by mail', async () => {
    const approver = await person('approver');
    const b = await buyer({ LimitePedido: 50 });
    const requestId = heldId(await order(b.session, 1));
    const rejected = await apiPost(
      t,
      approvalPaths.reject,
      { Solicitudid: requestId, Motivo: 'Ya pedimos esto la semana pasada' },
      approver.session,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await ordersOf(b.id)).toHaveLength(0);
    const mine = requestsResponse.parse((await requests(b.session)).json()).Datos ?? [];
    expect(mine[0]).toMatchObject({
      estado: 'rejected',
      motivo: 'Ya pedimos esto la semana pasada',
      decidio: expect.stringMatching(/^Persona approver/),
      pedidoid: null,
    });
    const mail = await approvalMails('rejected', requestId);
    expect(mail.map((m) => (m.data as unknown as ApprovalData).reason)).toEqual([
      'Ya pedimos esto la semana pasada',
    ]);
    const noReason = await apiPost(
      t,
      approvalPaths.reject,
      { Solicitudid: requestId, Motivo: ' ' },
      approver.session,
    );
    expect(noReason.statusCode).toBe(400);
  });

  it('a buyer cannot approve nor reject, a viewer sees no requests; nothing changes', async () => {
    const b = await buyer({ LimitePedido: 50 });
    const other = await buyer({});
    const viewer = await person('viewer');
    const requestId = heldId(await order(b.session, 1));
    for (const who of [b.session, other.session, viewer.session]) {
      const approve = await apiPost(t, approvalPaths.approve, { Solicitudid: requestId }, who);
      expect(approve.statusCode).toBe(403);
      expect(errorEnvelope.parse(approve.json()).Msj).toMatch(/aprobador/);
      const reject = await apiPost(t, approvalPaths.reject, { Solicitudid: requestId, Motivo: 'no' }, who);
      expect(reject.statusCode, reject.body).toBe(403);
    }
    expect((await requests(viewer.session)).statusCode).toBe(403);
    // Another buyer of the company does not see it among their own.
    expect(requestsResponse.parse((await requests(other.session)).json()).Datos).toEqual([]);
    expect(await ordersOf(b.id)).toHaveLength(0);
  });

  it('another company’s held order is 404 to approve, reject, and absent from its list', async () => {
    const b = await buyer({ LimitePedido: 50 });
    const requestId = heldId(await order(b.session, 1));
    expect((await apiPost(t, approvalPaths.approve, { Solicitudid: requestId }, t.demo2)).statusCode).toBe(
      404,
    );
    const reject = await apiPost(t, approvalPaths.reject, { Solicitudid: requestId, Motivo: 'no' }, t.demo2);
    expect(reject.statusCode).toBe(404);
    const theirs = requestsResponse.parse((await requests(t.demo2)).json()).Datos ?? [];
    expect(theirs.map((r) => r.solicitudid)).not.toContain(requestId);
    expect(await ordersOf(b.id)).toHaveLength(0);
  });
});

describe('the purchase order’s details of a held order', () => {
  const earliest = () => nextWorkingDay(todayIn(new Date()));

  it('travel with it: the placed order has its purchase-order number and delivery date', async () => {
    const b = await buyer({ LimitePedido: 50 });
    const details = { OrdenCompra: 'OC 77/B', FechaEntrega: earliest() };
    const requestId = heldId(await order(b.session, 2, `held-details-${++seq}`, details));
    const approved = await apiPost(t, approvalPaths.approve, { Solicitudid: requestId }, t.demo1);
    expect(approved.statusCode, approved.body).toBe(200);
    const placed = await db()
      .selectFrom('pedidos')
      .select(['orden_compra', 'fecha_entrega'])
      .where('persona_id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(placed).toEqual({ orden_compra: 'OC 77/B', fecha_entrega: earliest() });
  });

  it('an approval after the delivery date asked for has become too soon is refused; it keeps waiting', async () => {
    const b = await buyer({ LimitePedido: 50 });
    const requestId = heldId(await order(b.session, 2, `held-late-${++seq}`, { FechaEntrega: earliest() }));
    // It waited: the day asked for is now today, no longer a day the distributor can deliver on.
    await sql`UPDATE held_orders SET details = jsonb_set(details, '{deliveryDate}', to_jsonb(${todayIn(new Date())}::text)) WHERE id = ${requestId}`.execute(
      db(),
    );
    const approved = await apiPost(t, approvalPaths.approve, { Solicitudid: requestId }, t.demo1);
    expect(approved.statusCode, approved.body).toBe(422);
    expect(errorEnvelope.parse(approved.json()).Msj).toContain(
      `La fecha de entrega pedida, ${todayIn(new Date())}, ya no es posible`,
    );
    expect(await ordersOf(b.id)).toHaveLength(0);
    const waiting = requestsResponse.parse((await requests(b.session, 'waiting')).json()).Datos ?? [];
    expect(waiting.map((r) => r.solicitudid)).toContain(requestId);
  });
});
