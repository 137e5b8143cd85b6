// npm run restore -w @mostrador/api -- <file>
// Brings back a backup of `npm run backup` (or the one taken before migrating) as the database of DATA_DIR or
// DATABASE_URL. Stop the shop first: a PGlite folder in use is refused; the folder as it was is kept beside it.
import { resolve } from 'node:path';
import { invocationDir, loadConfigOrExit } from '../src/config/env';
import { restoreBackup } from '../src/db/backup';
import { FolderInUse } from '../src/db/folder-lock';

const config = loadConfigOrExit();
const argument = process.argv[2];
if (!argument) {
  console.error('name the backup to restore: npm run restore -w @mostrador/api -- <file>');
  process.exit(2);
}
const file = resolve(invocationDir(), argument);
const expected = config.databaseUrl ? '.pgdump' : '.pglite.tar.gz';
if (!file.endsWith(expected)) {
  console.error(
    `${file} is not a backup of this database (${config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'}): its name ends with ${expected}`,
  );
  process.exit(2);
}
try {
  const kept = await restoreBackup(config, file);
  console.log(`restored ${file}${kept ? `; the folder as it was is kept in ${kept}` : ''}`);
} catch (error) {
  if (!(error instanceof FolderInUse)) throw error;
  console.error(error.message);
  process.exit(1);
}
