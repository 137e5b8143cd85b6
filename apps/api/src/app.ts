// Builds the Fastify app (plugins and modules); never listens. Tests inject their own config and database.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { API_BASE, REFUSAL_HEADER } from '@mostrador/contract';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { freshVersion } from './db/catalogue-version';
import { type OpenDatabase, openPostgres } from './db/database';
import { databaseRateLimitStore } from './db/rate-limit-store';
import { replicaLagSeconds } from './db/replica';
import { resolveTokenSecret } from './db/settings';
import { ErpConnector } from './erp/connector';
import { createErpDocuments, createErpLogin } from './erp/customers';
import { createLogger } from './lib/logger';
import { createMetrics, type Metrics } from './lib/metrics';
import { Mailer } from './mail/mailer';
import { accountRoutes } from './modules/account/routes';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { catalogueRoutes, pictureRoutes } from './modules/catalogue/routes';
import { catalogueDeskRoutes } from './modules/catalogue-desk/routes';
import { companyRoutes } from './modules/company/routes';
import { customerDeskRoutes } from './modules/customer-desk/routes';
import { customersRoutes } from './modules/customers/routes';
import { documentsRoutes } from './modules/documents/routes';
import { guestLookupRoutes } from './modules/guest-lookup/routes';
import { consoleHealthRoutes } from './modules/health/console';
import { healthRoutes } from './modules/health/routes';
import { mailDeskRoutes } from './modules/mail-desk/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { orderDeskRoutes } from './modules/order-desk/routes';
import { ordersRoutes } from './modules/orders/routes';
import { passwordRoutes } from './modules/password/routes';
import { placesRoutes } from './modules/places/routes';
import { quickOrderRoutes } from './modules/quick-order/routes';
import { createHttpRatesProvider, type RatesProvider } from './modules/rates/provider';
import { ratesRoutes } from './modules/rates/routes';
import { reorderRoutes } from './modules/reorder/routes';
import { printableRoutes, reportLinkRoutes } from './modules/reports/routes';
import { savedListsRoutes } from './modules/saved-lists/routes';
import { seoRoutes } from './modules/seo/routes';
import { staffRoutes } from './modules/staff/routes';
import { loggableUrl, registerAuth } from './plugins/auth';
import { clientKey, connectionOptions, limitConnections, requireHost } from './plugins/connections';
import { registerConsole } from './plugins/console';
import { registerDocs } from './plugins/docs';
import { frameworkError, registerErrorHandling } from './plugins/errors';
import { erpOutbox, mailOutbox, registerMetrics } from './plugins/metrics';
import { registerRequestId, requestIdOf } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaffAuth, STAFF_API_PREFIX } from './plugins/staff-auth';
import { registerWellFormedText } from './plugins/well-formed-text';
import { registerStorefront } from './rendering/storefront';
import type { App, ModuleOptions } from './types';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database. */
  database: OpenDatabase;
  /** Exchange-rate source (default: HTTP to config.ratesUrl). */
  ratesProvider?: RatesProvider;
  /** The clock (default: the system's). */
  now?: () => Date;
  /** Fastify's logger option (default: lib/logger.ts's, at config.logLevel). */
  logger?: FastifyServerOptions['logger'];
  /** A logger already made (server.ts makes one before it migrates, so start-up logs through it too). */
  loggerInstance?: FastifyBaseLogger;
  /**
   * With an ERP (config.erp): run its background work — a sync when the server is ready, then every
   * ERP_SYNC_MINUTES, and the outbox every few seconds (default true; tests drive it through `app.erp`).
   */
  erpBackground?: boolean;
  /** The figures the app counts into (default: a registry of its own; server.ts serves it on METRICS_PORT). */
  metrics?: Metrics;
  /** Run the mail worker's timer (default true; tests call `app.mail.deliver()` themselves). */
  mailBackground?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The ERP connector, when ERP_URL is set (null: the shop runs on its own data). */
    erp: ErpConnector | null;
    /** The app's figures for Prometheus (lib/metrics.ts). */
    metrics: Metrics;
    /** The mail worker (apps/api/src/mail): SMTP_URL, or .eml files in DATA_DIR/mail. */
    mail: Mailer;
  }
}

