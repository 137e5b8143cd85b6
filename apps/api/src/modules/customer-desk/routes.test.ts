import { apiPath, errorEnvelope, getProductoDataResponse } from '@mostrador/contract';
import {
  type CustomerBodyInput,
  citiesResponse,
  customerDetailResponse,
  customerListResponse,
  customerOrdersResponse,
  customerStatementResponse,
  staffApiPath,
} from '@mostrador/contract/console';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password';
import { workingLink } from '../../mail/account-tokens';
import { renderMail } from '../../mail/render';
import { TEST_SECRET } from '../../test/app';
import { testApp } from '../../test/fixtures';
import { mailTo } from '../../test/people';
import { addStaff, staffCookie } from '../../test/staff';
import { CUSTOMER_USER_TAKEN, UNKNOWN_CITY } from './service';

const t = testApp();
let seq = 0;
const PRODUCT = 7;

async function staff(role: 'owner' | 'sales' | 'warehouse') {
  return staffCookie(t.database.db, await addStaff(t.database.db, `desk-${role}-${++seq}`, role));
}

const MAIN_BRANCH = (user: string) => ({
  name: 'Principal',
  address: 'Calle 1 # 2-3',
  cityId: '11001',
  email: `${user}@example.com`,
});
const newCustomer = (user: string, changes: Partial<CustomerBodyInput> = {}): CustomerBodyInput => ({
  name: `Ferretería ${user}`,
  nit: '900123456',
  dv: '7',
  phone: '601 555 0101',
  user,
  priceLevel: 3,
  creditLimit: 250_000_00,
  creditBlocked: true,
  branches: [MAIN_BRANCH(user)],
  ...changes,
});

async function create(headers: { cookie: string }, body: CustomerBodyInput) {
  return t.app.inject({ method: 'POST', url: staffApiPath('customers'), headers, payload: body });
}
const auditOf = (action: string, entityId: number) =>
  t.database.db
    .selectFrom('auditoria')
    .select(['usuario', 'antes', 'despues'])
    .where('accion', '=', action)
    .where('entidad_id', '=', String(entityId))
    .execute();

async function levelPrice(level: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('productos')
    .select(['precio1', 'precio2', 'precio3', 'precio4', 'precio5'])
    .where('id', '=', PRODUCT)
    .executeTakeFirstOrThrow();
  return Number(row[`precio${level}` as keyof typeof row]);
}

