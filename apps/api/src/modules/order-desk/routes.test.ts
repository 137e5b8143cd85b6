import { API_BASE, apiPath, orderPaths, pedidoWebCreateResponse } from '@mostrador/contract';
import { type OrderDetail, staffApiPath } from '@mostrador/contract/console';
import { describe, expect, it } from 'vitest';
import { demoCustomers, GUEST_COMPANY, productStock } from '../../test/fixtures';
import { moveOrder, staffOfRole } from '../../test/staff';
import { REASON_REQUIRED } from './service';

const t = demoCustomers();
let seq = 0;
const PRODUCT = 101;

async function place(url: string, body: object, headers: Record<string, string> = {}) {
  const answer = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { ...headers, 'idempotency-key': `desk-order-key-${++seq}` },
  });
  const parsed = pedidoWebCreateResponse.parse(answer.json());
  if (!('Datos' in parsed) || !parsed.Datos) throw new Error(`order refused: ${parsed.Msj}`);
  return parsed.Datos;
}
const lines = (quantity: number) => [
  { Productoid: PRODUCT, Cantidad: quantity, Precio: 0, Impuesto_porc: 0, Observacion: '' },
];
const stock = () => productStock(t.database.db, PRODUCT);

const staff = staffOfRole(t, 'desk');
const move = (headers: { cookie: string }, id: number, state: string, reason?: string) =>
  moveOrder(t.app, headers, id, state, reason);

describe('the order desk', () => {
  it('lists a guest’s new web order first, filtered by state, number and customer; exports the list as CSV', async () => {
    const sales = await staff('sales');
    const order = await place(`${API_BASE}${orderPaths.createGuest}`, {
      ...GUEST_COMPANY,
      Observacion: 'Entregar en bodega',
      Detalles: lines(1),
    });
    const inbox = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('orders')}?state=pendiente`,
      headers: sales,
    });
    const body = inbox.json() as {
      orders: Array<{ id: number; customer: string; guest: boolean }>;
      total: number;
    };
    expect(body.orders[0]).toMatchObject({
      id: order.pedidoid,
      customer: GUEST_COMPANY.Tercero,
      guest: true,
      state: 'pendiente',
    });
    const byNumber = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('orders')}?number=WEB-${order.numero}`,
      headers: sales,
    });
    expect((byNumber.json() as { orders: unknown[] }).orders).toHaveLength(1);
    const byCustomer = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('orders')}?customer=esquina&sort=total&dir=asc`,
      headers: sales,
    });
    expect((byCustomer.json() as { total: number }).total).toBeGreaterThanOrEqual(1);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('ordersCsv')}?q=esquina`,
      headers: sales,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`"WEB-${order.numero}"`);
    const detail = await t.app.inject({
      method: 'GET',
      url: staffApiPath('order', order.pedidoid),
      headers: sales,
    });
    expect((detail.json() as { order: OrderDetail }).order).toMatchObject({
      note: expect.stringContaining('Entregar en bodega'),
      contact: { email: GUEST_COMPANY.Email },
      nextStates: ['aprobado', 'anulado'],
    });
  });

  it('sales approves, the warehouse dispatches and delivers; the customer’s /pedidos says so; the audit has each step', async () => {
    const order = await place(
      `${API_BASE}${orderPaths.create}`,
      { Terceroid: 1001, Tercerosucid: 2001, Observacion: '', Detalles: lines(1) },
      t.bearer(t.demo1),
    );
    const [sales, warehouse] = [await staff('sales'), await staff('warehouse')];
    expect((await move(warehouse, order.pedidoid, 'aprobado')).statusCode).toBe(403);
    expect((await move(sales, order.pedidoid, 'aprobado')).statusCode).toBe(200);
    expect((await move(sales, order.pedidoid, 'entregado')).statusCode).toBe(403);
    expect((await move(warehouse, order.pedidoid, 'entregado')).statusCode).toBe(409);
    expect((await move(warehouse, order.pedidoid, 'despachado')).statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: `${apiPath('pedidos')}?terceroid=1001&numero=${order.numero}`,
      headers: t.bearer(t.demo1),
    });
    expect(mine.json()).toMatchObject({
      Registros: [{ numero: order.numero, estado: 'despachado', estado_descripcion: 'Despachado' }],
    });
    expect((await move(warehouse, order.pedidoid, 'entregado')).statusCode).toBe(200);
    const owner = await staff('owner');
    const audit = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('audit')}?entity=order&entityId=WEB-${order.numero}`,
      headers: owner,
    });
    const entries = (audit.json() as { entries: Array<{ before: unknown; after: unknown }> }).entries;
    expect(entries.map((e) => [e.before, e.after]).reverse()).toEqual([
      [{ state: 'pendiente' }, { state: 'aprobado' }],
      [{ state: 'aprobado' }, { state: 'despachado' }],
      [{ state: 'despachado' }, { state: 'entregado' }],
    ]);
  });

  it('a cancellation needs a reason and puts the stock back in the same step', async () => {
    const sales = await staff('sales');
    const before = await stock();
    const order = await place(`${API_BASE}${orderPaths.createGuest}`, {
      ...GUEST_COMPANY,
      Detalles: lines(3),
    });
    expect(await stock()).toBe(before - 3);
    const noReason = await move(sales, order.pedidoid, 'anulado');
    expect(noReason.json()).toEqual({ Status: false, Msj: REASON_REQUIRED });
    const cancelled = await move(sales, order.pedidoid, 'anulado', 'El cliente desistió');
    expect((cancelled.json() as { order: OrderDetail }).order).toMatchObject({
      state: 'anulado',
      cancelReason: 'El cliente desistió',
      nextStates: [],
    });
    expect(await stock()).toBe(before);
    expect((await move(sales, order.pedidoid, 'anulado', 'otra vez')).statusCode).toBe(409);
    expect(await stock()).toBe(before);
  });

  it('refuses an unknown order and a malformed filter with the envelope', async () => {
    const sales = await staff('sales');
    expect(
      (await t.app.inject({ method: 'GET', url: staffApiPath('order', 999999), headers: sales })).statusCode,
    ).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('orders')}?state=perdido`,
      headers: sales,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Status: false });
  });
});
