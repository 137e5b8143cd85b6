import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import type { Config } from './config/env';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import type { Metrics } from './lib/metrics';

/** The Fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module gets when it is registered. */
export interface ModuleOptions {
  config: Config;
  db: Database;
  /** Where catalogue reads go: the read replica of DATABASE_READ_URL, or `db`. */
  readDb?: Database;
  /** The clock (tests may fix it). */
  now: () => Date;
  /** The app's figures for Prometheus (lib/metrics.ts). */
  metrics: Metrics;
  /** The mail worker: a module that queued a message (mail/outbox.ts enqueueMessage) kicks it after commit. */
  mail?: MailQueue;
}

/** The mail worker as a module sees it (mail/mailer.ts). */
export interface MailQueue {
  kick(): void;
}

/**
 * Where accepted web orders go next when an ERP is connected (erp/'s outbox, composed in app.ts): the
 * orders module calls `enqueue` inside the order's transaction, and `kick` once it committed.
 */
export interface OrderOutbox {
  enqueue(trx: Transaction<DB>, orderId: number): Promise<void>;
  kick(): void;
}

/** A customer as another system (the ERP) vouches for it at login. */
export interface ExternalCustomer {
  customerId: number;
  branchId: number;
  name: string;
  /** Price level 1..5. */
  priceLevel: number;
}

/**
 * Login checked elsewhere (the ERP's LoginTercero, composed in app.ts when ERP_URL is set): 'unknown' when
 * that system does not know these credentials, 'unavailable' when it could not be asked.
 */
export type ExternalLogin = (
  usuario: string,
  contrasena: string,
) => Promise<{ kind: 'ok'; customer: ExternalCustomer } | { kind: 'unknown' } | { kind: 'unavailable' }>;

/**
 * A customer's invoices, orders, receipts, last sale, document counts and ledger read from elsewhere (the ERP), for the
 * session's own customer only. While that source cannot be asked, each rejects with an HttpError (503, a
 * Spanish Msj to try again in a few minutes) that the routes pass on as it is.
 */
export interface RemoteDocuments {
  info(customerId: number): Promise<import('@mostrador/contract').InfoTercero['Resultado']>;
  /** `branchId` as TerceroDatosDocumentos takes it (undefined: every branch), passed on to the source. */
  counts(
    customerId: number,
    branchId: number | undefined,
  ): Promise<import('@mostrador/contract').DatosDocumentos>;
  facturas(
    customerId: number,
    branchId: number | undefined,
    offset: number,
  ): Promise<import('@mostrador/contract').Factura[]>;
  recibos(customerId: number, offset: number): Promise<import('@mostrador/contract').Recibo[]>;
  /**
   * The customer's orders the source has and this shop did not send (taken by phone, by a sales rep): every
   * page, newest first, `fecha` as a date, each as the shop's list of orders shows it (`solo_erp`, no `web`).
   */
  orders(customerId: number): Promise<import('@mostrador/contract').Pedido[]>;
  /** Every invoice and receipt of the customer (every page), in the shop's words: its account's figures. */
  ledger(customerId: number): Promise<import('./db/read-models/ledger').Ledger>;
  /** Whether that document (by the source's id) is the customer's (read from its ledger, or its orders). */
  owns(kind: import('@mostrador/contract').ReportKind, customerId: number, id: number): Promise<boolean>;
  /** The source's own printable page of that document, with what it names written into it; undefined when none. */
  printable(kind: import('@mostrador/contract').ReportKind, id: number): Promise<string | undefined>;
}
