import {
  apiPath,
  categoriasResponse,
  errorEnvelope,
  getProductoDataResponse,
  getProductosResponse,
  type Product,
  type Session,
  subgruposResponse,
  tiers,
} from '@mostrador/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoCatalogue, type ProductRow } from '../../db/seed/generate';
import { createSession } from '../../db/sessions';
import { searchText } from '../../lib/text';
import { createTestApp } from '../../test/app';
import { demoCustomers } from '../../test/fixtures';
import { placeholderSvg } from './pictures';

const t = demoCustomers();
/** The seeded catalogue, as the generator made it: the oracle these tests compare against. */
const seeded: ProductRow[] = demoCatalogue(new Date());
const byId = new Map(seeded.map((p) => [p.id, p]));

async function productos(query: Record<string, string | number>, session?: Session): Promise<Product[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: apiPath('getProductos'),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: session ? t.bearer(session) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = getProductosResponse.parse(response.json());
  expect(body.Status).toBe(true);
  return body.Datos ?? [];
}

/** Every page of a query (100 at a time). */
async function everything(query: Record<string, string | number>, session?: Session): Promise<Product[]> {
  const all: Product[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await productos({ ...query, length: offset, pagesize: 100 }, session);
    all.push(...page);
    if (page.length < 100) return all;
  }
}

const levelPrice = (p: ProductRow, level: number) =>
  [p.precio1, p.precio2, p.precio3, p.precio4, p.precio5][level - 1] ?? p.precio1 ?? 0;
const ids = (list: Product[]) => list.map((p) => p.Productoid);

describe('GetProductos_V2: the startup call of the storefront', () => {
  it('answers the ERP client call with a first page of 24 products by code', async () => {
    const page = await productos({
      codigo: 'null',
      descripcion: 'null',
      categoriaid: 'null',
      grupoid: 'null',
      subgrupoid: 'null',
      precio_min: 'null',
      precio_max: 'null',
      length: 0,
      bodegaid: 1,
      orden: 'null',
      webpedidoid: 'null',
      api: 'true',
      api2: 'null',
      terceroid: 'null',
      nombreFull: '',
      usuarioid: 1,
      empresaid: 1,
    });
    expect(page).toHaveLength(24);
    const expected = [...seeded].sort((a, b) => (a.codigo < b.codigo ? -1 : 1)).slice(0, 24);
    expect(ids(page)).toEqual(expected.map((p) => p.id));
  });

  it('gives each record the ERP fields, pictures the browser can load and parsable tiers', async () => {
    const all = await everything({});
    expect(all).toHaveLength(seeded.length);
    for (const p of all) {
      const row = byId.get(p.Productoid) as ProductRow;
      expect(p).toMatchObject({
        Producto_cod: row.codigo,
        Referencia: row.referencia,
        Producto: row.nombre,
        Categoriaid: row.categoria_id,
        Grupoid: row.grupo_id,
        Subgrupoid: row.subgrupo_id,
        Precio1: row.precio1,
        Precio5: row.precio5,
        Escala_aplica: row.escala_aplica,
        Disponible: row.disponible,
        Dimesiones: row.dimensiones,
      });
      expect(p.Imagenes.length).toBeGreaterThan(0);
      for (const image of p.Imagenes) expect(image).toMatch(/^[a-z0-9-]+\.(webp|svg)$/);
      if (p.Escala_aplica) expect(tiers.parse(JSON.parse(p.Escala ?? ''))).not.toHaveLength(0);
    }
    expect(all.filter((p) => p.Disponible === 0).length).toBeGreaterThan(3);
    expect(all.filter((p) => p.Disponible > 0 && p.Disponible <= 5).length).toBeGreaterThan(3);
    expect(all.filter((p) => p.Escala_aplica).length / all.length).toBeGreaterThan(0.3);
    expect(all.some((p) => p.Imagenes[0] === 'placeholder.svg')).toBe(true);
  });

  it('carries the demo fields on products 95..123', async () => {
    const all = await everything({});
    const demo = all.filter((p) => p.Productoid >= 95 && p.Productoid <= 123);
    expect(demo).toHaveLength(29);
    for (const p of demo) {
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect([0, 10, 30, 50]).toContain(p.discount);
      // The specification's demo data: stock up to 60.
      expect(p.Disponible).toBeLessThanOrEqual(60);
      expect(typeof p.new).toBe('boolean');
      expect(p.category?.length).toBeGreaterThan(0);
      expect(p.shortDescription).toBeTruthy();
      expect(p.fullDescription).toBeTruthy();
    }
    const dressed = demo.filter((p) => p.variation);
    expect(dressed.length).toBeGreaterThan(3);
    for (const p of dressed) {
      for (const v of p.variation ?? []) {
        expect(v.image).toMatch(/^p\d+-\d+\.webp$/);
        expect(v.size.map((s) => s.name)).toEqual(['s', 'm', 'xl', 'xxl']);
      }
      const stock = (p.variation ?? []).flatMap((v) => v.size).reduce((sum, s) => sum + s.stock, 0);
      expect(p.Disponible).toBe(stock);
    }
    const categories = new Set(demo.flatMap((p) => p.category ?? []));
    for (const c of [
      'fashion',
      'men',
      'women',
      'kids',
      'electronics',
      'furniture',
      'plant',
      'organic food',
      'flower',
      'book',
      'cosmetics',
      'accessories',
      'handmade',
      'auto parts',
      'cakes',
      'pet food',
    ]) {
      expect(categories).toContain(c);
    }
    expect(
      all.filter((p) => p.Productoid < 95 || p.Productoid > 123).every((p) => p.rating === undefined),
    ).toBe(true);
  });
});

