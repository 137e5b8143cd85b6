// The server's answers to a recorded set of requests, written to a file: a refactor that must not change
// behaviour proves it by the same file before and after (issue 48: `diff` of two runs, e.g. one in a
// `git worktree` of the commit before).
//
//   npx tsx bench/record-answers.ts answers.txt [--web apps/web/dist]
//
// The app runs in process (apps/api/src/app.ts, `inject`) on a fresh PGlite in memory, migrated and seeded with
// the demo data at a fixed clock, with a fixed secret and no network (fake exchange rates). About 130 requests:
// every route family (catalogue, product, pictures, login, customer, documents, account, orders, printable
// documents, quick order, reorder, saved lists, places, rates, newsletter, SEO) with good and bad input, and the
// pages rendered on the server with and without a session (given a built storefront: `--web`, default
// apps/web/dist; pass the same build to both runs to compare only the server). Each answer is written as its
// request, status, chosen headers and body (JSON pretty-printed; binary bodies as their SHA-256); session
// tokens and the ids a database draws at random are masked.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { openPglite } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/seed';
import { GUEST } from '../apps/api/src/test/guest';

const outFile = process.argv[2];
if (!outFile || outFile.startsWith('--')) {
  console.error('usage: npx tsx bench/record-answers.ts <answers file> [--web <built storefront>]');
  process.exit(2);
}
const webAt = process.argv.indexOf('--web');
const webDist = resolve(webAt >= 0 ? (process.argv[webAt + 1] ?? '') : 'apps/web/dist');

const FIXED = new Date('2026-12-06T12:00:00.000Z');
const clock = { time: FIXED.getTime() };
const now = () => new Date(clock.time);

const database = await openPglite('memory://');
await migrate(database);
await seedDemo(database.db, { now: FIXED });
// Migration 220 draws the database's id of the ERP markers at random: one fixed id for every run.
await database.db
  .updateTable('app_settings')
  .set({ value: 'recorded' })
  .where('key', '=', 'erp_marker_id')
  .execute();

const config = {
  ...loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'recorded-answers-secret-0123456789-abcdefghijklmnop',
    WEB_DIST: webDist,
  }),
  loginRateLimit: 1000,
  guestOrderRateLimit: 1000,
};
const rates = {
  async latest(base: string) {
    return { base, date: '2026-12-01', rates: { USD: 1, EUR: 0.9, GBP: 0.8 } };
  },
};
const app = await buildApp({
  config,
  database,
  ratesProvider: rates,
  logger: false,
  erpBackground: false,
  now,
});
await app.ready();

const out: string[] = [];
const masks: [RegExp, string][] = [];
const api = (path: string) => `/apiGold/${path}`;

interface Ask {
  method?: 'GET' | 'POST';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const shownHeaders = [
  'content-type',
  'cache-control',
  'location',
  'vary',
  'content-language',
  'x-robots-tag',
];

const started = Date.now();

/** The tokens, the times the database's own clock wrote (`now()` in SQL: this run's real time), countdowns. */
function masked(text: string): string {
  const ended = Date.now();
  const realTime = (iso: string) => {
    const time = Date.parse(iso);
    return time >= started - 1000 && time <= ended + 1000 ? '<real time>' : iso;
  };
  return (
    masks
      .reduce((t, [pattern, name]) => t.replace(pattern, name), text)
      .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, realTime)
      // An offer's countdown, which the rendered page counts from the real clock.
      .replace(/<div role="timer"[^>]*>.*?<\/div>/g, '<div role="timer">(countdown)</div>')
  );
}

function bodyText(contentType: string, raw: Buffer): string {
  if (/json/.test(contentType)) {
    try {
      return JSON.stringify(JSON.parse(raw.toString('utf8')), null, 2);
    } catch {
      return raw.toString('utf8');
    }
  }
  if (/^text\/|xml|javascript/.test(contentType) || contentType === '') return raw.toString('utf8');
  return `(${raw.length} bytes, sha256 ${createHash('sha256').update(raw).digest('hex')})`;
}