/** Largest request body (JSON): 256 KiB. */
export const BODY_LIMIT = 256 * 1024;

/** The Fastify instance with its server options, the zod compilers and one log line a request. */
function createFastify(options: BuildAppOptions): App {
  const { config } = options;
  const app = Fastify({
    ...(options.logger !== undefined
      ? { logger: options.logger }
      : { loggerInstance: options.loggerInstance ?? createLogger(config) }),
    // Fastify's two lines a request are replaced by one (the onResponse hook below).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // The proxies by address: `true` would believe every address a client itself wrote into X-Forwarded-For.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // The ERP's server (IIS) matches paths whatever their case: a client written for it may send /apigold/....
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
    frameworkErrors: frameworkError,
    // Each request's id (in its log lines, its X-Request-Id, a 5xx envelope): the proxy's, or a UUID.
    genReqId: requestIdOf(config.trustProxy.length > 0),
    // Timeouts, head size and the envelope of what Node refuses itself (plugins/connections.ts).
    ...connectionOptions(config),
    // While the server stops (a rolling restart), a request that still arrives on a kept-alive connection is
    // served, with `Connection: close`, instead of a 503 the proxy would pass on to the buyer.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // One log line a request.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // A login's query string (the ERP's GET login carries the password) is never logged.
        url: loggableUrl(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  return app;
}

/** Request ids, errors, sessions, security headers, limits, compression, CORS, rate limits, the API docs. */
async function registerPlugins(app: App, config: Config, database: OpenDatabase, now: () => Date) {
  registerRequestId(app);
  registerErrorHandling(app);
  // Sessions, security headers, connection limits and well-formed text (issue 11).
  limitConnections(app, config);
  await registerSecurityHeaders(app, { https: config.trustProxy.length > 0 });
  // After the security headers' hook: its refusal carries them.
  requireHost(app);
  await registerAuth(app, {
    db: database.db,
    now,
    trustedOrigins: [...config.corsOrigins, ...(config.publicUrl ? [config.publicUrl] : [])],
  });
  await registerStaffAuth(app, { db: database.db, now, production: config.env === 'production' });
  registerWellFormedText(app);
  const secret = await resolveTokenSecret(database.db, config.tokenSecret);
  // Answers over 1 KB (the storefront's scripts and styles, catalogue pages) go out brotli- or
  // gzip-compressed when the client accepts it: a phone's first load is 141 KB instead of about 450.
  await app.register(compress, { threshold: 1024 });
  // Browsers on the origins of CORS_ORIGINS may call the API with the session (none by default).
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept'],
    // What the storefront reads of an answer besides its body: a 429's wait, a 403's kind.
    exposedHeaders: ['Retry-After', REFUSAL_HEADER],
    maxAge: 600,
  });
  // Counted in the database: the limits hold across every process sharing it. Counted by client address
  // (an IPv6 client by its /56, as the connection cap counts it); a request whose client has already gone (its body
  // broke off) has no address left and is counted apart, not thrown on.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db, now),
    keyGenerator: (request) => (request.ip ? clientKey(request.ip) : 'gone'),
  });
  await registerDocs(app);
  return secret;
}

