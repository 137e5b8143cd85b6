import {
  accountPaths,
  errorEnvelope,
  quickOrderPaths,
  quickOrderResponse,
  quickOrderSuggestResponse,
  reorderPaths,
  savedListPaths,
} from '@mostrador/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { inSizesSql } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (path: string) => `/apiGold/${path}?usuarioid=1&empresaid=1`;
const validate = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: url(quickOrderPaths.validate), payload: payload as object, headers });

type Row = { Codigo: string; Cantidad: string | number | null };
/** A product of the demo catalogue in colours with sizes (its code alone cannot be ordered). */
const SIZED = inSizesSql;
/** The active products ordered by code alone (not in sizes). */
const products = () =>
  t.database.db
    .selectFrom('productos')
    .select([
      'id',
      'codigo',
      'referencia',
      'disponible',
      'precio2',
      'precio4',
      'precio5',
      'escala_aplica',
      'escala',
    ])
    .where('activo', '=', true)
    .where(sql<boolean>`not ${SIZED}`)
    .orderBy('id')
    .execute();

describe('PedidoRapidoApi/Validar', () => {
  it('checks 500 rows with mixed problems in one request, every row answered in order', async () => {
    const all = await products();
    const stocked = all.filter((p) => p.disponible >= 10 && p.precio4 !== null && !p.escala_aplica);
    const soldOut = all.filter((p) => p.disponible === 0);
    expect(stocked.length).toBeGreaterThan(50);
    expect(soldOut.length).toBeGreaterThan(0);
    const rows: Row[] = [];
    const expected: Array<string | null> = [];
    for (let i = 0; i < 500; i += 1) {
      const p = stocked[i % 60];
      if (!p) throw new Error('no product');
      switch (i % 10) {
        case 3:
          rows.push({ Codigo: `NO-EXISTE-${i}`, Cantidad: 1 });
          expected.push('codigo_desconocido');
          break;
        case 5:
          rows.push({ Codigo: p.codigo, Cantidad: ['abc', '0', '-3', '2.5', ''][i % 5] ?? 'x' });
          expected.push('cantidad_invalida');
          break;
        case 7:
          rows.push({ Codigo: soldOut[i % soldOut.length]?.codigo ?? '', Cantidad: '1' });
          expected.push('sin_existencias');
          break;
        case 9:
          rows.push({ Codigo: '   ', Cantidad: 2 });
          expected.push('sin_codigo');
          break;
        default:
          // Lower case, padded, as text: still found; each product appears in several rows with 1 unit.
          rows.push({
            Codigo: i % 2 ? ` ${p.codigo.toLowerCase()} ` : p.codigo,
            Cantidad: i % 2 ? ' 1 ' : 1,
          });
          expected.push(null);
      }
    }
    const response = await validate({ Filas: rows });
    expect(response.statusCode).toBe(200);
    const body = quickOrderResponse.parse(response.json());
    const datos = body.Datos;
    if (!datos) throw new Error('no Datos');
    expect(datos.Filas).toHaveLength(500);
    expect(datos.Filas.map((r) => r.Fila)).toEqual(rows.map((_, i) => i + 1));
    expect(datos.Filas.map((r) => r.Problema)).toEqual(expected);
    expect(datos.Validas).toBe(expected.filter((e) => e === null).length);
    expect(datos.ConProblema).toBe(500 - datos.Validas);
    expect(body.Msj).toBe(`${datos.Validas} filas válidas, ${datos.ConProblema} con problemas`);
    // Every problem row says what is wrong in words; valid rows carry the guest-level price (Precio4).
    for (const row of datos.Filas) {
      if (row.Problema) expect(row.Detalle).toMatch(/\w/);
      else {
        const p = all.find((x) => x.id === row.Producto?.Productoid);
        expect(row.Precio).toBe(Number(p?.precio4));
        expect(row.Subtotal).toBe(Number(p?.precio4));
        expect(row.Disponible).toBe(p?.disponible);
      }
    }
    const unknownRow = datos.Filas[3];
    expect(unknownRow?.Producto).toBeNull();
    expect(unknownRow?.Detalle).toBe('No existe un producto con el código NO-EXISTE-3');
    // A bad quantity still names the product it found.
    expect(datos.Filas[5]?.Producto?.Producto_cod).toBe(stocked[5]?.codigo);
  });

  it('prices a row at the customer’s level for that quantity (the tier rule) and finds products by reference', async () => {
    const all = await products();
    const tiered = all.find(
      (p) =>
        p.escala_aplica &&
        p.escala === '[{"Desde":1,"Hasta":11,"PrecioNivel":4},{"Desde":12,"Hasta":99999,"PrecioNivel":5}]' &&
        p.disponible >= 20,
    );
    if (!tiered) throw new Error('no tiered product in the seed');
    const session = await t.login('demo2'); // Precio2
    const response = await validate(
      {
        Filas: [
          { Codigo: tiered.codigo, Cantidad: 12 },
          { Codigo: tiered.referencia, Cantidad: '3' },
        ],
      },
      t.bearer(session),
    );
    const datos = quickOrderResponse.parse(response.json()).Datos;
    expect(datos?.Filas[0]?.Precio).toBe(Number(tiered.precio5));
    expect(datos?.Filas[0]?.Subtotal).toBeCloseTo(Number(tiered.precio5) * 12, 2);
    expect(datos?.Filas[1]?.Precio).toBe(Number(tiered.precio4));
    expect(datos?.Filas[1]?.Producto?.Productoid).toBe(tiered.id);
    expect(datos?.Filas[1]?.Producto?.Precio).toBe(Number(tiered.precio2));
  });

  it('counts every row of the same product against its stock', async () => {
    const all = await products();
    const few = all.find((p) => p.disponible >= 2 && p.disponible <= 5 && p.precio4 !== null);
    if (!few) throw new Error('no product with little stock');
    const response = await validate({
      Filas: [
        { Codigo: few.codigo, Cantidad: few.disponible - 1 },
        { Codigo: few.codigo, Cantidad: 2 },
      ],
    });
    const rows = quickOrderResponse.parse(response.json()).Datos?.Filas ?? [];
    expect(rows.map((r) => r.Problema)).toEqual(['sin_existencias', 'sin_existencias']);
    expect(rows[0]?.Detalle).toBe(`Solo hay ${few.disponible} disponibles (pedidos: ${few.disponible + 1})`);
  });

  it('sends a product in colours and sizes to its page: its code names no size', async () => {
    const [shirt] = await t.database.db
      .selectFrom('productos')
      .select(['codigo', 'disponible'])
      .where(SIZED)
      .where('disponible', '>', 2)
      .orderBy('id')
      .limit(1)
      .execute();
    if (!shirt) throw new Error('no product in sizes');
    const plain = (await products()).find((p) => p.disponible > 2 && p.precio4 !== null);
    const response = await validate({
      Filas: [
        { Codigo: shirt.codigo, Cantidad: 1 },
        { Codigo: plain?.codigo ?? '', Cantidad: 1 },
      ],
    });
    const datos = quickOrderResponse.parse(response.json()).Datos;
    expect(datos?.Filas.map((r) => r.Problema)).toEqual(['elegir_talla', null]);
    expect(datos?.Filas[0]?.Detalle).toBe('El producto viene en colores y tallas: elija uno en su página');
    expect(datos?.Filas[0]?.Producto?.Producto_cod).toBe(shirt.codigo);
    expect(datos?.Validas).toBe(1);
  });

  it.each([
    [{}, /Filas/],
    [{ Filas: [] }, /Filas debe tener al menos una fila/],
    [{ Filas: Array.from({ length: 1001 }, () => ({ Codigo: 'A', Cantidad: 1 })) }, /como máximo 1000 filas/],
    [{ Filas: [{ Codigo: 'x'.repeat(61), Cantidad: 1 }] }, /Codigo admite como máximo 60 caracteres/],
  ])('refuses a malformed request with a 400 envelope (%#)', async (payload, message) => {
    const response = await validate(payload);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(message);
  });
});

