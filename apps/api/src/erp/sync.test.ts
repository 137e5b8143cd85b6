// The catalogue sync against the fake ERP over real HTTP: a full sync of 5,000 products, changes upstream
// reaching the shop on the next sync, and a failure half-way that leaves the last good catalogue.
import { apiPath, getProductosResponse, healthEnvelope, orderPaths, type Product } from '@mostrador/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion } from '../db/catalogue-version';
import { createTestApp, GUEST, type TestApp } from '../test/app';
import { type FakeErp, fakeProduct, startFakeErp } from '../test/fake-erp';

let erp: FakeErp;
let t: TestApp;

beforeAll(async () => {
  erp = await startFakeErp({ products: 5000, pageSize: 100 });
  t = await createTestApp({
    config: { erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 5000 } },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await erp.close();
});

async function shopProduct(id: number, token?: string): Promise<Product | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${apiPath('getProductoData')}?productoid=${id}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  if (response.statusCode !== 200) return undefined;
  return (response.json() as { Producto: Product }).Producto;
}

async function shopPage(params: string) {
  const response = await t.app.inject({ method: 'GET', url: `${apiPath('getProductos')}?${params}` });
  return getProductosResponse.parse(response.json()).Datos ?? [];
}

const connector = () => {
  if (!t.app.erp) throw new Error('the ERP connector is not on');
  return t.app.erp;
};

