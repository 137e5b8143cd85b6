// The demo accounts (demo1, demo2) outlive nothing but the demo: a database seeded with the demo data that gets
// a CSV import, an ERP (ERP_URL) or DEMO=false no longer publishes them (TerceroApi/CuentasDemo answers empty,
// so the login page shows no hint), nobody logs in as them, their open sessions end, and their past orders stay.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiPath, cuentasDemoResponse, loginResponse, paths, pedidosResponse } from '@mostrador/contract';
import { staffApiPath } from '@mostrador/contract/console';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config/env';
import { importCustomers } from '../import/customers';
import { importProducts } from '../import/products';
import { createTestApp, createTestDatabase, type TestApp, testConfig } from '../test/app';
import { startFakeErp } from '../test/fake-erp';
import { prepareServerDatabase } from './prepare';

const sample = (name: string) => readFileSync(join(repoRoot, 'docs/import', name));

async function cuentasDemo(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: `/apiGold/${paths.cuentasDemo}` });
  return cuentasDemoResponse.parse(response.json());
}

async function demo1Login(t: TestApp) {
  const response = await t.loginAnswer('demo1');
  return { status: response.statusCode, body: loginResponse.parse(response.json()) };
}

/** The console's sign-in of the demo's staff account, and the accounts its sign-in page shows. */
async function demoStaff(t: TestApp) {
  const login = await t.app.inject({
    method: 'POST',
    url: staffApiPath('login'),
    payload: { user: 'demo-staff', password: 'demo-2026' },
  });
  const shown = await t.app.inject({ method: 'GET', url: staffApiPath('demo') });
  return { status: login.statusCode, shown: (shown.json() as { accounts: unknown[] }).accounts.length };
}

/** demo1's orders, as its session reads them (401 once the session has ended). */
async function ordersOf(t: TestApp, token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${apiPath('pedidos')}?terceroid=1001&rows=0&fechaini=2000-1-1&fechafin=2100-1-1&numero=null&estado=null`,
    headers: t.bearer(token),
  });
  return { status: response.statusCode, body: response.json() };
}

/** How many orders demo1 (customer 1001) has in the database. */
async function demo1Orders(t: TestApp) {
  const row = await t.database.db
    .selectFrom('pedidos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tercero_id', '=', 1001)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The demo accounts the seed makes, in the order a drop names them. */
const DEMO_ACCOUNTS = ['demo1', 'demo2', 'demo-staff'];

const ways: Array<{ name: string; drop: (t: TestApp) => Promise<void> }> = [
  {
    name: 'a products CSV import',
    drop: async (t) => {
      expect((await importProducts(t.database.db, sample('products.csv'))).demoAccountsDropped).toEqual(
        DEMO_ACCOUNTS,
      );
    },
  },
  {
    name: 'a customers CSV import',
    drop: async (t) => {
      expect((await importCustomers(t.database.db, sample('customers.csv'))).demoAccountsDropped).toEqual(
        DEMO_ACCOUNTS,
      );
    },
  },
  {
    name: 'a start with ERP_URL',
    drop: async (t) => {
      const erp = await startFakeErp({ products: 3 });
      try {
        const erpConfig = { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 2000 };
        await prepareServerDatabase(t.database, testConfig({ erp: erpConfig }));
        // The shop in ERP mode: the ERP does not know demo1, and the shop's own account is gone.
        const shop = await createTestApp({ testDatabase: t.testDatabase, config: { erp: erpConfig } });
        try {
          expect((await demo1Login(shop)).status).toBe(401);
          expect(await cuentasDemo(shop)).toEqual({ Status: true, Demo: false, Cuentas: [] });
        } finally {
          await shop.close();
        }
      } finally {
        await erp.close();
      }
    },
  },
  {
    name: 'a start with DEMO=false',
    drop: (t) => prepareServerDatabase(t.database, testConfig({ demo: false })),
  },
];

describe('the demo accounts', () => {
  for (const way of ways) {
    it(`are dropped by ${way.name}: not published, no login, sessions ended, past orders kept`, async () => {
      const t = await createTestApp({ testDatabase: await createTestDatabase() });
      try {
        expect((await cuentasDemo(t)).Cuentas.map((c) => c.Usuario)).toEqual(['demo1', 'demo2']);
        expect(await demoStaff(t)).toEqual({ status: 200, shown: 1 });
        const session = await t.login('demo1');
        const before = await ordersOf(t, session.Token);
        expect(before.status).toBe(200);
        expect(pedidosResponse.parse(before.body).Registros.length).toBeGreaterThan(0);
        const orders = await demo1Orders(t);

        await way.drop(t);

        expect(await cuentasDemo(t)).toEqual({ Status: true, Demo: false, Cuentas: [] });
        const login = await demo1Login(t);
        expect(login.status).toBe(401);
        expect(login.body.Datos).toBeUndefined();
        expect((await ordersOf(t, session.Token)).status).toBe(401);
        expect(await demoStaff(t)).toEqual({ status: 401, shown: 0 });
        // The customer and its orders stay (order lines, invoices and receipts point at them).
        expect(await demo1Orders(t)).toBe(orders);
      } finally {
        await t.close();
        await t.testDatabase.database.close();
        await t.testDatabase.drop();
      }
    });
  }
});
