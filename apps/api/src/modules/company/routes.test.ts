import {
  API_BASE,
  companyPaths,
  companyPeopleResponse,
  errorEnvelope,
  loginResponse,
  orderPaths,
  paths,
  REFUSAL_HEADER,
  reorderPaths,
  type Session,
  sucursalesResponse,
} from '@mostrador/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropDemoAccounts } from '../../db/demo-accounts';
import { ACCOUNT_LINK_PAGE } from '../../mail/account-tokens';
import { apiPost, demoCustomers } from '../../test/fixtures';
import { invitedPerson, lastInvitationTo, stockedProduct, type TestPerson } from '../../test/people';

const t = demoCustomers();
const url = (path: string) => `${API_BASE}${path}`;
const db = () => t.database.db;
let productId = 0;
let seq = 0;

function order(session: Session | string, branchId: number) {
  const payload = {
    Tercerosucid: branchId,
    Observacion: '',
    Detalles: [{ Productoid: productId, Cantidad: 1 }],
  };
  return apiPost(t, orderPaths.create, payload, session, { 'idempotency-key': `company-${++seq}` });
}

/** The invitation's link as the message renders it: its token from the outbox row and the server's secret. */
async function invitationLink(email: string): Promise<{ token: string; path: string; language: string }> {
  const { token, data, language } = await lastInvitationTo(db(), email);
  return { token, path: (data as { path: string }).path, language };
}

/** Invites a person as demo1's own login, sets their password with the link, and logs them in. */
function person(role: string, extra: object = {}): Promise<TestPerson> {
  const invitation = { Nombre: `Persona ${role}`, Rol: role, ...extra };
  return invitedPerson(t, t.demo1, `${role}-${++seq}@elprogreso.example.com`, invitation);
}

beforeAll(async () => {
  productId = await stockedProduct(t);
});