describe('catalogue sync from the ERP', () => {
  it('brings all 5,000 products page by page, with their tree and pictures', async () => {
    const versionBefore = await catalogueVersion(t.database.db);
    const report = await connector().sync();
    expect(report.products).toBe(5000);
    expect(report.skipped).toEqual([]);
    expect(erp.hits.get('ProductoApi/GetProductos_V2')).toBe(51); // 50 pages and the empty one
    expect(await catalogueVersion(t.database.db)).toBeGreaterThan(versionBefore);

    // The shop answers with the ERP's products: priced at the guest level (Precio4), its code, its stock.
    const p4321 = await shopProduct(4321);
    const upstream = erp.products.get(4321);
    expect(p4321).toMatchObject({
      Producto_cod: upstream?.Producto_cod,
      Producto: upstream?.Producto,
      Precio: upstream?.Precio4,
      Disponible: 100,
      Imagenes: upstream?.Imagenes,
    });
    const total = await t.database.db
      .selectFrom('productos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('activo', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBe(5000);

    // The tree is the ERP's (the seed's categories are hidden).
    const tree = (await t.app.inject({ method: 'GET', url: apiPath('categorias') })).json() as Array<{
      Categoriaid: number;
      Descripcion: string;
    }>;
    expect(tree.map((c) => c.Descripcion)).toEqual(['Categoría ERP 1', 'Categoría ERP 2', 'Categoría ERP 3']);
    const inGroup = await shopPage('categoriaid=2&grupoid=20&subgrupoid=200&pagesize=100');
    expect(inGroup.length).toBeGreaterThan(0);
    for (const p of inGroup) expect(p).toMatchObject({ Categoriaid: 2, Grupoid: 20, Subgrupoid: 200 });

    // Pictures: fetched once, kept, served at /Files/Images/<name>.
    expect(report.picturesFetched).toBe(8);
    const picture = await t.app.inject({ method: 'GET', url: '/Files/Images/erp-1.png' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(erp.pictures.get('erp-1.png')?.data ?? Buffer.alloc(0))).toBe(true);
    const pictureHits = erp.hits.get('Files/Images');
    await connector().sync();
    expect(erp.hits.get('Files/Images')).toBe(pictureHits);

    const health = healthEnvelope.parse(
      (await t.app.inject({ method: 'GET', url: apiPath('health') })).json(),
    );
    expect(health.Erp).toMatchObject({
      ProductosSincronizados: 5000,
      PedidosPendientes: 0,
      UltimoError: null,
    });
    expect(health.Erp?.UltimaSync).not.toBeNull();
  }, 120_000);

  it('a price, a tier and a stock change upstream reach the shop on the next sync; a product gone is hidden', async () => {
    const before = await shopProduct(17);
    const upstream = erp.products.get(17) ?? fakeProduct(17);
    const changed = {
      Disponible: 30,
      Escala_aplica: true,
      Escala: JSON.stringify([{ Desde: 10, Hasta: 999, PrecioNivel: 5 }]),
      Marca: 'Bosch',
      Atributos: { Voltaje: '12 V' },
    };
    erp.products.set(17, {
      ...upstream,
      Precio4: 777.5,
      ...changed,
      variation: [{ color: 'red', image: '', size: [{ name: 'xl', stock: 30 }] }],
    });
    erp.products.delete(18);
    expect(before?.Precio).not.toBe(777.5);
    expect(await shopProduct(18)).toBeDefined();

    const report = await connector().sync();
    expect(report.hidden).toBe(1);
    const after = await shopProduct(17);
    expect(after).toMatchObject({ Precio: 777.5, ...changed });
    // The record's brand, attributes, colours and sizes are the catalogue's facets.
    const facets = await t.app.inject({
      method: 'GET',
      url: `${apiPath('contarFacetas')}?facetas=${encodeURIComponent('marca:Bosch')}`,
    });
    expect(facets.json().Datos).toEqual(
      expect.arrayContaining([
        { Faceta: 'color', Valores: [{ Valor: 'red', Total: 1 }] },
        { Faceta: 'talla', Valores: [{ Valor: 'xl', Total: 1 }] },
        { Faceta: 'Voltaje', Valores: [{ Valor: '12 V', Total: 1 }] },
      ]),
    );
    expect(await shopProduct(18)).toBeUndefined();
    // Hidden, not deleted: its row (and any order line pointing at it) stays.
    const row = await t.database.db
      .selectFrom('productos')
      .select(['activo'])
      .where('id', '=', 18)
      .executeTakeFirst();
    expect(row).toEqual({ activo: false });

    // The tier reaches the price of an order: 10 units at Precio5 (1225.00 each).
    const order = await t.app.inject({
      method: 'POST',
      url: `/apiGold/${orderPaths.createGuest}`,
      payload: { ...GUEST, Detalles: [{ Productoid: 17, Cantidad: 10 }] },
    });
    expect(order.statusCode).toBe(200);
    const pedidoid = (order.json() as { Datos: { pedidoid: number } }).Datos.pedidoid;
    const line = await t.database.db
      .selectFrom('pedido_lineas')
      .select(['precio', 'subtotal'])
      .where('pedido_id', '=', pedidoid)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ precio: '1225.00', subtotal: '12250.00' });
  }, 60_000);

  it('writes only the products that changed upstream, and the table keeps its size sync after sync', async () => {
    const size = async () =>
      Number(
        (
          await sql<{ bytes: string }>`SELECT pg_total_relation_size('productos')::text AS bytes`.execute(
            t.database.db,
          )
        ).rows[0]?.bytes,
      );
    // The order of the test before reaches the ERP first: a delivery landing between a sync's read of the
    // ERP's stock and its count of the units still on their way would move that product's stock on the next.
    await connector().deliver();
    await connector().sync();
    const first = await size();
    expect((await connector().sync()).changed).toBe(0);
    // A tenth of the ERP's stock moves before each sync, as a live ERP's does: those are written, the rest
    // not, and the table does not grow with every sync (PGlite runs no autovacuum).
    for (let round = 1; round <= 3; round++) {
      for (const [id, p] of erp.products)
        if (id % 10 === round) erp.products.set(id, { ...p, Disponible: p.Disponible + round });
      expect((await connector().sync()).changed).toBe(500);
    }
    expect(await size()).toBeLessThan(first * 1.25);
  }, 120_000);

  it('a failure half-way through leaves the last good catalogue in place', async () => {
    const before = await shopProduct(2500);
    const upstream = erp.products.get(2500) ?? fakeProduct(2500);
    erp.products.set(2500, { ...upstream, Precio4: 1.25, Producto: 'Cambiado arriba' });
    erp.products.set(1, { ...(erp.products.get(1) ?? fakeProduct(1)), Precio4: 2.5 });
    // Page 31 of 50 answers 500.
    erp.fail('ProductoApi/GetProductos_V2', '500', { when: (q) => q.get('length') === '3000' });
    const version = await catalogueVersion(t.database.db);
    await expect(connector().sync()).rejects.toThrow(/500/);

    expect(await shopProduct(2500)).toEqual(before);
    expect((await shopProduct(1))?.Precio).not.toBe(2.5);
    expect(await catalogueVersion(t.database.db)).toBe(version);
    const health = healthEnvelope.parse(
      (await t.app.inject({ method: 'GET', url: apiPath('health') })).json(),
    );
    expect(health.Erp?.UltimoError).toMatch(/500/);
    expect(health.Erp?.ProductosSincronizados).toBe(4999);

    // The next good sync brings the change, and the error is over: /health no longer reports it.
    await connector().sync();
    expect(await shopProduct(2500)).toMatchObject({ Producto: 'Cambiado arriba', Precio: 1.25 });
    const recovered = healthEnvelope.parse(
      (await t.app.inject({ method: 'GET', url: apiPath('health') })).json(),
    );
    expect(recovered.Erp).toMatchObject({ UltimoError: null, UltimoErrorFecha: null });
  }, 60_000);

  it('stops, changing nothing, when the ERP ignores the page offset and repeats its first page', async () => {
    const version = await catalogueVersion(t.database.db);
    erp.ignoreOffset = true;
    try {
      await expect(connector().sync()).rejects.toThrow(/repitió/);
    } finally {
      erp.ignoreOffset = false;
    }
    expect(erp.hits.get('ProductoApi/GetProductos_V2')).toBeGreaterThan(0);
    expect(await catalogueVersion(t.database.db)).toBe(version);
    expect(await shopProduct(4321)).toBeDefined();
  }, 60_000);
});