describe('PedidoRapidoApi/Sugerencias', () => {
  it('suggests products by code, reference or name', async () => {
    const [first] = await products();
    if (!first) throw new Error('no products');
    const byCode = await t.app.inject({
      method: 'GET',
      url: `${url(quickOrderPaths.suggest)}&texto=${encodeURIComponent(first.codigo.toLowerCase())}`,
    });
    const datos = quickOrderSuggestResponse.parse(byCode.json()).Datos ?? [];
    expect(datos[0]?.Producto_cod).toBe(first.codigo);
    const byReference = await t.app.inject({
      method: 'GET',
      url: `${url(quickOrderPaths.suggest)}&texto=${encodeURIComponent(first.referencia)}`,
    });
    expect(quickOrderSuggestResponse.parse(byReference.json()).Datos?.map((s) => s.Productoid)).toEqual([
      first.id,
    ]);
    const none = await t.app.inject({ method: 'GET', url: `${url(quickOrderPaths.suggest)}&texto=null` });
    expect(quickOrderSuggestResponse.parse(none.json()).Datos).toEqual([]);
  });
});

describe('/docs', () => {
  it('documents the quick order, account, reorder and saved-list endpoints in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string }>>;
    };
    const ours = [quickOrderPaths, accountPaths, reorderPaths, savedListPaths].flatMap((p) =>
      Object.values(p),
    );
    for (const path of ours) expect(Object.keys(doc.paths)).toContain(`/apiGold/${path}`);
    expect(doc.paths[`/apiGold/${quickOrderPaths.validate}`]?.post?.summary).toMatch(/At most 1000 rows/);
  });
});
