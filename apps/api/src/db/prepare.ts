import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import { type BackupPlace, backupPath, pendingMigrations, writeBackup } from './backup';
import type { OpenDatabase } from './database';
import { dropDemoAccounts } from './demo-accounts';
import { prepareDescriptions } from './descriptions';
import { MIGRATIONS_DIR, migrate } from './migrate';
import { ensurePlaces } from './seed/places';
import { isSeeded, seedDemo } from './seed/seed';

export interface PrepareOptions {
  seed: boolean;
  dropDemo?: DemoDropReason | undefined;
  log?: Pick<FastifyBaseLogger, 'info'>;
  /** Where a backup is written before migrations are applied to a database that has data (an upgrade). */
  backup?: BackupPlace | undefined;
  migrationsDir?: string;
}

/** Before an upgrade's migrations, a backup (they run in one transaction: one that fails changes nothing). */
export async function backupBeforeMigrating(
  database: OpenDatabase,
  options: Pick<PrepareOptions, 'backup' | 'log' | 'migrationsDir'>,
) {
  if (!options.backup) return;
  const pending = await pendingMigrations(database, options.migrationsDir);
  const first = pending[0];
  if (!first) return;
  const file = backupPath(options.backup, `before-${first.replace(/\.sql$/, '')}`);
  const bytes = await writeBackup(database, options.backup, file);
  options.log?.info({ file, bytes, pending }, 'backup taken before migrating');
}

/** Migrates (after a backup, when `backup` says where and the database has data), writes the places when there are none, stores the sanitised HTML of descriptions still without
 * it, seeds the demo data when `seed` is set and the catalogue is empty, and drops the demo accounts when
 * `dropDemo` names why (ERP_URL, DEMO=false). The server, the seed, the ERP sync and the import all start
 * with it. */
export async function prepareDatabase(database: OpenDatabase, options: PrepareOptions): Promise<void> {
  await backupBeforeMigrating(database, options);
  // One line per migration applied, none when the database was up to date.
  const applied = await migrate(database, options.migrationsDir ?? MIGRATIONS_DIR);
  for (const migration of applied) options.log?.info({ migration }, 'migration applied');
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
  config: Pick<Config, 'erp' | 'demo'> & Partial<BackupPlace>,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  return prepareDatabase(database, {
    seed: serverSeedsDemo(config, database.kind),
    dropDemo: demoDropReason(config),
    backup: backupPlaceOf(config),
    ...(log ? { log } : {}),
  });
}

/** The config's backup place, when it names one (the tests' configs may not). */
export function backupPlaceOf(config: Partial<BackupPlace>): BackupPlace | undefined {
  return config.backupDir && config.dataDir
    ? { databaseUrl: config.databaseUrl, dataDir: config.dataDir, backupDir: config.backupDir }
    : undefined;
}
