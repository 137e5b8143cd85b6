// An ERP customer's orders in front of the ERP (against the fake ERP over real HTTP): the orders the ERP took
// itself (by phone, by a sales rep) listed beside the shop's web orders, newest first, paged, filtered; the
// ERP's copy of a web order never listed twice; the shop's orders still listed (and said to be all there is)
// while the ERP is down; an ERP order printed as the ERP prints it, for its owner only.
import {
  API_BASE,
  apiPath,
  erpReportPaths,
  loginResponse,
  orderPaths,
  type Pedido,
  pedidosResponse,
  reportLinkResponse,
} from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { type FakeErp, type FakeErpOrder, fakeCustomer, startFakeErp } from '../test/fake-erp';
import { markerIdOf } from '../test/fixtures';
import { gate } from '../test/gate';
import { DOCUMENTS_CACHE_MS } from './customers';

let erp: FakeErp;
let t: TestApp;
/** The shop's clock: a test moves it past the time the ERP's answers are kept. */
let clock = Date.now();
let headers: Record<string, string>;
let otherHeaders: Record<string, string>;
const ESCUADRA = 5001;
const OTHER = 5002;

/** An order the ERP took itself for `terceroid`, `daysAgo` days before today. */
function erpOrder(pedidoid: number, daysAgo: number, extra: Partial<FakeErpOrder> = {}): FakeErpOrder {
  return {
    pedidoid,
    numero: pedidoid - 70_000,
    via: 'Telefono',
    terceroid: ESCUADRA,
    body: { Observacion: 'Pedido tomado por teléfono', Detalles: [{ Productoid: 1, Cantidad: 2 }] },
    fecha: new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10),
    total: 1000 + (pedidoid % 1000),
    ...extra,
  };
}

async function login(usuario: string, contrasena: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: apiPath('login'),
    payload: { usuario, contrasena },
  });
  const session = loginResponse.parse(answer.json()).Datos;
  if (!session) throw new Error(`no session for ${usuario}`);
  return { authorization: `Bearer ${session.Token}` };
}

async function list(query: Record<string, string | number> = {}, as = headers) {
  const search = new URLSearchParams({ terceroid: String(ESCUADRA), ...query } as Record<string, string>);
  const response = await t.app.inject({ method: 'GET', url: `${apiPath('pedidos')}?${search}`, headers: as });
  expect(response.statusCode).toBe(200);
  return pedidosResponse.parse(response.json());
}

/** Every page of the list, `rows` by `rows`, as a client pages it. */
async function everyPage(query: Record<string, string | number> = {}): Promise<Pedido[]> {
  const all: Pedido[] = [];
  for (;;) {
    const page = (await list({ ...query, rows: all.length })).Registros;
    if (page.length === 0) return all;
    all.push(...page);
  }
}

/** A web order of the ERP customer through the shop, written into the ERP: its id in the shop. */
async function webOrder(Cantidad: number): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: `/apiGold/${orderPaths.create}`,
    headers,
    payload: { Tercerosucid: 7001, Detalles: [{ Productoid: 2, Cantidad }] },
  });
  expect(created.statusCode).toBe(200);
  await t.app.erp?.deliver();
  return created.json().Datos.pedidoid;
}

beforeAll(async () => {
  erp = await startFakeErp({
    products: 6,
    customers: [
      fakeCustomer(),
      fakeCustomer({ Terceroid: OTHER, Tercerosucid: 7002, usuario: 'otro', Tercero: 'Otro Cliente' }),
    ],
  });
  t = await createTestApp({
    config: { erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 10_000 } },
    now: () => new Date(clock),
  });
  await t.app.erp?.sync();
  headers = await login('escuadra', 'clave-erp-1');
  otherHeaders = await login('otro', 'clave-erp-1');
});
afterAll(async () => {
  await t.close();
  await erp.close();
});

