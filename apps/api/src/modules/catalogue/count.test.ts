// ContarProductos (the shop's own): how many products GetProductos_V2's filters match, for the pager.
import { apiPath, contarProductosResponse, getProductosResponse } from '@mostrador/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/fixtures';

const t = testApp();

async function count(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `${apiPath('contarProductos')}?${query}` });
  return { status: response.statusCode, body: response.json() };
}
async function allPages(query: string): Promise<number> {
  let n = 0;
  for (let offset = 0; ; offset += 100) {
    const r = await t.app.inject({
      method: 'GET',
      url: `${apiPath('getProductos')}?${query}&pagesize=100&length=${offset}`,
    });
    const page = getProductosResponse.parse(r.json()).Datos ?? [];
    n += page.length;
    if (page.length < 100) return n;
  }
}

describe('ContarProductos', () => {
  it('counts the active products, as many as the pages of GetProductos_V2 hold', async () => {
    const active = await t.database.db
      .selectFrom('productos')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('activo', '=', true)
      .executeTakeFirstOrThrow();
    const all = await count('categoriaid=null&length=24&orden=4');
    expect(all.status).toBe(200);
    expect(contarProductosResponse.parse(all.body).Datos?.Total).toBe(active.n);
    expect(active.n).toBeGreaterThan(24);
    expect(await allPages('categoriaid=null')).toBe(active.n);
  });

  it("counts what a filter and a search match, the same as the pages' products", async () => {
    const tree = await t.database.db
      .selectFrom('categorias')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const query of [`categoriaid=${tree.id}`, 'nombreFull=%25a%25', 'precio_min=50&precio_max=200']) {
      const { body } = await count(query);
      expect(body.Datos.Total, query).toBe(await allPages(query));
    }
    expect((await count('nombreFull=no-such-product-anywhere')).body.Datos.Total).toBe(0);
  });

  it('refuses a price range upside down with a 400 envelope', async () => {
    const { status, body } = await count('precio_min=200&precio_max=50');
    expect(status).toBe(400);
    expect(body).toMatchObject({ Status: false });
  });
});

describe("GetProductoDataTercero_v2's ausente200 (the shop's own)", () => {
  it('answers an unknown product with 200 {Status:false}; without it, the 404 the ERP clients get', async () => {
    const url = `${apiPath('getProductoData')}?productoid=999999`;
    const own = await t.app.inject({ method: 'GET', url: `${url}&ausente200=true` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ Status: false, Msj: 'Producto no encontrado: 999999' });
    const erp = await t.app.inject({ method: 'GET', url });
    expect(erp.statusCode).toBe(404);
    expect(erp.json()).toMatchObject({ Status: false });
  });
});