async function ask(label: string, request: Ask) {
  const response = await app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: { 'x-forwarded-for': '127.0.0.1', ...request.headers },
    ...(request.body !== undefined ? { payload: request.body as object } : {}),
  });
  const contentType = String(response.headers['content-type'] ?? '');
  const headers = shownHeaders
    .filter((name) => response.headers[name] !== undefined)
    .map((name) => `${name}: ${String(response.headers[name])}`);
  const cookies = ([] as string[]).concat((response.headers['set-cookie'] as string | string[]) ?? []);
  out.push(
    `### ${label}: ${request.method ?? 'GET'} ${request.url}${request.body !== undefined ? ` ${JSON.stringify(request.body)}` : ''}`,
    `status ${response.statusCode}`,
    ...headers,
    ...cookies.map((c) => `set-cookie: ${c}`),
    bodyText(contentType, response.rawPayload),
    '',
  );
  return response;
}

async function json(label: string, request: Ask) {
  return (await ask(label, request)).json() as Record<string, unknown> & { Datos?: Record<string, unknown> };
}

/** Logs in; the session's token is masked from then on. Returns the headers a customer's requests carry. */
async function login(usuario: string) {
  const answer = await json(`login ${usuario}`, {
    method: 'POST',
    url: api('TerceroApi/LoginTercero'),
    body: { usuario, contrasena: 'demo-2026' },
  });
  const token = String(answer.Datos?.Token ?? '');
  if (!token) throw new Error(`login ${usuario} failed`);
  masks.push([new RegExp(token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), `<token of ${usuario}>`]);
  const datos = answer.Datos ?? {};
  return {
    terceroid: Number(datos.Terceroid),
    tercerosucid: Number(datos.Tercerosucid),
    bearer: { authorization: `Bearer ${token}` },
    cookie: { cookie: `mostrador_sesion=${token}` },
  };
}

const base = 'usuarioid=1&empresaid=1';
const html = (lang: string) => ({ accept: 'text/html', 'accept-language': lang });

// Public reads: health, demo accounts, catalogue, product, pictures, places, rates, SEO.
await ask('health', { url: api('health') });
await ask('demo accounts', { url: api('TerceroApi/CuentasDemo') });
const first = await json('products', { url: api(`ProductoApi/GetProductos_V2?${base}`) });
for (const query of [
  'start=0&length=5',
  'start=5&length=5',
  'descripcion=camisa',
  'codigo=P1',
  'categoriaid=1',
  'grupoid=2',
  'subgrupoid=3',
  'precio_min=10000&precio_max=90000',
  'pagesize=3&bodegaid=0',
  'length=abc',
  'precio_min=-1',
]) {
  await ask(`products ${query}`, { url: api(`ProductoApi/GetProductos_V2?${base}&${query}`) });
  await ask(`count ${query}`, { url: api(`ProductoApi/ContarProductos?${base}&${query}`) });
}
const records = (Array.isArray(first) ? first : ((first.Registros ?? first.Datos ?? []) as unknown[])) as {
  Productoid?: number;
  Imagenes?: unknown;
  Disponible?: number;
}[];
// Products with stock to order (the demo's first ones may have none).
const ids = records
  .filter((r) => (r.Disponible ?? 0) >= 10)
  .map((r) => r.Productoid)
  .filter((id): id is number => typeof id === 'number');
const productIds = [...ids.slice(0, 4), ids.at(-1) ?? 1];
for (const id of productIds) {
  await ask(`product ${id}`, { url: api(`ProductoApi/GetProductoDataTercero_v2?${base}&productoid=${id}`) });
}
await ask('product unknown', { url: api(`ProductoApi/GetProductoDataTercero_v2?${base}&productoid=999999`) });
await ask('product unknown, 200', {
  url: api(`ProductoApi/GetProductoDataTercero_v2?${base}&productoid=999999&ausente200=true`),
});
await ask('product bad id', { url: api(`ProductoApi/GetProductoDataTercero_v2?${base}&productoid=x`) });
await ask('categories', { url: api(`CategoriaApi/GetCategoriasGrupos?${base}`) });
await ask('subgroups', { url: api(`GrupoApi/GetSubGrupo?${base}&categoriaid=1`) });
await ask('departments', { url: api(`DepartamentoApi/DepartamentoGet?${base}`) });
await ask('cities', { url: api(`CiudadApi/CiudadesDeptoGet?${base}&Departamentoid=05`) });
await ask('cities, bad', { url: api(`CiudadApi/CiudadesDeptoGet?${base}&Departamentoid=zz`) });
await ask('rates', { url: api(`MonedaApi/GetTasas?${base}`) });
const picture = records.map((r) => String([r.Imagenes].flat()[0] ?? '').split(',')[0]).find(Boolean);
if (picture) await ask('picture', { url: `/Files/Images/${picture.slice(picture.lastIndexOf('/') + 1)}` });
await ask('picture missing', { url: '/Files/Images/none.webp' });
await ask('sitemap', { url: '/sitemap.xml' });
await ask('robots', { url: '/robots.txt' });
await ask('newsletter', {
  method: 'POST',
  url: api('BoletinApi/SuscripcionCreate'),
  body: { Email: 'a@example.com' },
});
await ask('newsletter, bad', {
  method: 'POST',
  url: api('BoletinApi/SuscripcionCreate'),
  body: { Email: 'x' },
});
await ask('unknown api path', { url: api('Nada/Nada') });

