import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { statementQuery } from './account';
import { pedidosQuery } from './documents';
import { envelope } from './envelope';
import { loginBody } from './login';
import { ciudadesQuery } from './places';
import { getProductoDataQuery, getProductosQuery, product, tiers } from './product';

describe('query parameters as the ERP clients send them', () => {
  /** The messages of a failed parse, each after its path (as the server's 400 writes them). */
  function problems(result: {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  }) {
    return result.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`) ?? [];
  }

  it('reads a number only from digits, and says a key given twice is given twice', () => {
    expect(getProductoDataQuery.parse({ productoid: '16' }).productoid).toBe(16);
    for (const productoid of ['0x10', '1e3', '16.0', '16abc', '١٦']) {
      expect(problems(getProductoDataQuery.safeParse({ productoid })), productoid).toEqual([
        'productoid debe ser un número entero',
      ]);
    }
    expect(problems(pedidosQuery.safeParse({ terceroid: ['7', '8'] }))).toEqual([
      'terceroid debe enviarse una sola vez',
    ]);
    expect(problems(getProductosQuery.safeParse({ api: 'yes' }))).toEqual(['api debe ser true o false']);
  });

  it('refuses a date before 1900, which the database cannot read', () => {
    expect(problems(pedidosQuery.safeParse({ terceroid: '7', fechaini: '0000-01-01' }))).toEqual([
      'fechaini debe ser una fecha desde 1900-01-01',
    ]);
    expect(pedidosQuery.parse({ terceroid: '7', fechaini: '1900-01-01' }).fechaini).toBe('1900-01-01');
  });

  it("reads a date as the ERP's clients write it, without zero padding, and gives it padded", () => {
    const dates = (fechaini: string, fechafin: string) => {
      const q = pedidosQuery.parse({ terceroid: '7', fechaini, fechafin });
      return [q.fechaini, q.fechafin];
    };
    expect(dates('2026-1-5', '2026-12-6')).toEqual(['2026-01-05', '2026-12-06']);
    expect(dates('2026-01-05', '2026-12-06')).toEqual(['2026-01-05', '2026-12-06']);
    expect(dates('2024-2-29', '2026-10-1')).toEqual(['2024-02-29', '2026-10-01']);
    expect(statementQuery.parse({ terceroid: '7', desde: '2026-1-1', hasta: '2026-2-3' })).toMatchObject({
      desde: '2026-01-01',
      hasta: '2026-02-03',
    });
    for (const bad of [
      '2026-13-1',
      '2026-2-30',
      '2025-2-29',
      'abc',
      '2026-1',
      '2026-001-05',
      '26-1-5',
      '2026-1-5T00',
    ]) {
      expect(problems(pedidosQuery.safeParse({ terceroid: '7', fechafin: bad })), bad).toEqual([
        'fechafin debe ser una fecha AAAA-MM-DD (o AAAA-M-D) que exista',
      ]);
    }
  });

  it('names the login field in its messages, and refuses control characters in the password', () => {
    expect(problems(loginBody.safeParse({ usuario: 'x'.repeat(101), contrasena: 'a' }))).toEqual([
      'usuario usuario admite como máximo 100 caracteres',
    ]);
    expect(problems(loginBody.safeParse({ usuario: 123, contrasena: 'a' }))).toEqual([
      'usuario usuario debe ser texto',
    ]);
    expect(problems(loginBody.safeParse({ usuario: 'demo1', contrasena: 'demo-2026\u0000' }))).toEqual([
      'contrasena contrasena contiene caracteres de control',
    ]);
  });

  it('treats "null", "undefined" and empty values as no filter', () => {
    const q = getProductosQuery.parse({
      codigo: 'null',
      descripcion: '',
      categoriaid: 'null',
      precio_min: 'undefined',
      length: '0',
      bodegaid: '1',
      api: 'true',
      nombreFull: '  ',
    });
    expect(q).toMatchObject({ length: 0, bodegaid: 1, api: true });
    expect(q.codigo).toBeUndefined();
    expect(q.descripcion).toBeUndefined();
    expect(q.categoriaid).toBeUndefined();
    expect(q.precio_min).toBeUndefined();
    expect(q.nombreFull).toBeUndefined();
  });

  it('reads orden outside 0..2 as 0, and an id filter that is not a number as no filter', () => {
    for (const orden of ['4', '3', '-1', 'precio', '1.5', 'null']) {
      expect(getProductosQuery.parse({ orden }).orden, orden).toBe(0);
    }
    expect(getProductosQuery.parse({ orden: '1' }).orden).toBe(1);
    for (const categoriaid of [':categoriaid', 'null', '', 'abc', '1.5', '-3']) {
      const q = getProductosQuery.parse({ categoriaid, grupoid: categoriaid, subgrupoid: categoriaid });
      expect([q.categoriaid, q.grupoid, q.subgrupoid], categoriaid).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    }
    expect(getProductosQuery.parse({ categoriaid: '7' }).categoriaid).toBe(7);
  });

  it('coerces numbers and trims text', () => {
    const q = getProductosQuery.parse({ grupoid: '12', precio_max: '99.5', orden: 2, nombreFull: ' café ' });
    expect(q).toMatchObject({ grupoid: 12, precio_max: 99.5, orden: 2, nombreFull: 'café' });
  });

  it.each([
    [{ length: '-1' }, 'length'],
    [{ length: 'abc' }, 'length'],
    [{ pagesize: '1000' }, 'pagesize'],
    [{ api: 'maybe' }, 'api'],
  ])('rejects %o naming the parameter', (input, name) => {
    const r = getProductosQuery.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([name]);
  });

  it("reads a boolean and an order state in any case, as the ERP's clients write them", () => {
    expect(getProductosQuery.parse({ api: 'True', api2: 'FALSE' })).toMatchObject({ api: true, api2: false });
    expect(getProductosQuery.parse({ api: '1', api2: 'false' })).toMatchObject({ api: true, api2: false });
    expect(pedidosQuery.parse({ terceroid: '7', estado: 'Pendiente' }).estado).toBe('pendiente');
  });

  it('accepts only known order states and real dates', () => {
    expect(pedidosQuery.parse({ terceroid: '7', estado: 'pendiente' }).estado).toBe('pendiente');
    expect(pedidosQuery.safeParse({ terceroid: '7', estado: 'perdido' }).success).toBe(false);
    expect(pedidosQuery.safeParse({ terceroid: '7', fechaini: '2026-02-30' }).success).toBe(false);
    expect(pedidosQuery.safeParse({ fechaini: '2026-02-01' }).success).toBe(false);
  });

  it('requires a department code for the cities', () => {
    expect(ciudadesQuery.parse({ Departamentoid: '05' }).Departamentoid).toBe('05');
    expect(ciudadesQuery.safeParse({ Departamentoid: 'null' }).success).toBe(false);
    expect(ciudadesQuery.safeParse({ Departamentoid: 'x1' }).success).toBe(false);
  });

  it('refuses an empty login', () => {
    expect(loginBody.safeParse({ usuario: '  ', contrasena: 'x' }).success).toBe(false);
    expect(loginBody.safeParse({ usuario: 'demo1' }).success).toBe(false);
  });
});

describe('records', () => {
  it('parses a product with its tiers as JSON text', () => {
    const p = product.parse({
      Productoid: 95,
      Producto_cod: 'A-95',
      Referencia: 'REF95',
      Producto: 'Camisa',
      Categoriaid: 1,
      Grupoid: 2,
      Subgrupoid: 3,
      Precio: 10.5,
      Precio1: 14,
      Precio2: 13,
      Precio3: 12,
      Precio4: 10.5,
      Precio5: null,
      Escala_aplica: true,
      Escala: '[{"Desde":1,"Hasta":5,"PrecioNivel":4}]',
      Disponible: 3,
      Imagenes: ['p95.svg'],
      texto_adicional: null,
      Dimesiones: null,
      discount: 10,
    });
    expect(tiers.parse(JSON.parse(p.Escala ?? '[]'))).toEqual([{ Desde: 1, Hasta: 5, PrecioNivel: 4 }]);
    expect(product.safeParse({ ...p, Precio: '10' }).success).toBe(false);
  });

  it('wraps answers in the envelope', () => {
    const e = envelope(z.array(z.number()));
    expect(e.parse({ Status: true, Datos: [1] })).toEqual({ Status: true, Datos: [1] });
    expect(e.parse({ Status: false, Msj: 'No' })).toEqual({ Status: false, Msj: 'No' });
    expect(e.safeParse({ Datos: [1] }).success).toBe(false);
  });
});
