// npm run backup -w @mostrador/api [-- <file>]
// Writes a backup of the database (PGlite's DATA_DIR, or the PostgreSQL server of DATABASE_URL), pictures
// included, to <file> or a new file in BACKUP_DIR, and prints where. Safe while the shop runs: PostgreSQL's
// pg_dump reads one snapshot; a PGlite folder the shop holds is dumped by the shop itself, between two
// transactions, when asked (db/backup.ts).
import { resolve } from 'node:path';
import { invocationDir, loadConfigOrExit } from '../src/config/env';
import { backupPath, requestBackup, writeBackup } from '../src/db/backup';
import { openDatabase } from '../src/db/database';
import { FolderInUse } from '../src/db/folder-lock';

const config = loadConfigOrExit();
const file = process.argv[2] ? resolve(invocationDir(), process.argv[2]) : backupPath(config);
const started = Date.now();
try {
  const database = await openDatabase(config);
  try {
    await writeBackup(database, config, file);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof FolderInUse)) throw error;
  // The shop has the folder: it writes the backup itself.
  await requestBackup(config, error.pid, file);
}
console.log(
  `backup written: ${file} (${Date.now() - started} ms); restore it with npm run restore -w @mostrador/api -- ${file}`,
);
