// A client of the ERP's apiGold wire (DESIGN.md's table), built on packages/contract: every answer is parsed
// with the contract's schemas and read where the ERP puts its data. It calls as the ERP's own clients do:
// usuarioid and empresaid on every call, the shared credential as the bearer, login by GET.
// The credential is only ever put in the Authorization header: never in a URL, an error message or a log.
// No redirect is followed (erpFetch): one is an error, and the log says where it pointed.
// The edge of the connector: sync.ts and outbox.ts get and give our records (the catalogue writer's
// products and tree, an order's lines in English); the ERP's names are read and written only here.
import {
  type Categoria,
  categoriasResponse,
  type DatosDocumentos,
  datosDocumentosAnswer,
  type Factura,
  type FaltanteDisponible,
  facturasAnswer,
  type InfoTercero,
  infoTerceroAnswer,
  loginAnswer,
  noProductFilters,
  orderPaths,
  type PedidoCreado,
  PICTURES_BASE,
  type PriceLevel,
  type Product,
  paths,
  pedido,
  pedidoWebCreateResponse,
  product,
  type Recibo,
  type ReportKind,
  recibosAnswer,
  reportPathOf,
  type Sucursal,
  statusWith,
  sucursalesAnswer,
  type TerceroData,
  terceroDataAnswer,
  tiers,
} from '@mostrador/contract';
import { toMinor } from '@mostrador/domain';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod/mini';
import type { CatalogueProduct, TreeRow } from '../db/catalogue-writer';
import { type PageFile, selfContainedPage } from './printable-page';

/** The most bytes of one of the ERP's printable pages the shop passes on. */
export const MAX_PRINTABLE_BYTES = 5 * 1024 * 1024;

/** How the connector's messages name a document of each kind. */
const documentName: Record<ReportKind, string> = {
  factura: 'la factura',
  pedido: 'el pedido',
  recibo: 'el recibo',
};

/** The most bytes of one stylesheet, picture or font of a printable page the shop writes into it. */
export const MAX_PAGE_FILE_BYTES = 1024 * 1024;
/** How long a printable page waits for its files, all of them together, after the page has come. */
export const PAGE_FILES_WAIT_MS = 5_000;
/** How long a printable page's file is kept for the next print (the ERP's stylesheets and logo seldom change). */
export const PAGE_FILES_KEPT_MS = 10 * 60_000;

/** The body of `response`, read as it comes; `tooBig` (which throws) once it passes `max` bytes. */
async function readUpTo(response: Response, max: number, tooBig: () => never): Promise<Uint8Array> {
  if (Number(response.headers.get('content-length')) > max) tooBig();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > max) {
      await response.body?.cancel();
      tooBig();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The ERP did not answer usably: down, too slow, or a 5xx. An order sent may or may not have been created. */
export class ErpUnavailable extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'timeout' | 'http' | 'answer',
    /** The HTTP status and the ERP's `Msj`, when an answer came. */
    readonly answer?: { status: number; msj: string | undefined },
  ) {
    super(message);
    this.name = 'ErpUnavailable';
  }
}

/** The `Msj` of an answer's envelope, when it has one (a proxy's error page has none). */
function msjOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || !('Msj' in json)) return undefined;
  return typeof json.Msj === 'string' ? json.Msj : undefined;
}

/**
 * The statuses at which the ERP answers an order it will not take (a Status:false envelope, or the stock
 * shortage answer): its own verdict on the order. Any other status (404 of a wrong ERP_URL, 405, 408, 413,
 * 429 of a proxy, ...) says nothing of the order: it is tried again later, like a network failure.
 */
const ORDER_VERDICT_STATUSES: ReadonlySet<number> = new Set([200, 400, 409, 422]);

