// "Order as this customer" (decision 0041): sales opens the shop acting for a customer, the order names them.
import {
  API_BASE,
  apiPath,
  companyPaths,
  loginResponse,
  orderPaths,
  type Session,
} from '@mostrador/contract';
import {
  auditResponse,
  customerActResponse,
  orderDetailResponse,
  staffApiPath,
} from '@mostrador/contract/console';
import { describe, expect, it } from 'vitest';
import { ACTING_SESSION_MS } from '../../db/sessions';
import { tokenId } from '../../db/staff-sessions';
import { SESSION_COOKIE } from '../../plugins/auth';
import { testApp } from '../../test/fixtures';
import { addStaff, staffCookie } from '../../test/staff';

const t = testApp();
/** modules/company's refusal of an acting session (a module's tests import no other module). */
const NOT_WHILE_ACTING =
  'Quien actúa por el cliente desde la consola no puede gestionar sus personas ni sus accesos';
const DEMO1 = 1001;
let seq = 0;

async function staff(role: 'owner' | 'sales' | 'warehouse') {
  const usuario = `acting-${role}-${++seq}`;
  return { usuario, headers: await staffCookie(t.database.db, await addStaff(t.database.db, usuario, role)) };
}

const act = (headers: { cookie?: string }, id = DEMO1) =>
  t.app.inject({ method: 'POST', url: staffApiPath('customerAct', id), headers });

/** The shop's session cookie the answer set, as a `cookie` header. */
function shopCookie(answer: { headers: Record<string, unknown> }): { cookie: string } {
  const set = [answer.headers['set-cookie']].flat().map(String);
  const found = set.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!found) throw new Error(`no shop session cookie in ${set.join(' | ')}`);
  return { cookie: found.split(';', 1)[0] ?? '' };
}

const current = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: apiPath('sesionActual'), headers });

async function sessionOf(headers: Record<string, string>): Promise<Session> {
  const answer = await current(headers);
  expect(answer.statusCode).toBe(200);
  const datos = loginResponse.parse(answer.json()).Datos;
  if (!datos) throw new Error('no session');
  return datos;
}

const sessionsOf = (customerId: number) =>
  t.database.db
    .selectFrom('sesiones')
    .select(['id', 'expires_at', 'staff_id'])
    .where('tercero_id', '=', customerId)
    .orderBy('id')
    .execute();

