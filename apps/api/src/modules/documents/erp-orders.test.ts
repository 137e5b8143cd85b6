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
import { createTestApp, type TestApp } from '../../test/app';
import { type FakeErp, type FakeErpOrder, fakeCustomer, startFakeErp } from '../../test/fake-erp';
import { DOCUMENTS_CACHE_MS } from '../erp/customers';
import { MARKER_ID_KEY } from '../erp/outbox';

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
    config: { erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 1000 } },
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

describe("an ERP customer's orders", () => {
  it("lists the ERP's own orders beside the shop's, newest first, each once, a page at a time", async () => {
    // 30 orders the ERP took (one 400 days old), another customer's, and two web orders sent through the shop.
    erp.orders.push(
      ...Array.from({ length: 29 }, (_, i) =>
        erpOrder(70_100 + i, 2 + i * 3, i === 0 ? { estado: 'Despachado' } : {}),
      ),
      erpOrder(70_200, 400),
      erpOrder(70_300, 1, { terceroid: OTHER }),
    );
    const first = await webOrder(1);
    const second = await webOrder(2);
    // The ERP has both web orders too (with its own ids), and lists them to this customer.
    expect(erp.orders.filter((o) => o.via === 'PedidoWebCreate')).toHaveLength(2);

    const all = await everyPage({ fechaini: '2020-01-01' });
    expect(all).toHaveLength(32);
    // Newest first: today's web orders (the newest of them first), then the ERP's by date.
    expect(all.slice(0, 2).map((p) => [p.pedidoid, p.web, p.solo_erp])).toEqual([
      [second, true, undefined],
      [first, true, undefined],
    ]);
    expect(all[0]).toMatchObject({ estado_erp: 'enviado' });
    const dates = all.map((p) => p.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const fromErp = all.slice(2);
    expect(fromErp.every((p) => p.solo_erp === true && p.web === false)).toBe(true);
    expect(new Set(fromErp.map((p) => p.pedidoid)).size).toBe(30);
    expect(fromErp.map((p) => p.pedidoid)).not.toContain(70_300);
    // In the ERP's words and ours: its state, its number, its amounts, its lines.
    expect(fromErp.find((p) => p.pedidoid === 70_100)).toEqual({
      pedidoid: 70_100,
      prefijo: 'PW',
      numero: 100,
      fecha: erpOrder(70_100, 2).fecha,
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
    const today = new Date().toISOString().slice(0, 10);
    const lastYear = await everyPage({ fechaini: erpOrder(0, 360).fecha, fechafin: today });
    expect(lastYear.map((p) => p.pedidoid)).not.toContain(70_200);
    expect(lastYear).toHaveLength(31);
    expect((await list({ numero: 105 })).Registros.map((p) => p.pedidoid)).toEqual([70_105]);
    const shipped = await list({ estado: 'Despachado', fechaini: '2020-01-01' });
    expect(shipped.Registros.map((p) => p.pedidoid)).toEqual([70_100]);
    expect((await list({ estado: 'anulado' })).Registros).toEqual([]);
  });

  it("never lists the ERP's copy of a web order whose answer was lost (our marker in its note)", async () => {
    const marca = await t.database.db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', MARKER_ID_KEY)
      .executeTakeFirstOrThrow();
    erp.orders.push(
      erpOrder(70_400, 0, { body: { Observacion: `Urgente [WEB-9999/${marca.value}]`, Detalles: [] } }),
      // Another shop's order (another database's marker) is the ERP's as far as this shop knows.
      erpOrder(70_401, 0, { body: { Observacion: 'Urgente [WEB-9999/0000ffff]', Detalles: [] } }),
    );
    // The ERP's list is read again once the one kept is older than DOCUMENTS_CACHE_MS.
    clock += DOCUMENTS_CACHE_MS + 1_000;
    const ids = (await everyPage({ fechaini: '2020-01-01' })).map((p) => p.pedidoid);
    expect(ids).toContain(70_401);
    expect(ids).not.toContain(70_400);
  });
});

describe('while the ERP cannot be asked', () => {
  it("lists the shop's own orders and says the ERP's are missing", async () => {
    await erp.down();
    try {
      // A range not read before (nothing kept).
      const answer = await list({ fechaini: '2019-01-01' });
      expect(answer.ErpNoDisponible).toBe(true);
      expect(answer.Registros.map((p) => [p.web, p.solo_erp])).toEqual([
        [true, undefined],
        [true, undefined],
      ]);
    } finally {
      await erp.up();
    }
    const back = await list({ fechaini: '2019-01-01' });
    expect(back.ErpNoDisponible).toBeUndefined();
    expect(back.Registros.some((p) => p.solo_erp)).toBe(true);
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
