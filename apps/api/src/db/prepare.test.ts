import { apiPath, ciudadesResponse, departamentosResponse } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../test/app';
import { prepareDatabase } from './prepare';

// A shop without the demo: what `npm run sync` (the ERP's catalogue) or `npm run import` starts from.
let t: TestApp;
beforeAll(async () => {
  const testDatabase = await createTestDatabase({ seed: false });
  await prepareDatabase(testDatabase.database, { seed: false });
  await prepareDatabase(testDatabase.database, { seed: false });
  t = await createTestApp({ testDatabase });
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
