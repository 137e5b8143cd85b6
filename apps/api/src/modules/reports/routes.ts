import {
  accountPaths,
  baseQuery,
  erpReportPaths,
  errorEnvelope,
  invoiceAlternativeQuery,
  orderPaths,
  type PedidoConsulta,
  pedidoConsultaBody,
  pedidoConsultaResponse,
  type ReportKind,
  type ReportLanguage,
  type ReportLink,
  reportKinds,
  reportLanguages,
  reportLinkQuery,
  reportLinkResponse,
  reportPathOf,
  reportQuery,
  statementLinkQuery,
  statementReportPath,
  statementReportQuery,
  WEB_ORDER_PREFIX,
} from '@mostrador/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountStatement, checkStatementRange } from '../../db/read-models/account-statement';
import { type LedgerSource, ledgerOf } from '../../db/read-models/ledger';
import { seesOrderOf } from '../../db/sessions';
import { forbidden, notFound } from '../../lib/errors';
import { replies } from '../../lib/replies';
import { LinkSigner } from '../../lib/signed-link';
import { ownCustomer, requireCustomer } from '../../plugins/auth';
import type { App, ModuleOptions, RemoteDocuments } from '../../types';
import { isGuestContact, orderNumberOf } from './guest-order';
import { labelsFor } from './labels';
import { type PrintDocument, renderDocument, renderProblem, renderStatement } from './render';
import { createReportsRepository, type Printable, type ReportsRepository } from './repository';

export interface ReportsModuleOptions extends ModuleOptions {
  /** The server's signing secret (report links get a key derived from it). */
  secret: string;
  /** With an ERP connected: the statement is figured from the ERP's invoices and receipts. */
  remote?: RemoteDocuments | undefined;
}

/** How the API's docs name the documents of each kind. */
const documentsNamed: Record<ReportKind, string> = {
  factura: 'invoices',
  pedido: 'orders',
  recibo: 'receipts',
};

const NOT_FOUND = 'Documento no encontrado';
const ORDER_NOT_FOUND = 'Pedido no encontrado: revise el número y el correo o Nit con que lo hizo';
/** The owner a signed link to a guest's order is made for (a customer's number is 1 or more). */
const GUEST = 0;
const BAD_LINK = 'El enlace del documento no es válido o ya expiró: ábralo de nuevo desde la tienda';

/**
 * What a signed link to one of the ERP's documents signs as its id: never the same text as a link to one of the
 * shop's documents with that number.
 */
const erpSubject = (id: number) => `erp:${id}`;

/**
 * Headers of a printable page (the shop's, or one of the ERP's passed on): never cached by a shared cache, no
 * script runs, no picture or font but those written into the page, no form is sent and no `<base>` moves its links,
 * framable by the shop only.
 */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; form-action 'none'; base-uri 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `lang` of a query, also of one that failed its schema (then any other value reads as the default). */
function languageOf(query: unknown): ReportLanguage | undefined {
  const lang = typeof query === 'object' && query !== null && 'lang' in query ? query.lang : undefined;
  return reportLanguages.find((l) => l === lang);
}

/**
 * A document of the session's customer: one of the shop's (drawn here), or, with an ERP connected, one of the
 * ERP's own documents (its own printable page is passed on).
 */
type Owned = { from: 'shop'; printable: Printable } | { from: 'erp'; owner: number };

/**
 * The document when the session's customer owns it (404 otherwise: no hint that someone else's exists): the
 * shop's by that id, else the ERP's; only the ERP's when `erpOnly` (an order the ERP has and the shop does not:
 * the two number their orders apart, and the shop's order of the same id may be the customer's too).
 */