describe('the tax rate of each product', () => {
  it("gives the product's own rate, and the shop's default (TAX_PERCENT) to the others, in lists and details", async () => {
    await sql`UPDATE productos SET impuesto_porcentaje = 5 WHERE id = 96`.execute(t.database.db);
    try {
      const rates = new Map((await everything({})).map((p) => [p.Productoid, p.Impuesto_porcentaje]));
      expect(rates.get(96)).toBe(5);
      expect(rates.get(95)).toBe(t.config.orders.taxPercent);
      expect(t.config.orders.taxPercent).toBe(19);
      const detail = await t.app.inject({
        method: 'GET',
        url: `${apiPath('getProductoData')}?productoid=96&bodegaid=1`,
      });
      expect(getProductoDataResponse.parse(detail.json()).Producto.Impuesto_porcentaje).toBe(5);
    } finally {
      await sql`UPDATE productos SET impuesto_porcentaje = NULL WHERE id = 96`.execute(t.database.db);
    }
  });
});

describe('GetProductos_V2: price levels', () => {
  it('prices guests at Precio4, demo1 at Precio4 and demo2 at Precio2', async () => {
    const guest = await productos({ pagesize: 50 });
    const one = await productos({ pagesize: 50 }, t.demo1);
    const two = await productos({ pagesize: 50, terceroid: 1002 }, t.demo2);
    for (const [list, level] of [
      [guest, 4],
      [one, 4],
      [two, 2],
    ] as const) {
      for (const p of list) expect(p.Precio).toBe(levelPrice(byId.get(p.Productoid) as ProductRow, level));
    }
    // demo2 never pays more than a visitor (logging out is never cheaper), and pays less for products untiered.
    expect(two.every((p, i) => p.Precio <= (guest[i]?.Precio ?? 0))).toBe(true);
    expect(two.some((p, i) => p.Precio < (guest[i]?.Precio ?? 0))).toBe(true);
  });

  it('uses the configured guest level', async () => {
    const precio5 = await createTestApp({ testDatabase: t.testDatabase, config: { guestPriceLevel: 5 } });
    try {
      const response = await precio5.app.inject({
        method: 'GET',
        url: `${apiPath('getProductos')}?pagesize=30`,
      });
      const page = getProductosResponse.parse(response.json()).Datos ?? [];
      for (const p of page) expect(p.Precio).toBe(levelPrice(byId.get(p.Productoid) as ProductRow, 5));
      expect(page.some((p) => byId.get(p.Productoid)?.precio5 === null)).toBe(true);
    } finally {
      await precio5.close();
    }
  });

  it("refuses to price at another customer's level (403), and treats an expired token as a guest", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPath('getProductos')}?terceroid=1002`,
      headers: t.bearer(t.demo1),
    });
    expect(response.statusCode).toBe(403);
    const { token: expired } = await createSession(
      t.database.db,
      { customerId: 1002, branchId: 2003, priceLevel: 2 },
      new Date(Date.now() - 3 * 86_400_000),
    );
    const page = await productos({ pagesize: 5 }, { ...t.demo2, Token: expired });
    for (const p of page) expect(p.Precio).toBe(levelPrice(byId.get(p.Productoid) as ProductRow, 4));
  });
});

describe('GetProductos_V2: search and filters', () => {
  it('finds "Café" with or without the accent, in any case', async () => {
    const withAccent = await everything({ nombreFull: 'Café' });
    const without = await everything({ nombreFull: 'CAFE' });
    expect(withAccent.length).toBeGreaterThan(2);
    expect(ids(without)).toEqual(ids(withAccent));
    for (const p of withAccent) expect(p.Producto.toLowerCase()).toMatch(/caf[eé]/);
    const oracle = seeded.filter((p) => p.busqueda.includes('cafe'));
    expect(ids(withAccent).sort()).toEqual(oracle.map((p) => p.id).sort());
  });

  it('matches every word, and codes and references too', async () => {
    const both = await everything({ nombreFull: 'frijol cargamanto' });
    expect(both.length).toBeGreaterThan(0);
    for (const p of both) expect(p.Producto).toMatch(/Fríjol cargamanto/);
    const sample = byId.get(42) as ProductRow;
    expect(ids(await everything({ nombreFull: sample.referencia.toLowerCase() }))).toEqual([42]);
    expect(ids(await everything({ nombreFull: sample.codigo }))).toEqual([42]);
    expect(await everything({ nombreFull: 'zzz-no-existe' })).toEqual([]);
  });

  it('reads % in nombreFull as any text, as the ERP does, and _ literally', async () => {
    const arroz = seeded.filter((r) =>
      searchText(`${r.codigo} ${r.referencia} ${r.nombre}`).includes('arroz'),
    );
    expect(arroz.length).toBeGreaterThan(0);
    expect(ids(await everything({ nombreFull: '%arroz%' })).sort()).toEqual(arroz.map((r) => r.id).sort());
    const first = arroz[0]?.nombre.toLowerCase() ?? '';
    const [w1, w2] = first.split(' ');
    expect(ids(await everything({ nombreFull: `${w1}%${w2?.slice(-2)}` }))).toContain(arroz[0]?.id);
    expect(await everything({ nombreFull: '%' })).toHaveLength(seeded.length);
    expect(await everything({ nombreFull: '_' })).toEqual([]);
  });

  it('filters by code prefix (codigo) and by name words (descripcion)', async () => {
    const codes = await everything({ codigo: 'ali-' });
    expect(codes.length).toBeGreaterThan(5);
    expect(codes.every((p) => p.Producto_cod.startsWith('ALI-'))).toBe(true);
    const sample = byId.get(42) as ProductRow;
    // descripcion searches names only: a reference does not match.
    expect(await everything({ descripcion: sample.referencia })).toEqual([]);
    const audio = await everything({ descripcion: 'audifonos' });
    expect(audio.length).toBeGreaterThan(0);
    expect(audio.every((p) => /audífonos/i.test(p.Producto))).toBe(true);
  });

  it('filters by category, group and subgroup (0 means all)', async () => {
    for (const [key, field] of [
      ['categoriaid', 'categoria_id'],
      ['grupoid', 'grupo_id'],
      ['subgrupoid', 'subgrupo_id'],
    ] as const) {
      const sample = byId.get(101) as ProductRow;
      const list = await everything({ [key]: sample[field] });
      expect(ids(list).sort((a, b) => a - b)).toEqual(
        seeded.filter((p) => p[field] === sample[field]).map((p) => p.id),
      );
    }
    expect(await everything({ categoriaid: 0 })).toHaveLength(seeded.length);
    expect(await everything({ categoriaid: 999 })).toEqual([]);
  });

  it("filters by price range at the caller's level", async () => {
    const guest = await everything({ precio_min: 10, precio_max: 20 });
    expect(ids(guest).sort((a, b) => a - b)).toEqual(
      seeded.filter((p) => levelPrice(p, 4) >= 10 && levelPrice(p, 4) <= 20).map((p) => p.id),
    );
    const two = await everything({ precio_min: 10, precio_max: 20 }, t.demo2);
    expect(ids(two).sort((a, b) => a - b)).toEqual(
      seeded.filter((p) => levelPrice(p, 2) >= 10 && levelPrice(p, 2) <= 20).map((p) => p.id),
    );
    const cheap = await everything({ precio_max: 5.5 });
    expect(cheap.every((p) => p.Precio <= 5.5)).toBe(true);
  });

  it('combines filters', async () => {
    const list = await everything({ categoriaid: 5, nombreFull: 'cafe', precio_max: 18, orden: 2 });
    const oracle = seeded
      .filter((p) => p.categoria_id === 5 && p.busqueda.includes('cafe') && levelPrice(p, 4) <= 18)
      .sort((a, b) => levelPrice(a, 4) - levelPrice(b, 4) || a.id - b.id);
    expect(ids(list)).toEqual(oracle.map((p) => p.id));
  });
});

describe('GetProductos_V2: order and paging', () => {
  it.each([
    [0, (a: ProductRow, b: ProductRow) => (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : a.id - b.id)],
    [1, (a: ProductRow, b: ProductRow) => levelPrice(b, 4) - levelPrice(a, 4) || b.id - a.id],
    [2, (a: ProductRow, b: ProductRow) => levelPrice(a, 4) - levelPrice(b, 4) || a.id - b.id],
  ])('orden=%i orders the whole catalogue', async (orden, compare) => {
    const list = await everything({ orden });
    expect(ids(list)).toEqual([...seeded].sort(compare).map((p) => p.id));
  });

  it.each([0, 1, 2])('orden=%i pages of 24 cover the catalogue without gaps or repeats', async (orden) => {
    const whole = ids(await everything({ orden }));
    const paged: number[] = [];
    for (let offset = 0; offset < whole.length + 24; offset += 24) {
      const page = await productos({ orden, length: offset });
      expect(page.length).toBeLessThanOrEqual(24);
      paged.push(...ids(page));
    }
    expect(paged).toEqual(whole);
  });

  it('gives an empty page past the end', async () => {
    expect(await productos({ length: 100_000 })).toEqual([]);
  });
});

describe('GetProductos_V2: bad input', () => {
  it.each([
    [{ length: '-1' }, 'length'],
    [{ length: 'abc' }, 'length'],
    [{ length: '99999999999' }, 'length'],
    [{ pagesize: '1000' }, 'pagesize'],
    [{ pagesize: '0' }, 'pagesize'],
    [{ precio_min: '-5' }, 'precio_min'],
    [{ precio_min: '20', precio_max: '10' }, 'precio_min'],
    [{ api: 'quizas' }, 'api'],
    [{ nombreFull: 'x'.repeat(101) }, 'nombreFull'],
  ])('refuses %o with a 400 naming %s', async (query, name) => {
    const response = await t.app.inject({ method: 'GET', url: apiPath('getProductos'), query });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelope.parse(response.json());
    expect(body.Msj).toContain(name);
  });

  it('treats a repeated parameter as bad input, not a crash', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPath('getProductos')}?length=0&length=24`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toContain('length');
  });

  it('survives SQL-looking text as plain text', async () => {
    expect(await everything({ nombreFull: "'; DROP TABLE productos; --" })).toEqual([]);
    expect(await everything({ codigo: "' OR 1=1 --" })).toEqual([]);
    expect((await everything({})).length).toBe(seeded.length);
  });
});

