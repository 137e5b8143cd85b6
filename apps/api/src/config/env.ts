// The only reader of process.env: parses it once into a typed Config.

import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { CURRENCIES, type CurrencyCode, type CurrencySettings } from '@mostrador/domain';
import { z } from 'zod';

const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** A setting as `schema` reads it, a blank value counting as unset. */
const setting = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema);

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address (10.0.0.5, ::1), a range (10.1.0.0/16, 10.1.0.0/255.255.0.0, fd00::/8) or a range name. */
function isProxyAddress(text: string): boolean {
  if (PROXY_RANGE_NAMES.has(text)) return true;
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (version === 4 && isIP(bits) === 4) return true;
  return /^[0-9]{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: true, false, 1, 0, or a comma-separated list of proxy addresses and ranges. */
function isTrustProxy(value: string): boolean {
  if (['true', 'false', '1', '0'].includes(value)) return true;
  const items = value.split(',').map((v) => v.trim());
  return items.every((item) => item !== '' && isProxyAddress(item));
}
/** An e-mail address: something@domain.tld (no spaces, no angle brackets). */
function isAddress(text: string): boolean {
  return /^[^\s@<>",]+@[^\s@<>",]+\.[^\s@<>",]+$/.test(text);
}
/** An address, or a display name and an address: `Shop <shop@example.com>`. */
function isMailbox(text: string): boolean {
  const named = /^([^<>]*)<([^<>]+)>$/.exec(text.trim());
  return named ? isAddress(named[2] ?? '') && !/[\r\n]/.test(named[1] ?? '') : isAddress(text.trim());
}
/** A delivery method of DELIVERY_METHODS: `code=Name` (the code: lower-case letters, digits, dashes). */
const DELIVERY_METHOD = /^([a-z0-9-]{1,30})=([^,=\r\n]{1,60})$/;
/** DELIVERY_METHODS: comma-separated `code=Name` methods, each code once. */
function deliveryMethods(value: string | undefined): { code: string; name: string }[] {
  if (value === undefined) return [];
  return value.split(',').map((item) => {
    const [, code = '', name = ''] = DELIVERY_METHOD.exec(item.trim()) ?? [];
    return { code, name: name.trim() };
  });
}
function isDeliveryMethods(value: string): boolean {
  const methods = deliveryMethods(value);
  const codes = new Set(methods.map((m) => m.code));
  return methods.every((m) => m.code !== '' && m.name !== '') && codes.size === methods.length;
}
const optionalText = setting(z.string().optional());

/** The currencies the shop writes (packages/domain's money table). */
const CURRENCY_CODES = Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]];
const currencyCode = z.enum(CURRENCY_CODES);

const envSchema = z.object({
  NODE_ENV: setting(z.enum(['development', 'production', 'test']).default('development')),
  PORT: setting(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: setting(z.string().default('0.0.0.0')),
  /** Server processes on the one port (node:cluster); unset: the number of cores. PGlite always runs one. */
  WORKERS: setting(z.coerce.number().int().min(1).max(256).optional()),
  DATA_DIR: setting(z.string().default('.data')),
  /** Prometheus figures on their own port (unset: none served); on METRICS_HOST, loopback unless said. */
  METRICS_PORT: setting(z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: setting(z.string().default('127.0.0.1')),
  /** Where `npm run backup` and the backup taken before migrating write (db/backup.ts). */
  BACKUP_DIR: setting(z.string().default('.backups')),
  DATABASE_URL: setting(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
  ),
  DATABASE_READ_URL: setting(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
  ),
  LOG_LEVEL: setting(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  TOKEN_SECRET: setting(z.string().min(32).optional()),
  USUARIO_ID: setting(z.coerce.number().int().min(0).default(1)),
  EMPRESA_ID: setting(z.coerce.number().int().min(0).default(1)),
  GUEST_PRICE_LEVEL: setting(z.coerce.number().int().min(1).max(5).default(4)),
  PAGE_SIZE: setting(z.coerce.number().int().min(1).max(100).default(24)),
  RATES_URL: setting(z.url().default('https://api.frankfurter.app/latest?from=USD')),
  // The ERP's currency (prices are kept in it) and the ones offered to the buyer, the base among them.
  BASE_CURRENCY: setting(currencyCode.default('USD')),
  CURRENCIES: setting(
    z
      .string()
      .default('USD,EUR,GBP')
      .transform((v) => [...new Set(v.split(',').map((c) => c.trim()))])
      .pipe(z.array(currencyCode).min(1)),
  ),
  WEB_DIST: optionalText,
  /** The shop's public origin for absolute URLs (sitemap.xml, robots.txt), e.g. https://shop.example.com. */
  PUBLIC_URL: setting(
    z
      .url()
      .regex(/^https?:\/\//)
      .optional(),
  ),
  LOGIN_RATE_LIMIT: setting(z.coerce.number().int().min(1).default(10)),
  // The proxies in front of the shop: 'true' for those on private addresses (a load balancer in the same
  // network), or their addresses and ranges, comma-separated.
  TRUST_PROXY: setting(z.string().default('false').refine(isTrustProxy)),
  // Origins allowed to call the API from a browser (comma-separated, e.g. https://shop.example.com).
  CORS_ORIGINS: setting(
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url())),
  ),
  // Sessions, the ERP's GET login and connection limits (plugins/auth.ts, plugins/connections.ts).
  LEGACY_GET_LOGIN: setting(z.enum(['true', 'false', '1', '0']).default('false')),
  // The demo accounts (db/demo-accounts.ts): false drops them at start and seeds no demo data.
  DEMO: setting(z.enum(['true', 'false', '1', '0']).default('true')),
  NEWSLETTER_RATE_LIMIT: setting(z.coerce.number().int().min(1).default(20)),
  GUEST_ORDER_RATE_LIMIT: setting(z.coerce.number().int().min(1).default(5)),
  REQUEST_TIMEOUT_MS: setting(z.coerce.number().int().min(1000).max(600_000).default(30_000)),
  HEADERS_TIMEOUT_MS: setting(z.coerce.number().int().min(500).max(120_000).default(10_000)),
  KEEP_ALIVE_TIMEOUT_MS: setting(z.coerce.number().int().min(500).max(120_000).default(5_000)),
  MAX_CONNECTIONS: setting(z.coerce.number().int().min(1).max(1_000_000).default(1_000)),
  MAX_CONNECTIONS_PER_ADDRESS: setting(z.coerce.number().int().min(1).max(1_000_000).default(100)),
  MAX_HEADER_BYTES: setting(z.coerce.number().int().min(4_096).max(65_536).default(16_384)),
  // Orders and printable documents (modules/orders, modules/reports).
  ORDER_MAX_LINES: setting(z.coerce.number().int().min(1).max(200).default(100)),
  TAX_PERCENT: setting(z.coerce.number().min(0).max(100).default(19)),
  IDEMPOTENCY_KEY_HOURS: setting(z.coerce.number().int().min(24).default(48)),
  DELIVERY_METHODS: setting(z.string().refine(isDeliveryMethods).optional()),
  DISTRIBUTOR_NAME: setting(z.string().default('Mostrador Distribuciones S.A.S.')),
  DISTRIBUTOR_NIT: setting(z.string().default('901234567-8')),
  DISTRIBUTOR_ADDRESS: setting(z.string().default('Carrera 48 # 10-45, Bodega 3')),
  DISTRIBUTOR_CITY: setting(z.string().default('Medellín, Antioquia')),
  DISTRIBUTOR_PHONE: setting(z.string().default('+57 604 321 0000')),
  DISTRIBUTOR_EMAIL: setting(z.string().default('ventas@mostrador.example.com')),
  // E-mail (apps/api/src/mail): SMTP_URL unset writes each message as an .eml file under DATA_DIR/mail.
  SMTP_URL: setting(
    z
      .url()
      .regex(/^smtps?:\/\/[^/?#]+\/?(\?.*)?$/)
      .optional(),
  ),
  MAIL_FROM: setting(z.string().refine(isMailbox).optional()),
  ORDERS_EMAIL: setting(z.string().refine(isAddress).optional()),
  // The ERP connector (erp/): off unless ERP_URL is set.
  ERP_URL: setting(
    z
      .url()
      .regex(/^https?:\/\//)
      .optional(),
  ),
  ERP_TOKEN: optionalText,
  ERP_SYNC_MINUTES: setting(z.coerce.number().min(0).max(1440).default(15)),
  // At most half the outbox's 60 s lease on an order (erp/outbox.ts MAX_ERP_TIMEOUT_MS): a call to the
  // ERP started under a fresh lease ends inside it.
  ERP_TIMEOUT_SECONDS: setting(z.coerce.number().min(0.05).max(30).default(20)),
});

/** What each setting accepts, in the operator's words (English): a configuration error names it. */
export const ACCEPTED: Record<keyof typeof envSchema.shape, string> = {
  NODE_ENV: 'development, production or test',
  PORT: 'a whole number from 0 to 65535',
  HOST: 'an address or host name to listen on, e.g. 0.0.0.0',
  WORKERS: 'a whole number from 1 to 256, or unset for one per core',
  METRICS_PORT: 'a whole number from 1 to 65535 (a port other than PORT), or unset for no metrics',
  METRICS_HOST: 'an address to serve the metrics on, e.g. 127.0.0.1 (the default) or a private address',
  BACKUP_DIR: 'a folder this process can create and write, relative to the repository or absolute',
  DATA_DIR: 'a folder this process can create and write, relative to the repository or absolute',
  DATABASE_URL:
    'the URL of a reachable PostgreSQL server, postgres://user:password@host:5432/database, or unset for the embedded PGlite in DATA_DIR',
  DATABASE_READ_URL: 'the postgres:// URL of a reachable read replica, or unset',
  LOG_LEVEL: 'fatal, error, warn, info, debug, trace or silent',
  TOKEN_SECRET: 'at least 32 characters, or unset to have one generated and kept in the database',
  USUARIO_ID: 'a whole number, 0 or more',
  EMPRESA_ID: 'a whole number, 0 or more',
  GUEST_PRICE_LEVEL: 'a whole number from 1 to 5 (Precio1 to Precio5)',
  PAGE_SIZE: 'a whole number from 1 to 100',
  RATES_URL: 'a URL, e.g. https://api.frankfurter.app/latest?from=USD',
  BASE_CURRENCY: `one of ${CURRENCY_CODES.join(', ')}, and one of CURRENCIES`,
  CURRENCIES: `a comma-separated list of ${CURRENCY_CODES.join(', ')}, e.g. USD,EUR,GBP (BASE_CURRENCY among them)`,
  WEB_DIST: 'a folder path',
  PUBLIC_URL: "the shop's public http(s) origin, e.g. https://tienda.example.com",
  LOGIN_RATE_LIMIT: 'a whole number, 1 or more',
  TRUST_PROXY:
    'true, false, 1, 0, or a comma-separated list of proxy addresses and ranges, e.g. 10.0.0.5, 10.1.0.0/16 (also loopback, linklocal, uniquelocal)',
  CORS_ORIGINS: 'a comma-separated list of origins, e.g. https://tienda.example.com,https://b2b.example.com',
  LEGACY_GET_LOGIN: 'true, false, 1 or 0',
  DEMO: 'true, false, 1 or 0',
  NEWSLETTER_RATE_LIMIT: 'a whole number, 1 or more',
  GUEST_ORDER_RATE_LIMIT: 'a whole number, 1 or more',
  REQUEST_TIMEOUT_MS: 'a whole number of milliseconds from 1000 to 600000',
  HEADERS_TIMEOUT_MS: 'a whole number of milliseconds from 500 to 120000',
  KEEP_ALIVE_TIMEOUT_MS: 'a whole number of milliseconds from 500 to 120000',
  MAX_CONNECTIONS: 'a whole number from 1 to 1000000',
  MAX_CONNECTIONS_PER_ADDRESS: 'a whole number from 1 to 1000000',
  MAX_HEADER_BYTES: 'a whole number of bytes from 4096 to 65536',
  ORDER_MAX_LINES: 'a whole number from 1 to 200',
  TAX_PERCENT: 'a number from 0 to 100',
  IDEMPOTENCY_KEY_HOURS: 'a whole number of hours, 24 or more',
  DELIVERY_METHODS:
    'comma-separated code=Name methods, e.g. truck=Camión del distribuidor,pickup=Recoger en bodega (code: a-z, 0-9, -)',
  DISTRIBUTOR_NAME: 'text',
  DISTRIBUTOR_NIT: 'text',
  DISTRIBUTOR_ADDRESS: 'text',
  DISTRIBUTOR_CITY: 'text',
  DISTRIBUTOR_PHONE: 'text',
  DISTRIBUTOR_EMAIL: 'text',
  SMTP_URL:
    'smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://user:password@host:465 (TLS), or unset to write .eml files under DATA_DIR/mail',
  MAIL_FROM: 'an address, or a name and an address: Shop <shop@example.com>',
  ORDERS_EMAIL: 'an e-mail address, e.g. pedidos@example.com',
  ERP_URL: "the ERP's apiGold/ base, an http(s) URL, e.g. https://erp.example.com/apiGold/",
  ERP_TOKEN: "the ERP's shared credential, required when ERP_URL is set",
  ERP_SYNC_MINUTES: 'a number of minutes from 0 to 1440, e.g. 0.5 (0: only at start and by npm run sync)',
  ERP_TIMEOUT_SECONDS: 'a number of seconds from 0.05 to 30 (half the lease on an order being sent)',
};

/** Settings whose value is never printed. */
const SECRET = new Set(['TOKEN_SECRET', 'ERP_TOKEN']);

/** A setting's value as an error may show it: a secret's length only, a URL's password masked. */
export function shownValue(name: string, value: string): string {
  if (SECRET.has(name)) return `(${value.length} characters, not shown)`;
  const masked = value.replace(/\/\/([^/@:]*):[^/@]*@/, '//$1:***@');
  return JSON.stringify(masked.length > 120 ? `${masked.slice(0, 120)}...` : masked);
}

/**
 * One line for the operator about a setting: its name and value, what is wrong with it, and what it accepts
 * (`ACCEPTED`, unless given).
 */
export function settingProblem(
  name: string,
  value: string | undefined,
  wrong: string,
  accepted?: string,
): string {
  const known = accepted ?? (ACCEPTED as Record<string, string | undefined>)[name] ?? 'see the README';
  return `Configuration error: ${name}${value === undefined ? '' : `=${shownValue(name, value)}`} ${wrong}. Accepted: ${known}.`;
}

/** The environment does not make a working configuration: one line per setting at fault. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/**
 * For a command's start: prints each of a ConfigError's lines (English, no stack trace) and ends the process
 * with code 1. Any other error is not a configuration error, and is thrown on.
 */
export function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  for (const line of error.problems) console.error(line);
  process.exit(1);
}

/** loadConfig for a command's start: a bad setting ends the process with its line (exitOnConfigError). */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    return exitOnConfigError(error);
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Server processes (WORKERS; default: the cores of the machine; always 1 on PGlite). */
  workers: number;
  /** Where the Prometheus figures are served (METRICS_PORT, METRICS_HOST); unset: nowhere. */
  metrics: { port: number; host: string } | undefined;
  /** Absolute path of the folder backups are written to (BACKUP_DIR). */
  backupDir: string;
  /** Absolute path of the PGlite data folder (used when `databaseUrl` is unset). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: a PostgreSQL read replica for catalogue reads (writes and orders use databaseUrl). */
  databaseReadUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** From TOKEN_SECRET; when unset the server generates one and keeps it in the database. */
  tokenSecret: string | undefined;
  /** USUARIO_ID and EMPRESA_ID: who the shop is to the ERP (its `usuarioid` and `empresaid`). */
  erpUserId: number;
  erpCompanyId: number;
  /** 1..5: the price level (PrecioN) of visitors who are not logged in. */
  guestPriceLevel: number;
  /** Products per GetProductos_V2 page (and rows per document page). */
  pageSize: number;
  ratesUrl: string;
  /** BASE_CURRENCY and CURRENCIES: the currency prices are kept in (the ERP's), and the ones offered to the
   * buyer (the base among them), in their order. */
  currency: CurrencySettings;
  /** Absolute path of the built storefront. */
  webDist: string;
  /** PUBLIC_URL without a trailing slash (origin and optional path prefix); unset: the request's own origin. */
  publicUrl: string | undefined;
  /** Login attempts per minute and address. */
  loginRateLimit: number;
  /** The proxies in front of the shop (addresses, ranges or proxy-addr's names; none: empty). The client's
   * address is the first one from the right of X-Forwarded-For that is not one of them, never what a client
   * wrote to its left. Behind a proxy the shop is taken to be behind HTTPS (HSTS is sent). */
  trustProxy: string[];
  /** Origins whose pages may call the API (CORS, with credentials); none by default. */
  corsOrigins: string[];
  /** Accept the ERP's GET TerceroApi/LoginTercero?usuario&contrasena (405 otherwise). */
  legacyGetLogin: boolean;
  /** DEMO: false drops the demo accounts of a database seeded before, at start, and seeds no demo data. */
  demo: boolean;
  /** Newsletter subscriptions per minute and address. */
  newsletterRateLimit: number;
  /** Guest orders per minute and address (they take stock without a customer behind them). */
  guestOrderRateLimit: number;
  /** Connections: whole-request, headers and keep-alive timeouts (ms), the most open connections (in all, and
   * from one client address: plugins/connections.ts), and the largest request head (URL and headers, bytes). */
  connections: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
    maxConnectionsPerAddress: number;
    maxHeaderBytes: number;
  };
  /** Orders: most lines per order, the store's tax rate (percent) for products without their own, and
   * how long idempotency keys are kept (hours, at least 24). */
  orders: {
    maxLines: number;
    taxPercent: number;
    idempotencyKeyHours: number;
    /** DELIVERY_METHODS: what the checkout offers (none or one: no choice). */
    deliveryMethods: { code: string; name: string }[];
  };
  /** The distributor's details printed on invoices, orders and receipts. */
  distributor: { name: string; nit: string; address: string; city: string; phone: string; email: string };
  /**
   * The ERP connector, when ERP_URL is set: the ERP's apiGold/ base (with its trailing slash), its shared
   * credential (stays on the server: never sent to a browser nor logged), minutes between catalogue syncs
   * (0: only at start and by `npm run sync`), and how long one ERP call may take.
   */
  erp: ErpConfig | undefined;
  /**
   * E-mail: the SMTP server (SMTP_URL, its password inside; never logged), or undefined for the .eml files of
   * `dir`; the sender (MAIL_FROM, default the distributor's name and e-mail) and where the distributor's copy of
   * each order goes (ORDERS_EMAIL, default DISTRIBUTOR_EMAIL).
   */
  mail: MailConfig;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  /** The folder of the .eml files when there is no SMTP_URL: <DATA_DIR>/mail. */
  dir: string;
  from: string;
  ordersEmail: string;
}

export interface ErpConfig {
  url: string;
  token: string;
  syncMinutes: number;
  timeoutMs: number;
}

/** The repository root, two folders above apps/api (the nearest folder with a package.json above this file:
 * apps/api from src/config when run from source, and from dist when run from the build). Relative paths in
 * the env are taken from it. */
export const repoRoot = resolve(packageRoot(import.meta.dirname), '../..');

function packageRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** TRUST_PROXY: 'true' or '1' trusts proxies on private and loopback addresses; a list names them. */
function trustedProxies(value: string): string[] {
  if (value === 'false' || value === '0') return [];
  if (value === 'true' || value === '1') return ['loopback', 'linklocal', 'uniquelocal'];
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // One line per setting, in English from ACCEPTED (zod's own messages follow its global locale, Spanish
    // for the shop's customers: plugins/errors.ts).
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')))];
    throw new ConfigError(names.map((name) => settingProblem(name, env[name], 'is not valid')));
  }
  const e = parsed.data;
  if (e.ERP_URL && !e.ERP_TOKEN)
    throw new ConfigError([settingProblem('ERP_TOKEN', undefined, 'is not set, and ERP_URL is')]);
  if (!e.CURRENCIES.includes(e.BASE_CURRENCY))
    throw new ConfigError([
      settingProblem(
        'BASE_CURRENCY',
        e.BASE_CURRENCY,
        `is not one of CURRENCIES (${e.CURRENCIES.join(',')})`,
      ),
    ]);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    workers: e.DATABASE_URL ? (e.WORKERS ?? availableParallelism()) : 1,
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : undefined,
    dataDir: resolve(repoRoot, e.DATA_DIR),
    backupDir: resolve(repoRoot, e.BACKUP_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    logLevel: e.LOG_LEVEL,
    tokenSecret: e.TOKEN_SECRET,
    erpUserId: e.USUARIO_ID,
    erpCompanyId: e.EMPRESA_ID,
    guestPriceLevel: e.GUEST_PRICE_LEVEL,
    pageSize: e.PAGE_SIZE,
    ratesUrl: e.RATES_URL,
    currency: { base: e.BASE_CURRENCY, offered: e.CURRENCIES },
    webDist: resolve(repoRoot, e.WEB_DIST ?? 'apps/web/dist'),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    trustProxy: trustedProxies(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS.map((o) => new URL(o).origin),
    legacyGetLogin: e.LEGACY_GET_LOGIN === 'true' || e.LEGACY_GET_LOGIN === '1',
    demo: e.DEMO === 'true' || e.DEMO === '1',
    newsletterRateLimit: e.NEWSLETTER_RATE_LIMIT,
    guestOrderRateLimit: e.GUEST_ORDER_RATE_LIMIT,
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
      maxHeaderBytes: e.MAX_HEADER_BYTES,
    },
    orders: {
      maxLines: e.ORDER_MAX_LINES,
      taxPercent: e.TAX_PERCENT,
      idempotencyKeyHours: e.IDEMPOTENCY_KEY_HOURS,
      deliveryMethods: deliveryMethods(e.DELIVERY_METHODS),
    },
    distributor: {
      name: e.DISTRIBUTOR_NAME,
      nit: e.DISTRIBUTOR_NIT,
      address: e.DISTRIBUTOR_ADDRESS,
      city: e.DISTRIBUTOR_CITY,
      phone: e.DISTRIBUTOR_PHONE,
      email: e.DISTRIBUTOR_EMAIL,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      dir: join(resolve(repoRoot, e.DATA_DIR), 'mail'),
      from: e.MAIL_FROM ?? `${e.DISTRIBUTOR_NAME.replace(/[<>"\r\n]/g, '')} <${e.DISTRIBUTOR_EMAIL}>`,
      ordersEmail: e.ORDERS_EMAIL ?? e.DISTRIBUTOR_EMAIL,
    },
    erp:
      e.ERP_URL && e.ERP_TOKEN
        ? {
            url: e.ERP_URL.endsWith('/') ? e.ERP_URL : `${e.ERP_URL}/`,
            token: e.ERP_TOKEN,
            syncMinutes: e.ERP_SYNC_MINUTES,
            timeoutMs: Math.round(e.ERP_TIMEOUT_SECONDS * 1000),
          }
        : undefined,
  };
}

/** The folder a command was started from (npm's INIT_CWD under `npm run -w`): file arguments are relative to it. */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}