async function ownDocument(
  repository: ReportsRepository,
  remote: RemoteDocuments | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  { kind, id, erpOnly = false }: { kind: ReportKind; id: number; erpOnly?: boolean | undefined },
): Promise<Owned> {
  await requireCustomer(request, reply);
  const session = request.customer;
  const owner = session?.customerId;
  if (!session || owner === undefined) throw notFound(NOT_FOUND);
  const printable = erpOnly ? undefined : await repository[kind](id);
  if (printable && printable.owner === owner) {
    // A buyer's colleague's order is not asked of the ERP either: the ERP knows only the company.
    if (!seesOrderOf(session, printable.placedBy)) throw notFound(NOT_FOUND);
    return { from: 'shop', printable };
  }
  if (remote && (await remote.owns(kind, owner, id))) return { from: 'erp', owner };
  throw notFound(NOT_FOUND);
}

/** What the printable pages and their signed links share. */
function reportParts(options: ReportsModuleOptions) {
  return {
    db: options.db,
    repository: createReportsRepository(options.db),
    signer: new LinkSigner(options.secret),
    remote: options.remote,
    now: options.now,
    config: options.config,
  };
}
type ReportParts = ReturnType<typeof reportParts>;

/** A printable document's query: its id and language, and a signed link's `exp`, `firma` and `tercero`. */
interface PageQuery {
  id: number;
  lang?: ReportLanguage | undefined;
  exp?: string | undefined;
  firma?: string | undefined;
  tercero?: number | undefined;
}

/** The document a signed link names, when its signature holds (403 otherwise). */
async function linkedDocument(parts: ReportParts, kind: ReportKind, q: PageQuery): Promise<Owned> {
  const { remote, signer, repository, now } = parts;
  if (q.tercero !== undefined) {
    // A link to one of the ERP's documents: the customer it was made for is in it, and signed.
    const valid =
      remote !== undefined &&
      signer.verify(kind, erpSubject(q.id), q.tercero, q.exp ?? '', q.firma ?? '', now());
    if (!valid) throw forbidden(BAD_LINK);
    return { from: 'erp', owner: q.tercero };
  }
  const found = await repository[kind](q.id);
  // (A guest's order has no owner: its links are made for GUEST, by the guest's order lookup.)
  const valid =
    found !== undefined && signer.verify(kind, q.id, found.owner ?? GUEST, q.exp ?? '', q.firma ?? '', now());
  if (!valid || !found) throw forbidden(BAD_LINK);
  return { from: 'shop', printable: found };
}

/** The printable page of a document: the shop's drawn here, the ERP's passed on. */
async function documentPage(
  parts: ReportParts,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: ReportKind,
  q: PageQuery,
) {
  const { remote, repository, config, now } = parts;
  const owned =
    q.exp !== undefined || q.firma !== undefined
      ? await linkedDocument(parts, kind, q)
      : await ownDocument(repository, remote, request, reply, { kind, id: q.id });
  if (owned.from === 'erp') {
    const erpPage = await remote?.printable(kind, q.id);
    if (!erpPage) throw notFound(NOT_FOUND);
    return reply.headers(PAGE_HEADERS).send(erpPage);
  }
  const html = renderDocument(owned.printable.document, {
    labels: labelsFor(q.lang),
    distributor: config.distributor,
    printedAt: now(),
    currency: config.currency,
  });
  return reply.headers(PAGE_HEADERS).send(html);
}

const htmlReply = () => replies(z.string().describe('text/html'));

