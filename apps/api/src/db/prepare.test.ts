import {
  apiPath,
  ciudadesResponse,
  departamentosResponse,
  getProductosResponse,
  loginResponse,
} from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, databaseOfFile, type TestApp, testConfig } from '../test/app';
import { startFakeErp } from '../test/fake-erp';
import { prepareDatabase, prepareServerDatabase } from './prepare';

// A shop without the demo: what `npm run sync` (the ERP's catalogue) or `npm run import` starts from.
const database = databaseOfFile({ seed: false });
let t: TestApp;
beforeAll(async () => {
  await prepareDatabase(database().database, { seed: false });
  await prepareDatabase(database().database, { seed: false });
  t = await createTestApp({ testDatabase: database() });
});
afterAll(() => t.close());

describe('a database prepared without the demo data', () => {
  it('has the departments and cities a customer picks and a branch names (written once), and no products', async () => {
    const departamentos = departamentosResponse.parse(
      (await t.app.inject({ url: `${apiPath('departamentos')}?usuarioid=1&empresaid=1` })).json(),
    ).Departamentos;
    expect(departamentos.length).toBe(33);
    expect(departamentos).toContainEqual({ Value: '11', Text: 'Bogotá, D.C.' });
    const ciudades = ciudadesResponse.parse(
      (
        await t.app.inject({ url: `${apiPath('ciudades')}?usuarioid=1&empresaid=1&Departamentoid=05` })
      ).json(),
    ).Ciudades;
    expect(ciudades).toContainEqual({ Value: '05001', Text: 'Medellín' });
    const count = await t.database.db
      .selectFrom('productos')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('a fresh database of a shop with an ERP (ERP_URL set)', () => {
  it('gets no demo customers and no products from the server, even with the ERP down at first start, until its first sync', async () => {
    const erp = await startFakeErp({ products: 12 });
    const testDatabase = await createTestDatabase({ seed: false });
    const erpConfig = { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 1000 };
    await erp.down();
    // What the server runs on its database before it listens (server.ts).
    await prepareServerDatabase(testDatabase.database, testConfig({ erp: erpConfig }));
    const shop = await createTestApp({ testDatabase, config: { erp: erpConfig } });
    try {
      const db = testDatabase.database.db;
      const count = async (table: 'productos' | 'terceros') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select(({ fn }) => fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const page = async () =>
        getProductosResponse.parse(
          (await shop.app.inject({ method: 'GET', url: apiPath('getProductos') })).json(),
        ).Datos ?? [];
      // The first sync fails (the ERP is down): still nothing to sell, and demo1 is nobody here.
      await expect(shop.app.erp?.sync()).rejects.toThrow();
      expect(await count('productos')).toBe(0);
      expect(await count('terceros')).toBe(0);
      expect(await page()).toEqual([]);
      await erp.up();
      const demo1 = await shop.loginAnswer('demo1');
      expect(demo1.statusCode).toBe(401);
      expect(loginResponse.parse(demo1.json()).Datos).toBeUndefined();

      // The first good sync brings the ERP's catalogue, and only it.
      await shop.app.erp?.sync();
      expect(await count('productos')).toBe(12);
      expect((await page()).every((p) => p.Producto.startsWith('Producto del ERP'))).toBe(true);
    } finally {
      await shop.close();
      await testDatabase.database.close();
      await testDatabase.drop();
      await erp.close();
    }
  });

  it('the same server without an ERP seeds the demo (the embedded default)', async () => {
    const testDatabase = await createTestDatabase({ seed: false });
    try {
      await prepareServerDatabase(testDatabase.database, testConfig({ erp: undefined }));
      const row = await testDatabase.database.db
        .selectFrom('terceros')
        .select('usuario')
        .where('usuario', '=', 'demo1')
        .executeTakeFirst();
      expect(row).toEqual(testDatabase.kind === 'pglite' ? { usuario: 'demo1' } : undefined);
    } finally {
      await testDatabase.database.close();
      await testDatabase.drop();
    }
  });
});
