// A fake of the distributor's ERP for the tests: a small real HTTP server on 127.0.0.1 that speaks DESIGN.md's
// apiGold wire with the ERP's habits — one shared credential as the bearer on every call, login by GET with
// the password in the query, keys at the top level beside Status, bare arrays for the category tree, no
// idempotency of its own (the same order posted twice is two orders). The ERP lives outside this machine in
// reality, so it is the one thing the tests replace, behind the same HTTP interface.
//
// Tests control it: its catalogue, customers and documents (plain data they change between calls), failures
// (a 500, a timeout that still processes the order, the whole server down), and what orders it received.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  Categoria,
  Factura,
  FaltanteDisponible,
  PriceLevel,
  Product,
  Recibo,
  Sucursal,
} from '@mostrador/contract';
import type { ErpConfig } from '../config/env';

export const FAKE_ERP_TOKEN = 'erp-shared-credential-7b2f91c4';

/** The shop's ERP settings (ERP_URL, ERP_TOKEN ...) for `erp`: `settings` over no timed sync and a 2 s timeout. */
export const erpConfigOf = (erp: FakeErp, settings: Partial<ErpConfig> = {}): ErpConfig => ({
  url: erp.url,
  token: erp.token,
  syncMinutes: 0,
  timeoutMs: 2000,
  ...settings,
});

export interface FakeErpCustomer {
  Terceroid: number;
  Tercerosucid: number;
  Tercero: string;
  PrecioNivel: PriceLevel;
  usuario: string;
  contrasena: string;
  nit: string;
  telefono: string;
  sucursales: Sucursal[];
  facturas: Factura[];
  recibos: Recibo[];
  /**
   * The branch (tercerosucid) each invoice was made to, by facturaid: the ERP knows it, its Factura record
   * does not say it. TerceroSucGetFactura and TerceroDatosDocumentos with a `tercerosucid` keep to that
   * branch's invoices (an invoice not listed here belongs to none).
   */
  invoiceBranches?: Record<number, number>;
}

/** An order as the ERP keeps it: what was posted, and what it answered. */
export interface FakeErpOrder {
  pedidoid: number;
  numero: number;
  /** 'PedidoWebCreate' or 'PedidoWebCreateAnonimo'. */
  via: string;
  /** The customer it is filed under (0: anonymous orders). */
  terceroid: number;
  body: Record<string, unknown>;
  fecha: string;
  /** With its tax. */
  total: number;
  /** The tax in `total` (absent: none): each line's `Impuesto_porc` of its value, as the ERP reads it. */
  impuesto?: number;
  /** Its state as the ERP writes it (`estado_descripcion`; 'Pendiente' when absent). */
  estado?: string;
}

/**
 * What the next matching requests get instead of a normal answer:
 * - `500`: HTTP 500 with the ERP's error page shape, nothing done;
 * - `500-after`: the request is processed (an order is created), then HTTP 500;
 * - `timeout`: the request is processed, and the answer never comes (the caller's timeout fires);
 * - `hang`: nothing processed, no answer.
 * - `404`: nothing processed, HTTP 404 with a Status:false envelope (a wrong ERP_URL, a route moved);
 * - `429`: nothing processed, HTTP 429 with a proxy's text page (a rate limit in front of the ERP).
 */
export type FailureMode = '500' | '500-after' | 'timeout' | 'hang' | '404' | '429';

interface Failure {
  path: string;
  mode: FailureMode;
  times: number;
  /** Only requests whose query matches (e.g. a GetProductos_V2 page past an offset). */
  when?: ((query: URLSearchParams) => boolean) | undefined;
}