/** The customer's printable statement of desde..hasta (the shop's own). */
function statementPageRoute(app: App, parts: ReportParts, ledger: LedgerSource | undefined) {
  const { signer, config, now } = parts;
  app.get(
    statementReportPath,
    {
      schema: {
        tags: ['documents'],
        summary:
          "Printable HTML of the customer's statement of desde..hasta (the shop's own): opening balance, each " +
          'invoice and receipt with the running balance, closing balance (session, or exp + firma of a signed link)',
        querystring: statementReportQuery,
        response: htmlReply(),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const range = checkStatementRange(q.desde, q.hasta);
      let terceroid: number;
      if (q.exp !== undefined || q.firma !== undefined) {
        const subject = `${range.from}..${range.to}`;
        if (!signer.verify('extracto', subject, q.terceroid, q.exp ?? '', q.firma ?? '', now())) {
          throw forbidden(BAD_LINK);
        }
        terceroid = q.terceroid;
      } else {
        await requireCustomer(request, reply);
        terceroid = ownCustomer(request, q.terceroid).customerId;
      }
      const statement = await accountStatement(parts.db, terceroid, range, ledger);
      if (!statement) throw notFound(NOT_FOUND);
      const page = renderStatement(statement, {
        labels: labelsFor(q.lang),
        distributor: config.distributor,
        printedAt: now(),
        currency: config.currency,
      });
      return reply.headers(PAGE_HEADERS).send(page);
    },
  );
}

/**
 * The printable documents at the ERP's own addresses on the host root (the ERP's clients open them in
 * frames): `/ReporteApp/Factura/ImprimirFactura?id`, `/ReporteApp/Factura/FormatoAlternoVer?facturaid`,
 * `/ReporteApp/Pedido/ImprimirPedido?id`, `/ReporteApp/Recibo/ImprimirRecibo?id`, each `&lang=..`. The
 * caller's own document only: by the session, or by `exp` + `firma` of a signed link from ReporteApp/Enlace.
 */
export const printableRoutes: FastifyPluginAsyncZod<ReportsModuleOptions> = async (app, options) => {
  const parts = reportParts(options);
  // With an ERP, the statement is figured from its documents.
  const ledger = options.remote && ledgerOf(options.remote.ledger);
  // Every language's words read and checked at start-up: a missing catalogue stops the server, not a print.
  for (const lang of reportLanguages) labelsFor(lang);

  // A browser (a new tab, a frame) refused a document gets a page that says so in the reader's language,
  // not the JSON envelope as text; a program that asks for JSON (or anything) still gets the envelope.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!request.headers.accept?.includes('text/html')) return payload;
    if (!errorEnvelope.safeParse(parseJson(payload)).success) return payload;
    reply.headers(PAGE_HEADERS);
    return renderProblem(reply.statusCode, labelsFor(languageOf(request.query)));
  });

  const html = htmlReply();
  for (const kind of reportKinds) {
    app.get(
      reportPathOf[kind],
      {
        schema: {
          tags: ['documents'],
          summary: `Printable HTML of one of the customer's ${documentsNamed[kind]} (session, or exp + firma of a signed link)`,
          querystring: reportQuery,
          response: html,
        },
      },
      (request, reply) => documentPage(parts, request, reply, kind, request.query),
    );
  }
  app.get(
    erpReportPaths.invoiceAlternative,
    {
      schema: {
        tags: ['documents'],
        summary:
          "The invoice in the ERP's alternative format (here the same printable invoice), by facturaid",
        querystring: invoiceAlternativeQuery,
        response: html,
      },
    },
    (request, reply) =>
      documentPage(parts, request, reply, 'factura', { ...request.query, id: request.query.facturaid }),
  );

  statementPageRoute(app, parts, ledger);
};

/**
 * POST apiGold/PedidoApi/ConsultaPedidoInvitado (orderPaths.lookupGuest): a guest's order by its number and
 * the e-mail or NIT given with it, with a signed link to its printable copy.
 */