describe('GetProductoDataTercero_v2', () => {
  it('gives the product at the caller level and its sanitised HTML', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPath('getProductoData')}?productoid=7&bodegaid=1&terceroid=1002`,
      headers: t.bearer(t.demo2),
    });
    expect(response.statusCode).toBe(200);
    const datos = getProductoDataResponse.parse(response.json());
    const row = byId.get(7) as ProductRow;
    expect(datos?.Producto).toMatchObject({
      Productoid: 7,
      Producto: row.nombre,
      Precio: levelPrice(row, 2),
    });
    // The seeded record carries a script, an onerror handler and a javascript: link.
    expect(row.texto_adicional).toMatch(/<script>/);
    expect(datos?.Html).toContain('<strong>');
    expect(datos?.Html).not.toMatch(/<script|onerror|javascript:/i);
    expect(datos?.Producto.texto_adicional).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('gives a demo product with its demo fields', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPath('getProductoData')}?productoid=95`,
    });
    const datos = getProductoDataResponse.parse(response.json());
    expect(datos?.Producto.Productoid).toBe(95);
    expect(datos?.Producto.shortDescription).toBeTruthy();
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `${apiPath('getProductoData')}?productoid=999999`,
    });
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelope.parse(missing.json()).Msj).toMatch(/no encontrado/);
    for (const bad of ['', '?productoid=abc', '?productoid=0', '?productoid=null']) {
      const response = await t.app.inject({ method: 'GET', url: `${apiPath('getProductoData')}${bad}` });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelope.parse(response.json()).Msj).toContain('productoid');
    }
  });
});

