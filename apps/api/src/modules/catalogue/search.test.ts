// The storefront's search (`nombreFull`) as a buyer types it: with a typo, in the other number, without the
// accents, in another order, by the code, its digits or its prefix. For 100 products drawn from the demo
// catalogue (Spanish names) and 100 with English names, each kind of query must find its product among the
// first 10 results for at least 95 of them, on the real server and database (PGlite, or PostgreSQL).
import { apiPath, contarProductosResponse, getProductosResponse } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue, extraProducts } from '../../db/seed/generate';
import { searchText } from '../../lib/text';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/app';
import { draw, englishProducts, QUERIES } from '../../test/search-queries';

let t: TestApp;
beforeAll(async () => {
  const testDatabase = await createTestDatabase();
  await testDatabase.database.db.insertInto('productos').values(englishProducts()).execute();
  await testDatabase.database.db.insertInto('productos').values(numberedProducts()).execute();
  t = await createTestApp({ testDatabase });
});
afterAll(async () => {
  await t.close();
  await t.testDatabase.database.close();
  await t.testDatabase.drop();
});

async function firstTen(text: string): Promise<number[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: apiPath('getProductos'),
    query: { nombreFull: text, pagesize: '10' },
  });
  return (getProductosResponse.parse(response.json()).Datos ?? []).map((p) => p.Productoid);
}

describe.each([
  ['Spanish names of the demo catalogue', () => draw(demoCatalogue(new Date()), 100)],
  ['English names', englishProducts],
])('nombreFull finds each product among the first 10, %s', (_, products) => {
  it.each(Object.entries(QUERIES))('by %s, for at least 95 of 100', async (_kind, query) => {
    const drawn = products();
    const missed: string[] = [];
    for (const p of drawn) {
      const text = query(p);
      if (!(await firstTen(text)).includes(p.id)) missed.push(`${text} (${p.nombre})`);
    }
    expect(drawn).toHaveLength(100);
    expect(missed.length, missed.join('\n')).toBeLessThanOrEqual(5);
  });
});

describe('nombreFull ranks and corrects', () => {
  it('puts the product whose code is typed first, then names with the words as typed', async () => {
    const [product] = draw(demoCatalogue(new Date()), 1);
    expect((await firstTen(product?.codigo.toLowerCase() ?? ''))[0]).toBe(product?.id);
    const found = await firstTen('frenos');
    const names = await Promise.all(found.map((id) => nameOf(id)));
    const asTyped = names.map((n) => searchText(n).includes('frenos'));
    // Every name with "frenos" as typed comes before those found through its singular.
    expect(asTyped.indexOf(false) === -1 || !asTyped.slice(asTyped.indexOf(false)).includes(true)).toBe(true);
  });

  it('forgives one typo in a number of four digits or more, ranking the number as typed first', async () => {
    const [filter, other] = numberedProducts();
    for (const typo of [
      'oil filter 4823',
      'oil filter 48123',
      'oil filter 48913',
      'oil filter 84213',
      'oil filter 48x13',
    ]) {
      expect(await firstTen(typo), typo).toContain(filter?.id);
    }
    expect((await firstTen('oil filter 48231'))[0]).toBe(other?.id);
    expect((await firstTen('oil filter 48213'))[0]).toBe(filter?.id);
  });

  it('finds a grade typed without its hyphen ("10w40" for 10W-40), a typo like any other', async () => {
    const grade = numberedProducts()[3];
    for (const text of ['10w40', 'motor oil 10w40', 'oil 10w-40']) {
      expect(await firstTen(text), text).toContain(grade?.id);
    }
  });

  it("never finds a number's typo inside a longer number", async () => {
    const [filter, other, unrelated] = numberedProducts();
    // 48231 starts with 4823 and 48213 is one swap away; 14829 holds 482 but is no typo of 4823.
    expect((await firstTen('oil filter 4823')).sort()).toEqual([filter?.id, other?.id].sort());
    expect(await firstTen('oil filter 14829')).toEqual([unrelated?.id]);
  });

  it('offers "did you mean" when nothing matches, and nothing when the search finds products', async () => {
    const count = async (nombreFull: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: apiPath('contarProductos'),
        query: { nombreFull },
      });
      return contarProductosResponse.parse(response.json()).Datos;
    };
    expect(await count('liqxdo frenos')).toEqual({ Total: 0, Sugerencia: 'liquido frenos' });
    expect(await count('liquido de frenos')).toEqual({ Total: expect.any(Number) });
    expect(await count('zzzzzz')).toEqual({ Total: 0 });
  });
});

async function nameOf(id: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('productos')
    .select('nombre')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.nombre;
}

/** Products whose names end in numbers: two of them two swapped digits apart (a model, a part number); an oil's grade. */
function numberedProducts() {
  return extraProducts(9001, 4).map((row, i) => {
    const nombre = ['Oil filter 48213', 'Oil filter 48231', 'Oil filter 14829', 'Motor oil 10W-40'][i] ?? '';
    return {
      ...row,
      nombre,
      nombre_busqueda: searchText(nombre),
      busqueda: searchText(`${row.codigo} ${row.referencia} ${nombre}`),
    };
  });
}
