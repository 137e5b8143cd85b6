import {
  API_BASE,
  accountPaths,
  apiPath,
  erpReportPaths,
  errorEnvelope,
  orderPaths,
  reportLinkResponse,
  type Session,
  statementReportPath,
  statementResponse,
} from '@mostrador/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers, withAnotherApp } from '../../test/fixtures';

const url = {
  factura: erpReportPaths.invoice,
  pedido: erpReportPaths.order,
  recibo: erpReportPaths.receipt,
  enlace: `${API_BASE}${orderPaths.reportLink}`,
};

const t = demoCustomers();
/** demo1's newest invoice that still has a balance, with its numbers. */
let invoice: { id: number; numero: number; saldo: string; total: string };
let demo2Invoice: number;
let demo2Receipt: { id: number; documento: string; facturas: string[] };

beforeAll(async () => {
  const db = t.database.db;
  const owed = await db
    .selectFrom('facturas')
    .select(['id', 'numero', 'saldo', 'total'])
    .where('tercero_id', '=', 1001)
    .where('saldo', '>', '0')
    .orderBy('fecha', 'desc')
    .executeTakeFirstOrThrow();
  invoice = owed;
  demo2Invoice = (
    await db.selectFrom('facturas').select('id').where('tercero_id', '=', 1002).executeTakeFirstOrThrow()
  ).id;
  const receipt = await db
    .selectFrom('recibos')
    .select(['id', 'documento'])
    .where('tercero_id', '=', 1002)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const paid = await db
    .selectFrom('recibo_facturas as rf')
    .innerJoin('facturas as f', 'f.id', 'rf.factura_id')
    .select(['f.prefijo', 'f.numero'])
    .where('rf.recibo_id', '=', receipt.id)
    .execute();
  demo2Receipt = { ...receipt, facturas: paid.map((f) => `${f.prefijo}-${f.numero}`) };
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });
const money = (text: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(text));

describe('printable invoice', () => {
  it("prints the customer's own invoice with its lines, taxes, total and balance", async () => {
    const response = await get(`${url.factura}?id=${invoice.id}`, t.bearer(t.demo1));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain(`<title>Invoice FE-${invoice.numero}</title>`);
    expect(html).toContain(t.config.distributor.name);
    expect(html).toContain(t.config.distributor.nit);
    expect(html).toContain('Distribuciones El Progreso S.A.S.');
    expect(html).toContain('900123456-8');
    expect(html).toMatch(new RegExp(`Total</th><td class="num">\\${money(invoice.total)}`));
    expect(html).toMatch(new RegExp(`Balance due</th><td class="num">\\${money(invoice.saldo)}`));
    // The lines of the order the invoice was made from.
    const lines = await t.database.db
      .selectFrom('pedido_lineas as l')
      .innerJoin('facturas as f', 'f.pedido_id', 'l.pedido_id')
      .innerJoin('productos as p', 'p.id', 'l.producto_id')
      .select(['p.codigo', 'l.cantidad'])
      .where('f.id', '=', invoice.id)
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(html).toContain(`<td class="code nowrap">${line.codigo}</td>`);
  });

  it("speaks the customer's language", async () => {
    const es = await get(`${url.factura}?id=${invoice.id}&lang=es`, t.bearer(t.demo1));
    expect(es.body).toMatch(/<html lang="es">[\s\S]*<title>Factura FE-/);
    expect(es.body).toContain('Saldo');
    const fr = await get(`${url.factura}?id=${invoice.id}&lang=fn`, t.bearer(t.demo1));
    expect(fr.body).toMatch(/<html lang="fr">[\s\S]*<title>Facture FE-/);
    const de = await get(`${url.factura}?id=${invoice.id}&lang=de`, t.bearer(t.demo1));
    expect(de.body).toMatch(/<html lang="de">[\s\S]*<title>Rechnung FE-/);
    const bad = await get(`${url.factura}?id=${invoice.id}&lang=pt`, t.bearer(t.demo1));
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelope.parse(bad.json()).Msj).toMatch(/lang debe ser en, fn, de o es/);
  });
});

