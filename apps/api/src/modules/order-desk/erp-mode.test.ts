// The order desk with an ERP (the fake ERP over real HTTP): each web order's way into the ERP as the console
// shows it (sent with the ERP's number, refused with the ERP's reason and the short lines, waiting with its
// tries and last error) and "try now", which answers once its try is over: the order is in the ERP once when
// the ERP is back. The shop's clock stands still, so no try happens but the ones a test asks for.
import { API_BASE, loginResponse, orderPaths } from '@mostrador/contract';
import { type OrderDetail, orderDetailResponse, staffApiPath } from '@mostrador/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { type FakeErp, startFakeErp } from '../../test/fake-erp';
import { gate } from '../../test/gate';
import { addStaff, staffCookie } from '../../test/staff';
import { NOT_WAITING } from './service';

let erp: FakeErp;
let t: TestApp;
const clock = Date.now();
let customer: Record<string, string>;
let sales: { cookie: string };
let warehouse: { cookie: string };

beforeAll(async () => {
  erp = await startFakeErp({ products: 6 });
  t = await createTestApp({
    config: { erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 10_000 } },
    now: () => new Date(clock),
  });
  await t.app.erp?.sync();
  const login = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}TerceroApi/LoginTercero`,
    payload: { usuario: 'escuadra', contrasena: 'clave-erp-1' },
  });
  customer = { authorization: `Bearer ${loginResponse.parse(login.json()).Datos?.Token}` };
  sales = await staffCookie(t.database.db, await addStaff(t.database.db, 'erp-desk-sales', 'sales'));
  warehouse = await staffCookie(t.database.db, await addStaff(t.database.db, 'erp-desk-wh', 'warehouse'));
});
afterAll(async () => {
  await t?.close();
  await erp?.close();
});

/** A web order of the ERP's customer, after the outbox's delivery of it: its id and number in the shop. */
async function place(productId: number, quantity: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${orderPaths.create}`,
    headers: customer,
    payload: { Tercerosucid: 7001, Detalles: [{ Productoid: productId, Cantidad: quantity }] },
  });
  expect(created.statusCode).toBe(200);
  await t.app.erp?.deliver();
  return created.json().Datos as { pedidoid: number; numero: number };
}

async function order(id: number): Promise<OrderDetail> {
  const answer = await t.app.inject({ method: 'GET', url: staffApiPath('order', id), headers: sales });
  return orderDetailResponse.parse(answer.json()).order;
}

const tryNow = (id: number, as = sales) =>
  t.app.inject({ method: 'POST', url: staffApiPath('orderRetry', id), headers: as });

/** The ERP's orders of the shop's WEB-`numero` (by the marker the shop writes in their note). */
const inTheErp = (numero: number) =>
  erp.orders.filter((o) => String(o.body.Observacion).includes(`[WEB-${numero}/`));

describe('the order desk with an ERP', () => {
  it("shows the ERP's number of an order it took, and the reason and short lines of one it refused", async () => {
    const sent = await place(2, 1);
    expect(inTheErp(sent.numero)).toHaveLength(1);
    expect((await order(sent.pedidoid)).erp).toEqual({
      state: 'enviado',
      tries: 1,
      lastError: null,
      nextTry: null,
      erpNumber: inTheErp(sent.numero)[0]?.numero,
      short: [],
    });

    // The shop saw 100 of product 3 at its sync; the ERP has 1 left.
    const scarce = erp.products.get(3);
    if (!scarce) throw new Error('the fake ERP has no product 3');
    scarce.Disponible = 1;
    const refused = await place(3, 3);
    expect(inTheErp(refused.numero)).toEqual([]);
    expect((await order(refused.pedidoid)).erp).toEqual({
      state: 'rechazado',
      tries: 1,
      lastError: 'HTTP 409: Sin disponibilidad',
      nextTry: null,
      erpNumber: null,
      short: [{ productId: 3, requested: 3, available: 1 }],
    });
    // Nothing to try again: the ERP said no.
    const again = await tryNow(refused.pedidoid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ Status: false, Msj: NOT_WAITING });
  });

  it('an order waits while the ERP is down; "try now" answers its try, and sends it once when the ERP is back', async () => {
    await erp.down();
    let waiting: { pedidoid: number; numero: number };
    try {
      waiting = await place(2, 2);
      const first = (await order(waiting.pedidoid)).erp;
      expect(first).toMatchObject({ state: 'pendiente', tries: 1, erpNumber: null });
      expect(first?.lastError).toContain('el ERP no responde');
      expect(first?.nextTry).toBe(new Date(clock + 5_000).toISOString());

      // Tried at once, and answered with how that try went: one more try, the next one later.
      const again = await tryNow(waiting.pedidoid);
      expect(again.statusCode).toBe(200);
      const second = orderDetailResponse.parse(again.json()).order.erp;
      expect(second).toMatchObject({ state: 'pendiente', tries: 2, erpNumber: null });
      expect(second?.nextTry).toBe(new Date(clock + 10_000).toISOString());
    } finally {
      await erp.up();
    }
    expect((await tryNow(waiting.pedidoid, warehouse)).statusCode).toBe(403);

    const delivered = await tryNow(waiting.pedidoid);
    expect(delivered.statusCode).toBe(200);
    expect(inTheErp(waiting.numero)).toHaveLength(1);
    expect(orderDetailResponse.parse(delivered.json()).order.erp).toEqual({
      state: 'enviado',
      tries: 3,
      lastError: null,
      nextTry: null,
      erpNumber: inTheErp(waiting.numero)[0]?.numero,
      short: [],
    });
    // Nothing more reaches the ERP: the order is no longer waiting.
    expect((await tryNow(waiting.pedidoid)).statusCode).toBe(409);
    await t.app.erp?.deliver();
    expect(inTheErp(waiting.numero)).toHaveLength(1);

    const audited = await t.database.db
      .selectFrom('auditoria')
      .select(['usuario', 'accion'])
      .where('entidad_id', '=', `WEB-${waiting.numero}`)
      .execute();
    expect(audited).toEqual([
      { usuario: 'erp-desk-sales', accion: 'order.erp-retry' },
      { usuario: 'erp-desk-sales', accion: 'order.erp-retry' },
    ]);
  });

  it('"try now" answers within seconds with the order as it stands while the ERP holds its answer', async () => {
    await erp.down();
    let waiting: { pedidoid: number; numero: number };
    try {
      waiting = await place(4, 1);
    } finally {
      await erp.up();
    }
    const held = gate();
    erp.onRequest = () => held.opened;
    try {
      // The try is under way and the ERP has not answered: the page gets the order as it stands.
      const answered = await tryNow(waiting.pedidoid);
      expect(answered.statusCode).toBe(200);
      expect(orderDetailResponse.parse(answered.json()).order.erp?.state).toBe('pendiente');
      expect(inTheErp(waiting.numero)).toEqual([]);
    } finally {
      erp.onRequest = undefined;
      held.open();
    }
    await t.app.erp?.deliver();
    expect(inTheErp(waiting.numero)).toHaveLength(1);
  });
});