export interface FakeErp {
  /** The apiGold/ base, as ERP_URL takes it: `http://127.0.0.1:<port>/apiGold/`. */
  url: string;
  origin: string;
  token: string;
  /** The catalogue, by Productoid (change it between syncs). */
  products: Map<number, Product>;
  categories: Categoria[];
  customers: FakeErpCustomer[];
  /** Every order it created, in order (no idempotency: a repeated POST is a second order). */
  orders: FakeErpOrder[];
  /** Picture files at /Files/Images/<name>. */
  pictures: Map<string, { type: string; data: Buffer }>;
  /** The printable pages' stylesheets and fonts, at /Content/<name> (open to anyone, as an ERP serves them). */
  files: Map<string, { type: string; data: Buffer }>;
  /** The names of the stylesheet (under /Content/) and the logo (under /Files/Images/) its printable pages link. */
  printLinks: { stylesheet: string; logo: string };
  /** How many requests each path got (path under apiGold/, `Files/Images`, or `Content/<name>`). */
  hits: Map<string, number>;
  /**
   * Paths (as `hits` names them) answered with a 302 to another origin, the same path and query after it (a
   * proxy in front of the ERP sending its callers elsewhere), by path: the origin.
   */
  redirects: Map<string, string>;
  /** Products per GetProductos_V2 page. */
  pageSize: number;
  /** A broken ERP that ignores `length` and always gives the first page. */
  ignoreOffset: boolean;
  /** A slow ERP: milliseconds each apiGold/ request waits before it is handled (0: none). */
  latencyMs: number;
  /**
   * Called with the path of each apiGold/ request as it starts being handled (a test moves its clock here).
   * A promise it returns holds the answer until it settles (a slow ERP the test decides the end of).
   */
  onRequest: ((path: string) => void | Promise<void>) | undefined;
  /** Called with the name of each picture asked for (`/Files/Images/<name>`); a promise holds its answer. */
  onPicture: ((name: string) => void | Promise<void>) | undefined;
  fail(path: string, mode: FailureMode, options?: { times?: number; when?: Failure['when'] }): void;
  /** Stops listening (connections refused) until `up()`, on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

const PRICE_LEVELS = [1, 2, 3, 4, 5] as const;

/** A product of the fake's generated catalogue (category 1..`categories`, 2 groups each, 2 subgroups each). */
export function fakeProduct(id: number, overrides: Partial<Product> = {}): Product {
  const categoria = (id % 3) + 1;
  const grupo = categoria * 10 + (id % 2);
  const subgrupo = grupo * 10 + (id % 2);
  const base = 1000 + (id % 97) * 25;
  return {
    Productoid: id,
    Producto_cod: `ERP-${String(id).padStart(6, '0')}`,
    Referencia: `R${id}`,
    Producto: `Producto del ERP ${id}`,
    Categoriaid: categoria,
    Grupoid: grupo,
    Subgrupoid: subgrupo,
    Precio: base,
    Precio1: base,
    Precio2: base - 50,
    Precio3: base - 100,
    Precio4: base - 150,
    Precio5: base - 200,
    Escala_aplica: false,
    Escala: null,
    Disponible: 100,
    Imagenes: [`erp-${id % 5}.png`],
    texto_adicional: `<p>Descripción del producto ${id}</p>`,
    Dimesiones: null,
    ...overrides,
  };
}

/** The tree the generated products live in: 3 categories, 2 groups each, one subgroup per group. */
export function fakeCategories(): Categoria[] {
  return [1, 2, 3].map((c) => ({
    Categoriaid: c,
    Descripcion: `Categoría ERP ${c}`,
    Image: `cat-${c}.png`,
    Grupos: [0, 1].map((g) => ({
      grupoid: c * 10 + g,
      descripcion: `Grupo ${c * 10 + g}`,
      aplica_api: true,
      SubGrupos: [{ subgrupoid: (c * 10 + g) * 10 + g, descripcion: `Subgrupo ${(c * 10 + g) * 10 + g}` }],
    })),
  }));
}

/** A 1x1 PNG (the fake's pictures differ by name only). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The colour of the headings of the ERP's printable pages (its stylesheet's). */
export const ERP_PRINT_COLOUR = 'rgb(0, 51, 102)';
/** The bytes of the font the ERP's printable pages name (not a real font: the shop passes it on as it is). */
export const ERP_PRINT_FONT = Buffer.from('wOF2 la letra del ERP');

/**
 * The ERP's printable pages' own files, as an older ERP links them: a stylesheet that imports another and names
 * a font and a picture (the relative ones from /Content/).
 */
function printFiles(): Map<string, { type: string; data: Buffer }> {
  const css = (text: string) => ({ type: 'text/css', data: Buffer.from(text) });
  return new Map([
    [
      'impresion.css',
      css(
        `@import url("tabla.css") print, screen;\n` +
          `@font-face{font-family:"Letra ERP";src:url(letra.woff2) format("woff2")}\n` +
          `h1{color:${ERP_PRINT_COLOUR};font-family:"Letra ERP",serif}\n` +
          `.logo{background:url('/Files/Images/erp-0.png')}\n`,
      ),
    ],
    ['tabla.css', css(`h1{border-bottom:3px solid ${ERP_PRINT_COLOUR}}`)],
    ['letra.woff2', { type: 'font/woff2', data: ERP_PRINT_FONT }],
    ['ajena.css', css('h1{color:red}')],
  ]);
}

export function fakeCustomer(overrides: Partial<FakeErpCustomer> = {}): FakeErpCustomer {
  return {
    Terceroid: 5001,
    Tercerosucid: 7001,
    Tercero: 'Ferretería La Escuadra S.A.S.',
    PrecioNivel: 'Precio3',
    usuario: 'escuadra',
    contrasena: 'clave-erp-1',
    nit: '900123456',
    telefono: '6045551234',
    sucursales: [
      {
        tercerosucid: 7001,
        direccion: 'Calle 10 # 43-12',
        ciudad_descrip: 'Medellín',
        departamento_descrip: 'Antioquia',
        correo_electronico: 'compras@escuadra.example.com',
      },
    ],
    facturas: [
      {
        facturaid: 880001,
        prefijo: 'FE',
        numero: 4101,
        fecha: '2026-11-02',
        items: 3,
        cantidad: 12,
        subtotal: 100000,
        impuesto: 19000,
        total: 119000,
        saldo: 19000,
      },
      {
        facturaid: 880002,
        prefijo: 'FE',
        numero: 4150,
        fecha: '2026-11-15',
        items: 1,
        cantidad: 2,
        subtotal: 20000,
        impuesto: 3800,
        total: 23800,
        saldo: 0,
      },
    ],
    recibos: [
      { id: 66001, Documento: 'RC-2001', Fecha: '2026-11-16', Registros: 1, Valor: 23800, Neto: 23800 },
    ],
    ...overrides,
  };
}

function levelOf(level: PriceLevel): number {
  return Number(level.slice(-1));
}

function priceAt(product: Product, level: number): number {
  const key = `Precio${level}` as `Precio${(typeof PRICE_LEVELS)[number]}`;
  return product[key] ?? product.Precio1 ?? product.Precio;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

export async function startFakeErp(
  options: { products?: number; pageSize?: number; customers?: FakeErpCustomer[]; port?: number } = {},
): Promise<FakeErp> {
  const products = new Map<number, Product>();
  for (let id = 1; id <= (options.products ?? 30); id++) products.set(id, fakeProduct(id));
  const pictures = new Map<string, { type: string; data: Buffer }>();
  for (let i = 0; i < 5; i++) pictures.set(`erp-${i}.png`, { type: 'image/png', data: PNG });
  for (const c of [1, 2, 3]) pictures.set(`cat-${c}.png`, { type: 'image/png', data: PNG });
  pictures.set('logo-erp.png', { type: 'image/png', data: PNG });
  const failures: Failure[] = [];
  const hangs = new Set<ServerResponse>();
  let nextOrder = 9000;

  const erp: FakeErp = {
    url: '',
    origin: '',
    token: FAKE_ERP_TOKEN,
    products,
    categories: fakeCategories(),
    customers: options.customers ?? [fakeCustomer()],
    orders: [],
    pictures,
    files: printFiles(),
    printLinks: { stylesheet: 'impresion.css', logo: 'logo-erp.png' },
    hits: new Map(),
    redirects: new Map(),
    pageSize: options.pageSize ?? 50,
    ignoreOffset: false,
    latencyMs: 0,
    onRequest: undefined,
    onPicture: undefined,
    fail(path, mode, o = {}) {
      failures.push({ path, mode, times: o.times ?? 1, when: o.when });
    },
    async down() {
      for (const response of hangs) response.destroy();
      hangs.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async up() {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    async close() {
      for (const response of hangs) response.destroy();
      hangs.clear();
      server.closeAllConnections();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  function takeFailure(path: string, query: URLSearchParams): FailureMode | undefined {
    const index = failures.findIndex((f) => f.path === path && f.times > 0 && (!f.when || f.when(query)));
    const failure = failures[index];
    if (!failure) return undefined;
    failure.times -= 1;
    if (failure.times === 0) failures.splice(index, 1);
    return failure.mode;
  }

  function customerOf(query: URLSearchParams): FakeErpCustomer | undefined {
    return erp.customers.find((c) => c.Terceroid === Number(query.get('terceroid')));
  }

  /** The customer's invoices of the query's `tercerosucid` (absent, `null` or 0: of every branch). */
  function invoicesOf(customer: FakeErpCustomer | undefined, query: URLSearchParams): Factura[] {
    const branch = Number(query.get('tercerosucid'));
    const all = customer?.facturas ?? [];
    return branch ? all.filter((f) => customer?.invoiceBranches?.[f.facturaid] === branch) : all;
  }

  /** Creates an order (no idempotency: the ERP creates what it is sent). */
  function createOrder(via: string, body: Record<string, unknown>): [number, unknown] {
    const detalles = Array.isArray(body.Detalles) ? (body.Detalles as Record<string, unknown>[]) : [];
    if (detalles.length === 0) return [400, { Status: false, Msj: 'El pedido no tiene detalles' }];
    const terceroid = via === 'PedidoWebCreate' ? num(body.Terceroid) : 0;
    const customer = erp.customers.find((c) => c.Terceroid === terceroid);
    if (via === 'PedidoWebCreate' && !customer) return [400, { Status: false, Msj: 'Tercero no existe' }];
    const level = customer ? levelOf(customer.PrecioNivel) : 4;
    const short: FaltanteDisponible[] = [];
    // In cents: each line's value at the customer's level, and its tax at the line's Impuesto_porc (the
    // product's own rate when the line has none), rounded to the cent line by line.
    let gross = 0;
    let tax = 0;
    for (const d of detalles) {
      const product = products.get(num(d.Productoid));
      const quantity = num(d.Cantidad);
      if (!product) return [400, { Status: false, Msj: `Producto ${String(d.Productoid)} no existe` }];
      if (quantity > product.Disponible)
        short.push({ Productoid: product.Productoid, Solicitado: quantity, Disponible: product.Disponible });
      const line = Math.round(priceAt(product, level) * 100) * quantity;
      const rate = d.Impuesto_porc === undefined ? (product.Impuesto_porcentaje ?? 0) : num(d.Impuesto_porc);
      gross += line;
      tax += Math.round((line * rate) / 100);
    }
    if (short.length > 0)
      return [409, { Status: true, Msj: 'Sin disponibilidad', ErrorDisp: true, ErrorDips: short }];
    for (const d of detalles) {
      const product = products.get(num(d.Productoid));
      if (product) product.Disponible -= num(d.Cantidad);
    }
    nextOrder += 1;
    const order: FakeErpOrder = {
      pedidoid: nextOrder,
      numero: nextOrder - 9000 + 500,
      via,
      terceroid,
      body,
      fecha: new Date().toISOString().slice(0, 10),
      total: (gross + tax) / 100,
      impuesto: tax / 100,
    };
    erp.orders.push(order);
    return [
      200,
      { Status: true, Msj: 'Pedido creado', Datos: { pedidoid: order.pedidoid, numero: order.numero } },
    ];
  }

  /**
   * The ERP's printable page of an invoice (`/ReporteApp/Factura/ImprimirFactura?empresaid&id`), an order
   * (`/ReporteApp/Pedido/ImprimirPedido?empresaid&id`) or a receipt (`/ReporteApp/Recibo/ImprimirRecibo?id`) of
   * any of its customers, for its shared credential: HTML in
   * Windows-1252 (as an older ERP writes it), with a script of its own (it marks `<html data-erp-script>`), its
   * stylesheet and its logo (by a relative address), and a stylesheet on another host (localhost for 127.0.0.1).
   */
  function printable(request: IncomingMessage, url: URL, response: ServerResponse) {
    const path = url.pathname.slice(1);
    erp.hits.set(path, (erp.hits.get(path) ?? 0) + 1);
    if (request.headers.authorization !== `Bearer ${FAKE_ERP_TOKEN}`) {
      response.writeHead(401, { 'content-type': 'text/html' });
      return response.end('<html><body>401</body></html>');
    }
    const failure = takeFailure(path, url.searchParams);
    if (failure === '500') {
      response.writeHead(500, { 'content-type': 'text/html' });
      return response.end('<html><body>Error</body></html>');
    }
    const id = Number(url.searchParams.get('id'));
    let title: string | undefined;
    for (const c of erp.customers) {
      const invoice = c.facturas.find((f) => f.facturaid === id);
      const receipt = c.recibos.find((r) => r.id === id);
      if (path === 'ReporteApp/Factura/ImprimirFactura' && invoice && url.searchParams.get('empresaid'))
        title = `Factura electrónica ${invoice.prefijo}-${invoice.numero} - ${c.Tercero} - Total ${invoice.total}`;
      if (path === 'ReporteApp/Recibo/ImprimirRecibo' && receipt)
        title = `Recibo de caja ${receipt.Documento} - ${c.Tercero} - Valor ${receipt.Valor}`;
    }
    const order = erp.orders.find((o) => o.pedidoid === id);
    if (path === 'ReporteApp/Pedido/ImprimirPedido' && order && url.searchParams.get('empresaid'))
      title = `Pedido ${order.numero} - Total ${order.total}`;
    if (!title) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<html><body>No existe</body></html>');
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' });
    response.end(
      Buffer.from(
        `<html><head><script>document.documentElement.dataset.erpScript = 'ran'</script>` +
          `<link rel="stylesheet" href="/Content/${erp.printLinks.stylesheet}">` +
          `<link rel="stylesheet" href="${erp.origin.replace('127.0.0.1', 'localhost')}/Content/ajena.css">` +
          `</head><body><img class="logo" src="../../Files/Images/${erp.printLinks.logo}" width="120" height="40" alt="Logo">` +
          `<h1>${title}</h1></body></html>`,
        'latin1',
      ),
    );
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://erp');
    const elsewhere = erp.redirects.get(url.pathname.replace(/^\/(apiGold\/)?/, ''));
    if (elsewhere) {
      response.writeHead(302, { location: `${elsewhere}${url.pathname}${url.search}` });
      return response.end();
    }
    if (url.pathname.startsWith('/Files/Images/')) {
      erp.hits.set('Files/Images', (erp.hits.get('Files/Images') ?? 0) + 1);
      const name = decodeURIComponent(url.pathname.slice('/Files/Images/'.length));
      await erp.onPicture?.(name);
      const picture = pictures.get(name);
      if (!picture) return send(response, 404, { Message: 'Not found' });
      response.writeHead(200, { 'content-type': picture.type });
      return response.end(picture.data);
    }
    if (url.pathname.startsWith('/Content/')) {
      const name = decodeURIComponent(url.pathname.slice('/Content/'.length));
      erp.hits.set(`Content/${name}`, (erp.hits.get(`Content/${name}`) ?? 0) + 1);
      const file = erp.files.get(name);
      if (!file) return send(response, 404, { Message: 'Not found' });
      response.writeHead(200, { 'content-type': file.type });
      return response.end(file.data);
    }
    if (url.pathname.startsWith('/ReporteApp/')) return printable(request, url, response);
    if (!url.pathname.startsWith('/apiGold/')) return send(response, 404, { Message: 'Not found' });
    const path = url.pathname.slice('/apiGold/'.length);
    erp.hits.set(path, (erp.hits.get(path) ?? 0) + 1);
    await erp.onRequest?.(path);
    if (erp.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, erp.latencyMs));
    const q = url.searchParams;
    if (request.headers.authorization !== `Bearer ${FAKE_ERP_TOKEN}`)
      return send(response, 401, { Message: 'Authorization has been denied for this request.' });
    if (!q.get('usuarioid') || !q.get('empresaid'))
      return send(response, 400, { Status: false, Msj: 'usuarioid y empresaid son obligatorios' });

    const failure = takeFailure(path, q);
    if (failure === '500') return send(response, 500, { Message: 'An error has occurred.' });
    if (failure === '404') return send(response, 404, { Status: false, Msj: 'Recurso no encontrado' });
    if (failure === '429') {
      response.writeHead(429, { 'content-type': 'text/html', 'retry-after': '60' });
      return response.end('<html><body>429 Too Many Requests</body></html>');
    }
    if (failure === 'hang') {
      hangs.add(response);
      return;
    }

    const body = request.method === 'POST' ? ((await readBody(request)) as Record<string, unknown>) : {};
    const done = (status: number, result: unknown) => {
      if (failure === 'timeout') {
        hangs.add(response);
        return;
      }
      if (failure === '500-after') return send(response, 500, { Message: 'An error has occurred.' });
      send(response, status, result);
    };

    switch (`${request.method} ${path}`) {
      case 'GET ProductoApi/GetProductos_V2': {
        const offset = erp.ignoreOffset ? 0 : Number(q.get('length') ?? 0) || 0;
        const customer = customerOf(q);
        const level = customer ? levelOf(customer.PrecioNivel) : 4;
        const page = [...products.values()]
          .sort((a, b) => a.Producto_cod.localeCompare(b.Producto_cod))
          .slice(offset, offset + erp.pageSize)
          .map((p) => ({ ...p, Precio: priceAt(p, level) }));
        return done(200, { Status: true, Msj: '', Datos: page });
      }
      case 'GET CategoriaApi/GetCategoriasGrupos':
        return done(200, erp.categories);
      case 'GET TerceroApi/LoginTercero': {
        const customer = erp.customers.find(
          (c) => c.usuario === q.get('usuario') && c.contrasena === q.get('contrasena'),
        );
        if (!customer) return done(200, { Status: false, Msj: 'Usuario o contraseña incorrectos' });
        return done(200, {
          Status: true,
          Msj: '',
          Datos: {
            Terceroid: customer.Terceroid,
            Tercerosucid: customer.Tercerosucid,
            Tercero: customer.Tercero,
            PrecioNivel: customer.PrecioNivel,
            Token: 'erp-session-not-for-the-shop',
            Expira: new Date(Date.now() + 86_400_000).toISOString(),
          },
        });
      }
      case 'GET TerceroApi/TerceroSucGetFactura': {
        const customer = customerOf(q);
        const offset = Number(q.get('rows') ?? 0) || 0;
        return done(200, { Status: true, Facturas: invoicesOf(customer, q).slice(offset, offset + 20) });
      }
      case 'GET TerceroApi/InfoTercero': {
        const c = customerOf(q);
        if (!c) return done(200, { Status: false, Msj: 'Tercero no existe' });
        const last =
          c.facturas
            .map((f) => f.fecha)
            .sort()
            .at(-1) ?? null;
        const days =
          last === null ? null : Math.floor((Date.now() - Date.parse(`${last}T00:00:00Z`)) / 86_400_000);
        return done(200, {
          Status: true,
          Resultado: { Ultima_Venta: last, Dias_UltimaVenta: days, Tercero: c.Tercero },
        });
      }
      case 'GET TerceroApi/TerceroDatosDocumentos': {
        const c = customerOf(q);
        const orders = erp.orders.filter((o) => o.terceroid === c?.Terceroid).length;
        return done(200, {
          Status: true,
          Facturas: invoicesOf(c, q).length,
          Pedidos: orders,
          Recibos: c?.recibos.length ?? 0,
          Devoluciones: 0,
          PedidosWeb: orders,
        });
      }
      case 'GET TerceroApi/TerceroGetRecibos': {
        const offset = Number(q.get('rows') ?? 0) || 0;
        return done(200, {
          Status: true,
          Recibos: (customerOf(q)?.recibos ?? []).slice(offset, offset + 20),
        });
      }
      case 'GET TerceroApi/TerceroGetData': {
        const c = customerOf(q);
        if (!c) return done(200, { Status: false, Msj: 'Tercero no existe' });
        return done(200, {
          Status: true,
          Tercero: { nit: c.nit, dv: '1', descripcion: c.Tercero, telefono: c.telefono },
        });
      }
      case 'GET TerceroApi/TerceroSucursalDetalleget':
        return done(200, { Status: true, Sucursales: customerOf(q)?.sucursales ?? [] });
      case 'GET TerceroApi/TerceroGetPedido': {
        // terceroid 0: the anonymous orders. Records carry the order's Observacion (an extra key).
        const terceroid = Number(q.get('terceroid')) || 0;
        const offset = Number(q.get('rows') ?? 0) || 0;
        const Registros = erp.orders
          .filter((o) => o.terceroid === terceroid)
          .reverse()
          .slice(offset, offset + 20)
          .map((o) => ({
            pedidoid: o.pedidoid,
            prefijo: 'PW',
            numero: o.numero,
            fecha: o.fecha,
            conteo: Array.isArray(o.body.Detalles) ? o.body.Detalles.length : 0,
            vlrbruto: Math.round((o.total - (o.impuesto ?? 0)) * 100) / 100,
            impuesto: o.impuesto ?? 0,
            total: o.total,
            estado_descripcion: o.estado ?? 'Pendiente',
            Observacion: typeof o.body.Observacion === 'string' ? o.body.Observacion : '',
          }));
        return done(200, { Status: true, Registros });
      }
      case 'POST PedidoApi/PedidoWebCreate':
      case 'POST PedidoApi/PedidoWebCreateAnonimo': {
        const [status, result] = createOrder(path.slice('PedidoApi/'.length), body ?? {});
        return done(status, result);
      }
      default:
        return send(response, 404, { Message: `No HTTP resource was found that matches ${path}` });
    }
  }

  const server: Server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { Message: String(error) });
    });
  });
  // Idle connections are kept a minute (Node's default is 5 s): a test's event loop busy for seconds (a whole
  // catalogue written under load) must not find the connection it reuses for the next call closed under it.
  server.keepAliveTimeout = 60_000;
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  erp.origin = `http://127.0.0.1:${port}`;
  erp.url = `${erp.origin}/apiGold/`;
  return erp;
}

/** A server on another local port that records every request it gets (and answers each with a page of its own). */
export interface Recorder {
  origin: string;
  /** Each request's method, path with query, and headers. */
  requests: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }>;
  close(): Promise<void>;
}

export async function startRecorder(): Promise<Recorder> {
  const requests: Recorder['requests'] = [];
  const server = createServer((request, response) => {
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<html><body><h1>Factura de otro servidor</h1></body></html>');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