/** The day `daysAgo` days before today (YYYY-MM-DD). */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Dates one of the shop's orders `daysAgo` days back (it was taken then). */
async function dated(pedidoid: number, daysAgo: number) {
  await t.database.db
    .updateTable('pedidos')
    .set({ fecha: new Date(`${day(daysAgo)}T15:00:00Z`) })
    .where('id', '=', pedidoid)
    .execute();
}

/** The ERP's list is read again once the one kept is older than DOCUMENTS_CACHE_MS. */
const forgetKept = () => {
  clock += DOCUMENTS_CACHE_MS + 1_000;
};

let older = 0;
let newer = 0;

describe("an ERP customer's orders", () => {
  it("lists the ERP's own orders among the shop's, newest first, each once, a page at a time", async () => {
    // 30 orders the ERP took (every 3 days from 2 days ago; one 400 days old), another customer's, and two web
    // orders sent through the shop: one 70 days old (among the ERP's, first on page two), one today.
    erp.orders.push(
      ...Array.from({ length: 29 }, (_, i) =>
        erpOrder(70_100 + i, 2 + i * 3, i === 0 ? { estado: 'Despachado' } : {}),
      ),
      erpOrder(70_200, 400),
      erpOrder(70_300, 1, { terceroid: OTHER }),
    );
    older = await webOrder(1);
    await dated(older, 70);
    newer = await webOrder(2);
    // The ERP has both web orders too (with its own ids), and lists them to this customer.
    expect(erp.orders.filter((o) => o.via === 'PedidoWebCreate')).toHaveLength(2);

    const first = (await list({ fechaini: '2020-01-01' })).Registros;
    const second = (await list({ fechaini: '2020-01-01', rows: first.length })).Registros;
    expect(first).toHaveLength(24);
    const all = await everyPage({ fechaini: '2020-01-01' });
    expect(all).toEqual([...first, ...second]);
    expect(all).toHaveLength(32);
    expect(all.map((p) => p.fecha)).toEqual(
      all
        .map((p) => p.fecha)
        .sort()
        .reverse(),
    );
    // Today's web order, the 23 orders of the ERP's from the last 70 days, the web order of 70 days ago.
    expect(all[0]).toMatchObject({ pedidoid: newer, web: true, estado_erp: 'enviado' });
    expect(all.slice(1, 24).every((p) => p.solo_erp === true && p.web === false)).toBe(true);
    expect(second[0]).toMatchObject({ pedidoid: older, web: true, fecha: day(70) });
    expect(second[0]?.solo_erp).toBeUndefined();
    const fromErp = all.filter((p) => p.solo_erp);
    expect(new Set(fromErp.map((p) => p.pedidoid)).size).toBe(30);
    expect(fromErp.map((p) => p.pedidoid)).not.toContain(70_300);
    // In the ERP's words and ours: its state, its number, its amounts, its lines.
    expect(fromErp.find((p) => p.pedidoid === 70_100)).toEqual({
      pedidoid: 70_100,
      prefijo: 'PW',
      numero: 100,
      fecha: day(2),
      conteo: 1,
      vlrbruto: 1100,
      impuesto: 0,
      total: 1100,
      estado_descripcion: 'Despachado',
      estado: 'despachado',
      web: false,
      solo_erp: true,
    });
  });

  it('filters them as the shop filters its own: dates, number, state (the ERP may not)', async () => {
    const lastYear = await everyPage({ fechaini: day(360), fechafin: day(0) });
    expect(lastYear.map((p) => p.pedidoid)).not.toContain(70_200);
    expect(lastYear).toHaveLength(31);
    const window = await everyPage({ fechaini: day(71), fechafin: day(68) });
    expect(window.map((p) => p.pedidoid)).toEqual([70_122, older, 70_123]);
    expect((await list({ numero: 105 })).Registros.map((p) => p.pedidoid)).toEqual([70_105]);
    const shipped = await list({ estado: 'Despachado', fechaini: '2020-01-01' });
    expect(shipped.Registros.map((p) => p.pedidoid)).toEqual([70_100]);
    expect((await list({ estado: 'anulado' })).Registros).toEqual([]);
  });

  it("lists only the shop's own orders by person or branch: the ERP's own name neither (decision 0040)", async () => {
    const ids = (orders: Pedido[]) => orders.map((p) => p.pedidoid).sort();
    const branch = await everyPage({ fechaini: '2020-01-01', tercerosucid: 7001 });
    expect(ids(branch)).toEqual([older, newer].sort());
    expect(branch[0]).toMatchObject({ personaid: null, persona: null, tercerosucid: 7001 });
    expect(ids(await everyPage({ fechaini: '2020-01-01', personaid: 0 }))).toEqual([older, newer].sort());
  });

  it("never lists the ERP's copy of a web order, by the ERP's id stored here, or by our marker while its answer is lost", async () => {
    const marca = await markerIdOf(t.database.db);
    const numberOf = async (id: number) =>
      (
        await t.database.db
          .selectFrom('pedidos')
          .select('numero')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).numero;
    // The ERP dropped the note (and our marker) of the newer web order: its id stored here still names it.
    for (const o of erp.orders.filter((o) => o.via === 'PedidoWebCreate'))
      o.body = { ...o.body, Observacion: '' };
    // A web order the ERP took but whose answer was lost (the outbox has not found it yet).
    erp.fail('PedidoApi/PedidoWebCreate', '500-after');
    const lost = await webOrder(3);
    const lostInErp = erp.orders.at(-1);
    expect(lostInErp?.body.Observacion).toContain(`[WEB-${await numberOf(lost)}/${marca}]`);
    erp.orders.push(
      // A sales rep's order whose note copies the marker of a web order the ERP already has: not ours.
      erpOrder(70_402, 0, {
        body: { Observacion: `Como [WEB-${await numberOf(newer)}/${marca}]`, Detalles: [] },
      }),
      // Another shop's order (another database's marker) is the ERP's as far as this shop knows.
      erpOrder(70_401, 0, { body: { Observacion: 'Urgente [WEB-9999/0000ffff]', Detalles: [] } }),
    );
    forgetKept();
    const all = await everyPage({ fechaini: '2020-01-01' });
    const fromErp = all.filter((p) => p.solo_erp).map((p) => p.pedidoid);
    expect(fromErp).toContain(70_401);
    expect(fromErp).toContain(70_402);
    for (const o of erp.orders.filter((o) => o.via === 'PedidoWebCreate'))
      expect(fromErp).not.toContain(o.pedidoid);
    // The lost one is listed once: as the shop's, waiting for the ERP.
    expect(all.filter((p) => p.pedidoid === lost)).toEqual([
      expect.objectContaining({ web: true, estado_erp: 'pendiente' }),
    ]);
  });
});

