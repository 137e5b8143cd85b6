import {
  API_BASE,
  orderPaths,
  type ReportKind,
  reportKinds,
  reportLinkQuery,
  reportLinkResponse,
  reportQuery,
} from '@mostrador/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { replies } from '../../lib/replies';
import { requireCustomer } from '../../plugins/auth';
import type { ModuleOptions } from '../../types';
import { labelsFor } from './labels';
import { renderDocument } from './render';
import { findInvoice, findOrder, findReceipt, type Printable } from './repository';
import { LinkSigner } from './signed-link';

export interface ReportsModuleOptions extends ModuleOptions {
  /** The server's signing secret (report links get a key derived from it). */
  secret: string;
}

const reports: Record<
  ReportKind,
  { path: string; what: string; find: (db: Database, id: number) => Promise<Printable | undefined> }
> = {
  factura: { path: orderPaths.invoiceReport, what: 'invoices', find: findInvoice },
  pedido: { path: orderPaths.orderReport, what: 'orders', find: findOrder },
  recibo: { path: orderPaths.receiptReport, what: 'receipts', find: findReceipt },
};

const NOT_FOUND = 'Documento no encontrado';
const BAD_LINK = 'El enlace del documento no es válido o ya expiró: ábralo de nuevo desde la tienda';

/** Headers of a printable page: never cached by a shared cache, no script, framable by the shop only. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
};

/**
 * GET ReporteApp/Factura|Pedido|Recibo?id=..&lang=..: printable HTML of the caller's own document, with the
 * session token in the header or a signed link from GET ReporteApp/Enlace (for an iframe or a new tab).
 */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsModuleOptions> = async (app, options) => {
  const { db, config, now } = options;
  const signer = new LinkSigner(options.secret);

  /** The document when the token's customer owns it (404 otherwise: no hint that someone else's exists). */
  async function ownDocument(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: ReportKind,
    id: number,
  ): Promise<Printable> {
    await requireCustomer(request, reply);
    const printable = await reports[kind].find(db, id);
    if (!printable || printable.owner === null || printable.owner !== request.customer?.terceroid) {
      throw notFound(NOT_FOUND);
    }
    return printable;
  }

  for (const kind of reportKinds) {
    app.get(
      `/${reports[kind].path}`,
      {
        schema: {
          tags: ['documents'],
          summary: `Printable HTML of one of the customer's ${reports[kind].what} (token header, or exp + firma of a signed link)`,
          querystring: reportQuery,
          response: replies(z.string().describe('text/html')),
        },
      },
      async (request, reply) => {
        const { id, lang, exp, firma } = request.query;
        let printable: Printable;
        if (exp !== undefined || firma !== undefined) {
          const found = await reports[kind].find(db, id);
          const valid =
            found !== undefined &&
            found.owner !== null &&
            signer.verify(kind, id, found.owner, exp ?? '', firma ?? '', now());
          if (!valid || !found) throw forbidden(BAD_LINK);
          printable = found;
        } else {
          printable = await ownDocument(request, reply, kind, id);
        }
        const html = renderDocument(printable.document, {
          labels: labelsFor(lang),
          distributor: config.distributor,
          currency: config.currency,
          printedAt: now(),
        });
        return reply.headers(PAGE_HEADERS).send(html);
      },
    );
  }

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
      const { tipo, id, lang } = request.query;
      const printable = await ownDocument(request, reply, tipo, id);
      const { exp, firma } = signer.sign(tipo, id, printable.owner ?? 0, now());
      const query = new URLSearchParams({
        id: String(id),
        ...(lang ? { lang } : {}),
        exp: String(exp),
        firma,
      });
      return {
        Status: true,
        Datos: {
          Url: `${API_BASE}${reports[tipo].path}?${query}`,
          Expira: new Date(exp * 1000).toISOString(),
        },
      };
    },
  );
};