function guestOrderLookupRoute(app: App, parts: ReportParts) {
  const { repository, signer, now, config } = parts;
  app.post(
    `/${orderPaths.lookupGuest}`,
    {
      // Open to anyone, as a guest's order is: a few a minute per address, like a guest's order.
      config: { rateLimit: { max: config.guestOrderRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary:
          "A guest's order by its number (WEB-12 or 12) and the e-mail or NIT given with it: its lines, totals, " +
          'delivery and a signed link to its printable copy, valid five minutes. Anything else (no such number, ' +
          "a customer's order, another e-mail or NIT) answers the same 404",
        querystring: baseQuery,
        body: pedidoConsultaBody,
        response: replies(pedidoConsultaResponse),
      },
    },
    async (request) => {
      const { Numero, Contacto, lang } = request.body;
      const number = orderNumberOf(Numero);
      const id = number === null ? undefined : await repository.guestOrderId(WEB_ORDER_PREFIX, number);
      const found = id === undefined ? undefined : await repository.pedido(id);
      const order = found?.document;
      if (id === undefined || order?.kind !== 'pedido' || !isGuestContact(order.customer, Contacto))
        throw notFound(ORDER_NOT_FOUND);
      const { exp, firma } = signer.sign('pedido', id, GUEST, now());
      const query = new URLSearchParams({
        id: String(id),
        ...(lang ? { lang } : {}),
        exp: String(exp),
        firma,
      });
      const print = { Url: `${reportPathOf.pedido}?${query}`, Expira: new Date(exp * 1000).toISOString() };
      return { Status: true, Datos: wireGuestOrder(id, order, print) };
    },
  );
}

/** GET apiGold/ReporteApp/Enlace: a signed link to a printable document, for an iframe or a new tab. */
export const reportLinkRoutes: FastifyPluginAsyncZod<ReportsModuleOptions> = async (app, options) => {
  const parts = reportParts(options);
  const { now, remote, repository, signer } = parts;
  app.get(
    `/${orderPaths.reportLink}`,
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['documents'],
        summary:
          'A signed link to one of the customer’s printable documents, valid five minutes (for an iframe or a new tab)',
        querystring: reportLinkQuery,
        response: replies(reportLinkResponse),
      },
    },
    async (request, reply) => {
      const { tipo, id, lang, solo_erp } = request.query;
      const owned = await ownDocument(repository, remote, request, reply, {
        kind: tipo,
        id,
        erpOnly: solo_erp,
      });
      const { exp, firma } =
        owned.from === 'erp'
          ? signer.sign(tipo, erpSubject(id), owned.owner, now())
          : signer.sign(tipo, id, owned.printable.owner ?? GUEST, now());
      const query = new URLSearchParams({
        id: String(id),
        ...(lang ? { lang } : {}),
        ...(owned.from === 'erp' ? { tercero: String(owned.owner) } : {}),
        exp: String(exp),
        firma,
      });
      return {
        Status: true,
        Datos: {
          Url: `${reportPathOf[tipo]}?${query}`,
          Expira: new Date(exp * 1000).toISOString(),
        },
      };
    },
  );

  guestOrderLookupRoute(app, parts);

  app.get(
    `/${accountPaths.statementLink}`,
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['account'],
        summary:
          "A signed link to the customer's printable statement of desde..hasta, valid five minutes (for a new tab)",
        querystring: statementLinkQuery,
        response: replies(reportLinkResponse),
      },
    },
    async (request) => {
      const q = request.query;
      const { customerId: terceroid } = ownCustomer(request, q.terceroid);
      const range = checkStatementRange(q.desde, q.hasta);
      const { exp, firma } = signer.sign('extracto', `${range.from}..${range.to}`, terceroid, now());
      const query = new URLSearchParams({
        terceroid: String(terceroid),
        desde: range.from,
        hasta: range.to,
        ...(q.lang ? { lang: q.lang } : {}),
        exp: String(exp),
        firma,
      });
      return {
        Status: true,
        Datos: { Url: `${statementReportPath}?${query}`, Expira: new Date(exp * 1000).toISOString() },
      };
    },
  );
};

const decimal = (minor: number) => minor / 100;

/** The order in the lookup's wire words. */
export function wireGuestOrder(
  id: number,
  order: Extract<PrintDocument, { kind: 'pedido' }>,
  print: ReportLink,
): PedidoConsulta {
  return {
    pedidoid: id,
    numero: order.number,
    fecha: order.date,
    estado: order.state,
    Detalles: order.lines.map((line) => ({
      codigo: line.code,
      producto: line.description,
      observacion: line.note ?? '',
      cantidad: line.quantity,
      precio: decimal(line.unitPrice),
      subtotal: decimal(line.amount),
    })),
    vlrbruto: decimal(order.subtotal),
    impuesto: decimal(order.tax),
    total: decimal(order.total),
    Entrega: {
      Tercero: order.customer.name,
      Direccion: order.customer.address ?? '',
      ...(order.customer.phone ? { Telefono1: order.customer.phone } : {}),
      ...(order.customer.email ? { Email: order.customer.email } : {}),
    },
    Imprimir: print,
  };
}