describe("a web order's state", () => {
  it('is the one the ERP gives it once the ERP has it (the book of record), also to filter by', async () => {
    const { erp_pedidoid } = await t.database.db
      .selectFrom('pedidos')
      .select('erp_pedidoid')
      .where('id', '=', newer)
      .executeTakeFirstOrThrow();
    const inErp = erp.orders.find((o) => o.pedidoid === erp_pedidoid);
    if (!inErp) throw new Error('the ERP does not have the web order');
    inErp.estado = 'Despachado';
    forgetKept();
    const listed = (await list({ fechaini: '2020-01-01' })).Registros.find((p) => p.pedidoid === newer);
    expect(listed).toMatchObject({ estado: 'despachado', estado_descripcion: 'Despachado', web: true });
    const shipped = await everyPage({ estado: 'despachado', fechaini: '2020-01-01' });
    expect(shipped.map((p) => p.pedidoid)).toEqual([newer, 70_100]);
    // A state the shop does not have a code for is left as it was.
    inErp.estado = 'En alistamiento';
    forgetKept();
    expect((await list({ numero: listed?.numero ?? 0 })).Registros[0]).toMatchObject({
      estado: 'despachado',
    });
  });
});

describe('while the ERP cannot be asked', () => {
  it("lists the shop's own orders and says the ERP's are missing", async () => {
    forgetKept();
    await erp.down();
    try {
      const answer = await list({ fechaini: '2019-01-01' });
      expect(answer.ErpNoDisponible).toBe(true);
      expect(answer.Registros.map((p) => p.pedidoid).sort()).toEqual(
        (await t.database.db.selectFrom('pedidos').select('id').where('tercero_id', '=', ESCUADRA).execute())
          .map((r) => r.id)
          .sort(),
      );
      expect(answer.Registros.every((p) => p.web === true && p.solo_erp === undefined)).toBe(true);
    } finally {
      await erp.up();
    }
    const back = await list({ fechaini: '2019-01-01' });
    expect(back.ErpNoDisponible).toBeUndefined();
    expect(back.Registros.some((p) => p.solo_erp)).toBe(true);
  });

  it("answers the shop's own when the ERP has not answered within 4 s (documents' ERP_ORDERS_WAIT_MS), and the ERP's once it has", async () => {
    forgetKept();
    const held = gate();
    erp.onRequest = (path) => (path === 'TerceroApi/TerceroGetPedido' ? held.opened : undefined);
    try {
      const waited = await list({ fechaini: '2019-01-01' });
      expect(waited.ErpNoDisponible).toBe(true);
      expect(waited.Registros.every((p) => p.web === true)).toBe(true);
    } finally {
      held.open();
      erp.onRequest = undefined;
    }
    // The read went on, and is kept: the next look has the ERP's orders.
    await expect
      .poll(async () => (await list({ fechaini: '2019-01-01' })).ErpNoDisponible, { timeout: 10_000 })
      .toBeUndefined();
  });
});

