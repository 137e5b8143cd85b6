// The customers import on the real database: one bad row rejects the file (line and column) and writes
// nothing; the corrected file (docs/import/customers.csv) loads, and its customer logs in at its level.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/env';
import { createTestApp, type TestApp } from '../test/app';
import { bytes, refusal } from '../test/csv';
import { importCustomers } from './customers';

const sample = readFileSync(`${repoRoot}/docs/import/customers.csv`, 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const customerCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('terceros')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('npm run import -- customers.csv', () => {
  it('rejects a file with one bad row, naming its line and column, and writes nothing', async () => {
    const before = await customerCount();
    // Line 3: a city code that is not a city; line 2 is fine but is not written either.
    const bad = sample.replace(';Carrera 80 # 33-20;05001;', ';Carrera 80 # 33-20;99999;');
    const error = await refusal(importCustomers(t.database.db, bytes(bad)));
    expect(error.problems).toEqual([{ line: 3, column: 'ciudad', message: expect.stringMatching(/99999/) }]);
    expect(await customerCount()).toBe(before);
    const refused = await t.loginAnswer('tienda-sol', 'Cambiar-2026');
    expect(refused.statusCode).toBe(401);
    // A user name taken by another customer, a new user without a password.
    const taken = sample
      .replace('3001;tienda-sol;Cambiar-2026;', '3001;DEMO1;Cambiar-2026;')
      .replace('3002;;;', '3002;nuevo;;');
    const other = await refusal(importCustomers(t.database.db, bytes(taken)));
    expect(other.problems.map((p) => [p.line, p.column])).toEqual([
      [2, 'usuario'],
      [3, 'contrasena'],
    ]);
    // A cell that does not read (line 2's price level) and a city that is not one (line 3): both in one run.
    const both = bad.replace(';604 555 0101;3;', ';604 555 0101;9;');
    const all = await refusal(importCustomers(t.database.db, bytes(both)));
    expect(all.problems.map((p) => [p.line, p.column])).toEqual([
      [2, 'precio_nivel'],
      [3, 'ciudad'],
    ]);
    expect(await customerCount()).toBe(before);
  });

  it('loads the corrected file: its customer logs in at its own price level', async () => {
    const before = await customerCount();
    expect(await importCustomers(t.database.db, bytes(sample))).toMatchObject({ rows: 2 });
    expect(await customerCount()).toBe(before + 2);
    const session = await t.login('tienda-sol', 'Cambiar-2026');
    expect(session).toMatchObject({
      Terceroid: 3001,
      Tercerosucid: 4001,
      Tercero: 'Tienda El Sol',
      PrecioNivel: 'Precio3',
    });
    // Importing again updates, and keeps the password when the file leaves it empty.
    await importCustomers(
      t.database.db,
      bytes(
        sample.replace(
          '3001;tienda-sol;Cambiar-2026;Tienda El Sol;',
          '3001;tienda-sol;;Tienda El Sol S.A.S.;',
        ),
      ),
    );
    expect(await customerCount()).toBe(before + 2);
    expect(await t.login('tienda-sol', 'Cambiar-2026')).toMatchObject({ Tercero: 'Tienda El Sol S.A.S.' });
  });

  it('leaves out the rows Excel writes with every cell empty (,,,,) below the customers', async () => {
    const comma = sample.trimEnd().replaceAll(';', ',');
    const result = await importCustomers(
      t.database.db,
      bytes(`${comma}\r\n${',,,,,,,,,,,,\r\n'.repeat(20)}`),
    );
    expect(result).toMatchObject({ rows: 2 });
  });
});