// Login and the customer's own reads.
await ask('login, wrong password', {
  method: 'POST',
  url: api('TerceroApi/LoginTercero'),
  body: { usuario: 'demo1', contrasena: 'nope' },
});
await ask('login, no body', { method: 'POST', url: api('TerceroApi/LoginTercero'), body: {} });
const demo1 = await login('demo1');
const demo2 = await login('demo2');
await ask('session', { url: api('TerceroApi/LoginTercero'), headers: demo1.cookie });
const who = `${base}&terceroid=${demo1.terceroid}`;
for (const [label, path] of [
  ['customer info', `TerceroApi/InfoTercero?${who}`],
  ['document counts', `TerceroApi/TerceroDatosDocumentos?${who}`],
  ['document counts, branch', `TerceroApi/TerceroDatosDocumentos?${who}&tercerosucid=${demo1.tercerosucid}`],
  ['customer data', `TerceroApi/TerceroGetData?${who}`],
  ['branches', `TerceroApi/TerceroSucursalDetalleget?${who}`],
  ['invoices', `TerceroApi/TerceroSucGetFactura?${who}`],
  ['invoices, branch', `TerceroApi/TerceroSucGetFactura?${who}&tercerosucid=${demo1.tercerosucid}`],
  ['orders', `TerceroApi/TerceroGetPedido?${who}`],
  ['orders, dates', `TerceroApi/TerceroGetPedido?${who}&fechaini=2026-10-01&fechafin=2026-12-6`],
  ['orders, state', `TerceroApi/TerceroGetPedido?${who}&estado=Pendiente`],
  ['orders, bad date', `TerceroApi/TerceroGetPedido?${who}&fechaini=2026-02-30`],
  ['receipts', `TerceroApi/TerceroGetRecibos?${who}`],
  ['account summary', `EstadoCuentaApi/Resumen?${who}`],
  ['statement', `EstadoCuentaApi/Extracto?${who}&desde=2026-01-01&hasta=2026-12-06`],
  ['statement, bad range', `EstadoCuentaApi/Extracto?${who}&desde=2026-12-06&hasta=2026-01-01`],
  ['statement link', `EstadoCuentaApi/ExtractoEnlace?${who}&desde=2026-01-01&hasta=2026-12-06&lang=es`],
  ['product at level', `ProductoApi/GetProductoDataTercero_v2?${who}&productoid=${productIds[0]}`],
  ['products at level', `ProductoApi/GetProductos_V2?${who}&length=5`],
  ['saved lists', `ListaApi/Listas?${who}`],
  ['quick order suggest', `PedidoRapidoApi/Sugerencias?${base}&texto=ca`],
]) {
  await ask(label ?? '', { url: api(path ?? ''), headers: demo1.bearer });
}
await ask('customer info, another customer', {
  url: api(`TerceroApi/InfoTercero?${base}&terceroid=${demo2.terceroid}`),
  headers: demo1.bearer,
});
await ask('customer info, no session', { url: api(`TerceroApi/InfoTercero?${who}`) });
await ask('invoices demo2', {
  url: api(`TerceroApi/TerceroSucGetFactura?${base}&terceroid=${demo2.terceroid}`),
  headers: demo2.bearer,
});