describe('order as this customer', () => {
  it('refuses a guest, a customer and the warehouse, and opens no session', async () => {
    const before = await sessionsOf(DEMO1);
    const own = await t.login('demo1');
    const warehouse = await act((await staff('warehouse')).headers);
    expect(warehouse.statusCode).toBe(403);
    expect(warehouse.json()).toMatchObject({ Status: false, Msj: expect.any(String) });
    expect((await act({})).statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'POST',
      url: staffApiPath('customerAct', DEMO1),
      headers: { cookie: `${SESSION_COOKIE}=${own.Token}` },
    });
    expect(customer.statusCode).toBe(401);
    for (const answer of [warehouse, customer]) expect(String(answer.headers['set-cookie'] ?? '')).toBe('');
    const after = await sessionsOf(DEMO1);
    expect(after.filter((s) => s.staff_id !== null)).toEqual(before.filter((s) => s.staff_id !== null));
  });

  it('gives sales a session of the customer at its level, marked as acting, leaving its own sessions as they were', async () => {
    const own = await t.login('demo1');
    const before = await sessionsOf(DEMO1);
    const sales = await staff('sales');
    const answer = await act(sales.headers);
    expect(answer.statusCode).toBe(200);
    const { expires } = customerActResponse.parse(answer.json());
    expect(new Date(expires).getTime()).toBeLessThanOrEqual(Date.now() + ACTING_SESSION_MS);
    const acting = await sessionOf(shopCookie(answer));
    expect(acting).toMatchObject({
      Terceroid: DEMO1,
      PrecioNivel: 'Precio4',
      Actuando: `Staff ${sales.usuario}`,
      // The cookie is HttpOnly: the page's scripts find no token in the answer either (decision 0011).
      Token: '',
    });
    // The customer's own session still answers as the customer, not acting; its row is unchanged.
    const mine = await sessionOf(t.bearer(own));
    expect(mine.Terceroid).toBe(DEMO1);
    expect(mine.Actuando).toBeUndefined();
    const after = await sessionsOf(DEMO1);
    expect(after.filter((s) => before.some((b) => b.id === s.id))).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
  });

  it('ends with the staff session when that ends within the hour', async () => {
    const sales = await staff('sales');
    const ends = new Date(Date.now() + 10 * 60_000);
    const token = sales.headers.cookie.split('=', 2)[1] ?? '';
    await t.database.db
      .updateTable('staff_sesiones')
      .set({ expires_at: ends })
      .where('id', '=', tokenId(token))
      .execute();
    const answer = await act(sales.headers);
    expect(answer.statusCode).toBe(200);
    expect(customerActResponse.parse(answer.json()).expires).toBe(ends.toISOString());
    expect((await sessionOf(shopCookie(answer))).Expira).toBe(ends.toISOString());
  });

  it("refuses the acting session the company's people, and changes none", async () => {
    const acting = shopCookie(await act((await staff('sales')).headers));
    const people = () => t.database.db.selectFrom('customer_people').selectAll().orderBy('id').execute();
    const before = await people();
    const invite = { Nombre: 'Intruso', Correo: `intruso-${++seq}@example.com`, Rol: 'administrator' };
    const tries = [
      { method: 'GET' as const, url: `${API_BASE}${companyPaths.people}?terceroid=${DEMO1}` },
      { method: 'POST' as const, url: `${API_BASE}${companyPaths.invite}`, payload: invite },
      {
        method: 'POST' as const,
        url: `${API_BASE}${companyPaths.change}`,
        payload: { Personaid: 1, Activo: false },
      },
    ];
    for (const attempt of tries) {
      const answer = await t.app.inject({ ...attempt, headers: acting });
      expect(answer.statusCode, attempt.url).toBe(403);
      expect(answer.json()).toEqual({ Status: false, Msj: NOT_WHILE_ACTING });
    }
    expect(await people()).toEqual(before);
  });

  it('records the staff member on the order, in the console and in the audit', async () => {
    const sales = await staff('sales');
    const acting = shopCookie(await act(sales.headers));
    const { Tercerosucid } = await sessionOf(acting);
    const product = await t.database.db
      .selectFrom('productos')
      .select('id')
      .where('activo', '=', true)
      .where('precio4', 'is not', null)
      .where('disponible', '>', 5)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const placed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${orderPaths.create}`,
      headers: acting,
      payload: { Tercerosucid, Detalles: [{ Productoid: product.id, Cantidad: 1 }] },
    });
    expect(placed.statusCode).toBe(200);
    const { pedidoid } = placed.json().Datos as { pedidoid: number };
    const page = await t.app.inject({
      method: 'GET',
      url: staffApiPath('order', pedidoid),
      headers: sales.headers,
    });
    expect(orderDetailResponse.parse(page.json()).order.placedBy).toEqual({
      user: sales.usuario,
      name: `Staff ${sales.usuario}`,
    });
    const audit = await t.database.db
      .selectFrom('auditoria')
      .select(['accion', 'entidad_id'])
      .where('usuario', '=', sales.usuario)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.accion)).toEqual(['customer.act', 'order.place']);
    expect(audit[0]?.entidad_id).toBe(String(DEMO1));
    // The console's audit, filtered by the order's number as every order action names it, shows who placed it.
    const owner = await staff('owner');
    const number = orderDetailResponse.parse(page.json()).order.number;
    const filtered = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('audit')}?entity=order&entityId=${number}`,
      headers: owner.headers,
    });
    expect(auditResponse.parse(filtered.json()).entries).toMatchObject([
      { action: 'order.place', user: sales.usuario, entityId: number },
    ]);
  });

  it('ends when the staff member signs out; the customer stays logged in', async () => {
    const own = await t.login('demo1');
    const sales = await staff('owner');
    const acting = shopCookie(await act(sales.headers));
    expect((await sessionOf(acting)).Actuando).toBe(`Staff ${sales.usuario}`);
    const out = await t.app.inject({ method: 'POST', url: staffApiPath('logout'), headers: sales.headers });
    expect(out.statusCode).toBe(200);
    expect((await current(acting)).statusCode).toBe(401);
    expect((await sessionOf(t.bearer(own))).Terceroid).toBe(DEMO1);
  });
});
