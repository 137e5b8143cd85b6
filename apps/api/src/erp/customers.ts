// Customers through the ERP: login checked against its LoginTercero (by GET, as its clients log in); the
// customer and its branches are mirrored into our tables (orders and sessions point at them), and a session
// of ours is issued by the auth module. Invoices, orders and receipts are read from the ERP on demand, only
// ever for the session's own customer, and kept a short while.
import {
  type Factura,
  type Pedido,
  type PedidoEstado,
  pedidoEstadoOf,
  type Recibo,
} from '@mostrador/contract';
import { toMinor } from '@mostrador/domain';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { DEFAULT_TERM_DAYS, type Ledger } from '../db/read-models/ledger';
import { settingOf } from '../db/settings';
import { unavailable } from '../lib/errors';
import { searchText } from '../lib/text';
import type { ExternalLogin, RemoteDocuments } from '../types';
import type { ErpClient } from './client';
import type { ErpPedido } from './order-calls';
import { MARKER_ID_KEY, markedOrders } from './outbox';
import { ErpUnavailable } from './transport';

/** How long an answer of the ERP about a customer's documents is reused. */
export const DOCUMENTS_CACHE_MS = 30_000;

/** The answer (503) to a customer's invoices, receipts, last sale or counts while the ERP cannot be asked. */
export const DOCUMENTS_UNAVAILABLE =
  'No podemos consultar sus documentos en este momento: intente de nuevo en unos minutos';

/**
 * The most pages of invoices, and of receipts, read for one customer's ledger (the ERP gives 20 a page: 10,000
 * documents each). An ERP that still has more is taken as not answering sensibly: its figures would be short.
 */
export const MAX_LEDGER_PAGES = 500;

/** The ERP's `fecha` (YYYY-MM-DD, perhaps with a time after it) as the ledger's date. */
function ledgerDate(fecha: string, what: string): string {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(fecha)?.[0];
  if (!date)
    throw new ErpUnavailable(`el ERP dio una fecha que no se entiende en ${what}: ${fecha}`, 'answer');
  return date;
}

/** The city of a branch, named by the ERP: its code in our places table (by names, ignoring case and accents). */
async function cityCode(db: Database, city: string, department: string): Promise<string | undefined> {
  const rows = await db
    .selectFrom('ciudades as c')
    .innerJoin('departamentos as d', 'd.id', 'c.departamento_id')
    .select(['c.id', 'c.nombre', 'd.nombre as departamento'])
    .execute();
  const match = rows.filter((r) => searchText(r.nombre) === searchText(city));
  return (match.find((r) => searchText(r.departamento) === searchText(department)) ?? match[0])?.id;
}

export function createErpLogin(db: Database, client: ErpClient): ExternalLogin {
  return async (usuario, contrasena) => {
    let login: Awaited<ReturnType<ErpClient['login']>>;
    try {
      login = await client.login(usuario, contrasena);
    } catch (error) {
      if (error instanceof ErpUnavailable) return { kind: 'unavailable' };
      throw error;
    }
    if (!login) return { kind: 'unknown' };
    const level = Number(login.PrecioNivel.slice(-1));
    // Branches and data of the customer, as the ERP has them now (best effort: the login stands without them).
    const [branches, data] = await Promise.all([
      client.sucursales(login.Terceroid).catch(() => []),
      client.tercero(login.Terceroid).catch(() => undefined),
    ]);
    const places = await Promise.all(
      branches.map(async (b) => ({ b, city: await cityCode(db, b.ciudad_descrip, b.departamento_descrip) })),
    );
    await db.transaction().execute(async (trx) => {
      const customer = {
        nombre: login.Tercero,
        nit: data?.nit ?? '',
        dv: data?.dv ?? '',
        telefono: data?.telefono ?? '',
        precio_nivel: level,
      };
      await trx
        .insertInto('terceros')
        .values({ id: login.Terceroid, usuario: null, password_hash: null, ...customer })
        .onConflict((oc) => oc.column('id').doUpdateSet(customer))
        .execute();
      for (const { b, city } of places) {
        if (!city) continue;
        const branch = {
          tercero_id: login.Terceroid,
          nombre: b.direccion,
          direccion: b.direccion,
          ciudad_id: city,
          correo: b.correo_electronico,
          principal: b.tercerosucid === login.Tercerosucid,
        };
        await trx
          .insertInto('tercero_sucursales')
          .values({ id: b.tercerosucid, ...branch })
          .onConflict((oc) =>
            oc.column('id').doUpdateSet(branch).where('tercero_sucursales.tercero_id', '=', login.Terceroid),
          )
          .execute();
      }
    });
    return {
      kind: 'ok',
      customer: {
        customerId: login.Terceroid,
        branchId: login.Tercerosucid,
        name: login.Tercero,
        priceLevel: level,
      },
    };
  };
}

