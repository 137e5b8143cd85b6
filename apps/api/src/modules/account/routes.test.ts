import {
  API_BASE,
  accountPaths,
  accountSummaryResponse,
  errorEnvelope,
  orderPaths,
  pedidoCreadoResponse,
  REFUSAL_HEADER,
  type Session,
  statementResponse,
} from '@mostrador/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../lib/dates';
import { demoCustomers } from '../../test/fixtures';

const t = demoCustomers();

const get = (path: string, query: Record<string, string | number>, session: Session) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${path}`,
    query: {
      usuarioid: '1',
      empresaid: '1',
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    },
    headers: t.bearer(session),
  });
const cents = (x: number | string) => Math.round(Number(x) * 100);
const today = () => todayIn(new Date());

describe('EstadoCuentaApi/Resumen', () => {
  it('sums what the invoices owe, the overdue part by due date, and ages it by invoice date', async () => {
    const response = await get(accountPaths.summary, { terceroid: t.demo2.Terceroid }, t.demo2);
    expect(response.statusCode).toBe(200);
    const datos = accountSummaryResponse.parse(response.json()).Datos;
    if (!datos) throw new Error('no Datos');
    const invoices = await t.database.db
      .selectFrom('facturas')
      .select(['saldo', 'fecha', 'plazo_dias', sql<number>`(${today()}::date - fecha)::int`.as('age')])
      .where('tercero_id', '=', t.demo2.Terceroid)
      .execute();
    const owed = invoices.filter((f) => cents(f.saldo) > 0);
    expect(cents(datos.Saldo)).toBe(owed.reduce((s, f) => s + cents(f.saldo), 0));
    expect(datos.Pendientes).toHaveLength(owed.length);
    const late = owed.filter((f) => f.age > f.plazo_dias);
    expect(datos.FacturasVencidas).toBe(late.length);
    expect(cents(datos.Vencido)).toBe(late.reduce((s, f) => s + cents(f.saldo), 0));
    expect(datos.FacturasVencidas).toBeGreaterThan(0); // demo2 pays at 15 days: some are late
    const e = datos.Edades;
    expect(cents(e.d0_30) + cents(e.d31_60) + cents(e.d61_90) + cents(e.d90plus)).toBe(cents(datos.Saldo));
    expect(cents(e.d0_30)).toBe(owed.filter((f) => f.age <= 30).reduce((s, f) => s + cents(f.saldo), 0));
    expect(datos.CupoCredito).toBe(20000);
    expect(cents(datos.CupoDisponible ?? 0)).toBe(2_000_000 - cents(datos.Saldo));
    expect(datos.BloqueoCredito).toBe(false);
    expect(datos.CupoDesconocido).toBe(false);
  });

  it('answers 403 for another customer and 401 without a session', async () => {
    const other = await get(accountPaths.summary, { terceroid: t.demo1.Terceroid }, t.demo2);
    expect(other.statusCode).toBe(403);
    expect(errorEnvelope.parse(other.json()).Msj).toBe('No tiene acceso a la información de otro cliente');
    // Not a role's refusal: the storefront takes it as its session's end.
    expect(other.headers[REFUSAL_HEADER.toLowerCase()]).toBeUndefined();
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}${accountPaths.summary}?terceroid=${t.demo1.Terceroid}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('EstadoCuentaApi/Extracto', () => {
  it('closing balance = opening + invoices - receipts, and each line carries the running balance', async () => {
    const from = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
    const to = today();
    const response = await get(
      accountPaths.statement,
      { terceroid: t.demo1.Terceroid, desde: from, hasta: to },
      t.demo1,
    );
    expect(response.statusCode).toBe(200);
    const s = statementResponse.parse(response.json()).Datos;
    if (!s) throw new Error('no Datos');
    expect(s.Tercero).toBe('Distribuciones El Progreso S.A.S.');
    const invoices = s.Movimientos.filter((m) => m.Tipo === 'factura');
    const receipts = s.Movimientos.filter((m) => m.Tipo === 'recibo');
    expect(invoices.length).toBeGreaterThan(3);
    expect(receipts.length).toBeGreaterThan(0);
    expect(cents(s.TotalFacturas)).toBe(invoices.reduce((n, m) => n + cents(m.Debito), 0));
    expect(cents(s.TotalRecibos)).toBe(receipts.reduce((n, m) => n + cents(m.Credito), 0));
    expect(cents(s.SaldoFinal)).toBe(cents(s.SaldoInicial) + cents(s.TotalFacturas) - cents(s.TotalRecibos));
    let running = cents(s.SaldoInicial);
    for (const m of s.Movimientos) {
      running += cents(m.Debito) - cents(m.Credito);
      expect(cents(m.Saldo)).toBe(running);
    }
    // The opening balance is every invoice minus every receipt before the range, from the tables.
    const before = await t.database.db
      .selectNoFrom([
        sql<string>`(select coalesce(sum(total),0) from facturas where tercero_id = ${t.demo1.Terceroid} and fecha < ${from}::date)`.as(
          'f',
        ),
        sql<string>`(select coalesce(sum(valor),0) from recibos where tercero_id = ${t.demo1.Terceroid} and fecha < ${from}::date)`.as(
          'r',
        ),
      ])
      .executeTakeFirstOrThrow();
    expect(cents(s.SaldoInicial)).toBe(cents(before.f) - cents(before.r));
    // Up to today, the statement closes on what the invoices still owe (every payment has its receipt).
    const summary = accountSummaryResponse.parse(
      (await get(accountPaths.summary, { terceroid: t.demo1.Terceroid }, t.demo1)).json(),
    ).Datos;
    expect(s.SaldoFinal).toBe(summary?.Saldo);
  });

  it("reads desde and hasta as the ERP's clients write them, without zero padding", async () => {
    const statement = (desde: string, hasta: string) =>
      get(accountPaths.statement, { terceroid: t.demo1.Terceroid, desde, hasta }, t.demo1);
    const unpadded = await statement('2026-1-5', '2026-12-6');
    expect(unpadded.statusCode).toBe(200);
    const s = statementResponse.parse(unpadded.json()).Datos;
    expect(s).toMatchObject({ Desde: '2026-01-05', Hasta: '2026-12-06' });
    expect(unpadded.json()).toEqual((await statement('2026-01-05', '2026-12-06')).json());
  });

  it.each([
    [{ desde: '2026-02-01' }, /desde y hasta son obligatorios/],
    [{ desde: '2026-03-01', hasta: '2026-02-01' }, /desde no puede ser posterior a hasta/],
    [{ desde: '2026-13-01', hasta: '2026-12-01' }, /desde debe ser una fecha AAAA-MM-DD/],
    [
      { desde: '2026-1-1', hasta: '2026-13-1' },
      /hasta debe ser una fecha AAAA-MM-DD \(o AAAA-M-D\) que exista/,
    ],
  ])('refuses bad dates with a 400 envelope (%o)', async (dates, message) => {
    const response = await get(accountPaths.statement, { terceroid: t.demo1.Terceroid, ...dates }, t.demo1);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(message);
  });

  it('answers 403 for another customer’s statement', async () => {
    const response = await get(
      accountPaths.statement,
      { terceroid: t.demo1.Terceroid, desde: '2026-01-01', hasta: '2026-12-31' },
      t.demo2,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('credit block on PedidoWebCreate', () => {
  const order = async (session: Session, key: string) => {
    const product = await t.database.db
      .selectFrom('productos')
      .select('id')
      .where('disponible', '>=', 50)
      .where('precio2', 'is not', null)
      .where('precio4', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return t.app.inject({
      method: 'POST',
      url: `${API_BASE}${orderPaths.create}?usuarioid=1&empresaid=1`,
      headers: { ...t.bearer(session), 'idempotency-key': key },
      payload: {
        Terceroid: session.Terceroid,
        Tercerosucid: session.Tercerosucid,
        Observacion: '',
        Detalles: [{ Productoid: product.id, Cantidad: 2, Precio: 0, Impuesto_porc: 0, Observacion: '' }],
      },
    });
  };
  const stock = () =>
    t.database.db
      .selectFrom('productos')
      .select(sql<number>`sum(disponible)::int`.as('n'))
      .executeTakeFirstOrThrow();
  const webOrders = () =>
    t.database.db
      .selectFrom('pedidos')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('origen', '=', 'web')
      .executeTakeFirstOrThrow();

  it('only warns (the order goes through) when the customer is over the limit without a block', async () => {
    const response = await order(t.demo1, 'credit-warn-0001');
    expect(response.statusCode).toBe(200);
    expect(pedidoCreadoResponse.parse(response.json()).Status).toBe(true);
  });

  it('refuses, with a clear Msj and nothing taken, when the customer’s data says to block', async () => {
    await t.database.db
      .updateTable('terceros')
      .set({ bloqueo_credito: true })
      .where('id', '=', t.demo1.Terceroid)
      .execute();
    const [stockBefore, ordersBefore] = [await stock(), await webOrders()];
    const response = await order(t.demo1, 'credit-block-0001');
    expect(response.statusCode).toBe(422);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(
      /^Pedido bloqueado por crédito: supera el cupo de crédito disponible en \d+\.\d{2} y tiene facturas vencidas\./,
    );
    expect(await stock()).toEqual(stockBefore);
    expect(await webOrders()).toEqual(ordersBefore);

    // Paid up and within a raised limit, the same customer orders again.
    await t.database.db
      .updateTable('facturas')
      .set({ plazo_dias: 365 })
      .where('tercero_id', '=', t.demo1.Terceroid)
      .execute();
    await t.database.db
      .updateTable('terceros')
      .set({ cupo_credito: 1_000_000 })
      .where('id', '=', t.demo1.Terceroid)
      .execute();
    expect((await order(t.demo1, 'credit-block-0002')).statusCode).toBe(200);
    await t.database.db
      .updateTable('terceros')
      .set({ bloqueo_credito: false, cupo_credito: 6000 })
      .where('id', '=', t.demo1.Terceroid)
      .execute();
  });
});