export interface ErpClientOptions {
  /** The apiGold/ base, with its trailing slash. */
  url: string;
  token: string;
  usuarioId: number;
  empresaId: number;
  timeoutMs: number;
  /** Where a redirect of the ERP is said (warn): it is never followed. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export type Params = Record<string, string | number | null | undefined>;

/** A record of the ERP's catalogue we could not read: its id (whatever the ERP sent) and why. */
export interface SkippedProduct {
  id: unknown;
  problem: string;
}

/** A page of GetProductos_V2: the products that parse (as we store them), and the records that did not. */
export interface ProductPage {
  products: CatalogueProduct[];
  /** Records of the page (parsed or not): 0 means the end of the catalogue. */
  size: number;
  invalid: SkippedProduct[];
}

/** GetCategoriasGrupos as we store it, and the pictures it names (file names, some empty). */
export interface CatalogueTree {
  tree: TreeRow;
  pictures: string[];
}

/** An order line as the outbox hands it over; money in major units, as the ERP takes it. */
export interface ErpOrderLine {
  productId: number;
  quantity: number;
  unitPrice: number;
  taxPercent: number;
  note: string;
}

/** A web order as the outbox hands it over: a customer's (with its branch) or a guest's. */
export type ErpOrder = { note: string; lines: ErpOrderLine[] } & (
  | { kind: 'customer'; customerId: number; branchId: number | null }
  /** `guest`: the guest's details as the order stored them, in the ERP's names (sent as they are). */
  | { kind: 'guest'; guest: Record<string, string> }
);

/**
 * A line the ERP was short of, kept as the ERP gave it: the order stores it (`pedidos.erp_faltantes`) and the
 * documents answer sends it back unchanged, so it never needs our words.
 */
export type ErpShortage = FaltanteDisponible;

/** What the ERP answers to an order. */
export type OrderResult =
  | { kind: 'created'; order: PedidoCreado }
  | { kind: 'short'; shortages: ErpShortage[]; message: string; status: number }
  | { kind: 'refused'; message: string; status: number };

const minor = (major: number | null): number | null => (major === null ? null : toMinor(major));

/** The category tree as we store it (in the ERP's order), and the pictures of categories and groups. */
export function treeOf(categories: readonly Categoria[]): CatalogueTree {
  const tree: TreeRow = { categorias: [], grupos: [], subgrupos: [] };
  categories.forEach((c, i) => {
    tree.categorias.push({ id: c.Categoriaid, nombre: c.Descripcion, orden: i });
    for (const g of c.Grupos) {
      tree.grupos.push({ id: g.grupoid, categoria_id: c.Categoriaid, nombre: g.descripcion });
      for (const s of g.SubGrupos)
        tree.subgrupos.push({ id: s.subgrupoid, grupo_id: g.grupoid, nombre: s.descripcion });
    }
  });
  const pictures = [
    ...categories.map((c) => c.Image),
    ...categories.flatMap((c) => c.Grupos.map((g) => g.Image ?? '')),
  ];
  return { tree, pictures };
}

/** The specification's optional demo fields of a product, kept (in `productos.demo`) when the ERP sends them. */
const DEMO_KEYS = [
  'discount',
  'offerEnd',
  'new',
  'rating',
  'saleCount',
  'tag',
  'category',
  'variation',
  'shortDescription',
  'fullDescription',
  'affiliateLink',
] as const;

/** A product record of the ERP as we store it; a tier text that is not the ERP's JSON is dropped (no tiers). */
export function storedProduct(p: Product): CatalogueProduct {
  let escala = p.Escala;
  if (escala !== null) {
    try {
      if (!tiers.safeParse(JSON.parse(escala)).success) escala = null;
    } catch {
      escala = null;
    }
  }
  const demo = Object.fromEntries(DEMO_KEYS.map((k) => [k, p[k]]).filter(([, v]) => v !== undefined));
  return {
    id: p.Productoid,
    codigo: p.Producto_cod,
    referencia: p.Referencia,
    nombre: p.Producto,
    categoriaId: p.Categoriaid,
    grupoId: p.Grupoid,
    subgrupoId: p.Subgrupoid,
    prices: [minor(p.Precio1), minor(p.Precio2), minor(p.Precio3), minor(p.Precio4), minor(p.Precio5)],
    escalaAplica: p.Escala_aplica && escala !== null,
    escala,
    disponible: p.Disponible,
    imagenes: p.Imagenes.filter((n) => n !== '' && n !== 'placeholder.svg'),
    textoAdicional: p.texto_adicional,
    dimensiones: p.Dimesiones,
    impuestoPorcentaje: p.Impuesto_porcentaje ?? null,
    demo: Object.keys(demo).length > 0 ? demo : null,
  };
}

/** The body of PedidoWebCreate or PedidoWebCreateAnonimo for an order of ours. */
function orderBody(order: ErpOrder): Record<string, unknown> {
  const Detalles = order.lines.map((l) => ({
    Productoid: l.productId,
    Cantidad: l.quantity,
    Precio: l.unitPrice,
    Impuesto_porc: l.taxPercent,
    Observacion: l.note,
  }));
  return order.kind === 'customer'
    ? { Terceroid: order.customerId, Tercerosucid: order.branchId, Observacion: order.note, Detalles }
    : { ...order.guest, Observacion: order.note, Detalles };
}

export interface ErpLogin {
  Terceroid: number;
  Tercerosucid: number;
  Tercero: string;
  PrecioNivel: PriceLevel;
}

const productsPage = statusWith({ Datos: z.optional(z.array(z.unknown())) });
/** An order record of TerceroGetPedido, with the `Observacion` the ERP may add (we look ours up by it). */
const pedidoConObservacion = z.extend(pedido, { Observacion: z.optional(z.nullable(z.string())) });
const pedidosPage = statusWith({ Registros: z.array(pedidoConObservacion) });
export type ErpPedido = z.infer<typeof pedidoConObservacion>;

export function createErpClient(options: ErpClientOptions) {
  const base = new URL(options.url);

  function address(path: string, params: Params): URL {
    const url = new URL(path, base);
    url.searchParams.set('usuarioid', String(options.usuarioId));
    url.searchParams.set('empresaid', String(options.empresaId));
    for (const [name, value] of Object.entries(params))
      url.searchParams.set(name, value === null || value === undefined ? 'null' : String(value));
    return url;
  }

  /**
   * `fetch` that follows no redirect: a 3xx (of the ERP, or of a proxy before it) is an ErpUnavailable, said in
   * the log with where it pointed, never its query. Followed, it would take a login's password (in its query)
   * to whatever host it names, or a page of that host for a customer's invoice.
   */
  async function erpFetch(url: URL, init: RequestInit, what: string): Promise<Response> {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    if (response.status < 300 || response.status > 399) return response;
    await response.body?.cancel();
    let location = '(sin Location)';
    try {
      const target = new URL(response.headers.get('location') ?? '', url);
      location = `${target.origin}${target.pathname}`;
    } catch {
      // A Location that is no address: said as missing.
    }
    options.log?.warn({ path: url.pathname, status: response.status, location }, 'erp redirect not followed');
    throw new ErpUnavailable(
      `el ERP respondió ${response.status} a ${what} con una redirección a ${location}, que no se sigue (¿ERP_URL es la dirección del ERP?)`,
      'http',
      { status: response.status, msj: undefined },
    );
  }

  /** One call; what to say of it in an error never includes the query (a login carries a password). */
  async function call(path: string, params: Params, init: { method: 'GET' | 'POST'; body?: unknown }) {
    let response: Response;
    try {
      response = await erpFetch(
        address(path, params),
        {
          method: init.method,
          headers: {
            authorization: `Bearer ${options.token}`,
            accept: 'application/json',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal: AbortSignal.timeout(options.timeoutMs),
        },
        path,
      );
    } catch (error) {
      if (error instanceof ErpUnavailable) throw error;
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new ErpUnavailable(`el ERP no respondió a ${path} en ${options.timeoutMs} ms`, 'timeout');
      throw new ErpUnavailable(`el ERP no responde (${path})`, 'network');
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    if (response.status >= 500 || response.status === 401 || response.status === 403) {
      const msj = msjOf(json);
      throw new ErpUnavailable(
        `el ERP respondió ${response.status} a ${path}${msj ? `: ${msj}` : ''}`,
        'http',
        { status: response.status, msj },
      );
    }
    return { status: response.status, json };
  }

  /** The printable pages' files, kept a while: each print of a customer's documents names the same ones. */
  const pageFiles = new LRUCache<string, PageFile>({
    maxSize: 16 * MAX_PAGE_FILE_BYTES,
    sizeCalculation: (file) => Math.max(1, file.data.byteLength),
    ttl: PAGE_FILES_KEPT_MS,
  });

  /**
   * A file a printable page names (printable-page.ts asks only for those on the ERP's host), fetched as the
   * ERP's own clients' browsers fetch it: without the credential; a redirect is not followed; kept for
   * PAGE_FILES_KEPT_MS. Undefined when missing, refused or over MAX_PAGE_FILE_BYTES.
   */
  async function pageFile(url: URL, signal: AbortSignal): Promise<PageFile | undefined> {
    const kept = pageFiles.get(url.href);
    if (kept) return kept;
    try {
      const response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return undefined;
      }
      const data = await readUpTo(response, MAX_PAGE_FILE_BYTES, () => {
        throw new RangeError(`${url.pathname} pasa de ${MAX_PAGE_FILE_BYTES} bytes`);
      });
      const file = { type: response.headers.get('content-type') ?? '', data };
      pageFiles.set(url.href, file);
      return file;
    } catch {
      return undefined;
    }
  }

  async function get<S extends z.ZodMiniType>(path: string, params: Params, schema: S): Promise<z.output<S>> {
    const { status, json } = await call(path, params, { method: 'GET' });
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new ErpUnavailable(
        `respuesta inesperada del ERP a ${path} (HTTP ${status}): ${parsed.error.issues[0]?.message ?? ''}`,
        'answer',
      );
    }
    return parsed.data;
  }

  /** A `Status: false` answer with a message: the ERP refused. */
  function refused(answer: { Status: boolean; Msj?: string | undefined }, path: string): void {
    if (!answer.Status) throw new ErpUnavailable(`el ERP rechazó ${path}: ${answer.Msj ?? ''}`, 'answer');
  }

  return {
    /** GetProductos_V2 from `offset` (the ERP's `length`), ordered by code, every filter sent as null. */
    async productPage(offset: number): Promise<ProductPage> {
      const answer = await get(
        paths.getProductos,
        { ...noProductFilters, length: offset, bodegaid: 1, orden: 0, api: 'true', terceroid: null },
        productsPage,
      );
      refused(answer, paths.getProductos);
      const records = answer.Datos ?? [];
      const products: CatalogueProduct[] = [];
      const invalid: SkippedProduct[] = [];
      for (const record of records) {
        const parsed = product.safeParse(record);
        if (parsed.success) products.push(storedProduct(parsed.data));
        else {
          const id =
            typeof record === 'object' && record ? (record as { Productoid?: unknown }).Productoid : null;
          const issue = parsed.error.issues[0];
          invalid.push({ id, problem: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` });
        }
      }
      return { products, size: records.length, invalid };
    },

    /** GetCategoriasGrupos (a bare array): the tree as we store it, and its pictures. */
    async tree(): Promise<CatalogueTree> {
      return treeOf(await get(paths.categorias, {}, categoriasResponse));
    },

    /** A picture at the ERP's host root (`/Files/Images/<name>`); undefined when it has none by that name. */
    async picture(name: string): Promise<{ type: string; data: Uint8Array } | undefined> {
      let response: Response;
      try {
        response = await erpFetch(
          new URL(`${PICTURES_BASE}${encodeURIComponent(name)}`, base),
          { signal: AbortSignal.timeout(options.timeoutMs) },
          `la imagen ${name}`,
        );
      } catch (error) {
        if (error instanceof ErpUnavailable) throw error;
        throw new ErpUnavailable(`el ERP no entregó la imagen ${name}`, 'network');
      }
      if (response.status === 404) return undefined;
      if (!response.ok)
        throw new ErpUnavailable(`el ERP respondió ${response.status} a la imagen ${name}`, 'http');
      const type = response.headers.get('content-type') ?? 'application/octet-stream';
      if (!type.startsWith('image/')) return undefined;
      return { type, data: new Uint8Array(await response.arrayBuffer()) };
    },

    /**
     * The ERP's printable page of one of its invoices (`ImprimirFactura?empresaid&id`), orders
     * (`ImprimirPedido?empresaid&id`) or receipts (`ImprimirRecibo?id`), on its host root, asked with the shared
     * credential, with the stylesheets, pictures and fonts it names on the ERP's host written into it (the
     * shop's address may load nothing else: printable-page.ts); undefined when it has none by that id. Whose
     * the document is, is the caller's to check.
     */
    async printable(kind: ReportKind, id: number): Promise<string | undefined> {
      const what = `${documentName[kind]} ${id}`;
      const url = new URL(reportPathOf[kind], base);
      if (kind !== 'recibo') url.searchParams.set('empresaid', String(options.empresaId));
      url.searchParams.set('id', String(id));
      let response: Response;
      let body: Uint8Array;
      try {
        response = await erpFetch(
          url,
          {
            headers: { authorization: `Bearer ${options.token}`, accept: 'text/html' },
            signal: AbortSignal.timeout(options.timeoutMs),
          },
          `la impresión de ${what}`,
        );
        if (response.status === 404) return undefined;
        if (!response.ok)
          throw new ErpUnavailable(`el ERP respondió ${response.status} a la impresión de ${what}`, 'http', {
            status: response.status,
            msj: undefined,
          });
        body = await readUpTo(response, MAX_PRINTABLE_BYTES, () => {
          throw new ErpUnavailable(
            `la impresión de ${what} del ERP pasa de ${MAX_PRINTABLE_BYTES} bytes`,
            'answer',
          );
        });
      } catch (error) {
        if (error instanceof ErpUnavailable) throw error;
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new ErpUnavailable(
            `el ERP no entregó la impresión de ${what} en ${options.timeoutMs} ms`,
            'timeout',
          );
        throw new ErpUnavailable(`el ERP no entregó la impresión de ${what}`, 'network');
      }
      const type = response.headers.get('content-type') ?? '';
      if (!/^text\/html\b/i.test(type))
        throw new ErpUnavailable(`la impresión de ${what} del ERP no es HTML (${type})`, 'answer');
      return selfContainedPage(body, type, url, pageFile, AbortSignal.timeout(PAGE_FILES_WAIT_MS));
    },

    /** LoginTercero by GET, as the ERP's clients log in; undefined for wrong credentials. */
    async login(usuario: string, contrasena: string): Promise<ErpLogin | undefined> {
      const answer = await get(paths.login, { usuario, contrasena }, loginAnswer.schema);
      const datos = loginAnswer.data(answer);
      if (!answer.Status || !datos) return undefined;
      const { Terceroid, Tercerosucid, Tercero, PrecioNivel } = datos;
      return { Terceroid, Tercerosucid, Tercero, PrecioNivel };
    },

    /**
     * PedidoWebCreate or PedidoWebCreateAnonimo. Only the ERP's own verdict (a Status:false envelope or the
     * shortage answer, at 200, 400, 409 or 422) refuses the order; a 5xx, any other status, a timeout or no
     * answer throws ErpUnavailable (the order is tried again).
     */
    async createOrder(order: ErpOrder): Promise<OrderResult> {
      const path = order.kind === 'customer' ? orderPaths.create : orderPaths.createGuest;
      const { status, json } = await call(path, {}, { method: 'POST', body: orderBody(order) });
      const parsed = pedidoWebCreateResponse.safeParse(json);
      if (parsed.success) {
        const answer = parsed.data;
        const verdict = ORDER_VERDICT_STATUSES.has(status);
        if ('ErrorDisp' in answer) {
          if (verdict) return { kind: 'short', shortages: answer.ErrorDips, message: answer.Msj, status };
        } else if (answer.Status && answer.Datos && status >= 200 && status < 300) {
          return { kind: 'created', order: answer.Datos };
        } else if (!answer.Status && verdict) {
          return { kind: 'refused', message: answer.Msj ?? `HTTP ${status}`, status };
        }
      }
      const msj = msjOf(json);
      throw new ErpUnavailable(
        `respuesta inesperada del ERP a ${path} (HTTP ${status})${msj ? `: ${msj}` : ''}`,
        status === 200 ? 'answer' : 'http',
        { status, msj },
      );
    },

    /**
     * The ERP's order whose Observacion carries `marker`, among the customer's orders (terceroid 0: the
     * anonymous ones) since `since` (YYYY-MM-DD); looks through up to `pages` pages of TerceroGetPedido.
     */
    async findOrder(
      terceroid: number,
      marker: string,
      since: string,
      pages = 10,
    ): Promise<PedidoCreado | undefined> {
      for (let page = 0, offset = 0; page < pages; page++) {
        const answer = await get(
          paths.pedidos,
          { terceroid, fechaini: since, fechafin: null, numero: null, estado: null, rows: offset },
          pedidosPage,
        );
        refused(answer, paths.pedidos);
        const found = answer.Registros.find((r) => r.Observacion?.includes(marker));
        if (found) return { pedidoid: found.pedidoid, numero: found.numero };
        if (answer.Registros.length === 0) return undefined;
        offset += answer.Registros.length;
      }
      return undefined;
    },

    async facturas(terceroid: number, tercerosucid: number | undefined, rows: number): Promise<Factura[]> {
      const answer = await get(paths.facturas, { terceroid, tercerosucid, rows }, facturasAnswer.schema);
      refused(answer, paths.facturas);
      return facturasAnswer.data(answer) ?? [];
    },
    async info(terceroid: number): Promise<InfoTercero['Resultado']> {
      const answer = await get(paths.infoTercero, { terceroid }, infoTerceroAnswer.schema);
      refused(answer, paths.infoTercero);
      const resultado = infoTerceroAnswer.data(answer);
      if (!resultado) throw new ErpUnavailable('el ERP no dio Resultado en InfoTercero', 'answer');
      return resultado;
    },
    async counts(terceroid: number, tercerosucid: number | undefined): Promise<DatosDocumentos> {
      const answer = await get(
        paths.datosDocumentos,
        { terceroid, tercerosucid },
        datosDocumentosAnswer.schema,
      );
      refused(answer, paths.datosDocumentos);
      const counts = datosDocumentosAnswer.data(answer);
      if (!counts) throw new ErpUnavailable('el ERP no dio los conteos de documentos', 'answer');
      return counts;
    },
    async recibos(terceroid: number, rows: number): Promise<Recibo[]> {
      const answer = await get(paths.recibos, { terceroid, rows }, recibosAnswer.schema);
      refused(answer, paths.recibos);
      return recibosAnswer.data(answer) ?? [];
    },
    /** A page of the customer's orders, newest first. */
    async pedidos(terceroid: number, rows: number): Promise<ErpPedido[]> {
      const answer = await get(
        paths.pedidos,
        { terceroid, fechaini: null, fechafin: null, numero: null, estado: null, rows },
        pedidosPage,
      );
      refused(answer, paths.pedidos);
      return answer.Registros;
    },
    async sucursales(terceroid: number): Promise<Sucursal[]> {
      const answer = await get(paths.sucursales, { terceroid }, sucursalesAnswer.schema);
      refused(answer, paths.sucursales);
      return sucursalesAnswer.data(answer) ?? [];
    },
    async tercero(terceroid: number): Promise<TerceroData['Tercero'] | undefined> {
      const answer = await get(paths.terceroData, { terceroid }, terceroDataAnswer.schema);
      return answer.Status ? terceroDataAnswer.data(answer) : undefined;
    },
  };
}
export type ErpClient = ReturnType<typeof createErpClient>;
