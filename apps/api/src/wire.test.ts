// The ERP's wire, key for key (DESIGN.md's wire table): for every path, the exact top-level keys of the
// answer, where its data sits, and the lenient inputs the ERP's clients really send. Runs on PGlite and,
// in npm test's second pass, on PostgreSQL.
import {
  API_BASE,
  apiPath,
  erpReportPaths,
  type Product,
  type paths,
  type Session,
} from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers, withAnotherApp } from './test/fixtures';

const t = demoCustomers();

async function get(url: string, session?: Session) {
  const response = await t.app.inject({ method: 'GET', url, headers: session ? t.bearer(session) : {} });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json() as unknown;
}
const keysOf = (value: unknown) => Object.keys(value as object).sort();
const q = (path: keyof typeof paths, query = '') => `${apiPath(path)}?usuarioid=1&empresaid=1${query}`;

describe('the top-level keys of every answer', () => {
  it.each<[string, () => string, string[], boolean]>([
    ['GetProductos_V2', () => q('getProductos'), ['Datos', 'Msj', 'Status'], false],
    [
      'GetProductoDataTercero_v2',
      () => q('getProductoData', '&productoid=95'),
      ['Html', 'Msj', 'Producto', 'Status'],
      false,
    ],
    ['DepartamentoGet', () => q('departamentos'), ['Departamentos', 'Status'], false],
    ['CiudadesDeptoGet', () => q('ciudades', '&Departamentoid=05'), ['Ciudades', 'Status'], false],
    ['InfoTercero', () => q('infoTercero', '&terceroid=1001'), ['Resultado', 'Status'], true],
    [
      'TerceroDatosDocumentos',
      () => q('datosDocumentos', '&terceroid=1001&tercerosucid=2001'),
      ['Devoluciones', 'Facturas', 'Pedidos', 'PedidosWeb', 'Recibos', 'Status'],
      true,
    ],
    [
      'TerceroSucGetFactura',
      () => q('facturas', '&terceroid=1001&tercerosucid=null&rows=0'),
      ['Facturas', 'Status'],
      true,
    ],
    [
      'TerceroGetPedido',
      () => q('pedidos', '&fechaini=null&fechafin=null&terceroid=1001&numero=null&estado=null&rows=0'),
      ['Registros', 'Status'],
      true,
    ],
    ['TerceroGetRecibos', () => q('recibos', '&terceroid=1001&rows=0'), ['Recibos', 'Status'], true],
    ['TerceroGetData', () => q('terceroData', '&terceroid=1001'), ['Status', 'Tercero'], true],
    ['TerceroSucursalDetalleget', () => q('sucursales', '&terceroid=1001'), ['Status', 'Sucursales'], true],
    ['GetTasas', () => q('tasas', '&base=USD'), ['base', 'date', 'rates'], false],
  ])('%s', async (_name, url, keys, asCustomer) => {
    const body = await get(url(), asCustomer ? t.demo1 : undefined);
    expect(keysOf(body)).toEqual(keys);
    if ('Status' in (body as object)) expect((body as { Status: boolean }).Status).toBe(true);
  });

  it('LoginTercero: Status, Msj and Datos with the session', async () => {
    const response = await t.loginAnswer('demo2');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { Msj: unknown; Datos: object };
    expect(keysOf(body)).toEqual(['Datos', 'Msj', 'Status']);
    expect(typeof body.Msj).toBe('string');
    expect(keysOf(body.Datos)).toEqual([
      'Expira',
      'PrecioNivel',
      'Tercero',
      'Terceroid',
      'Tercerosucid',
      'Token',
    ]);
  });

  it('InfoTercero: Resultado holds Ultima_Venta, Dias_UltimaVenta and Tercero', async () => {
    const body = (await get(q('infoTercero', '&terceroid=1001'), t.demo1)) as { Resultado: object };
    expect(keysOf(body.Resultado)).toEqual(['Dias_UltimaVenta', 'Tercero', 'Ultima_Venta']);
  });

  it("TerceroGetData, TerceroSucursalDetalleget and the document lists carry the ERP's record keys", async () => {
    const data = (await get(q('terceroData', '&terceroid=1001'), t.demo1)) as { Tercero: object };
    expect(keysOf(data.Tercero)).toEqual(['descripcion', 'dv', 'nit', 'telefono']);
    const branches = (await get(q('sucursales', '&terceroid=1001'), t.demo1)) as { Sucursales: object[] };
    expect(keysOf(branches.Sucursales[0])).toEqual([
      'ciudad_descrip',
      'correo_electronico',
      'departamento_descrip',
      'direccion',
      'tercerosucid',
    ]);
    const invoices = (await get(q('facturas', '&terceroid=1001'), t.demo1)) as { Facturas: object[] };
    expect(keysOf(invoices.Facturas[0])).toEqual(
      [
        'cantidad',
        'facturaid',
        'fecha',
        'impuesto',
        'items',
        'numero',
        'prefijo',
        'saldo',
        'subtotal',
        'total',
        // An extra key of ours (DESIGN.md allows them): whether the invoice's lines can be ordered again.
        'reordenable',
      ].sort(),
    );
    const receipts = (await get(q('recibos', '&terceroid=1001'), t.demo1)) as { Recibos: object[] };
    expect(keysOf(receipts.Recibos[0])).toEqual(['Documento', 'Fecha', 'Neto', 'Registros', 'Valor', 'id']);
    const places = (await get(q('departamentos'))) as { Departamentos: object[] };
    expect(keysOf(places.Departamentos[0])).toEqual(['Text', 'Value']);
  });

  it('GetCategoriasGrupos is a bare array with the ERP keys down to the subgroups', async () => {
    const tree = (await get(q('categorias'))) as Array<Record<string, unknown>>;
    expect(Array.isArray(tree)).toBe(true);
    const category = tree[0] as { Grupos: Array<{ SubGrupos: object[] }> };
    expect(keysOf(category)).toEqual(
      expect.arrayContaining(['Categoriaid', 'Descripcion', 'Grupos', 'Image']),
    );
    expect(category).not.toHaveProperty('Categoria');
    const group = category.Grupos[0] as object;
    expect(keysOf(group)).toEqual(
      expect.arrayContaining(['SubGrupos', 'aplica_api', 'descripcion', 'grupoid']),
    );
    expect(keysOf(category.Grupos[0]?.SubGrupos[0])).toEqual(['descripcion', 'subgrupoid']);
    expect((category as unknown as { Image: string }).Image).toMatch(/^[^/]+\.webp$/);
  });

  it('GetSubGrupo is a bare array of the groups of a category', async () => {
    const groups = (await get(q('subgrupos', '&categoriaid=1'))) as object[];
    expect(groups.length).toBeGreaterThan(0);
    expect(keysOf(groups[0])).toEqual(expect.arrayContaining(['SubGrupos', 'descripcion', 'grupoid']));
  });

  it('a product record gives its pictures as bare file names, each served at /Files/Images/', async () => {
    const body = (await get(q('getProductoData', '&productoid=98'))) as { Producto: Product };
    const names = [...body.Producto.Imagenes, ...(body.Producto.variation ?? []).map((v) => v.image)];
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      expect(name).toMatch(/^[\w.-]+$/);
      const picture = await t.app.inject({ method: 'GET', url: `/Files/Images/${name}` });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toMatch(/^image\//);
    }
  });
});

