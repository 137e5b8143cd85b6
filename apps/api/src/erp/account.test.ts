// The account of a customer of the ERP (the /home cockpit, the statement and its printable page) is figured from
// the ERP's own invoices and receipts, every page of them: the shop's tables have none of that customer's
// documents, so its figures said the customer owed nothing. Those invoices and receipts print as the ERP prints
// them (the shop had none to print: 404). Against the fake ERP over real HTTP.
import {
  API_BASE,
  accountPaths,
  accountSummaryResponse,
  erpReportPaths,
  type Factura,
  loginResponse,
  orderPaths,
  type Recibo,
  reportLinkResponse,
  statementReportPath,
  statementResponse,
} from '@mostrador/contract';
import { addDaysIso } from '@mostrador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../lib/dates';
import { createTestApp, type TestApp } from '../test/app';
import {
  ERP_PRINT_COLOUR,
  ERP_PRINT_FONT,
  type FakeErp,
  fakeCustomer,
  PNG,
  startFakeErp,
  startRecorder,
} from '../test/fake-erp';
import type { ErpClient } from './client';
import { createErpDocuments, DOCUMENTS_CACHE_MS, DOCUMENTS_UNAVAILABLE, MAX_LEDGER_PAGES } from './customers';

let erp: FakeErp;
let t: TestApp;
let headers: { authorization: string };
/** The server's clock: moved on past the documents' cache instead of waiting. */
let clock = Date.now();

const today = todayIn(new Date());
const daysAgo = (days: number) => addDaysIso(today, -days);

/** Invoice `n`, `age` days old, of `total` pesos of which `saldo` still owed. */
function invoice(n: number, age: number, total: number, saldo: number): Factura {
  return {
    facturaid: 990000 + n,
    prefijo: 'FV',
    numero: 7000 + n,
    fecha: daysAgo(age),
    items: 1,
    cantidad: 1,
    subtotal: total,
    impuesto: 0,
    total,
    saldo,
  };
}
const receipt = (n: number, age: number, valor: number): Recibo => ({
  id: 77000 + n,
  Documento: `RC-${8000 + n}`,
  Fecha: daysAgo(age),
  Registros: 1,
  Valor: valor,
  Neto: valor,
});

// 26 invoices, newest first as the ERP lists them (20 a page: two pages). Paid: 1,000.50 each, 200 to 175 days
// old. Owed: 10 days old 500.25 (not due: 30 days' term), 45 days old 300 (15 days late), 250 days old 1,200.10
// of 2,000 (the oldest, on page two: 220 days late).
const paid = Array.from({ length: 23 }, (_, i) => invoice(i, 200 - i, 1000.5, 0));
const facturas = [
  invoice(100, 10, 500.25, 500.25),
  invoice(101, 45, 300, 300),
  ...paid.reverse(),
  invoice(102, 250, 2000, 1200.1),
].sort((a, b) => b.fecha.localeCompare(a.fecha));
const recibos = [receipt(1, 5, 799.9), receipt(2, 150, 23011.5)];