/** The parts that run beside the requests: the figures, the mail worker, the read replica, the ERP connector. */
function startWorkers(app: App, options: BuildAppOptions, secret: string, now: () => Date) {
  const { config, database } = options;
  const metrics = options.metrics ?? createMetrics();
  app.decorate('metrics', metrics);
  const mail = new Mailer(
    database.db,
    config.mail,
    { secret, shop: config.distributor, currency: config.currency },
    now,
    app.log,
  );
  app.decorate('mail', mail);
  if (options.mailBackground ?? true) app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => mail.stop());
  // Catalogue reads on a read replica (DATABASE_READ_URL), when the shop runs on PostgreSQL.
  const reader =
    config.databaseReadUrl && database.kind === 'postgres' ? openPostgres(config.databaseReadUrl) : undefined;
  if (reader) app.addHook('onClose', () => reader.close());
  const erp = config.erp
    ? new ErpConnector(
        database.db,
        config.erp,
        { userId: config.erpUserId, companyId: config.erpCompanyId },
        now,
        app.log,
      )
    : null;
  app.decorate('erp', erp);
  registerMetrics(app, metrics, {
    pools: { primary: database.connections, replica: reader?.connections },
    outboxes: [...(erp ? [erpOutbox(database.db)] : []), mailOutbox(database.db)],
    erpSyncAge: erp ? async () => (await erp.health()).EdadSincronizacionSegundos : undefined,
    replicaLag: reader ? () => replicaLagSeconds(reader.db) : undefined,
  });
  if (erp) {
    if (options.erpBackground ?? true) app.addHook('onReady', async () => erp.start());
    app.addHook('onClose', async () => erp.stop());
  }
  return { metrics, mail, reader, erp };
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const app = createFastify(options);
  const secret = await registerPlugins(app, config, database, now);
  const { metrics, mail, reader, erp } = startWorkers(app, options, secret, now);
  const moduleOptions: ModuleOptions = { config, db: database.db, now, metrics, mail };
  // With an ERP, a customer's documents (and the account figured from them) are read from it.
  const remote = erp ? createErpDocuments(erp.client, database.db, now, app.log) : undefined;
  const prefix = API_BASE.replace(/\/$/, '');
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        ...moduleOptions,
        erpHealth: erp ? () => erp.health() : undefined,
        replicaLag: reader ? () => replicaLagSeconds(reader.db) : undefined,
      });
      await api.register(authRoutes, {
        ...moduleOptions,
        externalLogin: erp ? createErpLogin(database.db, erp.client) : undefined,
        secret,
      });
      await api.register(passwordRoutes, { ...moduleOptions, secret });
      await api.register(customersRoutes, { ...moduleOptions, remote });
      await api.register(documentsRoutes, { ...moduleOptions, remote });
      await api.register(placesRoutes, moduleOptions);
      await api.register(catalogueRoutes, { ...moduleOptions, readDb: reader?.db ?? database.db });
      await api.register(ordersRoutes, { ...moduleOptions, outbox: erp ?? undefined });
      await api.register(newsletterRoutes, moduleOptions);
      await api.register(guestLookupRoutes, moduleOptions);
      await api.register(quickOrderRoutes, moduleOptions);
      await api.register(accountRoutes, { ...moduleOptions, remote });
      await api.register(reorderRoutes, moduleOptions);
      await api.register(savedListsRoutes, moduleOptions);
      await api.register(companyRoutes, { ...moduleOptions, secret });
      await api.register(reportLinkRoutes, { ...moduleOptions, secret, remote });
      await api.register(ratesRoutes, {
        ...moduleOptions,
        provider: options.ratesProvider ?? createHttpRatesProvider(config.ratesUrl),
      });
    },
    { prefix },
  );
  // The staff console's API (issue 50): its own session, a role check on every route.
  await app.register(
    async (console) => {
      await console.register(staffRoutes, { ...moduleOptions, secret });
      await console.register(orderDeskRoutes, { ...moduleOptions, outbox: erp ?? undefined });
      await console.register(auditRoutes, moduleOptions);
      await console.register(mailDeskRoutes, { ...moduleOptions, secret });
      await console.register(customerDeskRoutes, { ...moduleOptions, secret, remote });
      await console.register(consoleHealthRoutes, {
        ...moduleOptions,
        databaseKind: database.kind,
        erpHealth: erp ? () => erp.health() : undefined,
      });
      await console.register(catalogueDeskRoutes, {
        ...moduleOptions,
        syncNow: erp ? () => erp.sync() : undefined,
      });
    },
    { prefix: STAFF_API_PREFIX },
  );
  // The ERP's addresses on the host root: pictures and printable documents.
  await app.register(pictureRoutes, moduleOptions);
  await app.register(printableRoutes, { ...moduleOptions, secret, remote });
  await app.register(seoRoutes, { ...moduleOptions, readDb: reader?.db ?? database.db });

  await registerConsole(app, config.webDist, config.currency);
  await registerStorefront(app, config.webDist, {
    catalogueVersion: freshVersion(reader?.db ?? database.db, 'catalogue'),
    now,
    publicUrl: config.publicUrl,
    currency: config.currency,
  });
  return app;
}
