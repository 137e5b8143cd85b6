// Customers through the ERP, against the fake ERP over real HTTP: login checked by the ERP's GET
// LoginTercero, a session of ours at the ERP's price level, invoices and receipts read through (own customer
// only, cached a short while), an order to an ERP branch written into the ERP; the shop's own accounts still
// log in; the ERP's credential never leaves the server.
import {
  apiPath,
  datosDocumentosResponse,
  facturasResponse,
  getProductoDataResponse,
  loginResponse,
  orderPaths,
  paths,
  recibosResponse,
  reorderPaths,
} from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp, testConfig } from '../test/app';
import { type FakeErp, fakeCustomer, startFakeErp, startRecorder } from '../test/fake-erp';
import type { ErpClient } from './client';
import { createErpDocuments, DOCUMENTS_CACHE_MS, DOCUMENTS_UNAVAILABLE } from './customers';

let erp: FakeErp;
let t: TestApp;
const customer = fakeCustomer();

beforeAll(async () => {
  erp = await startFakeErp({ products: 20, customers: [customer] });
  t = await createTestApp({
    config: { erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 1000 } },
  });
  await t.app.erp?.sync();
});
afterAll(async () => {
  await t.close();
  await erp.close();
});

/** Another app on the same database and ERP, every log line at `level` and above kept in `lines`. */
async function appWithLog(level: 'warn' | 'trace') {
  const lines: string[] = [];
  const logged = await buildApp({
    config: testConfig({
      logLevel: level,
      erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 2000 },
    }),
    database: t.database,
    logger: { level, stream: { write: (line: string) => void lines.push(line) } },
    erpBackground: false,
  });
  return { lines, logged };
}

const login = (usuario: string, contrasena: string, app: TestApp['app'] = t.app) =>
  app.inject({ method: 'POST', url: apiPath('login'), payload: { usuario, contrasena } });

/** The ERP customer's session, logged in on `app`. */
const erpCustomerSession = async (app: TestApp['app']) =>
  loginResponse.parse((await login('escuadra', 'clave-erp-1', app)).json()).Datos;

