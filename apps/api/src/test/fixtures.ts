// A test file's app as a fixture: `testApp()` (or `demoCustomers()`, with demo1 and demo2 logged in) registers
// the file's beforeAll and afterAll and hands back the app at once. Its fields are read inside the tests (and
// in the file's later hooks), once beforeAll has made it.
import { API_BASE, type Session } from '@mostrador/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config, MailConfig } from '../config/env';
import type { Database } from '../db/database';
import type { ProductDemo, Variations } from '../db/schema';
import { settingOf } from '../db/settings';
import { MARKER_ID_KEY } from '../erp/outbox';
import { createTestApp, databaseOfFile, type TestApp, type TestAppOptions, type TestDatabase } from './app';
import { type FakeErp, startFakeErp } from './fake-erp';
import type { TestSmtp } from './smtp-server';

export interface DemoCustomers extends TestApp {
  /** The session of demo1 (level 4; db/seed/customers.ts). */
  readonly demo1: Session;
  /** The session of demo2 (level 2). */
  readonly demo2: Session;
}

interface Made {
  t: TestApp;
  sessions?: { demo1: Session; demo2: Session };
}

function fixture(options: TestAppOptions, logIn: boolean): DemoCustomers {
  let made: Made | undefined;
  beforeAll(async () => {
    const t = await createTestApp(options);
    made = { t };
    if (logIn) made.sessions = { demo1: await t.login('demo1'), demo2: await t.login('demo2') };
  });
  afterAll(() => made?.t.close());
  const app = () => {
    if (!made) throw new Error('the test app is read before its beforeAll has made it');
    return made.t;
  };
  const sessions = () => {
    if (!made?.sessions) throw new Error('the demo customers are read before their beforeAll logged them in');
    return made.sessions;
  };
  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    get testDatabase() {
      return app().testDatabase;
    },
    get config() {
      return app().config;
    },
    get rates() {
      return app().rates;
    },
    login: (usuario, contrasena) => app().login(usuario, contrasena),
    loginAnswer: (usuario, contrasena) => app().loginAnswer(usuario, contrasena),
    bearer: (session) => app().bearer(session),
    close: () => app().close(),
    get demo1() {
      return sessions().demo1;
    },
    get demo2() {
      return sessions().demo2;
    },
  };
}

/** The file's app: made before its tests (a fresh, seeded database), closed after them. */
export function testApp(options: TestAppOptions = {}): TestApp {
  return fixture(options, false);
}

/** `testApp()` with the two demo customers logged in: the setup of the customer areas' route tests. */
export function demoCustomers(options: TestAppOptions = {}): DemoCustomers {
  return fixture(options, true);
}

/**
 * `testApp()` sending its mail to `smtp` (started before the app, stopped after it; what it received forgotten
 * before each test), its .eml fallback in `dir`: the setup of the mail tests.
 */
export function mailingApp(
  smtp: TestSmtp,
  mail: { dir: string; ordersEmail?: string },
  options: TestAppOptions = {},
): TestApp {
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  beforeEach(() => {
    smtp.received.length = 0;
  });
  return testApp({
    ...options,
    config: { ...options.config, mail: mailConfigOf(smtp, mail.dir, mail.ordersEmail) },
  });
}

/** The shop's mail settings for `smtp`: its .eml fallback in `dir`, the shop's sender, the orders' address. */
export function mailConfigOf(
  smtp: TestSmtp,
  dir: string,
  ordersEmail = 'pedidos@distribuidor.example.com',
): MailConfig {
  return { smtpUrl: smtp.url, dir, from: 'Tienda <tienda@mostrador.example.com>', ordersEmail };
}

export interface ErpAndDatabase {
  /** The fake ERP, with the products asked for. */
  readonly erp: FakeErp;
  /** A migrated database with no data (the ERP's catalogue comes by a sync). */
  readonly database: TestDatabase;
}

/**
 * A fake ERP of `products` products and an empty database, made in the beforeAll of the scope it is called in (a
 * file, or a describe) and closed in its afterAll. Its fields are read inside the tests.
 */
export function fakeErpAndEmptyDatabase(products: number): ErpAndDatabase {
  const database = databaseOfFile({ seed: false });
  let erp: FakeErp | undefined;
  beforeAll(async () => {
    erp = await startFakeErp({ products });
  });
  afterAll(() => erp?.close());
  return {
    get erp() {
      if (!erp) throw new Error('the fake ERP is read before its beforeAll has made it');
      return erp;
    },
    get database() {
      return database();
    },
  };
}

