// npm run seed -w @mostrador/api [-- --products N]
// Migrates the database named by DATABASE_URL (or the PGlite folder DATA_DIR) and seeds the demo data when
// the catalogue is empty; with --products N, grows the catalogue to N products (100000 for benchmarks).
// With ERP_URL set, or DEMO=false, it only migrates, and drops the demo accounts of a database seeded before: an
// ERP shop gets its catalogue from the sync and its customers from the ERP, never the demo's.
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../src/config/env';
import { openDatabaseOrExit } from '../src/db/database';
import { dropDemoAccounts } from '../src/db/demo-accounts';
import { prepareDescriptions } from '../src/db/descriptions';
import { migrate } from '../src/db/migrate';
import { backupBeforeMigrating, backupPlaceOf, demoDropReason } from '../src/db/prepare';
import { growCatalogue, isSeeded, seedDemo } from '../src/db/seed/seed';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = values.products === undefined ? undefined : Number(values.products);
if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
  console.error('--products must be a whole number above 0, e.g. --products 100000');
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await openDatabaseOrExit(config);
const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
try {
  const started = Date.now();
  await backupBeforeMigrating(database, {
    backup: backupPlaceOf(config),
    log: { info: (fields: { file?: string }) => console.log(`backup before migrating: ${fields.file}`) },
  });
  const applied = await migrate(database);
  console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
  const descriptions = await prepareDescriptions(database.db);
  if (descriptions.filled > 0) console.log(`descriptions: ${descriptions.filled} sanitised and stored`);
  const noDemo = demoDropReason(config);
  if (noDemo) {
    console.log(
      `demo data: not seeded (${noDemo}${config.erp ? ': the catalogue comes from npm run sync' : ''})`,
    );
    const dropped = await database.db.transaction().execute((trx) => dropDemoAccounts(trx));
    if (dropped.length > 0) console.log(`demo accounts dropped: ${dropped.join(', ')} no longer log in`);
  } else if (await isSeeded(database.db)) console.log('demo data: already there');
  else {
    await seedDemo(database.db);
    console.log('demo data: seeded (customers demo1 and demo2, password demo-2026)');
  }
  if (products !== undefined) {
    const added = await growCatalogue(database.db, products);
    console.log(`catalogue: ${added} products added (${products} wanted)`);
  }
  console.log(`done in ${Date.now() - started} ms on ${where}`);
} finally {
  await database.close();
}
