import {
  apiPath,
  errorEnvelope,
  type Factura,
  facturasResponse,
  type Pedido,
  pedidosResponse,
  recibosResponse,
  type Session,
} from '@mostrador/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '../../test/fixtures';
import { withInvoiceWithoutOrder } from '../../test/invoices';

// Three documents a page, so paging is visible on the demo history.
const t = demoCustomers({ config: { pageSize: 3 } });

const get = (path: string, query: Record<string, string | number>, session: Session | null) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: session ? t.bearer(session) : {},
  });

async function allPages<T>(read: (offset: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += 3) {
    const page = await read(offset);
    all.push(...page);
    if (page.length < 3) return all;
  }
}

describe('TerceroSucGetFactura', () => {
  const facturas = async (query: Record<string, string | number>, session = t.demo1) =>
    facturasResponse.parse((await get(apiPath('facturas'), { terceroid: 1001, ...query }, session)).json())
      .Facturas;

  it('pages through the invoices newest first, without gaps or repeats', async () => {
    const all = await allPages((rows) => facturas({ rows }));
    expect(all.length).toBeGreaterThan(20);
    expect(new Set(all.map((f) => f.facturaid)).size).toBe(all.length);
    const dates = all.map((f) => f.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives amounts that add up, with balances on recent invoices only', async () => {
    const all: Factura[] = await allPages((rows) => facturas({ rows }));
    for (const f of all) {
      expect(Math.round((f.subtotal + f.impuesto) * 100)).toBe(Math.round(f.total * 100));
      expect(f.saldo).toBeGreaterThanOrEqual(0);
      expect(f.saldo).toBeLessThanOrEqual(f.total);
    }
    expect(all[0]?.saldo).toBeGreaterThan(0);
    expect(all.at(-1)?.saldo).toBe(0);
  });

  it('filters by branch', async () => {
    const all = await allPages((rows) => facturas({ rows }));
    const branch = await allPages((rows) => facturas({ rows, tercerosucid: 2002 }));
    expect(branch.length).toBeGreaterThan(0);
    expect(branch.length).toBeLessThan(all.length);
    // Another customer's branch gives nothing.
    expect(await facturas({ tercerosucid: 2003 })).toEqual([]);
  });

  it('marks the invoices whose lines this shop has (they can be ordered again), and only those', async () => {
    const [first, second] = await facturas({});
    if (!first || !second) throw new Error('demo1 has fewer than two invoices');
    // The seed makes every invoice from an order: its lines are that order's.
    expect(first.reordenable).toBe(true);
    await withInvoiceWithoutOrder(t.database.db, second.facturaid, async () => {
      const [, without] = await facturas({});
      expect(without).toMatchObject({ facturaid: second.facturaid, reordenable: false });
    });
  });

  it('refuses a negative offset and another customer', async () => {
    const negative = await get(apiPath('facturas'), { terceroid: 1001, rows: -3 }, t.demo1);
    expect(negative.statusCode).toBe(400);
    expect(errorEnvelope.parse(negative.json()).Msj).toContain('rows');
    const other = await get(apiPath('facturas'), { terceroid: 1001 }, t.demo2);
    expect(other.statusCode).toBe(403);
  });
});

describe('TerceroGetPedido', () => {
  const pedidos = async (query: Record<string, string | number>) => {
    const response = await get(apiPath('pedidos'), { terceroid: 1002, ...query }, t.demo2);
    expect(response.statusCode).toBe(200);
    return pedidosResponse.parse(response.json()).Registros;
  };
  let all: Pedido[];

  beforeAll(async () => {
    all = await allPages((rows) => pedidos({ rows }));
  });

  it('pages through the orders newest first with their line counts and states', async () => {
    expect(all.length).toBeGreaterThan(15);
    expect(new Set(all.map((p) => p.pedidoid)).size).toBe(all.length);
    expect([...all.map((p) => p.fecha)].sort().reverse()).toEqual(all.map((p) => p.fecha));
    for (const p of all) {
      expect(p.conteo).toBeGreaterThan(0);
      expect(Math.round((p.vlrbruto + p.impuesto) * 100)).toBe(Math.round(p.total * 100));
    }
    expect(new Set(all.map((p) => p.estado_descripcion))).toEqual(
      new Set(['Facturado', 'Pendiente', 'Aprobado', 'Anulado']),
    );
  });

  it('filters by state, number and date range (inclusive)', async () => {
    const pendientes = await pedidos({ estado: 'pendiente' });
    expect(pendientes.length).toBe(1);
    expect(pendientes[0]?.estado_descripcion).toBe('Pendiente');

    const target = all[5] as Pedido;
    expect(await pedidos({ numero: target.numero })).toEqual([target]);

    const from = all[8]?.fecha ?? '';
    const to = all[2]?.fecha ?? '';
    const inRange = await allPages((rows) => pedidos({ fechaini: from, fechafin: to, rows }));
    expect(inRange.map((p) => p.pedidoid)).toEqual(
      all.filter((p) => p.fecha >= from && p.fecha <= to).map((p) => p.pedidoid),
    );
    expect(inRange.length).toBeGreaterThanOrEqual(7);

    // Dates as the ERP's clients write them, without zero padding (`2026-1-5`), select the same orders.
    const unpadded = (date: string) => date.replace(/-0(\d)/g, '-$1');
    expect(
      await allPages((rows) => pedidos({ fechaini: unpadded(from), fechafin: unpadded(to), rows })),
    ).toEqual(inRange);
    expect(await pedidos({ fechaini: '1900-1-1', fechafin: '2999-1-1' })).toEqual(all.slice(0, 3));

    // "null" and empty values mean no filter, as the ERP's clients send them.
    expect(await pedidos({ estado: 'null', fechaini: '', fechafin: 'null', numero: 'null' })).toEqual(
      all.slice(0, 3),
    );
  });

  it.each([
    [{ estado: 'perdido' }, 'estado'],
    [{ fechaini: '2026-13-01' }, 'fechaini'],
    [{ fechafin: 'ayer' }, 'fechafin'],
    [{ fechafin: '2026-2-30' }, 'fechafin debe ser una fecha AAAA-MM-DD (o AAAA-M-D) que exista'],
    [{ numero: '1e99' }, 'numero'],
    [{ fechaini: '2026-06-01', fechafin: '2026-05-01' }, 'fechaini'],
  ])('refuses %o with a 400 naming %s', async (query, name) => {
    const response = await get(apiPath('pedidos'), { terceroid: 1002, ...query }, t.demo2);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toContain(name);
  });

  it('refuses demo1 the orders of demo2', async () => {
    expect((await get(apiPath('pedidos'), { terceroid: 1002 }, t.demo1)).statusCode).toBe(403);
    expect((await get(apiPath('pedidos'), { terceroid: 1002 }, null)).statusCode).toBe(401);
  });
});

describe('TerceroGetRecibos', () => {
  it('pages through the receipts, net below value', async () => {
    const all = await allPages(
      async (rows) =>
        recibosResponse.parse((await get(apiPath('recibos'), { terceroid: 1001, rows }, t.demo1)).json())
          .Recibos,
    );
    expect(all.length).toBeGreaterThan(5);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    for (const r of all) {
      expect(r.Documento).toMatch(/^RC-\d+$/);
      expect(r.Neto).toBeLessThan(r.Valor);
      expect(r.Registros).toBeGreaterThan(0);
    }
  });

  it('refuses another customer', async () => {
    expect((await get(apiPath('recibos'), { terceroid: 1001 }, t.demo2)).statusCode).toBe(403);
  });
});