/** This database's id in the markers of its orders in the ERP's notes (migration 220). */
export async function markerIdOf(db: Database): Promise<string> {
  const marker = await settingOf(db, MARKER_ID_KEY);
  if (marker === undefined) throw new Error(`no ${MARKER_ID_KEY} in app_settings`);
  return marker;
}

/** The mail outbox's rows, oldest first, with what the mail tests read of each. */
export function outboxRows(db: Database) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'state', 'message_id', 'last_error', 'recipient'])
    .orderBy('id')
    .execute();
}

/** A product's stock (`disponible`) as the database has it now. */
export async function productStock(db: Database, productId: number): Promise<number> {
  const row = await db
    .selectFrom('productos')
    .select('disponible')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.disponible;
}

/** SQL on `productos`: the product comes in a colour with sizes (the demo catalogue's variations). */
export const inSizesSql = sql<boolean>`coalesce(jsonb_path_exists(demo, '$.variation[*].size[0]'), false)`;

/** Colours and their sizes' stock, `{ white: { m: 7, xl: 3 } }`, as a product's variations (picture `white.svg`). */
export const coloursAndSizes = (stock: Record<string, Record<string, number>>): Variations =>
  Object.entries(stock).map(([color, sizes]) => ({
    color,
    image: `${color}.svg`,
    size: Object.entries(sizes).map(([name, count]) => ({ name, stock: count })),
  }));

/**
 * The first product sold at level 4 in colours and sizes, its colours and sizes set to `stock`
 * (`coloursAndSizes`) and its stock to theirs in all; returns its row as it was (to put back).
 */
export async function productInSizes(db: Database, stock: Record<string, Record<string, number>>) {
  const variation = coloursAndSizes(stock);
  const before = await db
    .selectFrom('productos')
    .select(['id', 'demo', 'disponible'])
    .where('activo', '=', true)
    .where('precio4', 'is not', null)
    .where(inSizesSql)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const total = variation.flatMap((v) => v.size).reduce((sum, size) => sum + size.stock, 0);
  await db
    .updateTable('productos')
    .set({ disponible: total, demo: JSON.stringify({ ...(before.demo as ProductDemo), variation }) })
    .where('id', '=', before.id)
    .execute();
  return before;
}

/** A guest company's checkout details, as the order and the guest's look-up tests give them. */
export const GUEST_COMPANY = {
  Nit: '800197268-4',
  Tercero: 'Ferretería La Esquina',
  Telefono1: '+57 300 123 4567',
  Direccion: 'Calle 10 # 20-30',
  Email: 'compras@esquina.example.com',
  Ciudad: '05001',
  Departamento: '05',
};

/** The first active product a guest can order plainly: in stock (over 20), priced at level 4, in no variations. */
export async function plainProduct(db: Database): Promise<{ id: number; name: string }> {
  const row = await db
    .selectFrom('productos')
    .select(['id', 'nombre'])
    .where('activo', '=', true)
    .where('disponible', '>', 20)
    .where('precio4', 'is not', null)
    .where(sql<boolean>`NOT coalesce(demo ? 'variation', false)`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.nombre };
}

/** POSTs `payload` to the API's `path` (under API_BASE), as `session` when one is given, with `headers`. */
export function apiPost(
  t: TestApp,
  path: string,
  payload: object,
  session?: Session | string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    payload,
    headers: { ...(session ? t.bearer(session) : {}), ...headers },
  });
}

/** TRUST_PROXY=true: the shop behind a proxy on this machine or its private network. */
export const BEHIND_A_PROXY: Partial<Config> = { trustProxy: ['loopback', 'linklocal', 'uniquelocal'] };

/**
 * Runs `use` with another app on `t`'s database, made with its own `options` (a setting, a clock), and closes
 * that app after it.
 */
export async function withAnotherApp<T>(
  t: Pick<TestApp, 'testDatabase'>,
  options: Omit<TestAppOptions, 'testDatabase'>,
  use: (other: TestApp) => Promise<T>,
): Promise<T> {
  const other = await createTestApp({ ...options, testDatabase: t.testDatabase });
  try {
    return await use(other);
  } finally {
    await other.close();
  }
}