/**
 * Every document of a list the ERP gives a page at a time by offset (`rows`), newest first: pages are read until
 * one comes short (fewer than the first) or empty, MAX_LEDGER_PAGES at most. A document met twice (a new one
 * pushed the list down while it was read) counts once; a page of documents all met already means the ERP does
 * not page by the offset, and the list cannot be read whole.
 */
async function everyPage<T>(page: (offset: number) => Promise<T[]>, idOf: (row: T) => number): Promise<T[]> {
  const all = new Map<number, T>();
  let offset = 0;
  let size = 0;
  for (let pages = 0; pages < MAX_LEDGER_PAGES; pages++) {
    const rows = await page(offset);
    if (rows.length === 0) return [...all.values()];
    size ||= rows.length;
    if (rows.every((row) => all.has(idOf(row))))
      throw new ErpUnavailable(`el ERP repite los mismos documentos desde rows=${offset}`, 'answer');
    for (const row of rows) all.set(idOf(row), row);
    offset += rows.length;
    if (rows.length < size) return [...all.values()];
  }
  throw new ErpUnavailable(`el ERP dio más de ${MAX_LEDGER_PAGES} páginas de documentos`, 'answer');
}

/**
 * Answers of the ERP kept DOCUMENTS_CACHE_MS by key, 5,000 at most (the least recently asked go first); a
 * failure is not kept. `answered`: the ERP not answering said as the 503 to try again (logged at warn).
 */
function documentsCache(now: () => Date, log?: Pick<FastifyBaseLogger, 'warn'>) {
  const cache = new LRUCache<string, Promise<unknown>>({
    max: 5_000,
    ttl: DOCUMENTS_CACHE_MS,
    // The server's clock (tests move it), read on every look-up.
    perf: { now: () => now().getTime() },
    ttlResolution: 0,
  });
  function answered<T>(asked: Promise<T>): Promise<T> {
    return asked.catch((error: unknown) => {
      if (!(error instanceof ErpUnavailable)) throw error;
      log?.warn(
        { reason: error.message, status: error.answer?.status ?? null },
        'erp documents unavailable: answered 503',
      );
      throw unavailable(DOCUMENTS_UNAVAILABLE);
    });
  }
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit) return hit as Promise<T>;
    const value = answered(load());
    cache.set(key, value);
    // A failure is not kept: the next request asks the ERP again.
    value.catch(() => {
      if (cache.get(key) === value) cache.delete(key);
    });
    return value;
  }
  return { answered, cached };
}

/** A customer's invoices and receipts, every page read afresh, as the ledger's records. */
async function readLedger(client: ErpClient, terceroid: number): Promise<Ledger> {
  const [invoices, receipts] = await Promise.all([
    everyPage(
      (offset) => client.facturas(terceroid, undefined, offset),
      (f) => f.facturaid,
    ),
    everyPage(
      (offset) => client.recibos(terceroid, offset),
      (r) => r.id,
    ),
  ]);
  return {
    invoices: invoices.map((f) => ({
      id: f.facturaid,
      prefijo: f.prefijo,
      numero: f.numero,
      date: ledgerDate(f.fecha, `la factura ${f.facturaid}`),
      term: DEFAULT_TERM_DAYS,
      total: toMinor(f.total),
      balance: toMinor(f.saldo),
    })),
    receipts: receipts.map((r) => ({
      id: r.id,
      document: r.Documento,
      date: ledgerDate(r.Fecha, `el recibo ${r.id}`),
      amount: toMinor(r.Valor),
    })),
  };
}

/**
 * The web orders this shop sent the customer, by their id in the ERP, and whether an order of the ERP's is
 * one of them: its id is stored on one of ours, or (an order whose answer was lost, not yet found by the
 * outbox) its note carries the marker of one of ours the ERP has not been heard to have. A marker copied into
 * another order's note (a sales rep's copy of a web order the ERP already has) does not hide that order.
 */
async function sentFromHere(db: Database, terceroid: number) {
  const [sent, marca] = await Promise.all([
    db
      .selectFrom('pedidos')
      .select(['id', 'prefijo', 'numero', 'estado', 'erp_pedidoid'])
      .where('tercero_id', '=', terceroid)
      .where('origen', '=', 'web')
      .execute(),
    settingOf(db, MARKER_ID_KEY),
  ]);
  const byErpId = new Map(
    sent.flatMap((order) => (order.erp_pedidoid === null ? [] : [[order.erp_pedidoid, order]])),
  );
  const unheard = new Set(
    sent.filter((order) => order.erp_pedidoid === null).map((order) => `${order.prefijo}-${order.numero}`),
  );
  return {
    byErpId,
    isOurs: (order: ErpPedido) =>
      byErpId.has(order.pedidoid) ||
      (marca !== undefined && markedOrders(order.Observacion, marca).some((name) => unheard.has(name))),
  };
}