describe('GetCategoriasGrupos and GetSubGrupo', () => {
  it('gives the whole tree with pictures and product counts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPath('categorias')}?usuarioid=1&empresaid=1`,
    });
    const tree = categoriasResponse.parse(response.json());
    expect(tree.length).toBeGreaterThanOrEqual(14);
    expect(tree.map((c) => c.Descripcion)).toEqual(
      expect.arrayContaining([
        'Moda',
        'Electrónica',
        'Muebles',
        'Plantas',
        'Alimentos orgánicos',
        'Flores',
        'Libros',
      ]),
    );
    const moda = tree.find((c) => c.Descripcion === 'Moda');
    expect(moda?.Grupos.map((g) => g.descripcion)).toEqual(['Hombre', 'Mujer', 'Niños']);
    expect(tree.reduce((sum, c) => sum + (c.Productos ?? 0), 0)).toBe(seeded.length);
    const groupIds = new Set<number>();
    for (const c of tree) {
      expect(c.Image).toBe(`c${c.Categoriaid}.webp`);
      for (const g of c.Grupos) {
        groupIds.add(g.grupoid);
        expect(g.aplica_api).toBe(true);
        expect(g.SubGrupos.length).toBeGreaterThan(0);
      }
    }
    expect(groupIds.size).toBe(tree.flatMap((c) => c.Grupos).length);
  });

  it("gives a category's groups with their subgroups, as in the tree", async () => {
    const tree = categoriasResponse.parse(
      (await t.app.inject({ method: 'GET', url: apiPath('categorias') })).json(),
    );
    const moda = tree.find((c) => c.Descripcion === 'Moda');
    const groups = subgruposResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: `${apiPath('subgrupos')}?categoriaid=${moda?.Categoriaid}` })
      ).json(),
    );
    expect(groups).toEqual(moda?.Grupos.map(({ aplica_api: _, ...g }) => g));
  });

  it.each(['categoriaid=999', 'categoriaid=null', 'categoriaid=:categoriaid', 'categoriaid=', ''])(
    'answers [] for %s (no such category, or not a number)',
    async (query) => {
      const response = await t.app.inject({ method: 'GET', url: `${apiPath('subgrupos')}?${query}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    },
  );
});

describe('pictures', () => {
  it('serves a product picture as WebP, 600 x 600, drawn as its SVG is, with a year of caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Files/Images/p95-1.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    const webp = response.rawPayload;
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const drawn = await sharp(webp).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['webp', 600, 600]);
    // The same drawing: the WebP's middle row, pixel for pixel, is the SVG's within WebP's loss.
    const svg = (await t.app.inject({ method: 'GET', url: '/Files/Images/p95-1.svg' })).body;
    const row = (image: Buffer) =>
      sharp(image).removeAlpha().extract({ left: 0, top: 300, width: 600, height: 1 }).raw().toBuffer();
    const [fromWebp, fromSvg] = await Promise.all([row(webp), row(Buffer.from(svg))]);
    const differences = [...fromWebp].map((c, i) => Math.abs(c - (fromSvg[i] ?? 0)));
    expect(differences.reduce((sum, d) => sum + d, 0) / differences.length).toBeLessThan(4);
  });

  it('still serves a picture named as SVG (a name kept from before) as SVG with a year of caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Files/Images/p95-1.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.body).toContain('<svg');
    expect(response.body).toContain('Camisa casual de lino');
  });

  it('serves category, group and subgroup pictures and the placeholder', async () => {
    for (const name of ['c1.svg', 'g11.svg', 's111.svg', 'placeholder.svg']) {
      const response = await t.app.inject({ method: 'GET', url: `/Files/Images/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<svg');
    }
    for (const name of ['c1.webp', 'g11.webp', 's111.webp', 'placeholder.webp']) {
      const response = await t.app.inject({ method: 'GET', url: `/Files/Images/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
  });

  it('answers an unknown name with a 404 placeholder picture', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/Files/Images/..%2F..%2Fetc%2Fpasswd' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(placeholderSvg());
    expect(response.body).not.toMatch(/<text/);
    // A control character in the name is refused by its name, never sent to the database.
    const nul = await t.app.inject({ method: 'GET', url: '/Files/Images/a%00b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().Msj).toBe('Ruta inválida: name contiene caracteres de control');
  });

  it('is kept between requests, yet never outlives a change of its product or a picture stored under its name', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/Files/Images/p95-2.svg' });
    const first = await get();
    expect(first.body).toContain('Camisa casual de lino');
    expect((await get()).rawPayload.equals(first.rawPayload)).toBe(true);

    await sql`UPDATE productos SET nombre = 'Camisa renombrada' WHERE id = 95`.execute(t.database.db);
    try {
      expect((await get()).body).toContain('Camisa renombrada');
    } finally {
      await sql`UPDATE productos SET nombre = 'Camisa casual de lino' WHERE id = 95`.execute(t.database.db);
    }

    // The catalogue sync keeps the ERP's own picture under that name: it is served from then on.
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await sql`INSERT INTO imagenes (nombre, tipo, datos) VALUES ('p95-2.svg', 'image/png', ${png})`.execute(
      t.database.db,
    );
    try {
      const stored = await get();
      expect(stored.headers['content-type']).toBe('image/png');
      expect(stored.rawPayload.equals(png)).toBe(true);
    } finally {
      await sql`DELETE FROM imagenes WHERE nombre = 'p95-2.svg'`.execute(t.database.db);
    }
    expect((await get()).body).toContain('Camisa casual de lino');
  });
});

describe('the catalogue answer cache', () => {
  const page = `${apiPath('getProductos')}?codigo=null&length=0&orden=0`;

  it('answers a repeated page with the same ETag, and 304 without a body when the client holds it', async () => {
    const first = await t.app.inject({ url: page });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: page });
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);
    const held = await t.app.inject({ url: page, headers: { 'if-none-match': String(etag) } });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    const detail = `${apiPath('getProductoData')}?productoid=96`;
    const one = await t.app.inject({ url: detail });
    const two = await t.app.inject({ url: detail, headers: { 'if-none-match': String(one.headers.etag) } });
    expect(two.statusCode).toBe(304);
  });

  it('serves the new stock and price on the next page after the rows change, with a new ETag', async () => {
    const before = await t.app.inject({ url: page });
    const first = getProductosResponse.parse(before.json()).Datos?.[0];
    if (!first) throw new Error('an empty first page');
    await sql`UPDATE productos SET disponible = disponible + 7, precio1 = precio1 + 1 WHERE id = ${first.Productoid}`.execute(
      t.database.db,
    );
    const after = await t.app.inject({
      url: page,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const changed = getProductosResponse.parse(after.json()).Datos?.[0];
    expect(changed?.Disponible).toBe(first.Disponible + 7);
    expect(changed?.Precio1).not.toBe(first.Precio1);
    const detail = await t.app.inject({
      url: `${apiPath('getProductoData')}?productoid=${first.Productoid}`,
    });
    expect(getProductoDataResponse.parse(detail.json()).Producto.Disponible).toBe(first.Disponible + 7);
  });

  it('answers the tree with an ETag (304 when held), and the new tree right after a category or product changes', async () => {
    const tree = apiPath('categorias');
    const before = await t.app.inject({ url: tree });
    const etag = String(before.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await t.app.inject({ url: tree, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const [first] = categoriasResponse.parse(before.json());
    if (!first) throw new Error('an empty tree');
    await sql`UPDATE categorias SET nombre = 'Renombrada' WHERE id = ${first.Categoriaid}`.execute(
      t.database.db,
    );
    const renamed = await t.app.inject({ url: tree, headers: { 'if-none-match': etag } });
    expect(renamed.statusCode).toBe(200);
    expect(categoriasResponse.parse(renamed.json())[0]?.Descripcion).toBe('Renombrada');
    const hidden = await t.database.db
      .selectFrom('productos')
      .select('id')
      .where('categoria_id', '=', first.Categoriaid)
      .where('activo', '=', true)
      .executeTakeFirstOrThrow();
    await sql`UPDATE productos SET activo = false WHERE id = ${hidden.id}`.execute(t.database.db);
    const counted = categoriasResponse.parse((await t.app.inject({ url: tree })).json());
    expect(counted[0]?.Productos).toBe((first.Productos ?? 0) - 1);
    await sql`UPDATE productos SET activo = true WHERE id = ${hidden.id}`.execute(t.database.db);
    await sql`UPDATE categorias SET nombre = ${first.Descripcion} WHERE id = ${first.Categoriaid}`.execute(
      t.database.db,
    );
  });

  it('keeps price levels apart: a customer never gets the guest answer from the cache', async () => {
    const guest = getProductosResponse.parse((await t.app.inject({ url: page })).json()).Datos ?? [];
    const customer = await t.app.inject({ url: page, headers: t.bearer(t.demo2) });
    const asCustomer = getProductosResponse.parse(customer.json()).Datos ?? [];
    expect(asCustomer.map((p) => p.Productoid)).toEqual(guest.map((p) => p.Productoid));
    expect(asCustomer.map((p) => p.Precio)).not.toEqual(guest.map((p) => p.Precio));
  });
});
