// Starts the server: opens (and on first start migrates, and without an ERP seeds) the database, listens on PORT,
// prints the URL, and shuts down gracefully on SIGINT/SIGTERM. With WORKERS > 1 (PostgreSQL only; the
// default is the number of cores) this process migrates, then forks that many servers on the one port
// (src/cluster.ts); SIGHUP restarts them one at a time. With METRICS_PORT, the Prometheus figures are served
// there (by the primary for all its workers).
import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { loadConfigOrExit, settingProblem } from './config/env';
import { answerBackupRequests } from './db/backup';
import { type OpenDatabase, openDatabaseOrExit, type PgliteDatabase } from './db/database';
import { demoAccountsPresent } from './db/demo-accounts';
import { warnOfCheaperGuestLevel } from './db/guest-level';
import { backupPlaceOf, demoDropReason, prepareDatabase, prepareServerDatabase } from './db/prepare';
import { createLogger } from './lib/logger';
import { type MetricsListen, reportToPrimary, serveClusterMetrics, serveMetrics } from './lib/metrics';

// A setting that cannot work ends the start with one line naming it (stderr, exit code 1), not a stack trace.
const config = loadConfigOrExit();
// Made before the database is opened: the migrations applied at start are logged through it.
const log = createLogger(config);
const started = Date.now();
const url = `http://localhost:${config.port}/`;

if (config.workers > 1 && cluster.isPrimary) {
  // Migrate once, before any worker opens the database.
  const database = await openDatabaseOrExit(config);
  await prepareDatabase(database, {
    seed: false,
    dropDemo: demoDropReason(config),
    log,
    backup: backupPlaceOf(config),
  });
  await warnOfCheaperGuestLevel(database.db, config.guestPriceLevel, log);
  await warnOfDemoAccounts(database);
  await database.close();
  // The figures' port first: a shop that answers has its metrics too, and a taken port stops the start early.
  if (config.metrics)
    await listenOrExit(config.metrics, () => serveClusterMetrics(config.metrics as MetricsListen));
  await runPrimary(config.workers, (message) => console.log(`[cluster] ${message}`));
  console.log(
    `mostrador is up at ${url} (API ${url}apiGold/, docs ${url}docs) — PostgreSQL (DATABASE_URL), ${config.workers} workers, ready in ${Date.now() - started} ms`,
  );
} else {
  await serve();
}

/** Serves the metrics, or ends the start with one line when their port cannot be listened on. */
async function listenOrExit(listen: MetricsListen, serve: () => Promise<unknown>) {
  try {
    await serve();
  } catch (error) {
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    console.error(
      settingProblem(
        'METRICS_PORT',
        String(listen.port),
        `cannot be listened on at ${listen.host} (${code})`,
      ),
    );
    process.exit(1);
  }
}

/** A production start with the demo accounts present says so loudly: in the log and on stderr. */
async function warnOfDemoAccounts(database: OpenDatabase) {
  if (config.env !== 'production' || !(await demoAccountsPresent(database.db))) return;
  const message =
    'the demo accounts are on: anyone can log in as demo1 or demo2 (password demo-2026) and order. Import your customers (npm run import), set ERP_URL, or start with DEMO=false to drop them';
  log.warn({ demoAccounts: true }, message);
  console.error(`WARNING: ${message}`);
}

async function serve() {
  const database = await openDatabaseOrExit(config);
  // The embedded default seeds itself on first start, unless an ERP is configured (its catalogue comes from
  // the sync); a PostgreSQL server is seeded with `npm run seed`.
  await prepareServerDatabase(database, config, log);
  // Once per shop: the primary of a cluster (above) has said it.
  if (!cluster.isWorker) {
    await warnOfCheaperGuestLevel(database.db, config.guestPriceLevel, log);
    await warnOfDemoAccounts(database);
  }
  const app = await buildApp({ config, database, loggerInstance: log });
  // `npm run backup` asks the shop that holds the PGlite folder (db/backup.ts).
  if (database.kind === 'pglite') {
    answerBackupRequests(database as PgliteDatabase, config, (text) => app.log.info(text));
  }

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Idle connections are left to their clients for up to the keep-alive timeout (plugins/connections.ts), the
    // requests under way get 10 s more; then the process ends with whatever is left.
    const force = setTimeout(() => process.exit(1), config.connections.keepAliveTimeoutMs + 10_000);
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
  // `systemctl reload` (SIGHUP) replaces a cluster's workers one at a time (cluster.ts). One process has nothing to
  // serve while it restarts, and Node's default (ending it) left the shop down: systemd counts an end by SIGHUP as
  // a clean stop and does not start it again.
  if (!cluster.isWorker)
    process.on('SIGHUP', () =>
      app.log.warn(
        'SIGHUP: this shop runs one process, which a reload cannot replace: restart it (systemctl restart mostrador)',
      ),
    );

  // The figures before the shop answers: a worker's for its primary, one process's on their own port (which
  // ends with the process: shutdown's process.exit).
  if (cluster.isWorker && config.metrics) reportToPrimary(app.metrics);
  else if (config.metrics)
    await listenOrExit(config.metrics, () => serveMetrics(config.metrics as MetricsListen, app.metrics));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    // A port taken or not allowed is the operator's to change: one line, no stack trace.
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
      const wrong =
        code === 'EADDRINUSE'
          ? `cannot be listened on at ${config.host}: another process is using it (EADDRINUSE)`
          : code === 'EACCES'
            ? `cannot be listened on at ${config.host}: not allowed for this user (EACCES; ports below 1024 need privileges)`
            : `cannot be listened on: HOST=${config.host} is not an address of this machine (EADDRNOTAVAIL)`;
      console.error(
        settingProblem(
          'PORT',
          String(config.port),
          wrong,
          'a free port, 1024 or above for an unprivileged user',
        ),
      );
    } else app.log.error({ err: error }, 'could not listen');
    await app.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }
  if (cluster.isWorker) return;
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `mostrador is up at ${url} (API ${url}apiGold/, docs ${url}docs) — ${where}, ready in ${Date.now() - started} ms`,
  );
}