describe('access to documents', () => {
  it("does not print another customer's invoice, and needs a session", async () => {
    const other = await get(`${url.factura}?id=${demo2Invoice}`, t.bearer(t.demo1));
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('La Colina');
    const missing = await get(`${url.factura}?id=999999`, t.bearer(t.demo1));
    expect(missing.statusCode).toBe(404);
    const anonymous = await get(`${url.factura}?id=${invoice.id}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it("prints the invoice at the ERP's alternative address by facturaid, for its owner only", async () => {
    const alt = (id: number) =>
      `${erpReportPaths.invoiceAlternative}?empresaid=1&page=1&facturaid=${id}&usuarioid=null`;
    const own = await get(alt(invoice.id), t.bearer(t.demo1));
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^text\/html/);
    expect(own.body).toContain(String(invoice.numero));
    expect((await get(alt(demo2Invoice), t.bearer(t.demo1))).statusCode).toBe(404);
    expect((await get(alt(invoice.id))).statusCode).toBe(401);
  });

  it("does not list another customer's documents", async () => {
    for (const name of ['facturas', 'pedidos', 'recibos'] as const) {
      const response = await get(`${apiPath(name)}?terceroid=1002`, t.bearer(t.demo1));
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('printable receipt and order', () => {
  it('prints a receipt with the invoices it paid', async () => {
    const response = await get(`${url.recibo}?id=${demo2Receipt.id}&lang=es`, t.bearer(t.demo2));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Recibo de caja ${demo2Receipt.documento}`);
    expect(demo2Receipt.facturas.length).toBeGreaterThan(0);
    for (const number of demo2Receipt.facturas) expect(response.body).toContain(number);
    expect((await get(`${url.recibo}?id=${demo2Receipt.id}`, t.bearer(t.demo1))).statusCode).toBe(404);
  });

  it('prints an order sent from the shop, with its notes and state', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${orderPaths.create}`,
      headers: { ...t.bearer(t.demo2), 'idempotency-key': `report-order-${Date.now()}` },
      payload: {
        Tercerosucid: 2005,
        Observacion: 'Entregar <antes> de las 10',
        Detalles: [{ Productoid: 95, Cantidad: 1, Observacion: 'color rojo' }],
      },
    });
    expect(created.statusCode).toBe(200);
    const { pedidoid, numero } = created.json().Datos as { pedidoid: number; numero: number };
    const response = await get(`${url.pedido}?id=${pedidoid}&lang=en`, t.bearer(t.demo2));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>Order WEB-${numero}</title>`);
    expect(response.body).toContain('Pending');
    expect(response.body).toContain('Sede Soacha');
    // Escaped by the renderer: `&lt;` opens no tag (a lone `>` in text needs no escape).
    expect(response.body).toContain('Entregar &lt;antes> de las 10');
    expect(response.body).not.toContain('<antes>');
    expect(response.body).toContain('color rojo');
  });
});

