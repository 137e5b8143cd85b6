// The catalogue grown for benchmarks (growCatalogue: rows built by the database from templates) is stored as a
// catalogue writer stores products: its search columns, sanitised descriptions and facets are what
// db/catalogue-writer.ts would write, so a search and a facet find a generated product as they find a real one.
import { apiPath, getProductosResponse } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFacets } from '../../lib/facets';
import { searchText } from '../../lib/text';
import { createTestApp, databaseOfFile, type TestApp } from '../../test/app';
import { descriptionHtml } from '../descriptions';
import { BASE_PRODUCTS } from './generate';
import { growCatalogue } from './seed';

const TOTAL = 3000;
const database = databaseOfFile();
let t: TestApp;
let added = 0;
beforeAll(async () => {
  added = await growCatalogue(database().database.db, TOTAL);
  t = await createTestApp({ testDatabase: database() });
});
afterAll(() => t.close());

const grown = () =>
  t.database.db.selectFrom('productos').selectAll().where('id', '>', BASE_PRODUCTS).orderBy('id').execute();

async function firstTen(query: Record<string, string>): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: apiPath('getProductos'), query });
  expect(response.statusCode).toBe(200);
  return (getProductosResponse.parse(response.json()).Datos ?? []).map((p) => p.Productoid);
}

describe('growCatalogue', () => {
  it('adds the products missing up to the total, with fresh ids and codes, and nothing when there', async () => {
    expect(added).toBe(TOTAL - BASE_PRODUCTS);
    const rows = await grown();
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: added }, (_, i) => BASE_PRODUCTS + 1 + i));
    expect(new Set(rows.map((r) => r.codigo)).size).toBe(added);
    expect(await growCatalogue(t.database.db, TOTAL)).toBe(0);
  });

  it('stores search columns, descriptions and facets as the catalogue writer does', async () => {
    for (const r of await grown()) {
      expect(r.codigo).toMatch(new RegExp(`^[A-Z]{3}-0*${r.id}$`));
      expect(r.nombre.endsWith(` ${r.id}`)).toBe(true);
      expect(r.nombre_busqueda).toBe(searchText(r.nombre));
      expect(r.busqueda).toBe(searchText(`${r.codigo} ${r.referencia} ${r.nombre}`));
      expect(r.texto_html).toBe(descriptionHtml(r.texto_adicional));
      expect(r.imagenes.every((name, i) => name === `p${r.id}-${i + 1}.webp`)).toBe(true);
      const brand = r.facetas.marca?.[0] ?? '';
      expect(r.nombre).toContain(brand);
      expect(r.facetas).toEqual(productFacets({ brand, attributes: presentationOf(r.facetas) }));
    }
  });

  it('finds a generated product by its name with a typo, by its code, and under its brand', async () => {
    const rows = await grown();
    const product = rows[rows.length - 7];
    if (!product) throw new Error('no generated product');
    // Its longest word with a letter left out, and the rest of its name (its number last).
    const words = product.nombre.split(' ');
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const typo = words.map((w) => (w === longest ? `${w.slice(0, 2)}${w.slice(3)}` : w)).join(' ');
    expect(await firstTen({ nombreFull: typo, pagesize: '10' }), typo).toContain(product.id);
    expect((await firstTen({ nombreFull: product.codigo }))[0]).toBe(product.id);
    const brand = product.facetas.marca?.[0] ?? '';
    const underBrand = await firstTen({ nombreFull: String(product.id), facetas: `marca:${brand}` });
    expect(underBrand).toContain(product.id);
    const otherBrand = rows.find((r) => r.facetas.marca?.[0] !== brand)?.facetas.marca?.[0] ?? '';
    expect(await firstTen({ nombreFull: String(product.id), facetas: `marca:${otherBrand}` })).not.toContain(
      product.id,
    );
  });
});

/** A food's presentation, the one attribute a generated product may carry. */
function presentationOf(facets: Record<string, string[]>): Record<string, string> {
  const value = facets['Presentación']?.[0];
  return value === undefined ? {} : { Presentación: value };
}