// Documents by id: reorder lines, printable documents and their links.
const invoices = await json('invoices again', {
  url: api(`TerceroApi/TerceroSucGetFactura?${who}`),
  headers: demo1.bearer,
});
const orders = await json('orders again', {
  url: api(`TerceroApi/TerceroGetPedido?${who}`),
  headers: demo1.bearer,
});
const receipts = await json('receipts again', {
  url: api(`TerceroApi/TerceroGetRecibos?${who}`),
  headers: demo1.bearer,
});
const idOf = (answer: Record<string, unknown>, key: string): number | undefined => {
  const list = (Array.isArray(answer) ? answer : (answer.Registros ?? answer.Datos ?? [])) as Record<
    string,
    unknown
  >[];
  const value = list[0]?.[key] ?? list[0]?.id;
  return typeof value === 'number' ? value : undefined;
};
const invoiceId = idOf(invoices, 'facturaid') ?? 1;
const orderId = idOf(orders, 'pedidoid') ?? 1;
const receiptId = idOf(receipts, 'id') ?? 1;
await ask('reorder an order', {
  url: api(`ReordenApi/Lineas?${who}&pedidoid=${orderId}`),
  headers: demo1.bearer,
});
await ask('reorder an invoice', {
  url: api(`ReordenApi/Lineas?${who}&facturaid=${invoiceId}`),
  headers: demo1.bearer,
});
await ask('reorder, both', {
  url: api(`ReordenApi/Lineas?${who}&facturaid=${invoiceId}&pedidoid=${orderId}`),
  headers: demo1.bearer,
});
await ask('reorder, another customer', {
  url: api(`ReordenApi/Lineas?${base}&terceroid=${demo2.terceroid}&pedidoid=${orderId}`),
  headers: demo2.bearer,
});
for (const [kind, id] of [
  ['factura', invoiceId],
  ['pedido', orderId],
  ['recibo', receiptId],
] as const) {
  const link = await json(`link ${kind}`, {
    url: api(`ReporteApp/Enlace?${base}&tipo=${kind}&id=${id}&lang=es`),
    headers: demo1.bearer,
  });
  const url = String(link.Datos?.Url ?? '');
  if (url) await ask(`printable ${kind} by link`, { url });
}
await ask('printable invoice by session', {
  url: `/ReporteApp/Factura/ImprimirFactura?${base}&id=${invoiceId}&lang=en`,
  headers: demo1.cookie,
});
await ask('printable order by session', {
  url: `/ReporteApp/Pedido/ImprimirPedido?${base}&id=${orderId}&lang=de`,
  headers: demo1.cookie,
});
await ask('printable receipt by session', {
  url: `/ReporteApp/Recibo/ImprimirRecibo?id=${receiptId}&lang=fn`,
  headers: demo1.cookie,
});
await ask('printable invoice, alternative', {
  url: `/ReporteApp/Factura/FormatoAlternoVer?${base}&facturaid=${invoiceId}&page=1`,
  headers: demo1.cookie,
});
await ask('printable invoice, another customer', {
  url: `/ReporteApp/Factura/ImprimirFactura?${base}&id=${invoiceId}`,
  headers: demo2.cookie,
});
await ask('printable, bad signature', {
  url: `/ReporteApp/Factura/ImprimirFactura?${base}&id=${invoiceId}&exp=1&firma=abc`,
});
await ask('printable statement', {
  url: `/ReporteApp/EstadoCuenta/ImprimirExtracto?${who}&desde=2026-01-01&hasta=2026-12-06&lang=es`,
  headers: demo1.cookie,
});
await ask('report link, bad kind', {
  url: api(`ReporteApp/Enlace?${base}&tipo=otro&id=1`),
  headers: demo1.bearer,
});

// Quick order.
const quick = (rows: unknown, headers = demo1.bearer) =>
  ask('quick order', {
    method: 'POST',
    url: api(`PedidoRapidoApi/Validar?${base}`),
    body: { Filas: rows },
    headers,
  });
const codes = await json('codes', { url: api(`ProductoApi/GetProductos_V2?${base}&length=6`) });
const codeList = ((codes.Datos ?? []) as unknown as { Producto_cod?: string; Referencia?: string }[])
  .map((r, i) => (i % 2 ? r.Referencia : r.Producto_cod) ?? '')
  .filter(Boolean);
