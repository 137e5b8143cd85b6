import {
  API_BASE,
  apiPath,
  datosDocumentosResponse,
  errorEnvelope,
  getProductosResponse,
  orderPaths,
  pedidosResponse,
  pedidoWebCreateResponse,
  type Session,
} from '@mostrador/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../db/sessions';
import { demoCustomers, GUEST_COMPANY, productStock, withAnotherApp } from '../../test/fixtures';
import { sqlOrdersRepository } from './repository';

const CUSTOMER_URL = `${API_BASE}${orderPaths.create}`;
const GUEST_URL = `${API_BASE}${orderPaths.createGuest}`;

const t = demoCustomers();
/** A third customer (level 3) made for these tests, with its token. */
let demo3Token: string;
/** Products reserved for each test, set up with known prices and stock. */
const product = { tiered: 0, plain: 0, contested: 0, retried: 0, failing: 0, short: 0, other: 0 };

const guest = GUEST_COMPANY;

let keySeq = 0;
const newKey = () => `test-key-${process.pid}-${++keySeq}-${Math.random().toString(36).slice(2)}`;

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}
function asCustomer(session: Session | string, payload: unknown, key = newKey()) {
  return post(CUSTOMER_URL, payload, { ...t.bearer(session), 'idempotency-key': key });
}
function asGuest(payload: unknown, key = newKey()) {
  return post(GUEST_URL, payload, { 'idempotency-key': key });
}

const db = () => t.database.db;
const stockOf = (id: number) => productStock(db(), id);
async function countOrders(): Promise<{ orders: number; lines: number }> {
  const orders = await db()
    .selectFrom('pedidos')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const lines = await db()
    .selectFrom('pedido_lineas')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { orders: orders.n, lines: lines.n };
}
async function unitsOrdered(productId: number): Promise<number> {
  const row = await db()
    .selectFrom('pedido_lineas as l')
    .innerJoin('pedidos as p', 'p.id', 'l.pedido_id')
    .select(sql<number>`coalesce(sum(l.cantidad), 0)::int`.as('n'))
    .where('l.producto_id', '=', productId)
    .where('p.origen', '=', 'web')
    .executeTakeFirstOrThrow();
  return row.n;
}

beforeAll(async () => {
  await db()
    .insertInto('terceros')
    .values({
      id: 1003,
      nombre: 'Ferretería Tres Hermanos',
      nit: '901555777',
      dv: '3',
      telefono: '604 000 0003',
      precio_nivel: 3,
    })
    .execute();
  await db()
    .insertInto('tercero_sucursales')
    .values({
      id: 2099,
      tercero_id: 1003,
      nombre: 'Principal',
      direccion: 'Calle 3 # 3-33',
      ciudad_id: '05001',
      correo: 'tres@example.com',
    })
    .execute();
  demo3Token = (await createSession(db(), { customerId: 1003, branchId: 2099, priceLevel: 3 }, new Date()))
    .token;

  const ids = await db()
    .selectFrom('productos')
    .select('id')
    .where('activo', '=', true)
    .where('precio1', 'is not', null)
    .orderBy('id', 'desc')
    .limit(Object.keys(product).length)
    .execute();
  Object.keys(product).forEach((name, i) => {
    product[name as keyof typeof product] = ids[i]?.id ?? 0;
  });
  // Plain products: 10.00 .. 6.00 by level, no tiers, the store's tax (19 %), plenty of stock.
  await db()
    .updateTable('productos')
    .set({
      precio1: 10,
      precio2: 9,
      precio3: 8,
      precio4: 7,
      precio5: 6,
      escala_aplica: false,
      escala: null,
      disponible: 1000,
    })
    .where('id', 'in', Object.values(product))
    .execute();
  // 1..11 units pay Precio4 (70.00), 12 and more Precio5 (60.00).
  await db()
    .updateTable('productos')
    .set({
      precio1: 100,
      precio2: 90,
      precio3: 80,
      precio4: 70,
      precio5: 60,
      escala_aplica: true,
      escala: JSON.stringify([
        { Desde: 1, Hasta: 11, PrecioNivel: 4 },
        { Desde: 12, Hasta: 9999, PrecioNivel: 5 },
      ]),
    })
    .where('id', '=', product.tiered)
    .execute();
  // No tiers; Precio2 45.50, Precio4 40.25; its own tax rate of 5 %.
  await sql`UPDATE productos SET precio2 = 45.50, precio4 = 40.25, impuesto_porcentaje = 5 WHERE id = ${product.plain}`.execute(
    db(),
  );
  await db().updateTable('productos').set({ disponible: 30 }).where('id', '=', product.contested).execute();
  await db().updateTable('productos').set({ disponible: 2 }).where('id', '=', product.short).execute();
});

