// npm run sync -w @mostrador/api
// One catalogue sync from the ERP named by ERP_URL / ERP_TOKEN into the database of DATABASE_URL (or
// DATA_DIR), then one delivery of the orders waiting in the outbox. Exit code 1 when the ERP failed.
import pino from 'pino';
import { loadConfigOrExit } from '../src/config/env';
import { openDatabaseOrExit } from '../src/db/database';
import { backupPlaceOf, demoDropReason, prepareDatabase } from '../src/db/prepare';
import { ErpConnector } from '../src/erp/connector';

const config = loadConfigOrExit();
if (!config.erp) {
  console.error('ERP_URL y ERP_TOKEN no están configurados: no hay ERP con el que sincronizar');
  process.exit(2);
}
const database = await openDatabaseOrExit(config);
let code = 0;
const log = pino({ level: config.logLevel });
try {
  await prepareDatabase(database, {
    seed: false,
    dropDemo: demoDropReason(config),
    log,
    backup: backupPlaceOf(config),
  });
  const connector = new ErpConnector(
    database.db,
    config.erp,
    { userId: config.erpUserId, companyId: config.erpCompanyId },
    () => new Date(),
    log,
  );
  try {
    const report = await connector.sync();
    console.log(
      `catálogo: ${report.products} productos (${report.hidden} ocultos, ${report.skipped.length} omitidos), ${report.pages} páginas, ${report.picturesFetched} imágenes nuevas`,
    );
    for (const s of report.skipped.slice(0, 20)) console.log(`  omitido ${String(s.id)}: ${s.problem}`);
  } catch (error) {
    console.error(`la sincronización falló; el catálogo anterior sigue en uso: ${(error as Error).message}`);
    code = 1;
  }
  const outcomes = await connector.deliver();
  console.log(`pedidos enviados al ERP: ${outcomes.size}`);
  await connector.stop();
} finally {
  await database.close();
}
process.exit(code);