describe('lenient where the ERP clients are', () => {
  const names = async (query: string) =>
    ((await get(q('getProductos', query))) as { Datos: Product[] }).Datos.map((p) => p.Productoid);

  it('orden outside 0..2 means 0 (by code)', async () => {
    expect(await names('&orden=4')).toEqual(await names('&orden=0'));
    expect(await names('&orden=null')).toEqual(await names('&orden=0'));
  });

  it('a category, group or subgroup id that is not a number means no filter', async () => {
    const all = await names('');
    expect(await names('&categoriaid=:categoriaid&grupoid=null&subgrupoid=')).toEqual(all);
    expect(await names('&categoriaid=0')).toEqual(all);
  });

  it('% in nombreFull matches any text', async () => {
    const arroz = await names('&nombreFull=%25arroz%25&pagesize=100');
    expect(arroz.length).toBeGreaterThan(0);
    expect(arroz).toEqual(await names('&nombreFull=arroz&pagesize=100'));
  });

  it('a boolean or an order state in any case: api=True, estado=Pendiente (a .NET client writes True)', async () => {
    expect(await names('&api=True&api2=False')).toEqual(await names('&api=true&api2=false'));
    const pending = (await get(q('pedidos', '&terceroid=1001&estado=Pendiente&rows=0'), t.demo1)) as {
      Registros: { estado_descripcion: string }[];
    };
    expect(pending.Registros.length).toBeGreaterThan(0);
    expect(new Set(pending.Registros.map((r) => r.estado_descripcion))).toEqual(new Set(['Pendiente']));
  });

  it('GetSubGrupo without a usable category answers []', async () => {
    for (const query of ['&categoriaid=null', '&categoriaid=:categoriaid', '&categoriaid=424242']) {
      expect(await get(q('subgrupos', query))).toEqual([]);
    }
  });

  it('still refuses what is malformed with a 400 envelope and a clear Msj', async () => {
    for (const url of [q('getProductos', '&length=-1'), q('getProductoData', '&productoid=abc')]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Status: false, Msj: expect.stringMatching(/\w{5,}/) });
    }
  });

  it('says in Spanish what is wrong with a body: a value of the wrong type, a compressed body it cannot read', async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: q('suscripcion', ''),
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    const wrongType = await post(JSON.stringify({ Email: 12 }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ Msj: string }>().Msj).toContain('Email debe ser texto');
    const missing = await post(JSON.stringify({}));
    expect(missing.json<{ Msj: string }>().Msj).toContain('Email es obligatorio');
    const garbled = await post('not gzip at all', { 'content-encoding': 'gzip' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({
      Status: false,
      Msj: 'El cuerpo comprimido de la petición no se pudo descomprimir',
    });
    const unknown = await post('{}', { 'content-encoding': 'xyz' });
    expect(unknown.statusCode).toBe(415);
    expect(unknown.json<{ Msj: string }>().Msj).toMatch(/^Content-Encoding no admitido/);
  });
});