describe('customers of the ERP', () => {
  it('log in through the ERP and get a session of ours at their level; their invoices are read through', async () => {
    const response = await login('escuadra', 'clave-erp-1');
    expect(response.statusCode).toBe(200);
    const session = loginResponse.parse(response.json()).Datos;
    expect(session).toMatchObject({
      Terceroid: 5001,
      Tercerosucid: 7001,
      Tercero: customer.Tercero,
      PrecioNivel: 'Precio3',
    });
    expect(erp.hits.get('TerceroApi/LoginTercero')).toBe(1);
    if (!session) throw new Error('no session');
    // Our own token, not the ERP's.
    expect(session.Token).not.toBe('erp-session-not-for-the-shop');
    const auth = t.bearer(session);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

    // The catalogue at the ERP's price level for this customer (Precio3).
    const product = getProductoDataResponse.parse(
      (await get(`${apiPath('getProductoData')}?productoid=3&terceroid=5001`)).json(),
    );
    expect(product.Producto.Precio).toBe(erp.products.get(3)?.Precio3);

    const facturas = await get(`${apiPath('facturas')}?terceroid=5001`);
    // As the ERP gives them: without `reordenable`, as this shop has not their lines to order again.
    expect(facturasResponse.parse(facturas.json()).Facturas).toEqual(customer.facturas);
    const reorder = await get(
      `/apiGold/${reorderPaths.lines}?terceroid=5001&facturaid=${customer.facturas[0]?.facturaid}`,
    );
    expect(reorder.statusCode).toBe(404);
    const recibos = await get(`${apiPath('recibos')}?terceroid=5001`);
    expect(recibosResponse.parse(recibos.json()).Recibos).toEqual(customer.recibos);
    // The account's summary is the ERP's too: its last invoice, and its document counts.
    const info = await get(`${apiPath('infoTercero')}?terceroid=5001`);
    expect(info.json()).toMatchObject({
      Status: true,
      Resultado: { Ultima_Venta: '2026-11-15', Tercero: customer.Tercero },
    });
    const counts = await get(`${apiPath('datosDocumentos')}?terceroid=5001`);
    expect(counts.json()).toMatchObject({ Status: true, Facturas: 2, Recibos: 1 });
    // A short cache: the same page again does not ask the ERP.
    const hits = erp.hits.get('TerceroApi/TerceroSucGetFactura');
    await get(`${apiPath('facturas')}?terceroid=5001`);
    expect(erp.hits.get('TerceroApi/TerceroSucGetFactura')).toBe(hits);
    // Someone else's invoices: refused here, the ERP is not asked.
    const other = await get(`${apiPath('facturas')}?terceroid=1001`);
    expect(other.statusCode).toBe(403);
    expect(erp.hits.get('TerceroApi/TerceroSucGetFactura')).toBe(hits);

    // The branch the ERP gave is the customer's here too: an order to it reaches the ERP.
    const order = await t.app.inject({
      method: 'POST',
      url: `/apiGold/${orderPaths.create}`,
      headers: auth,
      payload: { Terceroid: 5001, Tercerosucid: 7001, Detalles: [{ Productoid: 4, Cantidad: 2 }] },
    });
    expect(order.statusCode).toBe(200);
    await t.app.erp?.settled();
    expect(erp.orders.at(-1)).toMatchObject({ via: 'PedidoWebCreate', terceroid: 5001 });
  });

  it("asks the ERP for one branch's document counts when tercerosucid names it, kept apart per branch", async () => {
    // The ERP files invoice 880001 under the main branch and 880002 under a second one.
    customer.invoiceBranches = { 880001: 7001, 880002: 7002 };
    try {
      const session = await erpCustomerSession(t.app);
      if (!session) throw new Error('no session');
      const ask = async (path: 'datosDocumentos' | 'facturas', tercerosucid?: number) => {
        const branch = tercerosucid === undefined ? '' : `&tercerosucid=${tercerosucid}`;
        const response = await t.app.inject({
          method: 'GET',
          url: `${apiPath(path)}?terceroid=5001${branch}`,
          headers: t.bearer(session),
        });
        expect(response.statusCode).toBe(200);
        return response.json();
      };
      const counts = async (tercerosucid?: number) =>
        datosDocumentosResponse.parse(await ask('datosDocumentos', tercerosucid)).Facturas;
      const listed = async (tercerosucid?: number) =>
        facturasResponse.parse(await ask('facturas', tercerosucid)).Facturas.length;
      expect(await counts()).toBe(2);
      expect(await counts(7002)).toBe(1);
      expect(await counts(7002)).toBe(await listed(7002));
      // Each branch's answer is kept on its own: the main branch's is asked for, not the other's reused.
      expect(await counts(7001)).toBe(1);
      expect(await counts()).toBe(2);
    } finally {
      delete customer.invoiceBranches;
    }
  });

  it('refuses wrong credentials with the usual message, and keeps the shop’s own accounts', async () => {
    const wrong = await login('escuadra', 'otra');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ Status: false, Msj: 'Usuario o contraseña incorrectos' });
    expect((await login('demo1', 'demo-2026')).statusCode).toBe(200);
  });

  it('throttles a name after five failures, known to the ERP or not: within the delay the ERP is not asked, the right password refused', async () => {
    await t.database.db.deleteFrom('intentos_login').execute();
    let clock = new Date();
    const throttled = await createTestApp({
      testDatabase: t.testDatabase,
      config: { erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 1000 } },
      now: () => clock,
    });
    const asked = () => erp.hits.get('TerceroApi/LoginTercero') ?? 0;
    try {
      for (const usuario of ['escuadra', 'nadie-en-el-erp']) {
        for (let i = 0; i < 5; i++) {
          expect((await login(usuario, `adivinada-${i}`, throttled.app)).statusCode).toBe(401);
        }
        const before = asked();
        const right = await login(usuario, 'clave-erp-1', throttled.app);
        expect(right.statusCode).toBe(429);
        expect(right.headers['retry-after']).toBe('30');
        expect(right.json().Msj).toMatch(/^Demasiados intentos fallidos con este usuario/);
        expect(asked()).toBe(before);
      }
      clock = new Date(clock.getTime() + 30_000);
      expect((await login('escuadra', 'clave-erp-1', throttled.app)).statusCode).toBe(200);
    } finally {
      await throttled.close();
    }
  });

  it('says the ERP cannot be asked when it is down, and still lets the shop’s own accounts in', async () => {
    await erp.down();
    try {
      // Tried again and again: the password could not be checked, so no attempt counts as a failure.
      for (let i = 0; i < 7; i++) {
        const response = await login('escuadra', 'clave-erp-1');
        expect(response.statusCode).toBe(503);
        expect(response.json().Msj).toMatch(/no podemos verificar/i);
      }
      expect((await login('demo2', 'demo-2026')).statusCode).toBe(200);
    } finally {
      await erp.up();
    }
  });

  it('counts wrong guesses at a shop account’s own password while the ERP is down: 401 each, then the name waits', async () => {
    await t.database.db.deleteFrom('intentos_login').execute();
    await erp.down();
    try {
      for (let i = 0; i < 5; i++) {
        const response = await login('demo1', `adivinada-${i}`);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ Status: false, Msj: 'Usuario o contraseña incorrectos' });
      }
      const right = await login('demo1', 'demo-2026');
      expect(right.statusCode).toBe(429);
      expect(right.json().Msj).toMatch(/^Demasiados intentos fallidos con este usuario/);
    } finally {
      await erp.up();
      await t.database.db.deleteFrom('intentos_login').execute();
    }
  });

  it('never follows the ERP to another host: a login redirected there sends it nothing, and the log names the redirect', async () => {
    const elsewhere = await startRecorder();
    erp.redirects.set(paths.login, elsewhere.origin);
    const { lines, logged } = await appWithLog('warn');
    try {
      const response = await login('escuadra', 'clave-erp-1', logged);
      expect(response.statusCode).toBe(503);
      expect(response.json().Msj).toMatch(/no podemos verificar/i);
    } finally {
      erp.redirects.clear();
      await logged.close();
      await elsewhere.close();
    }
    // Not the password in the query, not the shared credential: nothing at all.
    expect(elsewhere.requests).toEqual([]);
    const entries = lines.map((l) => JSON.parse(l) as { msg: string; location?: string });
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'erp redirect not followed',
        location: `${elsewhere.origin}/apiGold/${paths.login}`,
      }),
    );
    for (const line of lines) expect(line).not.toContain('clave-erp-1');
  });

  it('answers 503 (try again in a few minutes) for a customer’s documents while the ERP is down, logged at warn, not as an error', async () => {
    const { lines, logged } = await appWithLog('warn');
    const urls = [
      `${apiPath('facturas')}?terceroid=5001`,
      `${apiPath('recibos')}?terceroid=5001`,
      `${apiPath('infoTercero')}?terceroid=5001`,
      `${apiPath('datosDocumentos')}?terceroid=5001`,
    ];
    try {
      await logged.ready();
      const session = await erpCustomerSession(logged);
      await erp.down();
      try {
        for (const url of urls) {
          const response = await logged.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${session?.Token}` },
          });
          expect({ url, status: response.statusCode, body: response.json() }).toEqual({
            url,
            status: 503,
            body: { Status: false, Msj: DOCUMENTS_UNAVAILABLE },
          });
        }
      } finally {
        await erp.up();
      }
    } finally {
      await logged.close();
    }
    expect(DOCUMENTS_UNAVAILABLE).toMatch(/intente de nuevo en unos minutos/);
    const entries = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(entries.filter((e) => e.level >= 50)).toEqual([]);
    expect(entries.filter((e) => e.level === 40 && e.msg.startsWith('erp documents'))).toHaveLength(4);
  });

  it('never gives the ERP credential away: not in answers, not in the logs (nor the password of a login)', async () => {
    const health = await t.app.inject({ method: 'GET', url: apiPath('health') });
    const docs = await t.app.inject({ method: 'GET', url: '/docs/json' });
    for (const body of [health.body, docs.body]) expect(body).not.toContain(erp.token);

    // The same work with every log line kept, at the most verbose level.
    const { lines, logged } = await appWithLog('trace');
    try {
      await logged.ready();
      await logged.erp?.sync();
      const session = await erpCustomerSession(logged);
      erp.fail(orderPaths.create, 'timeout');
      await logged.inject({
        method: 'POST',
        url: `/apiGold/${orderPaths.create}`,
        headers: { authorization: `Bearer ${session?.Token}` },
        payload: { Tercerosucid: 7001, Detalles: [{ Productoid: 5, Cantidad: 1 }] },
      });
      await logged.erp?.settled();
      await erp.down();
      await logged.erp?.sync().catch(() => undefined);
      await erp.up();
    } finally {
      await logged.close();
    }
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.some((l) => l.includes('erp catalogue sync failed'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain(erp.token);
      expect(line).not.toContain('clave-erp-1');
    }
  });
});

describe("the ERP documents' cache", () => {
  /** A client whose invoices answer counts each call; `fail` makes the next one fail. */
  function countingClient() {
    const calls = { facturas: 0, fail: false };
    const client = {
      async facturas(_terceroid: number, _branch: number | undefined, offset: number) {
        calls.facturas += 1;
        if (calls.fail) {
          calls.fail = false;
          throw new Error('ERP down');
        }
        return [{ facturaid: offset }];
      },
    } as unknown as ErpClient;
    return { client, calls };
  }

  it('keeps a page for DOCUMENTS_CACHE_MS, then asks the ERP again', async () => {
    const { client, calls } = countingClient();
    let clock = Date.parse('2026-11-28T10:00:00Z');
    const documents = createErpDocuments(client, t.database.db, () => new Date(clock));
    await documents.facturas(1, undefined, 0);
    clock += DOCUMENTS_CACHE_MS - 1_000;
    await documents.facturas(1, undefined, 0);
    expect(calls.facturas).toBe(1);
    clock += 2_000;
    await documents.facturas(1, undefined, 0);
    expect(calls.facturas).toBe(2);
  });

  it('does not keep a failure', async () => {
    const { client, calls } = countingClient();
    const documents = createErpDocuments(client, t.database.db, () => new Date());
    calls.fail = true;
    await expect(documents.facturas(1, undefined, 0)).rejects.toThrow('ERP down');
    expect(await documents.facturas(1, undefined, 0)).toEqual([{ facturaid: 0 }]);
    expect(calls.facturas).toBe(2);
  });

  it('keeps 5,000 pages at most, the least recently asked going first', async () => {
    const { client, calls } = countingClient();
    const documents = createErpDocuments(client, t.database.db, () => new Date());
    for (let offset = 0; offset <= 5_000; offset++) await documents.facturas(1, undefined, offset);
    expect(calls.facturas).toBe(5_001);
    await documents.facturas(1, undefined, 5_000);
    expect(calls.facturas).toBe(5_001);
    await documents.facturas(1, undefined, 0);
    expect(calls.facturas).toBe(5_002);
  });
});
