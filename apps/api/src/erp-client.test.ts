// A client written for the distributor's ERP, played over real HTTP with the ERP's habits: every parameter
// sent, absent ones as the text `null`, the ERP's shared credential as the bearer, `orden=4`, `%text%`
// searches, answers read where the ERP puts their keys, orders without an Idempotency-Key.
import type { AddressInfo } from 'node:net';
import { noProductFilters } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

/** The ERP's shared credential: not a session of ours. */
const SHARED_CREDENTIAL = 'Bearer erp-no-user-4f1c9a7e2b';

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

type Params = Record<string, string | number | boolean | null>;

/** How the ERP's clients call: usuarioid and empresaid always, every parameter, null as 'null'. */
async function erp(
  path: string,
  params: Params = {},
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const search = new URLSearchParams({ usuarioid: '1', empresaid: '1' });
  for (const [name, value] of Object.entries(params))
    search.set(name, value === null ? 'null' : String(value));
  const response = await fetch(`${origin}/apiGold/${path}?${search}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: init.token ? `Bearer ${init.token}` : SHARED_CREDENTIAL,
      'Content-Type': 'application/json',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
}

/** The ERP client's product query: every filter, the unused ones as null. */
function productQuery(overrides: Params = {}): Params {
  return { ...noProductFilters, length: 0, bodegaid: 1, orden: 4, api: true, terceroid: null, ...overrides };
}

interface WireProduct {
  Productoid: number;
  Producto: string;
  Producto_cod: string;
  Disponible: number;
  Imagenes: string[];
}

describe('a client written for the ERP, unchanged, against this server', () => {
  it('browses the catalogue: home page, search, category tree, pictures', async () => {
    const home = await erp('ProductoApi/GetProductos_V2', productQuery());
    expect(home.status).toBe(200);
    const products = home.body.Datos as WireProduct[];
    expect(products.length).toBeGreaterThan(0);
    // orden=4 reads as by code.
    const codes = products.map((p) => p.Producto_cod);
    expect(codes).toEqual([...codes].sort());

    const search = await erp('ProductoApi/GetProductos_V2', productQuery({ nombreFull: '%arroz%' }));
    const found = search.body.Datos as WireProduct[];
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) expect(`${p.Producto_cod} ${p.Producto}`.toLowerCase()).toMatch(/arroz/);

    const tree = await erp('CategoriaApi/GetCategoriasGrupos');
    expect(Array.isArray(tree.body)).toBe(true);
    const category = tree.body[0] as {
      Categoriaid: number;
      Descripcion: string;
      Grupos: Array<{ grupoid: number; SubGrupos: Array<{ subgrupoid: number }> }>;
    };
    expect(category.Descripcion.length).toBeGreaterThan(0);
    const subgroup = category.Grupos[0]?.SubGrupos[0]?.subgrupoid ?? 0;
    const inSubgroup = await erp(
      'ProductoApi/GetProductos_V2',
      productQuery({
        categoriaid: category.Categoriaid,
        grupoid: category.Grupos[0]?.grupoid ?? 0,
        subgrupoid: subgroup,
      }),
    );
    expect((inSubgroup.body.Datos as unknown[]).length).toBeGreaterThan(0);
    // The ERP client's route template, sent unfilled.
    expect((await erp('GrupoApi/GetSubGrupo', { categoriaid: ':categoriaid' })).body).toEqual([]);

    const detail = await erp('ProductoApi/GetProductoDataTercero_v2', {
      productoid: products[0]?.Productoid ?? 0,
      terceroid: null,
      bodegaid: 1,
    });
    expect(detail.body).toMatchObject({ Status: true, Producto: { Productoid: products[0]?.Productoid } });
    expect(typeof detail.body.Html).toBe('string');

    const picture = await fetch(
      `${origin}/Files/Images/${encodeURIComponent(products[0]?.Imagenes[0] ?? '')}`,
    );
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
  });

  it('a guest orders with department and city names and no key: sent twice, one order', async () => {
    const home = await erp('ProductoApi/GetProductos_V2', productQuery({ orden: 0 }));
    const product = (home.body.Datos as WireProduct[]).find((p) => p.Disponible >= 10);
    if (!product) throw new Error('no product in stock');
    const order = {
      Nit: '900555111',
      Tercero: 'Tienda Don Pepe',
      Telefono1: '3001234567',
      Direccion: 'Calle 1 # 2-3',
      Email: 'pepe@example.com',
      Ciudad: 'Medellín',
      Departamento: 'Antioquia',
      Observacion: null,
      Detalles: [
        {
          Productoid: String(product.Productoid),
          Cantidad: '2',
          Precio: 1,
          Impuesto_porc: 0,
          Observacion: null,
        },
      ],
    };
    const first = await erp('PedidoApi/PedidoWebCreateAnonimo', {}, { method: 'POST', body: order });
    const second = await erp('PedidoApi/PedidoWebCreateAnonimo', {}, { method: 'POST', body: order });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      Status: true,
      Datos: { pedidoid: expect.any(Number), numero: expect.any(Number) },
    });
    expect(second.body).toEqual(first.body);
    const made = await t.database.db
      .selectFrom('pedidos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('invitado', 'is not', null)
      .where(({ eb, ref }) => eb(ref('invitado'), '@>', JSON.stringify({ Nit: '900555111' }) as never))
      .executeTakeFirstOrThrow();
    expect(Number(made.n)).toBe(1);

    const short = await erp(
      'PedidoApi/PedidoWebCreateAnonimo',
      {},
      {
        method: 'POST',
        body: { ...order, Detalles: [{ Productoid: product.Productoid, Cantidad: 100_000 }] },
      },
    );
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({
      Status: true,
      ErrorDisp: true,
      ErrorDips: [{ Productoid: product.Productoid, Solicitado: 100_000 }],
    });
  });

  it("reads a customer's own documents and prints an order at its host-root address, only with the session", async () => {
    const login = await erp(
      'TerceroApi/LoginTercero',
      {},
      { method: 'POST', body: { usuario: 'demo1', contrasena: 'demo-2026' } },
    );
    const session = login.body.Datos as { Token: string; Terceroid: number };
    expect(session.Token).toBeTruthy();

    // The shared credential alone is a visitor: customer paths answer 401.
    expect((await erp('TerceroApi/InfoTercero', { terceroid: session.Terceroid })).status).toBe(401);

    const info = await erp(
      'TerceroApi/InfoTercero',
      { terceroid: session.Terceroid },
      { token: session.Token },
    );
    expect(info.body).toMatchObject({ Status: true, Resultado: { Tercero: expect.any(String) } });
    const orders = await erp(
      'TerceroApi/TerceroGetPedido',
      { fechaini: null, fechafin: null, terceroid: session.Terceroid, numero: null, estado: null, rows: 0 },
      { token: session.Token },
    );
    const pedidoid = (orders.body.Registros as Array<{ pedidoid: number }>)[0]?.pedidoid;
    expect(pedidoid).toBeGreaterThan(0);

    const printable = `${origin}/ReporteApp/Pedido/ImprimirPedido?empresaid=1&id=${pedidoid}`;
    const own = await fetch(printable, { headers: { Authorization: `Bearer ${session.Token}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await own.text()).toContain('<html');
    const without = await fetch(printable, { headers: { Authorization: SHARED_CREDENTIAL } });
    expect(without.status).toBe(401);
  });
});