describe("an ERP order's printable page", () => {
  const link = async (query: string, as = headers) =>
    t.app.inject({ method: 'GET', url: `${API_BASE}${orderPaths.reportLink}?${query}`, headers: as });

  it('is the ERP’s own, through a signed link that names it as the ERP’s', async () => {
    const answer = await link('tipo=pedido&id=70100&solo_erp=true&lang=es');
    expect(answer.statusCode).toBe(200);
    const url = reportLinkResponse.parse(answer.json()).Datos?.Url ?? '';
    expect(url).toContain(`tercero=${ESCUADRA}`);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pedido 100 - Total 1100');
    // The session's own print of it, by the ERP's id, is the same page.
    const direct = await t.app.inject({ method: 'GET', url: `${erpReportPaths.order}?id=70100`, headers });
    expect(direct.body).toContain('Pedido 100 - Total 1100');
  });

  it("is the shop's own order when the shop has one of that id, unless the link asks for the ERP's", async () => {
    const shopOrder = (await list()).Registros.find((p) => p.web);
    if (!shopOrder) throw new Error('no web order');
    erp.orders.push(erpOrder(shopOrder.pedidoid, 5, { numero: 4242 }));
    clock += DOCUMENTS_CACHE_MS + 1_000;
    const ours = await t.app.inject({
      method: 'GET',
      url: `${erpReportPaths.order}?id=${shopOrder.pedidoid}`,
      headers,
    });
    expect(ours.body).not.toContain('Pedido 4242');
    const theirs = await link(`tipo=pedido&id=${shopOrder.pedidoid}&solo_erp=1`);
    expect(theirs.statusCode).toBe(200);
    const url = reportLinkResponse.parse(theirs.json()).Datos?.Url ?? '';
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('Pedido 4242');
  });

  it('is not given to another customer of the ERP (404, as if it did not exist)', async () => {
    expect((await link('tipo=pedido&id=70100&solo_erp=true', otherHeaders)).statusCode).toBe(404);
    const direct = await t.app.inject({
      method: 'GET',
      url: `${erpReportPaths.order}?id=70100`,
      headers: otherHeaders,
    });
    expect(direct.statusCode).toBe(404);
    // Its own order the other customer may print.
    expect((await link('tipo=pedido&id=70300&solo_erp=true', otherHeaders)).statusCode).toBe(200);
  });
});