describe('pricing on the server', () => {
  it('stores the tier price at the customer level on each side of a tier boundary, ignoring client prices', async () => {
    const body = (Cantidad: number) => ({
      Tercerosucid: t.demo1.Tercerosucid,
      Observacion: 'precio de prueba',
      Total: 0.01,
      Detalles: [{ Productoid: product.tiered, Cantidad, Precio: 0.01, Subtotal: 0.01 }],
    });
    const eleven = await asCustomer(t.demo1, body(11));
    const twelve = await asCustomer(t.demo1, body(12));
    expect([eleven.statusCode, twelve.statusCode]).toEqual([200, 200]);
    const ids = [eleven, twelve].map((r) => {
      const parsed = pedidoWebCreateResponse.parse(r.json());
      if (!('Datos' in parsed) || !parsed.Datos || Array.isArray(parsed.Datos)) throw new Error('no order');
      return parsed.Datos.pedidoid;
    });
    const stored = await db()
      .selectFrom('pedidos')
      .select(['id', 'vlrbruto', 'impuesto', 'total', 'tercero_id', 'origen'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    // 11 × 70.00 = 770.00 + 19 % = 916.30; 12 × 60.00 = 720.00 + 19 % = 856.80.
    expect(stored.map((o) => [o.vlrbruto, o.impuesto, o.total])).toEqual([
      ['770.00', '146.30', '916.30'],
      ['720.00', '136.80', '856.80'],
    ]);
    expect(stored.every((o) => o.tercero_id === 1001 && o.origen === 'web')).toBe(true);
    const lines = await db()
      .selectFrom('pedido_lineas')
      .select(['precio', 'cantidad'])
      .where('pedido_id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { precio: '70.00', cantidad: 11 },
      { precio: '60.00', cantidad: 12 },
    ]);
  });

  it("prices at each customer's own level and at the guest level, with the product's own tax rate", async () => {
    const detalles = [{ Productoid: product.plain, Cantidad: 3, Precio: 1 }];
    const level2 = await asCustomer(t.demo2, { Tercerosucid: t.demo2.Tercerosucid, Detalles: detalles });
    const level4 = await asCustomer(t.demo1, { Tercerosucid: t.demo1.Tercerosucid, Detalles: detalles });
    const asGuestLevel = await asGuest({ ...guest, Detalles: detalles });
    const totals = [];
    for (const response of [level2, level4, asGuestLevel]) {
      expect(response.statusCode).toBe(200);
      const { pedidoid } = response.json().Datos as { pedidoid: number };
      const row = await db()
        .selectFrom('pedidos')
        .select(['vlrbruto', 'impuesto', 'total'])
        .where('id', '=', pedidoid)
        .executeTakeFirstOrThrow();
      totals.push([row.vlrbruto, row.impuesto, row.total]);
    }
    // 3 × 45.50 = 136.50 + 5 % (6.825 -> 6.83); 3 × 40.25 = 120.75 + 5 % (6.0375 -> 6.04); guests at Precio4.
    expect(totals).toEqual([
      ['136.50', '6.83', '143.33'],
      ['120.75', '6.04', '126.79'],
      ['120.75', '6.04', '126.79'],
    ]);
  });
});

describe('after an order', () => {
  it('shows it in TerceroGetPedido as pending, counts it in PedidosWeb and lowers the stock in the catalogue', async () => {
    const counts = async () => {
      const r = await t.app.inject({
        url: `${apiPath('datosDocumentos')}?terceroid=1002`,
        headers: t.bearer(t.demo2),
      });
      return datosDocumentosResponse.parse(r.json()).PedidosWeb;
    };
    const { codigo } = await db()
      .selectFrom('productos')
      .select('codigo')
      .where('id', '=', product.other)
      .executeTakeFirstOrThrow();
    const disponible = async () => {
      const r = await t.app.inject({
        url: `${apiPath('getProductos')}?codigo=${encodeURIComponent(codigo)}`,
      });
      const found = getProductosResponse.parse(r.json()).Datos?.find((p) => p.Productoid === product.other);
      return found?.Disponible;
    };
    const before = { count: await counts(), stock: await disponible() };
    const created = await asCustomer(t.demo2, {
      Tercerosucid: 2004,
      Observacion: 'Entregar en la sede Chía',
      Detalles: [{ Productoid: product.other, Cantidad: 4, Observacion: 'caja cerrada' }],
    });
    expect(created.statusCode).toBe(200);
    const { pedidoid, numero } = created.json().Datos as { pedidoid: number; numero: number };
    expect(created.json().Msj).toBe(`Pedido WEB-${numero} recibido`);

    const list = await t.app.inject({
      url: `${apiPath('pedidos')}?terceroid=1002&numero=${numero}`,
      headers: t.bearer(t.demo2),
    });
    const registros = pedidosResponse.parse(list.json()).Registros;
    expect(registros.find((r) => r.pedidoid === pedidoid)).toMatchObject({
      prefijo: 'WEB',
      numero,
      conteo: 1,
      // demo2 buys at Precio2: 4 × 9.00 = 36.00 + 19 %.
      vlrbruto: 36,
      impuesto: 6.84,
      total: 42.84,
      estado_descripcion: 'Pendiente',
    });
    expect(await counts()).toBe(before.count + 1);
    expect(await disponible()).toBe((before.stock ?? 0) - 4);
  });
});

describe('stock under concurrency', () => {
  it('sells exactly the 30 units there are to 100 concurrent buyers, customers and guests', async () => {
    const buyers = Array.from({ length: 100 }, (_, i) => {
      const detalles = [{ Productoid: product.contested, Cantidad: 1 }];
      switch (i % 4) {
        case 0:
          return asCustomer(t.demo1, { Tercerosucid: t.demo1.Tercerosucid, Detalles: detalles });
        case 1:
          return asCustomer(t.demo2, { Tercerosucid: t.demo2.Tercerosucid, Detalles: detalles });
        case 2:
          return asCustomer(demo3Token, { Tercerosucid: 2099, Detalles: detalles });
        default:
          return asGuest({ ...guest, Tercero: `Invitado ${i}`, Detalles: detalles });
      }
    });
    const answers = await Promise.all(buyers);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(70);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toEqual({
        Status: true,
        Msj: expect.stringContaining('No hay existencias suficientes'),
        ErrorDisp: true,
        ErrorDips: [{ Productoid: product.contested, Solicitado: 1, Disponible: 0 }],
      });
    }
    expect(await stockOf(product.contested)).toBe(0);
    expect(await unitsOrdered(product.contested)).toBe(30);
  });

  it('refuses a whole order when one line is short, and says what is available', async () => {
    const before = { counts: await countOrders(), other: await stockOf(product.other) };
    const response = await asCustomer(t.demo1, {
      Tercerosucid: t.demo1.Tercerosucid,
      Detalles: [
        { Productoid: product.other, Cantidad: 1 },
        { Productoid: product.short, Cantidad: 2 },
        { Productoid: product.short, Cantidad: 1 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      Status: true,
      ErrorDisp: true,
      ErrorDips: [{ Productoid: product.short, Solicitado: 3, Disponible: 2 }],
    });
    expect(response.json()).not.toHaveProperty('Datos');
    expect(await countOrders()).toEqual(before.counts);
    expect(await stockOf(product.other)).toBe(before.other);
    expect(await stockOf(product.short)).toBe(2);
  });
});

describe('idempotency', () => {
  it('turns 20 concurrent retries with one key into one order, and answers them all alike', async () => {
    const key = newKey();
    const body = {
      Tercerosucid: t.demo1.Tercerosucid,
      Detalles: [{ Productoid: product.retried, Cantidad: 2 }],
    };
    const before = { counts: await countOrders(), stock: await stockOf(product.retried) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => asCustomer(t.demo1, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const first = answers[0]?.json();
    for (const a of answers) expect(a.json()).toEqual(first);
    expect(await countOrders()).toEqual({ orders: before.counts.orders + 1, lines: before.counts.lines + 1 });
    expect(await stockOf(product.retried)).toBe(before.stock - 2);

    // A later retry still gets the first answer; the key scoped to demo1 does not collide with demo2's.
    expect((await asCustomer(t.demo1, body, key)).json()).toEqual(first);
    const demo2Order = await asCustomer(t.demo2, { ...body, Tercerosucid: t.demo2.Tercerosucid }, key);
    expect(demo2Order.statusCode).toBe(200);
    expect(demo2Order.json().Datos.pedidoid).not.toBe(first.Datos.pedidoid);
  });

  it('answers 422 to the same key with a different body, and changes nothing', async () => {
    const key = newKey();
    const body = {
      Tercerosucid: t.demo1.Tercerosucid,
      Detalles: [{ Productoid: product.retried, Cantidad: 1 }],
    };
    expect((await asCustomer(t.demo1, body, key)).statusCode).toBe(200);
    const before = { counts: await countOrders(), stock: await stockOf(product.retried) };
    const changed = await asCustomer(
      t.demo1,
      { ...body, Detalles: [{ Productoid: product.retried, Cantidad: 5 }] },
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(errorEnvelope.parse(changed.json()).Msj).toMatch(/Idempotency-Key ya se usó con otro pedido/);
    expect(await countOrders()).toEqual(before.counts);
    expect(await stockOf(product.retried)).toBe(before.stock);
  });

  it('replays a stock refusal too, for guests scoped to their Nit', async () => {
    const key = newKey();
    const body = { ...guest, Detalles: [{ Productoid: product.short, Cantidad: 50 }] };
    const first = await asGuest(body, key);
    const again = await asGuest(body, key);
    expect([first.statusCode, again.statusCode]).toEqual([409, 409]);
    expect(again.json()).toEqual(first.json());
    expect((await asGuest({ ...body, Tercero: 'Otro nombre' }, key)).statusCode).toBe(422);
  });

  it("never gives one guest another guest's answer for a reused key", async () => {
    const key = newKey();
    const first = await asGuest({ ...guest, Detalles: [{ Productoid: product.other, Cantidad: 1 }] }, key);
    expect(first.statusCode).toBe(200);
    const before = await countOrders();
    // Another guest (another Nit) who sends the same key and the same lines gets an order of its own.
    const other = await asGuest(
      {
        ...guest,
        Nit: '900123456',
        Tercero: 'Otro cliente',
        Detalles: [{ Productoid: product.other, Cantidad: 1 }],
      },
      key,
    );
    expect(other.statusCode).toBe(200);
    expect(other.json().Datos.pedidoid).not.toBe(first.json().Datos.pedidoid);
    expect(await countOrders()).toEqual({ orders: before.orders + 1, lines: before.lines + 1 });
  });

  it('without a key, answers the same body from the same customer or Nit once within 60 seconds', async () => {
    const customerBody = {
      Tercerosucid: t.demo1.Tercerosucid,
      Detalles: [{ Productoid: product.other, Cantidad: 1 }],
    };
    const guestBody = { ...guest, Detalles: [{ Productoid: product.other, Cantidad: 2 }] };
    const before = await countOrders();
    const clicks = await Promise.all([
      post(CUSTOMER_URL, customerBody, t.bearer(t.demo1)),
      post(CUSTOMER_URL, customerBody, t.bearer(t.demo1)),
      post(GUEST_URL, guestBody),
      post(GUEST_URL, guestBody),
    ]);
    expect(clicks.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(clicks[1]?.json()).toEqual(clicks[0]?.json());
    expect(clicks[3]?.json()).toEqual(clicks[2]?.json());
    expect(await countOrders()).toEqual({ orders: before.orders + 2, lines: before.lines + 2 });

    // Another body, another customer or another Nit is another order.
    const others = [
      await post(CUSTOMER_URL, { ...customerBody, Observacion: 'otro' }, t.bearer(t.demo1)),
      await post(CUSTOMER_URL, { ...customerBody, Tercerosucid: t.demo2.Tercerosucid }, t.bearer(t.demo2)),
      await post(GUEST_URL, { ...guestBody, Nit: '900123456' }),
    ];
    expect(others.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await countOrders()).toEqual({ orders: before.orders + 5, lines: before.lines + 5 });

    // Past the window, the same body is a new order.
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '61 seconds' WHERE key LIKE 'auto:%'`.execute(
      db(),
    );
    const later = await post(CUSTOMER_URL, customerBody, t.bearer(t.demo1));
    expect(later.statusCode).toBe(200);
    expect(later.json().Datos.pedidoid).not.toBe(clicks[0]?.json().Datos.pedidoid);
  });

  it('keeps keys at least 24 hours and purges older ones', async () => {
    const keys = [newKey(), newKey()];
    for (const key of keys) {
      await asCustomer(
        t.demo1,
        { Tercerosucid: t.demo1.Tercerosucid, Detalles: [{ Productoid: product.other, Cantidad: 1 }] },
        key,
      );
    }
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '47 hours' WHERE key = ${keys[0]}`.execute(
      db(),
    );
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '49 hours' WHERE key = ${keys[1]}`.execute(
      db(),
    );
    expect(
      await sqlOrdersRepository.purgeKeys(db(), t.config.orders.idempotencyKeyHours),
    ).toBeGreaterThanOrEqual(1);
    const left = await sql<{
      key: string;
    }>`SELECT key FROM idempotency_keys WHERE key IN (${keys[0]}, ${keys[1]})`.execute(db());
    expect(left.rows.map((r) => r.key)).toEqual([keys[0]]);
  });
});

describe('a failure in the middle of writing', () => {
  it('leaves no order, no lines and no stock taken, and the same key works once the fault is gone', async () => {
    // A trigger makes the insert of the order lines fail, after the stock was taken and the order written.
    await sql
      .raw(
        `CREATE FUNCTION fail_line() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$`,
      )
      .execute(db());
    await sql
      .raw(
        `CREATE TRIGGER fail_line BEFORE INSERT ON pedido_lineas FOR EACH ROW
         WHEN (NEW.producto_id = ${product.failing}) EXECUTE FUNCTION fail_line()`,
      )
      .execute(db());
    const key = newKey();
    const body = {
      Tercerosucid: t.demo1.Tercerosucid,
      Detalles: [{ Productoid: product.failing, Cantidad: 3 }],
    };
    const before = { counts: await countOrders(), stock: await stockOf(product.failing) };
    const failed = await asCustomer(t.demo1, body, key);
    expect(failed.statusCode).toBe(500);
    expect(errorEnvelope.parse(failed.json()).Status).toBe(false);
    expect(await countOrders()).toEqual(before.counts);
    expect(await stockOf(product.failing)).toBe(before.stock);
    const stored = await sql`SELECT 1 FROM idempotency_keys WHERE key = ${key}`.execute(db());
    expect(stored.rows).toHaveLength(0);

    await sql`DROP TRIGGER fail_line ON pedido_lineas`.execute(db());
    const retried = await asCustomer(t.demo1, body, key);
    expect(retried.statusCode).toBe(200);
    expect(await stockOf(product.failing)).toBe(before.stock - 3);
  });
});

describe('validation and access', () => {
  const line = () => [{ Productoid: product.other, Cantidad: 1 }];

  async function refused(response: Awaited<ReturnType<typeof post>>, status: number, message: RegExp) {
    expect(response.statusCode).toBe(status);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(message);
  }

  it("refuses another customer's branch and a branch that does not exist", async () => {
    const before = await countOrders();
    await refused(
      await asCustomer(t.demo1, { Tercerosucid: 2003, Detalles: line() }),
      403,
      /sucursal 2003 no pertenece/,
    );
    await refused(await asCustomer(t.demo1, { Tercerosucid: 999999, Detalles: line() }), 403, /no pertenece/);
    expect(await countOrders()).toEqual(before);
  });

  it('does not let a guest use a branch or the customer endpoint', async () => {
    await refused(
      await asGuest({ ...guest, Tercerosucid: 2001, Detalles: line() }),
      400,
      /invitado no puede usar una sucursal/,
    );
    const anonymous = await post(
      CUSTOMER_URL,
      { Tercerosucid: 2001, Detalles: line() },
      { 'idempotency-key': newKey() },
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses an order naming another customer's Terceroid, and takes the session's own", async () => {
    const before = await countOrders();
    await refused(
      await asCustomer(t.demo1, { Terceroid: 1002, Tercerosucid: t.demo1.Tercerosucid, Detalles: line() }),
      403,
      /otro cliente/,
    );
    expect(await countOrders()).toEqual(before);
    const own = await asCustomer(t.demo1, {
      Terceroid: String(t.demo1.Terceroid),
      Tercerosucid: String(t.demo1.Tercerosucid),
      Detalles: [{ Productoid: String(product.other), Cantidad: '2', Precio: 0.01, Impuesto_porc: 0 }],
    });
    expect(own.statusCode).toBe(200);
    const row = await db()
      .selectFrom('pedido_lineas')
      .select(['cantidad', 'precio'])
      .where('pedido_id', '=', own.json().Datos.pedidoid)
      .executeTakeFirstOrThrow();
    expect(row.cantidad).toBe(2);
    // The server's price, not the 0.01 the client sent.
    expect(Number(row.precio)).toBeGreaterThan(0.01);
  });

  it('takes the department and city by exact name, as the ERP form sends them', async () => {
    const created = await asGuest({
      ...guest,
      Departamento: 'ANTIOQUIA',
      Ciudad: 'Medellín',
      Detalles: line(),
    });
    const placeOf = async (order: typeof created) => {
      expect(order.statusCode).toBe(200);
      const row = await db()
        .selectFrom('pedidos')
        .select('invitado')
        .where('id', '=', order.json().Datos.pedidoid)
        .executeTakeFirstOrThrow();
      return row.invitado;
    };
    expect(await placeOf(created)).toMatchObject({ Departamento: '05', Ciudad: '05001' });
    // Codes sent as numbers lose their leading zeros: 5 and 5001 are Antioquia and Medellín.
    const byNumbers = await asGuest({ ...guest, Departamento: 5, Ciudad: 5001, Detalles: line() });
    expect(await placeOf(byNumbers)).toMatchObject({ Departamento: '05', Ciudad: '05001' });
    await refused(
      await asGuest({ ...guest, Departamento: 'Antioquia', Ciudad: 'Bogotá', Detalles: line() }),
      422,
      /ciudad Bogotá no pertenece al departamento Antioquia/,
    );
  });

  it('checks that the city belongs to the department', async () => {
    await refused(
      await asGuest({ ...guest, Ciudad: '11001', Detalles: line() }),
      422,
      /ciudad 11001 no pertenece al departamento 05/,
    );
    await refused(
      await asGuest({ ...guest, Departamento: '98', Detalles: line() }),
      422,
      /departamento 98 no existe/,
    );
  });

  it('refuses bad quantities, unknown products, bad NIT or e-mail and over-long notes with a clear message', async () => {
    const before = await countOrders();
    const base = { Tercerosucid: t.demo1.Tercerosucid };
    await refused(
      await asCustomer(t.demo1, { ...base, Detalles: [{ Productoid: product.other, Cantidad: 0 }] }),
      400,
      /Cantidad debe ser mayor que 0/,
    );
    await refused(
      await asCustomer(t.demo1, { ...base, Detalles: [{ Productoid: product.other, Cantidad: 1.5 }] }),
      400,
      /Cantidad debe ser un número entero/,
    );
    await refused(
      await asCustomer(t.demo1, { ...base, Detalles: [{ Productoid: 987654, Cantidad: 1 }] }),
      422,
      /no existen o no se venden: 987654/,
    );
    await refused(
      await asGuest({ ...guest, Nit: '800197268-5', Detalles: line() }),
      400,
      /dígito de verificación/,
    );
    await refused(
      await asGuest({ ...guest, Email: 'compras.esquina', Detalles: line() }),
      400,
      /Email no es un correo/,
    );
    await refused(
      await asCustomer(t.demo1, { ...base, Observacion: 'x'.repeat(501), Detalles: line() }),
      400,
      /500 caracteres/,
    );
    expect(await countOrders()).toEqual(before);
  });

  it('names every missing field of a guest order in one answer, and cuts a long list of bad lines', async () => {
    const before = await countOrders();
    const empty = await asGuest({});
    expect(empty.statusCode).toBe(400);
    const msj: string = empty.json().Msj;
    for (const field of [
      'Nit',
      'Tercero',
      'Telefono1',
      'Direccion',
      'Email',
      'Ciudad',
      'Departamento',
      'Detalles',
    ]) {
      expect(msj).toContain(field);
    }
    const lines = Array.from({ length: 14 }, () => ({ Productoid: product.other, Cantidad: 0 }));
    const many = await asGuest({ ...guest, Detalles: lines });
    expect(many.statusCode).toBe(400);
    expect(many.json().Msj).toMatch(/Detalles\.9\.Cantidad .*\(y 4 más\)$/);
    // A header's name is said once, whatever its case; a NUL in a note is refused by its name.
    const shortKey = await asGuest({ ...guest, Detalles: line() }, 'short');
    expect(shortKey.json().Msj).toBe(
      'Cabecera inválida: idempotency-key debe tener entre 8 y 200 caracteres',
    );
    const nul = await asGuest({ ...guest, Observacion: 'a\u0000b', Detalles: line() });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().Msj).toBe('Cuerpo de la petición inválido: Observacion contiene caracteres de control');
    expect(await countOrders()).toEqual(before);
  });

  it('refuses more lines than the configured maximum', async () => {
    const orders = { ...t.config.orders, maxLines: 2 };
    await withAnotherApp(t, { config: { ...t.config, orders } }, async (small) => {
      const response = await small.app.inject({
        method: 'POST',
        url: GUEST_URL,
        headers: { 'idempotency-key': newKey() },
        payload: {
          ...guest,
          Detalles: [product.other, product.plain, product.retried].map((Productoid) => ({
            Productoid,
            Cantidad: 1,
          })),
        },
      });
      await refused(response, 400, /como máximo 2 líneas/);
    });
  });

  it('takes a few guest orders a minute from one address, then 429 and nothing taken', async () => {
    await withAnotherApp(t, { config: { ...t.config, guestOrderRateLimit: 2 } }, async (limited) => {
      const order = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: GUEST_URL,
          headers: { 'idempotency-key': newKey() },
          payload: { ...guest, Detalles: [{ Productoid: product.other, Cantidad: 1 }] },
          remoteAddress,
        });
      expect((await order('10.3.0.1')).statusCode).toBe(200);
      expect((await order('10.3.0.1')).statusCode).toBe(200);
      const stock = await stockOf(product.other);
      const blocked = await order('10.3.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(errorEnvelope.parse(blocked.json()).Msj).toMatch(/Demasiados intentos/);
      expect(await stockOf(product.other)).toBe(stock);
      expect((await order('10.3.0.2')).statusCode).toBe(200);
    });
  });
});