describe('signed links for an iframe or a new tab', () => {
  async function link(session: Session, query: string) {
    return get(`${url.enlace}?${query}`, t.bearer(session));
  }

  it('opens the document without a header for a few minutes', async () => {
    const response = await link(t.demo1, `tipo=factura&id=${invoice.id}&lang=es`);
    expect(response.statusCode).toBe(200);
    const datos = reportLinkResponse.parse(response.json()).Datos;
    if (!datos) throw new Error('no link');
    expect(datos.Url.startsWith(`${url.factura}?`)).toBe(true);
    const expires = Date.parse(datos.Expira) - Date.now();
    expect(expires).toBeGreaterThan(60_000);
    expect(expires).toBeLessThanOrEqual(300_000);
    const page = await get(datos.Url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Factura FE-${invoice.numero}`);

    const tampered = await get(datos.Url.replace(`id=${invoice.id}`, `id=${demo2Invoice}`));
    expect(tampered.statusCode).toBe(403);
    expect(errorEnvelope.parse(tampered.json()).Msj).toMatch(/enlace del documento no es válido/);
    const otherKind = await get(datos.Url.replace(url.factura, url.pedido));
    expect(otherKind.statusCode).toBe(403);

    // Six minutes later the same link no longer works.
    await withAnotherApp(t, { now: () => new Date(Date.now() + 360_000) }, async (later) => {
      expect((await later.app.inject({ url: datos.Url })).statusCode).toBe(403);
      // The tab a browser reloads then says so in the link's language, as a page.
      const reloaded = await later.app.inject({
        url: datos.Url,
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      expect(reloaded.statusCode).toBe(403);
      expect(reloaded.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reloaded.headers['content-security-policy']).toContain("default-src 'none'");
      expect(reloaded.body).toContain('<html lang="es">');
      expect(reloaded.body).toContain('<h1>No se pudo mostrar el documento</h1>');
      expect(reloaded.body).toContain('Los enlaces a los documentos imprimibles duran unos minutos');
      expect(reloaded.body).not.toContain('"Msj"');
    });
  });

  it("answers a browser a page, in English by default, for a document that is not the customer's", async () => {
    const response = await get(`${url.factura}?id=${demo2Invoice}`, {
      ...t.bearer(t.demo1),
      accept: 'text/html',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>This document could not be shown</h1>');
    expect(response.body).toContain('This document does not exist, or it is not one of yours.');
    // In German, all of it (the server's own reason is in Spanish: it is left out).
    const badQuery = await get(`${url.factura}?id=x&lang=de`, { accept: 'text/html' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.body).toContain('Die Adresse dieses Dokuments ist unvollständig.');
    expect(badQuery.body).not.toMatch(/inválid|obligatorio/);
    const noSession = await get(`${url.factura}?id=${invoice.id}&lang=de`, { accept: 'text/html' });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.body).toContain('Melden Sie sich im Shop an');
    expect(noSession.body).not.toContain('Inicie sesión');
  });

  it("gives no link to another customer's document, nor to anyone without a session", async () => {
    expect((await link(t.demo1, `tipo=factura&id=${demo2Invoice}`)).statusCode).toBe(404);
    expect((await link(t.demo1, `tipo=recibo&id=${demo2Receipt.id}`)).statusCode).toBe(404);
    expect((await get(`${url.enlace}?tipo=factura&id=${invoice.id}`)).statusCode).toBe(401);
    const badKind = await link(t.demo1, `tipo=cotizacion&id=${invoice.id}`);
    expect(badKind.statusCode).toBe(400);
    expect(errorEnvelope.parse(badKind.json()).Msj).toMatch(/tipo debe ser factura, pedido o recibo/);
  });
});

describe('printable statement', () => {
  const from = '2020-01-01';
  const to = new Date().toISOString().slice(0, 10);
  const range = `terceroid=1001&desde=${from}&hasta=${to}`;
  /** Every amount of a column of the printed table, in cents. */
  const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

  it('prints the opening balance, each invoice and receipt with its running balance, and the closing balance of the API', async () => {
    const answer = statementResponse.parse(
      (await get(`${API_BASE}${accountPaths.statement}?${range}`, t.bearer(t.demo1))).json(),
    ).Datos;
    if (!answer) throw new Error('no statement');
    const response = await get(`${statementReportPath}?${range}`, t.bearer(t.demo1));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).toContain('<title>Account statement');
    expect(html).toContain('Distribuciones El Progreso S.A.S.');
    const moves = [...html.matchAll(/<tr data-testid="printed-move">(.*?)<\/tr>/g)].map((m) =>
      [...(m[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1] ?? ''),
    );
    expect(moves).toHaveLength(answer.Movimientos.length);
    expect(moves.length).toBeGreaterThan(3);
    // Opening + invoiced - paid, line by line, is the balance printed on each line, and ends on the closing.
    let running = cents(/data-testid="printed-opening">([^<]*)</.exec(html)?.[1] ?? 'x');
    expect(running).toBe(Math.round(answer.SaldoInicial * 100));
    for (const [, , debit = '', credit = '', balance = ''] of moves) {
      running += (debit ? cents(debit) : 0) - (credit ? cents(credit) : 0);
      expect(cents(balance)).toBe(running);
    }
    expect(running).toBe(Math.round(answer.SaldoFinal * 100));
    expect(html).toMatch(
      new RegExp(`Closing balance</th><td class="num">\\${money(answer.SaldoFinal.toFixed(2))}`),
    );
  });

  it("speaks the customer's language", async () => {
    const es = await get(`${statementReportPath}?${range}&lang=es`, t.bearer(t.demo1));
    expect(es.body).toMatch(/<html lang="es">[\s\S]*<title>Estado de cuenta/);
    expect(es.body).toContain('Saldo final');
    const de = await get(`${statementReportPath}?${range}&lang=de`, t.bearer(t.demo1));
    expect(de.body).toContain('Endsaldo');
  });

  it("is the session's customer's only, or a signed link's", async () => {
    expect((await get(`${statementReportPath}?${range}`)).statusCode).toBe(401);
    expect((await get(`${statementReportPath}?${range}`, t.bearer(t.demo2))).statusCode).toBe(403);
    const link = await get(`${API_BASE}${accountPaths.statementLink}?${range}&lang=es`, t.bearer(t.demo1));
    expect(link.statusCode).toBe(200);
    const datos = reportLinkResponse.parse(link.json()).Datos;
    if (!datos) throw new Error('no link');
    expect(datos.Url.startsWith(`${statementReportPath}?`)).toBe(true);
    const page = await get(datos.Url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Estado de cuenta');
    // The link opens that customer's statement of that range only.
    for (const tampered of [
      datos.Url.replace('terceroid=1001', 'terceroid=1002'),
      datos.Url.replace(`desde=${from}`, 'desde=2019-01-01'),
    ]) {
      const refused = await get(tampered);
      expect(refused.statusCode).toBe(403);
      expect(errorEnvelope.parse(refused.json()).Msj).toMatch(/enlace del documento no es válido/);
    }
    // No link to someone else's statement.
    const other = await get(
      `${API_BASE}${accountPaths.statementLink}?terceroid=1002&desde=${from}&hasta=${to}`,
      t.bearer(t.demo1),
    );
    expect(other.statusCode).toBe(403);
  });

  it("prints a range written as the ERP's clients write dates, without zero padding", async () => {
    const rows = (html: string) => html.match(/data-testid="printed-move"/g)?.length ?? 0;
    const unpadded = await get(
      `${statementReportPath}?terceroid=1001&desde=2020-1-1&hasta=${to}`,
      t.bearer(t.demo1),
    );
    expect(unpadded.statusCode).toBe(200);
    expect(rows(unpadded.body)).toBe(
      rows((await get(`${statementReportPath}?${range}`, t.bearer(t.demo1))).body),
    );
    expect(rows(unpadded.body)).toBeGreaterThan(3);
    const link = await get(
      `${API_BASE}${accountPaths.statementLink}?terceroid=1001&desde=2020-1-1&hasta=${to}`,
      t.bearer(t.demo1),
    );
    expect(reportLinkResponse.parse(link.json()).Datos?.Url).toContain(`desde=${from}&`);
  });

  it('refuses a range that ends before it starts, with a 400 envelope', async () => {
    const response = await get(
      `${statementReportPath}?terceroid=1001&desde=2026-03-01&hasta=2026-02-01`,
      t.bearer(t.demo1),
    );
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(/desde no puede ser posterior a hasta/);
  });

  it('escapes what the database holds', async () => {
    const { nombre } = await t.database.db
      .selectFrom('terceros')
      .select('nombre')
      .where('id', '=', 1002)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('terceros')
      .set({ nombre: '<script>alert(1)</script> S.A.S.' })
      .where('id', '=', 1002)
      .execute();
    try {
      const response = await get(
        `${statementReportPath}?terceroid=1002&desde=${from}&hasta=${to}`,
        t.bearer(t.demo2),
      );
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<script>alert(1)</script>');
      expect(response.body).toContain('&lt;script');
    } finally {
      await t.database.db.updateTable('terceros').set({ nombre }).where('id', '=', 1002).execute();
    }
  });
});
