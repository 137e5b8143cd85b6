// With an ERP the ERP keeps the customers: the console shows them and refuses changes. The health page shows
// the connector: a problem until its first sync, fine after it.
import { healthResponse, staffApiPath } from '@mostrador/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { fakeErpAndEmptyDatabase } from '../../test/fixtures';
import { addStaff, staffCookie } from '../../test/staff';
import { ERP_OWNS_CUSTOMERS } from './service';

const own = fakeErpAndEmptyDatabase(4);
let shop: TestApp;

beforeAll(async () => {
  shop = await createTestApp({
    testDatabase: own.database,
    config: { erp: { url: own.erp.url, token: own.erp.token, syncMinutes: 15, timeoutMs: 5000 } },
  });
});
afterAll(() => shop?.app.close());

const sales = async () =>
  staffCookie(shop.database.db, await addStaff(shop.database.db, `erp-sales-${Math.random()}`, 'sales'));

describe('the customer desk with an ERP', () => {
  it('refuses to create a customer or send a link (409), and changes nothing', async () => {
    const headers = await sales();
    const created = await shop.app.inject({
      method: 'POST',
      url: staffApiPath('customers'),
      headers,
      payload: {
        name: 'Cliente',
        nit: '900123456',
        dv: '7',
        phone: '1',
        user: 'cliente-erp',
        priceLevel: 2,
        creditLimit: null,
        creditBlocked: false,
        branches: [{ name: 'P', address: 'C', cityId: '11001', email: 'c@example.com' }],
      },
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toEqual({ Status: false, Msj: ERP_OWNS_CUSTOMERS });
    const link = await shop.app.inject({
      method: 'POST',
      url: staffApiPath('customerLink', 1),
      headers,
      payload: { language: 'es' },
    });
    expect(link.statusCode).toBe(409);
    expect(await shop.database.db.selectFrom('terceros').select('id').execute()).toEqual([]);
    const list = await shop.app.inject({ method: 'GET', url: staffApiPath('customers'), headers });
    expect(list.json()).toMatchObject({ Status: true, erpMode: true });
  });

  it('shows the ERP on the health page: a problem before its first sync, fine after it', async () => {
    const headers = await sales();
    const health = async () =>
      healthResponse.parse(
        (await shop.app.inject({ method: 'GET', url: staffApiPath('health'), headers })).json(),
      );
    expect((await health()).erp).toMatchObject({ level: 'problem', lastSync: null, waiting: 0, refused: 0 });
    await shop.app.erp?.sync();
    const after = await health();
    expect(after.erp).toMatchObject({ level: 'ok', products: 4, waiting: 0, late: 0 });
    expect(after.catalogue.published).toBe(4);
  });
});
