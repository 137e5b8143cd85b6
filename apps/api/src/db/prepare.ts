import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import type { OpenDatabase } from './database';
import { prepareDescriptions } from './descriptions';
import { migrate } from './migrate';
import { ensurePlaces } from './seed/places';
import { isSeeded, seedDemo } from './seed/seed';

/** Migrates, writes the places when there are none, stores the sanitised HTML of descriptions still without
 * it, and seeds the demo data when `seed` is set and the catalogue is empty. The server, the seed, the ERP
 * sync and the import all start with it. */
export async function prepareDatabase(
  database: OpenDatabase,
  options: { seed: boolean; log?: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  // One line per migration applied, none when the database was up to date.
  for (const migration of await migrate(database)) options.log?.info({ migration }, 'migration applied');
  await database.db.transaction().execute((trx) => ensurePlaces(trx));
  // Descriptions without their sanitised HTML (or made by another sanitiser) get it before any answer.
  const descriptions = await prepareDescriptions(database.db);
  if (descriptions.filled > 0 || descriptions.resanitised)
    options.log?.info(descriptions, 'product descriptions sanitised');
  if (options.seed && !(await isSeeded(database.db))) {
    const started = Date.now();
    await seedDemo(database.db);
    options.log?.info({ ms: Date.now() - started }, 'demo data seeded');
  }
}

/**
 * Whether the server seeds the demo data into an empty database: only the embedded default (PGlite; a
 * PostgreSQL server is seeded with `npm run seed`), and never with an ERP (ERP_URL): a live ERP shop must not
 * sell the demo catalogue nor let the demo customers in, not even while the ERP is down at first start. Its
 * catalogue comes from the sync, its customers from the ERP's login.
 */
export function serverSeedsDemo(config: Pick<Config, 'erp'>, kind: OpenDatabase['kind']): boolean {
  return kind === 'pglite' && config.erp === undefined;
}

/** What the server runs on its database before it listens: migrate, and seed the demo when it should. */
export function prepareServerDatabase(
  database: OpenDatabase,
  config: Pick<Config, 'erp'>,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  return prepareDatabase(database, { seed: serverSeedsDemo(config, database.kind), ...(log ? { log } : {}) });
}