describe("the printable documents at the ERP's host-root addresses", () => {
  it('prints an order, an invoice and a receipt for their owner only', async () => {
    const order = (await get(q('pedidos', '&terceroid=1001'), t.demo1)) as {
      Registros: Array<{ pedidoid: number }>;
    };
    const invoice = (await get(q('facturas', '&terceroid=1001'), t.demo1)) as {
      Facturas: Array<{ facturaid: number }>;
    };
    const receipt = (await get(q('recibos', '&terceroid=1001'), t.demo1)) as {
      Recibos: Array<{ id: number }>;
    };
    for (const url of [
      `${erpReportPaths.order}?empresaid=1&id=${order.Registros[0]?.pedidoid}`,
      `${erpReportPaths.invoice}?empresaid=1&id=${invoice.Facturas[0]?.facturaid}`,
      `${erpReportPaths.invoiceAlternative}?empresaid=1&page=1&facturaid=${invoice.Facturas[0]?.facturaid}`,
      `${erpReportPaths.receipt}?id=${receipt.Recibos[0]?.id}`,
    ]) {
      const own = await t.app.inject({ method: 'GET', url, headers: t.bearer(t.demo1) });
      expect(own.statusCode, url).toBe(200);
      expect(own.headers['content-type']).toMatch(/^text\/html/);
      expect(own.body).toContain('<html');
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    // Not the storefront's index page under the old API prefix either.
    const old = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}ReporteApp/Pedido?id=1`,
      headers: t.bearer(t.demo1),
    });
    expect(old.statusCode).toBe(404);
  });
});

describe('cross-origin callers', () => {
  it('answers the preflight of a listed origin, with credentials, and no other', async () => {
    await withAnotherApp(t, { config: { corsOrigins: ['https://tienda.example.com'] } }, async (shop) => {
      const preflight = (origin: string) =>
        shop.app.inject({
          method: 'OPTIONS',
          url: apiPath('getProductos'),
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization',
          },
        });
      const listed = await preflight('https://tienda.example.com');
      expect(listed.statusCode).toBe(204);
      expect(listed.headers['access-control-allow-origin']).toBe('https://tienda.example.com');
      expect(listed.headers['access-control-allow-credentials']).toBe('true');
      expect(String(listed.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
      const other = await preflight('https://otro.example.com');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();

      const answer = await shop.app.inject({
        method: 'GET',
        url: apiPath('getProductos'),
        headers: { origin: 'https://tienda.example.com' },
      });
      expect(answer.headers['access-control-allow-origin']).toBe('https://tienda.example.com');
      // The storefront on that origin reads a 429's wait and a 403's kind (a role's refusal keeps the session).
      expect(String(answer.headers['access-control-expose-headers'])).toBe('Retry-After, Mostrador-Refusal');
    });
  });

  it('allows no origin by default', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: apiPath('getProductos'),
      headers: { origin: 'https://tienda.example.com' },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
