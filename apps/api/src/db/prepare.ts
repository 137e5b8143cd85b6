import type { FastifyBaseLogger } from 'fastify';
import type { OpenDatabase } from './database';
import { migrate } from './migrate';
import { isSeeded, seedDemo } from './seed/seed';

/** Migrates, and seeds the demo data when `seed` is set and the catalogue is empty. */
export async function prepareDatabase(
  database: OpenDatabase,
  options: { seed: boolean; log?: Pick<FastifyBaseLogger, 'info'> },
): Promise<void> {
  const applied = await migrate(database);
  if (applied.length > 0) options.log?.info({ applied }, 'migrations applied');
  if (options.seed && !(await isSeeded(database.db))) {
    const started = Date.now();
    await seedDemo(database.db);
    options.log?.info({ ms: Date.now() - started }, 'demo data seeded');
  }
}