await quick(codeList.map((Codigo, i) => ({ Codigo, Cantidad: i + 1 })));
await quick([
  { Codigo: codeList[0] ?? 'x', Cantidad: '2' },
  { Codigo: 'NOPE', Cantidad: 1 },
  { Codigo: codeList[1] ?? 'x', Cantidad: 'dos' },
  { Codigo: '', Cantidad: 1 },
  { Codigo: codeList[2] ?? 'x', Cantidad: 100000 },
]);
await quick([{ Codigo: codeList[0] ?? 'x', Cantidad: 1 }], { authorization: '' });
await quick([]);

// Saved lists.
const lineOf = (id: number | undefined, quantity: number) => ({ Productoid: id ?? 1, Cantidad: quantity });
const saved = await json('save list', {
  method: 'POST',
  url: api(`ListaApi/Guardar?${who}`),
  body: { Nombre: 'Semanal', Lineas: [lineOf(productIds[0], 2), lineOf(productIds[1], 1)] },
  headers: demo1.bearer,
});
const listId = Number(saved.Datos?.listaid ?? 1);
await ask('save list, same name', {
  method: 'POST',
  url: api(`ListaApi/Guardar?${who}`),
  body: { Nombre: 'Semanal', Lineas: [lineOf(productIds[2], 3)] },
  headers: demo1.bearer,
});
await ask('save list, bad', {
  method: 'POST',
  url: api(`ListaApi/Guardar?${who}`),
  body: { Nombre: '', Lineas: [] },
  headers: demo1.bearer,
});
await ask('saved lists after', { url: api(`ListaApi/Listas?${who}`), headers: demo1.bearer });
await ask('saved list', { url: api(`ListaApi/Lista?${who}&listaid=${listId}`), headers: demo1.bearer });
await ask('saved list, another customer', {
  url: api(`ListaApi/Lista?${base}&terceroid=${demo2.terceroid}&listaid=${listId}`),
  headers: demo2.bearer,
});
await ask('remove list', {
  method: 'POST',
  url: api(`ListaApi/Eliminar?${who}&listaid=${listId}`),
  headers: demo1.bearer,
});
await ask('saved list, removed', {
  url: api(`ListaApi/Lista?${who}&listaid=${listId}`),
  headers: demo1.bearer,
});

// Orders: a customer's, a guest's, refusals, the guest's look-up.
const order = (label: string, body: unknown, headers: Record<string, string>, key: string, guest = false) =>
  json(label, {
    method: 'POST',
    url: api(`PedidoApi/${guest ? 'PedidoWebCreateAnonimo' : 'PedidoWebCreate'}?${base}`),
    body,
    headers: { ...headers, 'idempotency-key': key },
  });
