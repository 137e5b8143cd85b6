// Starts the server: opens (and on first start migrates and seeds) the database, listens on PORT,
// prints the URL, and shuts down gracefully on SIGINT/SIGTERM.
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';

const config = loadConfig();
const started = Date.now();
const database = await openDatabase(config);
// The embedded default seeds itself on first start; a PostgreSQL server is seeded with `npm run seed`.
await prepareDatabase(database, { seed: database.kind === 'pglite' });
const app = await buildApp({ config, database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await database.close();
  process.exit(1);
}
const url = `http://localhost:${config.port}/`;
const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
console.log(
  `mostrador is up at ${url} (API ${url}apiGold/, docs ${url}docs) — ${where}, ready in ${Date.now() - started} ms`,
);