beforeAll(async () => {
  erp = await startFakeErp({ products: 4, customers: [fakeCustomer({ facturas, recibos })] });
  t = await createTestApp({
    config: { erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 1000 } },
    now: () => new Date(clock),
  });
  const login = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}TerceroApi/LoginTercero`,
    payload: { usuario: 'escuadra', contrasena: 'clave-erp-1' },
  });
  const session = loginResponse.parse(login.json()).Datos;
  if (!session) throw new Error('no session');
  headers = { authorization: `Bearer ${session.Token}` };
});
afterAll(async () => {
  await t.close();
  await erp.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
const cents = (x: number) => Math.round(x * 100);

describe("an ERP customer's account", () => {
  it("owes what the ERP's invoices still owe, every page of them, aged and due at 30 days", async () => {
    const response = await get(`${API_BASE}${accountPaths.summary}?terceroid=5001`);
    expect(response.statusCode).toBe(200);
    const datos = accountSummaryResponse.parse(response.json()).Datos;
    expect(facturas.findIndex((f) => f.facturaid === 990102)).toBeGreaterThanOrEqual(20); // on page two
    expect(datos).toMatchObject({
      Saldo: 2000.35,
      Vencido: 1500.1,
      FacturasVencidas: 2,
      Edades: { d0_30: 500.25, d31_60: 300, d61_90: 0, d90plus: 1200.1 },
      CupoCredito: null,
      CupoDisponible: null,
      // The ERP keeps the customer's credit limit and does not give it: unknown, not "no limit".
      CupoDesconocido: true,
    });
    expect(
      datos?.Pendientes.map((p) => [p.numero, p.fecha, p.vence, cents(p.saldo), p.dias_vencida]),
    ).toEqual([
      [7102, daysAgo(250), daysAgo(220), 120010, 220],
      [7101, daysAgo(45), daysAgo(15), 30000, 15],
      [7100, daysAgo(10), addDaysIso(today, 20), 50025, 0],
    ]);
  });

  it("lists the ERP's invoices and receipts in a statement, with the balance brought forward", async () => {
    const range = `terceroid=5001&desde=${daysAgo(180)}&hasta=${today}`;
    const response = await get(`${API_BASE}${accountPaths.statement}?${range}`);
    expect(response.statusCode).toBe(200);
    const s = statementResponse.parse(response.json()).Datos;
    if (!s) throw new Error('no statement');
    // Before: the invoices 250 and 200..181 days old (2,000 and 20 of 1,000.50).
    expect(s.SaldoInicial).toBe(22010);
    expect(
      s.Movimientos.map((m) => [m.Fecha, m.Tipo, m.Documento, cents(m.Debito), cents(m.Credito)]),
    ).toEqual([
      [daysAgo(180), 'factura', 'FV-7020', 100050, 0],
      [daysAgo(179), 'factura', 'FV-7021', 100050, 0],
      [daysAgo(178), 'factura', 'FV-7022', 100050, 0],
      [daysAgo(150), 'recibo', 'RC-8002', 0, 2301150],
      [daysAgo(45), 'factura', 'FV-7101', 30000, 0],
      [daysAgo(10), 'factura', 'FV-7100', 50025, 0],
      [daysAgo(5), 'recibo', 'RC-8001', 0, 79990],
    ]);
    expect(s.SaldoFinal).toBe(2000.35);
    expect(s.Movimientos.at(-1)?.Saldo).toBe(2000.35);
  });

  it('prints that statement', async () => {
    const range = `terceroid=5001&desde=${daysAgo(180)}&hasta=${today}&lang=es`;
    const response = await get(`${statementReportPath}?${range}`);
    expect(response.statusCode).toBe(200);
    const printed = [...response.body.matchAll(/<tr data-testid="printed-move">.*?<\/tr>/g)].map((m) => m[0]);
    expect(printed).toHaveLength(7);
    expect(printed[3]).toContain('RC-8002');
    expect(printed[4]).toContain('FV-7101');
  });

  it('says to try again in a few minutes while the ERP is down, and shows the figures once it is back', async () => {
    // Past the documents' time in the cache, the ERP is asked again.
    erp.customers[0] = fakeCustomer({ facturas: [invoice(200, 3, 10, 10)], recibos: [] });
    clock += DOCUMENTS_CACHE_MS + 1_000;
    await erp.down();
    try {
      const down = await get(`${API_BASE}${accountPaths.summary}?terceroid=5001`);
      expect({ status: down.statusCode, body: down.json() }).toEqual({
        status: 503,
        body: { Status: false, Msj: DOCUMENTS_UNAVAILABLE },
      });
      const statement = await get(
        `${API_BASE}${accountPaths.statement}?terceroid=5001&desde=${daysAgo(9)}&hasta=${today}`,
      );
      expect(statement.statusCode).toBe(503);
    } finally {
      await erp.up();
    }
    const back = accountSummaryResponse.parse(
      (await get(`${API_BASE}${accountPaths.summary}?terceroid=5001`)).json(),
    ).Datos;
    expect(back?.Saldo).toBe(10);
  });
});

describe("an ERP customer's invoices and receipts print as the ERP prints them", () => {
  const other = fakeCustomer({
    Terceroid: 5002,
    usuario: 'otro',
    contrasena: 'clave-erp-2',
    facturas: [invoice(300, 2, 50, 50)],
    recibos: [receipt(3, 2, 50)],
  });
  beforeAll(() => {
    erp.customers.splice(0, erp.customers.length, fakeCustomer({ facturas, recibos }), other);
    clock += DOCUMENTS_CACHE_MS + 1_000;
  });

  /** The ERP's page, as the shop passed it on (read from the ERP's Windows-1252, answered in UTF-8). */
  function expectErpPage(response: Awaited<ReturnType<typeof get>>, text: string) {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(text);
    // The ERP's own script does not run on the shop's address; the page is not kept by any cache.
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none';/);
    expect(response.headers['content-security-policy']).not.toMatch(/script-src/);
    // Nor can its markup send a form anywhere, or point its links elsewhere with a <base>.
    expect(response.headers['content-security-policy']).toMatch(/form-action 'none'; base-uri 'none'/);
    expect(response.headers['cache-control']).toBe('private, no-store');
  }

  it('opens an invoice and a receipt of the session’s customer', async () => {
    expectErpPage(
      await get(`${erpReportPaths.invoice}?id=990100`),
      `Factura electrónica FV-7100 - ${fakeCustomer().Tercero}`,
    );
    expectErpPage(await get(`${erpReportPaths.receipt}?id=77001`), 'Recibo de caja RC-8001');
    // The invoice on the ERP's page two of this customer's invoices, and the same invoice by its alternative address.
    expectErpPage(await get(`${erpReportPaths.invoice}?id=990102`), 'Factura electrónica FV-7102');
    expectErpPage(
      await get(`${erpReportPaths.invoiceAlternative}?empresaid=1&page=1&facturaid=990100`),
      'Factura electrónica FV-7100',
    );
  });

  it("writes the ERP's stylesheets, logo and font into its page, which may load nothing from elsewhere", async () => {
    const hits = (name: string) => erp.hits.get(name) ?? 0;
    const foreign = hits('Content/ajena.css');
    const page = await get(`${erpReportPaths.invoice}?id=990100`);
    expectErpPage(page, 'Factura electrónica FV-7100');
    const html = page.body;
    // The stylesheet, and the one it imports (for print and screen), as the page's own style.
    expect(html).toContain(`h1{color:${ERP_PRINT_COLOUR};font-family:"Letra ERP",serif}`);
    expect(html).toContain(`@media print, screen{h1{border-bottom:3px solid ${ERP_PRINT_COLOUR}}}`);
    expect(html).not.toContain('/Content/impresion.css');
    // Its font and pictures (the logo by a relative address) as data: addresses, byte for byte.
    expect(html).toContain(`url("data:font/woff2;base64,${ERP_PRINT_FONT.toString('base64')}")`);
    expect(html).toContain(`src="data:image/png;base64,${PNG.toString('base64')}"`);
    expect(html).toContain(`.logo{background:url("data:image/png;base64,${PNG.toString('base64')}")}`);
    // The page's policy lets the font load, and nothing else from any address.
    expect(page.headers['content-security-policy']).toContain('font-src data:;');
    // A stylesheet on another host is not fetched by the shop.
    expect(html).toContain('/Content/ajena.css');
    expect(hits('Content/ajena.css')).toBe(foreign);
    // The next print asks the ERP for its page only: its files were kept.
    const files = hits('Content/impresion.css') + hits('Content/tabla.css') + hits('Files/Images');
    expectErpPage(await get(`${erpReportPaths.receipt}?id=77001`), 'Recibo de caja RC-8001');
    expect(hits('Content/impresion.css') + hits('Content/tabla.css') + hits('Files/Images')).toBe(files);
  });

  it('prints the ERP’s page without what the ERP could not give', async () => {
    // A stylesheet it does not have, and a "picture" that is a page.
    erp.printLinks = { stylesheet: 'retirada.css', logo: 'logo-pagina.png' };
    erp.pictures.set('logo-pagina.png', {
      type: 'text/html',
      data: Buffer.from('<script>alert(1)</script>'),
    });
    try {
      const page = await get(`${erpReportPaths.receipt}?id=77001`);
      expectErpPage(page, 'Recibo de caja RC-8001');
      // Left as the ERP wrote them: the page's policy keeps them out.
      expect(page.body).toContain('<link rel="stylesheet" href="/Content/retirada.css">');
      expect(page.body).toContain('src="../../Files/Images/logo-pagina.png"');
      expect(page.body).not.toContain('alert(1)');
    } finally {
      erp.printLinks = { stylesheet: 'impresion.css', logo: 'logo-erp.png' };
    }
  });

  it('gives a signed link (for a new tab) that opens that document only, for five minutes', async () => {
    const link = await get(`${API_BASE}${orderPaths.reportLink}?tipo=factura&id=990101&lang=es`);
    expect(link.statusCode).toBe(200);
    const url = reportLinkResponse.parse(link.json()).Datos?.Url ?? '';
    expect(url).toMatch(
      /^\/ReporteApp\/Factura\/ImprimirFactura\?id=990101&lang=es&tercero=5001&exp=\d+&firma=/,
    );
    // Opened without the session (a new tab).
    expectErpPage(await t.app.inject({ method: 'GET', url }), 'Factura electrónica FV-7101');
    // Not for another document, nor said to be another customer's.
    for (const forged of [
      url.replace('id=990101', 'id=990100'),
      url.replace('tercero=5001', 'tercero=5002'),
    ]) {
      expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    }
    // Nor once it has expired.
    clock += 301_000;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
  });

  it("never opens another customer's invoice or receipt, though the ERP would print it for the shop", async () => {
    for (const url of [
      `${erpReportPaths.invoice}?id=990300`,
      `${erpReportPaths.receipt}?id=77003`,
      `${erpReportPaths.invoice}?id=123456`,
      `${API_BASE}${orderPaths.reportLink}?tipo=factura&id=990300`,
      `${API_BASE}${orderPaths.reportLink}?tipo=recibo&id=77003`,
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
    const printed = erp.hits.get('ReporteApp/Factura/ImprimirFactura') ?? 0;
    await get(`${erpReportPaths.invoice}?id=990300`);
    expect(erp.hits.get('ReporteApp/Factura/ImprimirFactura') ?? 0).toBe(printed);
  });

  it('never prints a page of another host: an invoice the ERP redirects elsewhere is not fetched from there', async () => {
    const elsewhere = await startRecorder();
    erp.redirects.set('ReporteApp/Factura/ImprimirFactura', elsewhere.origin);
    try {
      const response = await get(`${erpReportPaths.invoice}?id=990100`);
      expect(response.statusCode).toBe(503);
      expect(response.body).not.toContain('Factura de otro servidor');
    } finally {
      erp.redirects.clear();
      await elsewhere.close();
    }
    expect(elsewhere.requests).toEqual([]);
  });

  it('says in the reader’s language to try again while the ERP cannot print', async () => {
    erp.fail('ReporteApp/Factura/ImprimirFactura', '500');
    const response = await t.app.inject({
      method: 'GET',
      url: `${erpReportPaths.invoice}?id=990100&lang=es`,
      headers: { ...headers, accept: 'text/html' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="es">');
  });
});

describe("reading a customer's whole ledger from the ERP", () => {
  /** A client whose invoices are `list` (newest first), 20 a page, or whatever `pageAt` answers; calls counted. */
  function client(list: Factura[], pageAt?: (offset: number, call: number) => Factura[]) {
    const calls = { facturas: 0 };
    const stub = {
      async facturas(_terceroid: number, _branch: number | undefined, offset: number) {
        calls.facturas += 1;
        return pageAt ? pageAt(offset, calls.facturas) : list.slice(offset, offset + 20);
      },
      async recibos() {
        return [];
      },
    } as unknown as ErpClient;
    return { documents: createErpDocuments(stub, t.database.db, () => new Date(clock)), calls };
  }

  it('stops at the first short page', async () => {
    const { documents, calls } = client(facturas);
    expect((await documents.ledger(5001)).invoices).toHaveLength(26);
    expect(calls.facturas).toBe(2);
  });

  it('counts once an invoice a new one pushed onto the next page while the pages were read', async () => {
    const fresh = invoice(400, 0, 70, 70);
    // The new invoice arrives after page one was read: page two starts with page one's last invoice.
    const { documents } = client(facturas, (offset, call) =>
      call === 1 ? facturas.slice(offset, offset + 20) : [fresh, ...facturas].slice(offset, offset + 20),
    );
    const { invoices } = await documents.ledger(5001);
    expect(invoices).toHaveLength(26);
    expect(new Set(invoices.map((i) => i.id)).size).toBe(26);
  });

  it('says the documents cannot be read (503) when the ERP gives the same page whatever the offset, after two calls', async () => {
    const { documents, calls } = client(facturas, () => facturas.slice(0, 20));
    await expect(documents.ledger(5001)).rejects.toMatchObject({ statusCode: 503 });
    expect(calls.facturas).toBe(2);
  });

  it(`says so too past ${MAX_LEDGER_PAGES} pages, without reading more`, async () => {
    const { documents, calls } = client([], (offset) => [
      invoice(offset, 1, 1, 0),
      invoice(offset + 1, 1, 1, 0),
    ]);
    await expect(documents.ledger(5001)).rejects.toMatchObject({ statusCode: 503 });
    expect(calls.facturas).toBe(MAX_LEDGER_PAGES);
  });
});