describe('the customer desk', () => {
  it('lists, searches, sorts and pages the customers for sales', async () => {
    const sales = await staff('sales');
    const found = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('customers')}?q=demo1`,
      headers: sales,
    });
    expect(found.statusCode).toBe(200);
    const one = customerListResponse.parse(found.json());
    expect(one.customers.map((c) => c.user)).toEqual(['demo1']);
    expect(one.customers[0]).toMatchObject({ id: 1001, priceLevel: 4, hasPassword: true });
    const byLevel = customerListResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `${staffApiPath('customers')}?sort=level&dir=desc&pageSize=1&page=2`,
          headers: sales,
        })
      ).json(),
    );
    expect(byLevel.customers).toHaveLength(1);
    expect(byLevel.total).toBeGreaterThanOrEqual(2);
    const cities = await t.app.inject({ method: 'GET', url: staffApiPath('cities'), headers: sales });
    expect(citiesResponse.parse(cities.json()).cities).toContainEqual({
      id: '11001',
      name: expect.any(String),
      department: expect.any(String),
    });
  });

  it('refuses the warehouse (403) and a bad query in words (400)', async () => {
    const warehouse = await staff('warehouse');
    const refused = await t.app.inject({ method: 'GET', url: staffApiPath('customers'), headers: warehouse });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('customers')}?level=9`,
      headers: await staff('sales'),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelope.parse(bad.json()).Status).toBe(false);
  });

  it('creates a customer with a price level, a credit limit and a block, audited; refuses a taken login and an unknown city', async () => {
    const sales = await staff('sales');
    const made = await create(sales, newCustomer('nuevo-cliente'));
    expect(made.statusCode).toBe(200);
    const { customer } = customerDetailResponse.parse(made.json());
    expect(customer).toMatchObject({
      name: 'Ferretería nuevo-cliente',
      nit: '900123456-7',
      priceLevel: 3,
      creditLimit: 250_000_00,
      creditBlocked: true,
      hasPassword: false,
      email: 'nuevo-cliente@example.com',
    });
    expect(customer.branches).toMatchObject([{ name: 'Principal', main: true, city: expect.any(String) }]);
    const [audit] = await auditOf('customer.create', customer.id);
    expect(audit?.antes).toBeNull();
    expect(audit?.despues).toMatchObject({ priceLevel: 3, creditLimit: 250_000_00, creditBlocked: true });

    const count = async () => (await t.database.db.selectFrom('terceros').select('id').execute()).length;
    const before = await count();
    const taken = await create(sales, newCustomer('NUEVO-cliente'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ Status: false, Msj: CUSTOMER_USER_TAKEN });
    const nowhere = await create(sales, {
      ...newCustomer('otro-cliente'),
      branches: [{ name: 'X', address: 'Y', cityId: '99999', email: 'x@example.com' }],
    });
    expect(nowhere.json()).toEqual({ Status: false, Msj: UNKNOWN_CITY });
    const badLevel = await create(sales, newCustomer('otro-cliente', { priceLevel: 7 }));
    expect(badLevel.statusCode).toBe(400);
    expect(errorEnvelope.parse(badLevel.json()).Msj).toContain('nivel de precio');
    expect(await count()).toBe(before);
  });

  it('edits the price level: the customer’s open session buys at the new level next, audited before → after', async () => {
    const sales = await staff('sales');
    const { customer } = customerDetailResponse.parse(
      (await create(sales, newCustomer('nivel-cliente'))).json(),
    );
    await t.database.db
      .updateTable('terceros')
      .set({ password_hash: await hashPassword('clave-del-cliente-1') })
      .where('id', '=', customer.id)
      .execute();
    const session = await t.login('nivel-cliente', 'clave-del-cliente-1');
    const price = async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `${apiPath('getProductoData')}?productoid=${PRODUCT}&bodegaid=1&terceroid=${customer.id}`,
        headers: t.bearer(session),
      });
      return getProductoDataResponse.parse(answer.json()).Producto.Precio;
    };
    expect(await price()).toBe(await levelPrice(3));
    const body = newCustomer('nivel-cliente', {
      priceLevel: 5,
      creditLimit: null,
      creditBlocked: false,
      branches: [
        { ...MAIN_BRANCH('nivel-cliente'), id: customer.branches[0]?.id ?? 0 },
        { name: 'Bodega norte', address: 'Carrera 9 # 1-1', cityId: '11001', email: 'norte@example.com' },
      ],
    });
    const edited = await t.app.inject({
      method: 'POST',
      url: staffApiPath('customer', customer.id),
      headers: sales,
      payload: body,
    });
    expect(edited.statusCode).toBe(200);
    expect(customerDetailResponse.parse(edited.json()).customer).toMatchObject({
      priceLevel: 5,
      creditLimit: null,
      creditBlocked: false,
      branches: [{ main: true }, { name: 'Bodega norte', main: false }],
    });
    expect(await price()).toBe(await levelPrice(5));
    const [audit] = await auditOf('customer.edit', customer.id);
    expect(audit?.antes).toMatchObject({ priceLevel: 3, creditLimit: 250_000_00, creditBlocked: true });
    expect(audit?.despues).toMatchObject({ priceLevel: 5, creditLimit: null, creditBlocked: false });
  });

  it('mails a single-use link to set a password: an invitation, then a reset once it has one; the newest link only', async () => {
    const sales = await staff('sales');
    const { customer } = customerDetailResponse.parse((await create(sales, newCustomer('invitado'))).json());
    const invite = () =>
      t.app.inject({
        method: 'POST',
        url: staffApiPath('customerLink', customer.id),
        headers: sales,
        payload: { language: 'es' },
      });
    const first = await invite();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'invitation', to: 'invitado@example.com' });
    await invite();
    const queued = await mailTo(t.database.db, 'invitado@example.com');
    expect(queued.map((m) => m.kind)).toEqual(['invitation', 'invitation']);
    const [older, newer] = queued;
    if (!older || !newer) throw new Error('two messages expected');
    const now = new Date();
    expect(await workingLink(t.database.db, older.token, ['invitation'], now)).toBeUndefined();
    expect(await workingLink(t.database.db, newer.token, ['invitation'], now)).toEqual({
      subject: `customer:${customer.id}`,
      purpose: 'invitation',
    });
    const mail = await renderMail(
      { ...newer, kind: 'invitation', language: 'es' },
      {
        secret: TEST_SECRET,
        shop: { name: 'Tienda', address: '', city: '', phone: '', email: '' },
        currency: t.config.currency,
      },
    );
    expect(mail.text).toContain(`/reset-password#${newer.token}`);
    // Valid 72 hours, not a minute more.
    const in72h = new Date(now.getTime() + 72 * 3_600_000 + 60_000);
    expect(await workingLink(t.database.db, newer.token, ['invitation'], in72h)).toBeUndefined();
    expect(await auditOf('customer.invite', customer.id)).toHaveLength(2);

    await t.database.db
      .updateTable('terceros')
      .set({ password_hash: await hashPassword('clave-del-cliente-1') })
      .where('id', '=', customer.id)
      .execute();
    expect((await invite()).json()).toMatchObject({ kind: 'password-reset' });
    expect(await auditOf('customer.reset', customer.id)).toHaveLength(1);
  });

  it('shows a customer’s orders and statement', async () => {
    const owner = await staff('owner');
    const orders = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('customerOrders', 1001)}?pageSize=5`,
      headers: owner,
    });
    const list = customerOrdersResponse.parse(orders.json());
    expect(list.orders.length).toBeGreaterThan(0);
    expect(list.total).toBeGreaterThanOrEqual(list.orders.length);
    const statement = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('customerStatement', 1001)}?from=2020-01-01&to=2029-12-31`,
      headers: owner,
    });
    const s = customerStatementResponse.parse(statement.json());
    expect(s.moves.length).toBeGreaterThan(0);
    expect(s.closing).toBe(s.opening + s.invoiced - s.received);
    const missing = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('customerStatement', 1001)}`,
      headers: owner,
    });
    expect(missing.statusCode).toBe(400);
    const nobody = await t.app.inject({
      method: 'GET',
      url: staffApiPath('customer', 999_999),
      headers: owner,
    });
    expect(nobody.statusCode).toBe(404);
  });
});