/**
 * Writes on the shop's web orders the states the ERP gives them (one statement a change of state, each
 * unless the order's state changed meanwhile). Best effort: the list is answered without it (logged).
 */
async function takeStates(
  db: Database,
  all: ErpPedido[],
  byErpId: Map<number, { id: number; estado: PedidoEstado }>,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const changes = new Map<string, { from: PedidoEstado; to: PedidoEstado; ids: number[] }>();
  for (const order of all) {
    const ours = byErpId.get(order.pedidoid);
    const to = pedidoEstadoOf(order.estado_descripcion);
    if (!ours || !to || to === ours.estado) continue;
    const change = changes.get(`${ours.estado}>${to}`) ?? { from: ours.estado, to, ids: [] };
    change.ids.push(ours.id);
    changes.set(`${ours.estado}>${to}`, change);
  }
  try {
    for (const { from, to, ids } of changes.values()) {
      await db
        .updateTable('pedidos')
        .set({ estado: to })
        .where('id', 'in', ids)
        .where('estado', '=', from)
        .execute();
    }
  } catch (error) {
    log?.warn({ err: error }, "erp orders: the ERP's states not written on the web orders");
  }
}

/** An order the ERP has and this shop did not send, as the shop's list of orders shows it. */
function listedErpOrder(order: ErpPedido): Pedido {
  const estado = pedidoEstadoOf(order.estado_descripcion);
  return {
    pedidoid: order.pedidoid,
    prefijo: order.prefijo,
    numero: order.numero,
    fecha: ledgerDate(order.fecha, `el pedido ${order.pedidoid}`),
    conteo: order.conteo,
    vlrbruto: order.vlrbruto,
    impuesto: order.impuesto,
    total: order.total,
    estado_descripcion: order.estado_descripcion,
    ...(estado ? { estado } : {}),
    web: false,
    solo_erp: true,
  };
}

/**
 * Invoices and receipts from the ERP, kept DOCUMENTS_CACHE_MS per customer and page, 5,000 answers at most
 * (the least recently asked go first: a customer paging through every offset cannot grow the process); a
 * customer's ledger (every page of both, read for it, for the account's figures) and its orders (every page,
 * less those this shop sent) are kept as long.
 * While the ERP cannot be asked (ErpUnavailable) they reject with a 503 HttpError (DOCUMENTS_UNAVAILABLE),
 * logged at warn level: an ERP that is down is not an error of ours.
 */
export function createErpDocuments(
  client: ErpClient,
  db: Database,
  now: () => Date,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): RemoteDocuments {
  const { answered, cached } = documentsCache(now, log);
  function facturas(terceroid: number, tercerosucid: number | undefined, offset: number): Promise<Factura[]> {
    return cached(`f:${terceroid}:${tercerosucid ?? ''}:${offset}`, () =>
      client.facturas(terceroid, tercerosucid, offset),
    );
  }
  function recibos(terceroid: number, offset: number): Promise<Recibo[]> {
    return cached(`r:${terceroid}:${offset}`, () => client.recibos(terceroid, offset));
  }
  function ledger(terceroid: number): Promise<Ledger> {
    // Read afresh, not through the pages kept for the lists: pages kept at different times could overlap.
    return cached(`l:${terceroid}`, () => readLedger(client, terceroid));
  }
  /**
   * Every order of the customer's in the ERP (every page, one entry a customer: its range is cut by the
   * caller), less this shop's; the states the ERP gives the web orders it has are written on them here (the
   * ERP is the book of record: a web order it dispatched reads so in the shop too). A state it names that is
   * not one of ours is left; the stock is not touched (the ERP's comes with the next sync).
   */
  function orders(terceroid: number) {
    return cached(`p:${terceroid}`, async () => {
      const [all, sent] = await Promise.all([
        everyPage(
          (offset) => client.pedidos(terceroid, offset),
          (p) => p.pedidoid,
        ),
        sentFromHere(db, terceroid),
      ]);
      await takeStates(db, all, sent.byErpId, log);
      return all
        .filter((order) => !sent.isOurs(order))
        .map(listedErpOrder)
        .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.pedidoid - a.pedidoid);
    });
  }
  return {
    info(terceroid) {
      return cached(`i:${terceroid}`, () => client.info(terceroid));
    },
    counts(terceroid, tercerosucid) {
      return cached(`n:${terceroid}:${tercerosucid ?? ''}`, () => client.counts(terceroid, tercerosucid));
    },
    facturas,
    recibos,
    orders,
    ledger,
    async owns(kind, terceroid, id) {
      if (kind === 'pedido') return (await orders(terceroid)).some((order) => order.pedidoid === id);
      const { invoices, receipts } = await ledger(terceroid);
      return (kind === 'factura' ? invoices : receipts).some((document) => document.id === id);
    },
    printable(kind, id) {
      // Not kept: a page is asked for once, to be printed.
      return answered(client.printable(kind, id));
    },
  };
}
