import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import type { OpenDatabase } from './database';
import { dropDemoAccounts } from './demo-accounts';
import { prepareDescriptions } from './descriptions';
import { migrate } from './migrate';
import { ensurePlaces } from './seed/places';
import { isSeeded, seedDemo } from './seed/seed';

/** Migrates, writes the places when there are none, stores the sanitised HTML of descriptions still without
 * it, seeds the demo data when `seed` is set and the catalogue is empty, and drops the demo accounts when
 * `dropDemo` names why (ERP_URL, DEMO=false). The server, the seed, the ERP sync and the import all start
 * with it. */
export async function prepareDatabase(
  database: OpenDatabase,
  options: { seed: boolean; dropDemo?: DemoDropReason | undefined; log?: Pick<FastifyBaseLogger, 'info'> },
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
  if (options.dropDemo) {
    const dropped = await database.db.transaction().execute((trx) => dropDemoAccounts(trx));
    if (dropped.length > 0)
      options.log?.info(
        { accounts: dropped, reason: options.dropDemo },
        `demo accounts dropped (${options.dropDemo}): they no longer log in nor show on the login page`,
      );
  }
}

/** Why a process drops the demo accounts of its database at start. */
export type DemoDropReason = 'ERP_URL is set' | 'DEMO=false';

/** Whether (and why) a process with this configuration drops the demo accounts: with an ERP, or DEMO=false. */
export function demoDropReason(config: Pick<Config, 'erp' | 'demo'>): DemoDropReason | undefined {
  if (config.erp) return 'ERP_URL is set';
  return config.demo ? undefined : 'DEMO=false';
}

/**
 * Whether the server seeds the demo data into an empty database: only the embedded default (PGlite; a
 * PostgreSQL server is seeded with `npm run seed`), and never with an ERP (ERP_URL) or DEMO=false: a live ERP
 * shop must not sell the demo catalogue nor let the demo customers in, not even while the ERP is down at
 * first start. Its catalogue comes from the sync, its customers from the ERP's login.
 */
export function serverSeedsDemo(config: Pick<Config, 'erp' | 'demo'>, kind: OpenDatabase['kind']): boolean {
  return kind === 'pglite' && demoDropReason(config) === undefined;
}

/** What the server runs on its database before it listens: migrate, seed the demo or drop its accounts. */
export function prepareServerDatabase(
  database: OpenDatabase,
  config: Pick<Config, 'erp' | 'demo'>,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  return prepareDatabase(database, {
    seed: serverSeedsDemo(config, database.kind),
    dropDemo: demoDropReason(config),
    ...(log ? { log } : {}),
  });
}
