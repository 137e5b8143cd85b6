// Orders out through the outbox, against the fake ERP over real HTTP: exactly once across a 500, a timeout
// and a restart of our server between tries; orders taken while the ERP is down, delivered when it is back;
// the ERP's number and its shortage shown to the customer in TerceroGetPedido (/pedidos).
import {
  apiPath,
  getProductoDataResponse,
  healthEnvelope,
  orderLimits,
  orderPaths,
  type Pedido,
  paths,
  pedidosResponse,
  type Session,
} from '@mostrador/contract';
import { nextWorkingDay } from '@mostrador/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../lib/dates';
import { hashPassword } from '../lib/password';
import {
  createTestApp,
  createTestDatabase,
  databaseOfFile,
  type TestApp,
  type TestAppOptions,
  testConfig,
} from '../test/app';
import { erpConfigOf, type FakeErp, fakeCustomer, startFakeErp } from '../test/fake-erp';
import { markerIdOf } from '../test/fixtures';
import { LEASE_MS } from './outbox';

let erp: FakeErp;
const database = databaseOfFile();
/** The shop's clock: tests move it past the backoff instead of waiting. */
let clock = Date.now();
const now = () => new Date(clock);
const apps: TestApp[] = [];
/** This database's id in the markers of its orders (migration 220). */
let markerId = '';
/** The marker of our order `numero` in the ERP's Observacion. */
const mark = (numero: number) => `[WEB-${numero}/${markerId}]`;

// demo1 of the seed is also a customer of the fake ERP (same Terceroid and branch).
const DEMO1 = { Terceroid: 1001, Tercerosucid: 2001 };

async function shop(
  config: Partial<TestApp['config']> = {},
  logger?: TestAppOptions['logger'],
): Promise<TestApp> {
  const t = await createTestApp({
    testDatabase: database(),
    now,
    config: { erp: erpConfigOf(erp), ...config },
    ...(logger ? { logger } : {}),
  });
  apps.push(t);
  return t;
}

/** A shop whose log lines (JSON) at `level` and above are kept in `lines`. */
async function loggingShop(level: 'info' | 'warn') {
  const lines: string[] = [];
  const t = await shop({}, { level, stream: { write: (line: string) => void lines.push(line) } });
  return { t, lines };
}

function connector(t: TestApp) {
  if (!t.app.erp) throw new Error('no ERP connector');
  return t.app.erp;
}

const guestOrder = (Productoid: number, Cantidad = 2) => ({
  Nit: '900555111',
  Tercero: 'Tienda Don Pepe',
  Telefono1: '3001234567',
  Direccion: 'Calle 1 # 2-3',
  Email: 'pepe@example.com',
  Ciudad: '05001',
  Departamento: '05',
  Observacion: 'Entregar en la mañana',
  Detalles: [{ Productoid, Cantidad }],
});