clock.time += 60_000;
const customerOrder = {
  Tercerosucid: demo1.tercerosucid,
  Observacion: 'Entregar en la tarde',
  Detalles: [lineOf(productIds[0], 2), lineOf(productIds[1], 1)],
};
const placed = await order('customer order', customerOrder, demo1.bearer, 'order-key-1');
await order('customer order, retried', customerOrder, demo1.bearer, 'order-key-1');
const withoutNote = { Tercerosucid: customerOrder.Tercerosucid, Detalles: customerOrder.Detalles };
await order('customer order, same key', withoutNote, demo1.bearer, 'order-key-1');
const shortGuest = {
  Nit: '900123456',
  Tercero: 'Otro',
  Telefono1: '3001234567',
  Direccion: 'Calle 2',
  Email: 'o@example.com',
  Ciudad: 'Medellín',
  Departamento: 'Antioquia',
  Detalles: [lineOf(productIds[2], 99999)],
};
await order('guest order, too many', shortGuest, {}, 'guest-key-9', true);
await order('guest order, too many, retried', shortGuest, {}, 'guest-key-9', true);
await order(
  'customer order, too many',
  { Tercerosucid: demo1.tercerosucid, Detalles: [lineOf(productIds[2], 99999)] },
  demo1.bearer,
  'order-key-2',
);
await order(
  'customer order, unknown product',
  { Tercerosucid: demo1.tercerosucid, Detalles: [lineOf(999999, 1)] },
  demo1.bearer,
  'order-key-3',
);
await order(
  'customer order, another branch',
  { Tercerosucid: 999999, Detalles: [lineOf(productIds[0], 1)] },
  demo1.bearer,
  'order-key-4',
);
await order(
  'customer order, no lines',
  { Tercerosucid: demo1.tercerosucid, Detalles: [] },
  demo1.bearer,
  'order-key-5',
);
await order(
  'customer order, no session',
  { Tercerosucid: demo1.tercerosucid, Detalles: [lineOf(productIds[0], 1)] },
  {},
  'order-key-6',
);
await order(
  'customer order demo2',
  { Tercerosucid: demo2.tercerosucid, Detalles: [lineOf(productIds[3], 4)] },
  demo2.bearer,
  'order-key-7',
);
clock.time += 60_000;
const guestOrder = await order(
  'guest order',
  { ...GUEST, Observacion: 'Sin bolsa', Detalles: [lineOf(productIds[1], 1)] },
  {},
  'guest-key-1',
  true,
);
await order(
  'guest order, bad Nit',
  { ...GUEST, Nit: '1', Detalles: [lineOf(productIds[1], 1)] },
  {},
  'guest-key-2',
  true,
);
await order(
  'guest order, no city',
  { ...GUEST, Ciudad: '', Detalles: [lineOf(productIds[1], 1)] },
  {},
  'guest-key-3',
  true,
);
const guestNumber = `WEB-${String(guestOrder.Datos?.numero ?? 1)}`;
for (const [label, body] of [
  ['guest look-up', { Numero: guestNumber, Contacto: GUEST.Email, lang: 'es' }],
  ['guest look-up by Nit', { Numero: guestNumber, Contacto: GUEST.Nit }],
  ['guest look-up, wrong contact', { Numero: guestNumber, Contacto: 'x@example.com' }],
  ['guest look-up, bad', { Numero: '', Contacto: '' }],
] as const) {
  await ask(label, { method: 'POST', url: api(`PedidoApi/PedidoWebConsultaAnonimo?${base}`), body });
}
await ask('orders after ordering', { url: api(`TerceroApi/TerceroGetPedido?${who}`), headers: demo1.bearer });
await ask('document counts after ordering', {
  url: api(`TerceroApi/TerceroDatosDocumentos?${who}`),
  headers: demo1.bearer,
});
await ask('product after ordering', {
  url: api(`ProductoApi/GetProductoDataTercero_v2?${who}&productoid=${productIds[0]}`),
  headers: demo1.bearer,
});
await ask('reorder the new order', {
  url: api(`ReordenApi/Lineas?${who}&pedidoid=${String(placed.Datos?.pedidoid ?? 1)}`),
  headers: demo1.bearer,
});

// Pages rendered on the server, as a guest and as a customer, in two languages.
const pages = [
  '/',
  '/home-fashion-two',
  '/shop-grid-standard',
  '/shop-grid-filter/1',
  `/product/${productIds[0]}`,
  `/product-tab-left/${productIds[1]}`,
  '/product/999999',
  '/about',
  '/contact',
  '/cart',
  '/checkout',
  '/quick-order',
  '/login-page',
  '/no-such-page',
];
for (const page of pages) await ask(`page ${page}`, { url: page, headers: html('es') });
for (const page of ['/', `/product/${productIds[0]}`, '/shop-grid-standard']) {
  await ask(`page ${page} en`, { url: page, headers: html('en') });
  await ask(`page ${page} customer`, { url: page, headers: { ...html('es'), ...demo1.cookie } });
}
await ask('page /my-account/home customer', {
  url: '/my-account/home',
  headers: { ...html('es'), ...demo1.cookie },
});
await ask('logout', { method: 'POST', url: api('TerceroApi/Logout'), headers: demo1.cookie, body: {} });
await ask('session after logout', { url: api('TerceroApi/LoginTercero'), headers: demo1.cookie });

await app.close();
await database.close();
writeFileSync(outFile, masked(out.join('\n')));
console.log(`${out.filter((line) => line.startsWith('### ')).length} answers written to ${outFile}`);