describe('people of a customer', () => {
  it('the customer’s login invites a person by e-mail, who sets a password and logs in as the company', async () => {
    const email = 'compras.norte@elprogreso.example.com';
    const invited = await apiPost(
      t,
      companyPaths.invite,
      {
        Nombre: 'Ana Compras',
        Correo: email,
        Rol: 'buyer',
        Idioma: 'de',
        Sucursales: [2002],
        LimitePedido: 150.5,
      },
      t.demo1,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const link = await invitationLink(email);
    expect(link).toMatchObject({ path: ACCOUNT_LINK_PAGE, language: 'de' });
    // Before the link is used the person has no password: no login.
    const early = await t.loginAnswer(email, 'clave-segura-1');
    expect(early.statusCode).toBe(401);
    const whose = await apiPost(t, paths.enlaceContrasena, { token: link.token });
    expect(whose.json()).toMatchObject({
      Status: true,
      Usuario: email,
      Tercero: 'Ana Compras',
      Proposito: 'invitation',
    });
    // The storefront's general set-password page: it sets the person's password and logs them in.
    const set = await apiPost(t, paths.establecerContrasena, {
      token: link.token,
      contrasena: 'clave-segura-1',
    });
    expect(loginResponse.parse(set.json()).Datos).toMatchObject({
      Terceroid: 1001,
      Personaid: expect.any(Number),
      Rol: 'buyer',
    });
    const again = await apiPost(t, paths.establecerContrasena, {
      token: link.token,
      contrasena: 'otra-clave-22',
    });
    expect(again.statusCode).toBe(410);
    const login = await t.loginAnswer(email.toUpperCase(), 'clave-segura-1');
    expect(loginResponse.parse(login.json()).Datos).toMatchObject({
      Terceroid: 1001,
      Tercerosucid: 2002,
      Persona: 'Ana Compras',
      Rol: 'buyer',
      Idioma: 'de',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: url(`${companyPaths.people}?terceroid=1001`),
      headers: t.bearer(t.demo1),
    });
    const ana = companyPeopleResponse.parse(list.json()).Datos?.find((p) => p.correo === email);
    expect(ana).toMatchObject({
      rol: 'buyer',
      invitada: false,
      limite_pedido: 150.5,
      limite_mes: null,
      sucursales: [2002],
    });
  });

  it('a viewer cannot order: 403, and no order is written', async () => {
    const viewer = await person('viewer');
    const before = await db()
      .selectFrom('pedidos')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const refused = await order(viewer.session, 2001);
    expect(refused.statusCode).toBe(403);
    expect(errorEnvelope.parse(refused.json()).Msj).toMatch(/consulta/);
    // A refusal for the person's role: the storefront keeps the session (a 403 without it ends it).
    expect(refused.headers[REFUSAL_HEADER.toLowerCase()]).toBe('role');
    const after = await db()
      .selectFrom('pedidos')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('a buyer orders for a branch given, not for another; the order names the buyer', async () => {
    const buyer = await person('buyer', { Sucursales: [2002] });
    // The checkout offers a buyer the branches given, the company's own login all of them.
    const branches = async (session: typeof buyer.session) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: url(`${paths.sucursales}?terceroid=1001`),
        headers: t.bearer(session),
      });
      return sucursalesResponse.parse(answer.json()).Sucursales.map((b) => b.tercerosucid);
    };
    expect(await branches(buyer.session)).toEqual([2002]);
    expect(await branches(t.demo1)).toEqual([2001, 2002]);
    const refused = await order(buyer.session, 2001);
    expect(refused.statusCode).toBe(403);
    expect(errorEnvelope.parse(refused.json()).Msj).toMatch(/2001/);
    expect(refused.headers[REFUSAL_HEADER.toLowerCase()]).toBe('role');
    const placed = await order(buyer.session, 2002);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as { Datos: { pedidoid: number } }).Datos.pedidoid;
    const row = await db()
      .selectFrom('pedidos')
      .select(['persona_id', 'tercero_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ persona_id: buyer.id, tercero_id: 1001 });
  });

  it('a buyer opens only their own orders: another buyer’s reorder and printout are 404, the company’s are not', async () => {
    const ana = await person('buyer', { Sucursales: [2002] });
    const luis = await person('buyer', { Sucursales: [2002] });
    const placed = await order(ana.session, 2002);
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = (placed.json() as { Datos: { pedidoid: number } }).Datos.pedidoid;
    const open = (session: Session) =>
      Promise.all(
        [
          `${reorderPaths.lines}?terceroid=1001&pedidoid=${orderId}`,
          `${orderPaths.reportLink}?tipo=pedido&id=${orderId}`,
        ].map(async (path) => {
          const answer = await t.app.inject({ method: 'GET', url: url(path), headers: t.bearer(session) });
          return answer.statusCode;
        }),
      );
    expect(await open(ana.session)).toEqual([200, 200]);
    expect(await open(luis.session)).toEqual([404, 404]);
    expect(await open(t.demo1)).toEqual([200, 200]);
  });

  it('only administrators manage people; a person made inactive is logged out at once', async () => {
    const buyer = await person('buyer', { Sucursales: [2001] });
    const admin = await person('administrator');
    const byBuyer = await apiPost(
      t,
      companyPaths.invite,
      { Nombre: 'X', Correo: 'x@example.com', Rol: 'viewer' },
      buyer.session,
    );
    expect(byBuyer.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: url(`${companyPaths.people}?terceroid=1001`),
      headers: t.bearer(buyer.session),
    });
    expect(list.statusCode).toBe(403);
    expect(list.headers[REFUSAL_HEADER.toLowerCase()]).toBe('role');
    const off = await apiPost(t, companyPaths.change, { Personaid: buyer.id, Activo: false }, admin.session);
    expect(off.statusCode, off.body).toBe(200);
    expect((await order(buyer.session, 2001)).statusCode).toBe(401);
    const log = await db()
      .selectFrom('customer_people_log')
      .select(['actor_id', 'action'])
      .where('person_id', '=', buyer.id)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { actor_id: null, action: 'person.invite' },
      { actor_id: admin.id, action: 'person.change' },
    ]);
  });

  it('records who changed a person’s limits and branches, before → after', async () => {
    const buyer = await person('buyer', { Sucursales: [2001], LimitePedido: 100 });
    const admin = await person('administrator');
    const changed = await apiPost(
      t,
      companyPaths.change,
      { Personaid: buyer.id, LimitePedido: 250.5, LimiteMes: 1000, Sucursales: [2001, 2002] },
      admin.session,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const row = await db()
      .selectFrom('customer_people_log')
      .select(['customer_id', 'actor_id', 'before', 'after'])
      .where('person_id', '=', buyer.id)
      .where('action', '=', 'person.change')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_id: 1001,
      actor_id: admin.id,
      before: { role: 'buyer', orderLimit: 10_000, monthLimit: null, branchIds: [2001] },
      after: { orderLimit: 25_050, monthLimit: 100_000, branchIds: [2001, 2002] },
    });
  });

  it('refuses a taken login, another customer’s branch, another customer’s person, and itself', async () => {
    const admin = await person('administrator');
    const invite = (fields: object) =>
      apiPost(t, companyPaths.invite, { Nombre: 'D', Rol: 'viewer', ...fields }, t.demo1);
    expect((await invite({ Correo: 'demo2' })).statusCode).toBe(400);
    expect((await invite({ Correo: 'dup@elprogreso.example.com' })).statusCode).toBe(200);
    expect((await invite({ Correo: 'DUP@elprogreso.example.com' })).statusCode).toBe(409);
    const foreign = await invite({ Correo: 'f@elprogreso.example.com', Rol: 'buyer', Sucursales: [2003] });
    expect(foreign.statusCode).toBe(422);
    expect(errorEnvelope.parse(foreign.json()).Msj).toMatch(/2003/);
    const otherCompany = await apiPost(
      t,
      companyPaths.change,
      { Personaid: admin.id, Rol: 'viewer' },
      t.demo2,
    );
    expect(otherCompany.statusCode).toBe(404);
    const self = await apiPost(t, companyPaths.change, { Personaid: admin.id, Rol: 'viewer' }, admin.session);
    expect(self.statusCode).toBe(400);
    const bad = await invite({ Correo: 'b@elprogreso.example.com', Rol: 'jefe' });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelope.parse(bad.json()).Msj).toMatch(/Rol/);
  });

  // Last: it drops the demo accounts this file logs in with.
  it('the people of the demo customers stop logging in when the demo accounts are dropped', async () => {
    const buyer = await person('buyer', { Sucursales: [2001] });
    await dropDemoAccounts(t.database.db);
    expect((await order(buyer.session, 2001)).statusCode).toBe(401);
    const login = await t.loginAnswer(buyer.email, 'clave-segura-1');
    expect(login.statusCode).toBe(401);
  });
});