/** An order for demo1's branch, posted as the storefront posts it (`body`: its note, lines and the rest). */
const postOrder = (t: TestApp, session: Session, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/apiGold/${orderPaths.create}`,
    headers: t.bearer(session),
    payload: { Tercerosucid: DEMO1.Tercerosucid, ...body },
  });

/** demo1 orders `Cantidad` of one product for its branch; the id of the order taken. */
async function demo1Orders(
  t: TestApp,
  session: Session,
  Productoid: number,
  Cantidad: number,
): Promise<number> {
  const created = await postOrder(t, session, { Detalles: [{ Productoid, Cantidad }] });
  expect(created.statusCode).toBe(200);
  return created.json().Datos.pedidoid;
}

async function orderRecords(t: TestApp): Promise<Pedido[]> {
  const session = await t.login('demo1');
  const response = await t.app.inject({
    method: 'GET',
    url: `${apiPath('pedidos')}?terceroid=${DEMO1.Terceroid}`,
    headers: t.bearer(session),
  });
  return pedidosResponse.parse(response.json()).Registros ?? [];
}

async function health(t: TestApp) {
  return healthEnvelope.parse((await t.app.inject({ method: 'GET', url: apiPath('health') })).json()).Erp;
}

beforeAll(async () => {
  erp = await startFakeErp({
    products: 40,
    customers: [
      fakeCustomer(),
      fakeCustomer({ ...DEMO1, usuario: 'demo1-erp', Tercero: 'Distribuciones El Progreso' }),
    ],
  });
  markerId = await markerIdOf(database().database.db);
  const first = await shop();
  await connector(first).sync();
});
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});
afterAll(() => erp.close());

describe('orders out to the ERP', () => {
  it('reaches the ERP exactly once across a 500, a timeout and a restart of our server', async () => {
    let t = await shop();
    erp.fail(orderPaths.createGuest, '500');
    const created = await t.app.inject({
      method: 'POST',
      url: `/apiGold/${orderPaths.createGuest}`,
      payload: guestOrder(5),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().Msj).toMatch(/se confirmará/);
    const { pedidoid, numero } = created.json().Datos as { pedidoid: number; numero: number };
    await connector(t).settled();
    // Try 1: the ERP answered 500 and created nothing.
    expect(erp.orders).toHaveLength(0);
    expect(await health(t)).toMatchObject({
      PedidosPendientes: 1,
      UltimoError: expect.stringMatching(/500/),
    });

    // Try 2 (after the backoff): the ERP creates the order but its answer never comes (timeout).
    erp.fail(orderPaths.createGuest, 'timeout');
    expect((await connector(t).deliver()).size).toBe(0); // not due yet
    clock += 6_000;
    expect(await connector(t).deliver()).toEqual(new Map([[pedidoid, 'retry']]));
    expect(erp.orders).toHaveLength(1);
    expect(erp.orders[0]?.body.Observacion).toBe(`Entregar en la mañana ${mark(numero)}`);

    // Our server restarts: a new process on the same database.
    await t.close();
    apps.splice(apps.indexOf(t), 1);
    t = await shop();
    clock += 11_000;
    // Try 3 looks the order up in the ERP first, finds it, and does not send it again.
    expect(await connector(t).deliver()).toEqual(new Map([[pedidoid, 'found']]));
    expect(erp.orders).toHaveLength(1);
    clock += 600_000;
    expect((await connector(t).deliver()).size).toBe(0);
    expect(erp.orders).toHaveLength(1);

    const row = await t.database.db
      .selectFrom('pedidos')
      .select(['erp_numero', 'erp_pedidoid', 'erp_estado'])
      .where('id', '=', pedidoid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      erp_numero: erp.orders[0]?.numero,
      erp_pedidoid: erp.orders[0]?.pedidoid,
      erp_estado: 'enviado',
    });
    expect(await health(t)).toMatchObject({ PedidosPendientes: 0 });
  }, 30_000);

  it('sends each order once when a slow ERP outlives the lease of a batch and a second process claims it', async () => {
    const a = await shop();
    const b = await shop();
    // Five guest orders wait (the ERP is down when they are taken), then are all due at once.
    await erp.down();
    const numbers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await a.app.inject({
        method: 'POST',
        url: `/apiGold/${orderPaths.createGuest}`,
        payload: guestOrder(20 + i, 1),
      });
      expect(created.statusCode).toBe(200);
      numbers.push((created.json().Datos as { numero: number }).numero);
    }
    await connector(a).settled();
    await erp.up();
    clock += 600_000;
    // Each order the ERP takes costs 25 s of the shop's clock: the batch process A claimed at `start` outlives
    // its 60 s lease on its third order, and process B starts a delivery then, on the same database.
    const start = clock;
    let second: Promise<unknown> | undefined;
    erp.latencyMs = 20;
    erp.onRequest = (path) => {
      if (path !== orderPaths.createGuest) return;
      clock += 25_000;
      if (!second && clock - start > LEASE_MS) second = connector(b).deliver();
    };
    try {
      await connector(a).deliver();
      await second;
      await connector(a).settled();
      await connector(b).settled();
    } finally {
      erp.latencyMs = 0;
      erp.onRequest = undefined;
    }
    expect(second).toBeDefined();
    const received = numbers.map(
      (n) => erp.orders.filter((o) => String(o.body.Observacion).includes(mark(n))).length,
    );
    expect(received).toEqual([1, 1, 1, 1, 1]);
    const waiting = await a.database.db
      .selectFrom('erp_outbox')
      .select('pedido_id')
      .where('estado', '=', 'pendiente')
      .execute();
    expect(waiting).toEqual([]);
  }, 30_000);

  it('tries an order again after a 404 or a 429, which are not the ERP refusing it, and logs why', async () => {
    const { t, lines } = await loggingShop('warn');
    const warnings = () =>
      lines
        .map(
          (l) =>
            JSON.parse(l) as { level: number; msg: string; pedido?: string; status?: number; msj?: string },
        )
        .filter((l) => l.level === 40);
    const state = (pedidoid: number) =>
      t.database.db
        .selectFrom('pedidos')
        .select(['estado', 'erp_estado'])
        .where('id', '=', pedidoid)
        .executeTakeFirstOrThrow();

    erp.fail(orderPaths.createGuest, '404');
    const created = await t.app.inject({
      method: 'POST',
      url: `/apiGold/${orderPaths.createGuest}`,
      payload: guestOrder(13, 1),
    });
    const { pedidoid, numero } = created.json().Datos as { pedidoid: number; numero: number };
    await connector(t).settled();
    const marker = mark(numero);
    const received = () => erp.orders.filter((o) => String(o.body.Observacion).includes(marker)).length;
    expect(received()).toBe(0);
    expect(await state(pedidoid)).toMatchObject({ erp_estado: 'pendiente' });
    expect((await state(pedidoid)).estado).not.toBe('anulado');
    expect(warnings()).toContainEqual(
      expect.objectContaining({ pedido: `WEB-${numero}`, status: 404, msj: 'Recurso no encontrado' }),
    );

    erp.fail(orderPaths.createGuest, '429');
    clock += 6_000;
    expect(await connector(t).deliver()).toEqual(new Map([[pedidoid, 'retry']]));
    expect(warnings()).toContainEqual(expect.objectContaining({ pedido: `WEB-${numero}`, status: 429 }));

    clock += 11_000;
    expect(await connector(t).deliver()).toEqual(new Map([[pedidoid, 'sent']]));
    expect(received()).toBe(1);
    expect(await state(pedidoid)).toMatchObject({ erp_estado: 'enviado' });

    // The ERP's own verdict (400 with a Status:false envelope) still cancels the order, and says why.
    const gone = erp.products.get(39);
    if (!gone) throw new Error('no product 39');
    erp.products.delete(39);
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/apiGold/${orderPaths.createGuest}`,
        payload: guestOrder(39, 1),
      });
      const order = refused.json().Datos as { pedidoid: number; numero: number };
      await connector(t).settled();
      expect(await state(order.pedidoid)).toEqual({ estado: 'anulado', erp_estado: 'rechazado' });
      expect(warnings()).toContainEqual(
        expect.objectContaining({ pedido: `WEB-${order.numero}`, status: 400, msj: 'Producto 39 no existe' }),
      );
    } finally {
      erp.products.set(39, gone);
    }
  });

  it("writes each order's delivery line when that order is settled, with its own time, not all at the end of the batch", async () => {
    const { t, lines } = await loggingShop('info');
    // Two orders wait (the ERP is down when they are taken), then go out in one batch.
    await erp.down();
    const ids: number[] = [];
    for (const productoid of [15, 16]) {
      const created = await t.app.inject({
        method: 'POST',
        url: `/apiGold/${orderPaths.createGuest}`,
        payload: guestOrder(productoid, 1),
      });
      ids.push((created.json().Datos as { pedidoid: number }).pedidoid);
    }
    await connector(t).settled();
    await erp.up();
    clock += 600_000;
    const deliveryLines = () =>
      lines
        .map((l) => JSON.parse(l) as { msg: string; time: number; pedidoid?: number; outcome?: string })
        .filter(
          (l) => l.msg === 'erp order delivery' && l.outcome === 'sent' && ids.includes(l.pedidoid ?? -1),
        );
    // Each order takes the ERP 150 ms; how many of our 'sent' lines were written when each reached it.
    const writtenBefore: number[] = [];
    erp.latencyMs = 150;
    erp.onRequest = (path) => {
      if (path === orderPaths.createGuest) writtenBefore.push(deliveryLines().length);
    };
    try {
      await connector(t).deliver();
    } finally {
      erp.latencyMs = 0;
      erp.onRequest = undefined;
    }
    expect(writtenBefore).toEqual([0, 1]);
    const [first, second] = deliveryLines();
    expect([first?.pedidoid, second?.pedidoid].sort()).toEqual([...ids].sort());
    expect((second?.time ?? 0) - (first?.time ?? 0)).toBeGreaterThanOrEqual(140);
  });

  it("never takes another database's order with the same WEB number for its own, and still finds an order queued with the old marker", async () => {
    // A second database against the same ERP (staging beside production): its WEB numbers start alike.
    const other = await createTestDatabase();
    try {
      const b = await createTestApp({
        testDatabase: other,
        now,
        config: { erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 2000 } },
      });
      apps.push(b);
      await connector(b).sync();
      const a = await shop();
      // Each order its own (a repeated body is taken for the same order, resent).
      let n = 0;
      const guest = async (t: TestApp) => {
        n += 1;
        const created = await t.app.inject({
          method: 'POST',
          url: `/apiGold/${orderPaths.createGuest}`,
          payload: { ...guestOrder(14, 1), Observacion: `Pedido ${n}` },
        });
        if (created.statusCode !== 200) throw new Error(`guest order: ${created.statusCode} ${created.body}`);
        return created.json().Datos as { pedidoid: number; numero: number };
      };
      // Both databases' next guest order gets the same number: line them up.
      let lastA = await guest(a);
      let lastB = await guest(b);
      while (lastA.numero !== lastB.numero) {
        if (lastA.numero < lastB.numero) lastA = await guest(a);
        else lastB = await guest(b);
      }
      await connector(a).settled();
      await connector(b).settled();

      const ours = await guest(a);
      await connector(a).settled();
      erp.fail(orderPaths.createGuest, '500');
      const theirs = await guest(b);
      expect(theirs.numero).toBe(ours.numero);
      await connector(b).settled();
      clock += 6_000;
      // B's second try looks its order up in the ERP: A's order with the same WEB number is not it.
      expect(await connector(b).deliver()).toEqual(new Map([[theirs.pedidoid, 'sent']]));
      const withNumber = erp.orders.filter((o) =>
        String(o.body.Observacion).includes(`[WEB-${ours.numero}/`),
      );
      expect(withNumber).toHaveLength(2);
      expect(new Set(withNumber.map((o) => o.body.Observacion)).size).toBe(2);

      // An order queued before migration 220 (no id on its outbox row) goes out as [WEB-<n>], and a later try
      // finds it by that marker instead of sending it again.
      await erp.down();
      const old = await guest(a);
      await connector(a).settled();
      await erp.up();
      await a.database.db
        .updateTable('erp_outbox')
        .set({ marca: null })
        .where('pedido_id', '=', old.pedidoid)
        .execute();
      erp.fail(orderPaths.createGuest, 'timeout');
      clock += 600_000;
      expect(await connector(a).deliver()).toEqual(new Map([[old.pedidoid, 'retry']]));
      clock += 600_000;
      expect(await connector(a).deliver()).toEqual(new Map([[old.pedidoid, 'found']]));
      expect(
        erp.orders.filter((o) => String(o.body.Observacion).endsWith(`[WEB-${old.numero}]`)),
      ).toHaveLength(1);
    } finally {
      for (const t of apps.splice(0)) await t.close();
      await other.database.close();
      await other.drop();
    }
  }, 30_000);

  it('sends an order at once when the ERP answers, and shows its number in /pedidos', async () => {
    const t = await shop();
    const session = await t.login('demo1');
    const before = erp.orders.length;
    const pedidoid = await demo1Orders(t, session, 7, 1);
    await connector(t).settled();
    expect(erp.orders).toHaveLength(before + 1);
    const sent = erp.orders.at(-1);
    expect(sent).toMatchObject({ via: 'PedidoWebCreate', terceroid: DEMO1.Terceroid });
    expect(sent?.body).toMatchObject({
      Terceroid: 1001,
      Tercerosucid: 2001,
      Detalles: [{ Productoid: 7, Cantidad: 1 }],
    });
    const record = (await orderRecords(t)).find((p) => p.pedidoid === pedidoid);
    expect(record).toMatchObject({ web: true, estado_erp: 'enviado', numero_erp: sent?.numero });
  });

  it("sends each line's tax rate as the product's, not one rebuilt from the tax rounded to the cent", async () => {
    const t = await shop();
    const session = await t.login('demo1');
    // demo1 buys at level 4: at $10.50 and 19%, a line is taxed $2.00, which is 19.05% of it.
    const product = { id: 7 };
    await t.database.db
      .updateTable('productos')
      .set({ precio4: '10.50', impuesto_porcentaje: 19 })
      .where('id', '=', product.id)
      .execute();
    const answer = await t.app.inject({
      method: 'GET',
      url: `${apiPath('getProductoData')}?productoid=${product.id}`,
      headers: t.bearer(session),
    });
    expect(getProductoDataResponse.parse(answer.json()).Producto).toMatchObject({
      Precio: 10.5,
      Impuesto_porcentaje: 19,
    });
    await demo1Orders(t, session, product.id, 1);
    await connector(t).settled();
    const details = erp.orders.at(-1)?.body.Detalles as { Productoid: number; Impuesto_porc: number }[];
    expect(details).toEqual([expect.objectContaining({ Productoid: product.id, Impuesto_porc: 19 })]);
  });

  it('a person of the customer orders as the company: the ERP reads who in the note', async () => {
    const t = await shop();
    const person = await t.database.db
      .insertInto('customer_people')
      .values({
        customer_id: DEMO1.Terceroid,
        email: 'ana.compras@elprogreso.example.com',
        name: 'Ana Compras',
        role: 'buyer',
        password_hash: await hashPassword('clave-segura-1'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('customer_person_branches')
      .values({ person_id: person.id, branch_id: DEMO1.Tercerosucid })
      .execute();
    const session = await t.login('ana.compras@elprogreso.example.com', 'clave-segura-1');
    expect(session).toMatchObject({ Terceroid: DEMO1.Terceroid, Persona: 'Ana Compras' });
    const created = await postOrder(t, session, {
      Observacion: 'Urgente',
      Detalles: [{ Productoid: 7, Cantidad: 1 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    await connector(t).settled();
    const sent = erp.orders.at(-1);
    expect(sent).toMatchObject({ via: 'PedidoWebCreate', terceroid: DEMO1.Terceroid });
    expect(sent?.body.Observacion).toBe(
      `Urgente Pedido por Ana Compras. ${mark(created.json().Datos.numero)}`,
    );
  });

  it('the purchase order’s details go in the note, whole, with the buyer’s note cut to the wire’s 500', async () => {
    const methods = [
      { code: 'truck', name: 'Camión' },
      { code: 'pickup', name: 'Recoger en bodega' },
    ];
    const t = await shop({ orders: { ...testConfig().orders, deliveryMethods: methods } });
    const session = await t.login('demo1');
    const date = nextWorkingDay(todayIn(now()));
    const created = await postOrder(t, session, {
      Observacion: 'n'.repeat(500),
      OrdenCompra: 'OC-4500-17',
      FechaEntrega: date,
      MetodoEntrega: 'pickup',
      Detalles: [{ Productoid: 7, Cantidad: 1 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    await connector(t).settled();
    const note = String(erp.orders.at(-1)?.body.Observacion);
    const details = `OC «OC-4500-17». Entrega ${date}. Método Recoger en bodega. ${mark(created.json().Datos.numero)}`;
    expect(note.endsWith(` ${details}`)).toBe(true);
    expect(note).toMatch(/^n+… OC/);
    expect(note).toHaveLength(orderLimits.orderNote);
  });

  it("the order the ERP reads back has the tax and total the shop showed: each line's rate travels", async () => {
    const t = await shop();
    // Product 3 at the guest's level is $925.00, taxed 19% (the store's rate): $175.75, $1,100.75 in all.
    // Product 12 is taxed 5% here, which the ERP does not know but by the line's Impuesto_porc.
    await t.database.db
      .updateTable('productos')
      .set({ impuesto_porcentaje: 5 })
      .where('id', '=', 12)
      .execute();
    const created = await t.app.inject({
      method: 'POST',
      url: `/apiGold/${orderPaths.createGuest}`,
      payload: {
        ...guestOrder(3, 1),
        Detalles: [
          { Productoid: 3, Cantidad: 1 },
          { Productoid: 12, Cantidad: 3 },
        ],
      },
    });
    expect(created.statusCode).toBe(200);
    const { pedidoid, numero } = created.json().Datos as { pedidoid: number; numero: number };
    await connector(t).settled();
    const shown = await t.database.db
      .selectFrom('pedidos')
      .select(['vlrbruto', 'impuesto', 'total'])
      .where('id', '=', pedidoid)
      .executeTakeFirstOrThrow();
    // 925 + 3 × 1,150 = 4,375; tax 175.75 + 172.50 = 348.25.
    expect(shown).toEqual({ vlrbruto: '4375.00', impuesto: '348.25', total: '4723.25' });
    const details = erp.orders.at(-1)?.body.Detalles;
    expect(details).toEqual([
      expect.objectContaining({ Productoid: 3, Impuesto_porc: 19 }),
      expect.objectContaining({ Productoid: 12, Impuesto_porc: 5 }),
    ]);

    // Read back from the ERP (its anonymous orders): the same figures.
    const answer = await fetch(`${erp.url}${paths.pedidos}?terceroid=0&usuarioid=1&empresaid=1`, {
      headers: { authorization: `Bearer ${erp.token}` },
    });
    const record = pedidosResponse
      .parse(await answer.json())
      .Registros.find((r) => r.numero === erp.orders.at(-1)?.numero);
    expect(record).toMatchObject({ vlrbruto: 4375, impuesto: 348.25, total: 4723.25 });
    expect(String(erp.orders.at(-1)?.body.Observacion)).toContain(mark(numero));
  });

  it('takes orders while the ERP is down and delivers them when it is back', async () => {
    const t = await shop();
    const session = await t.login('demo1');
    await erp.down();
    const before = erp.orders.length;
    const ids: number[] = [];
    for (const productoid of [8, 9]) ids.push(await demo1Orders(t, session, productoid, 2));
    await connector(t).settled();
    expect(await health(t)).toMatchObject({
      PedidosPendientes: 2,
      UltimoError: expect.stringMatching(/no responde/),
    });
    const waiting = (await orderRecords(t)).filter((p) => ids.includes(p.pedidoid));
    expect(waiting.map((p) => [p.estado_erp, p.numero_erp])).toEqual([
      ['pendiente', null],
      ['pendiente', null],
    ]);
    // The catalogue stays: the last synced one.
    const page = await t.app.inject({ method: 'GET', url: apiPath('getProductos') });
    expect(page.json().Datos.length).toBeGreaterThan(0);

    await erp.up();
    // A sync before the orders went out: the ERP's stock does not count them yet, ours keeps them off.
    await connector(t).sync();
    // The sync worked, but the orders have not gone yet: the delivery's error is still the state now.
    expect(await health(t)).toMatchObject({
      PedidosPendientes: 2,
      UltimoError: expect.stringMatching(/^envío de pedidos: .*no responde/),
    });
    const stock = await t.database.db
      .selectFrom('productos')
      .select(['id', 'disponible'])
      .where('id', 'in', [8, 9])
      .orderBy('id')
      .execute();
    expect(stock).toEqual([
      { id: 8, disponible: (erp.products.get(8)?.Disponible ?? 0) - 2 },
      { id: 9, disponible: (erp.products.get(9)?.Disponible ?? 0) - 2 },
    ]);
    clock += 60_000;
    await connector(t).deliver();
    expect(erp.orders.length).toBe(before + 2);
    // Delivered: the ERP has recovered, and /health no longer reports its old error.
    expect(await health(t)).toMatchObject({
      PedidosPendientes: 0,
      UltimoError: null,
      UltimoErrorFecha: null,
    });
    const delivered = (await orderRecords(t)).filter((p) => ids.includes(p.pedidoid));
    for (const p of delivered) {
      expect(p.estado_erp).toBe('enviado');
      expect(erp.orders.map((o) => o.numero)).toContain(p.numero_erp);
    }
  }, 30_000);

  it("gives back the stock an order took, and its size's, when the ERP refuses the order", async () => {
    const t = await shop();
    const session = await t.login('demo1');
    // Product 10 comes in colours and sizes here: white x has 5 of its own.
    const variation = [{ color: 'white', image: 'w.svg', size: [{ name: 'x', stock: 5 }] }];
    await t.database.db
      .updateTable('productos')
      .set({ demo: JSON.stringify({ variation }) })
      .where('id', '=', 10)
      .execute();
    const stock = async () => {
      const shown = async (id: number) => {
        const answer = await t.app.inject({
          method: 'GET',
          url: `${apiPath('getProductoData')}?productoid=${id}`,
          headers: t.bearer(session),
        });
        return getProductoDataResponse.parse(answer.json()).Producto?.Disponible;
      };
      const row = await t.database.db
        .selectFrom('productos')
        .select('demo')
        .where('id', '=', 10)
        .executeTakeFirstOrThrow();
      return {
        p12: await shown(12),
        p10: await shown(10),
        p10WhiteX: row.demo?.variation?.[0]?.size[0]?.stock,
      };
    };
    const before = await stock();

    // The order is taken while the ERP is down: it waits in the outbox, holding its units.
    await erp.down();
    const created = await postOrder(t, session, {
      Detalles: [
        { Productoid: 12, Cantidad: 3 },
        { Productoid: 10, Cantidad: 2, Color: 'white', Talla: 'x' },
      ],
    });
    expect(created.statusCode).toBe(200);
    const pedidoid = created.json().Datos.pedidoid as number;
    await connector(t).settled();
    expect(await stock()).toEqual({
      p12: (before.p12 ?? 0) - 3,
      p10: (before.p10 ?? 0) - 2,
      p10WhiteX: 3,
    });

    // Back up, the ERP has sold product 12 elsewhere: it refuses the order for lack of stock.
    await erp.up();
    const upstream = erp.products.get(12);
    if (!upstream) throw new Error('no product 12');
    upstream.Disponible = 1;
    clock += 600_000;
    expect((await connector(t).deliver()).get(pedidoid)).toBe('short');
    expect(await stock()).toEqual(before);
    const order = (await orderRecords(t)).find((p) => p.pedidoid === pedidoid);
    expect(order).toMatchObject({ estado: 'anulado', estado_erp: 'rechazado' });

    // Given back once: later deliveries change nothing.
    clock += 600_000;
    await connector(t).deliver();
    expect(await stock()).toEqual(before);
  });

  it('keeps a shortage the ERP reports on the order and shows it in /pedidos', async () => {
    const t = await shop();
    const session = await t.login('demo1');
    // The ERP sold units of product 11 elsewhere since our last sync.
    const upstream = erp.products.get(11);
    if (!upstream) throw new Error('no product 11');
    upstream.Disponible = 1;
    const pedidoid = await demo1Orders(t, session, 11, 4);
    await connector(t).settled();
    const record = (await orderRecords(t)).find((p) => p.pedidoid === pedidoid);
    expect(record).toMatchObject({
      estado: 'anulado',
      estado_erp: 'rechazado',
      numero_erp: null,
      faltantes_erp: [{ Productoid: 11, Solicitado: 4, Disponible: 1 }],
    });
  });
});
