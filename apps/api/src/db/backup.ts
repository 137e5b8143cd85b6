// Backups that restore: one file holding the whole database, pictures included (they are rows: `imagenes`).
// PGlite: its data folder as a tarball (`dumpDataDir`), taken between two transactions by the process that has
// the folder open: the command itself, or, while the shop runs, the shop (asked by signal: `requestBackup`).
// PostgreSQL: `pg_dump` (one snapshot: consistent while the shop runs), restored by `pg_restore`.
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type OpenDatabase, openPglite, type PgliteDatabase } from './database';
import { lockFolder } from './folder-lock';
import { MIGRATIONS_DIR } from './migrate';

const run = promisify(execFile);

export interface BackupPlace {
  databaseUrl: string | undefined;
  dataDir: string;
  backupDir: string;
}

/** Where a new backup goes: `<dir>/mostrador-<UTC time>[-<label>].<pgdump|pglite.tar.gz>`. */
export function backupPath(place: BackupPlace, label?: string): string {
  const time = new Date().toISOString().replace(/[:.]/g, '-');
  const extension = place.databaseUrl ? 'pgdump' : 'pglite.tar.gz';
  return join(place.backupDir, `mostrador-${time}${label ? `-${label}` : ''}.${extension}`);
}

/** A PostgreSQL client program (pg_dump, pg_restore): on PATH, else the newest of Debian's server binaries. */
function postgresTool(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(root, v, 'bin', name)).find((path) => existsSync(path));
  return found ?? name;
}

/** Writes `bytes` to `file` whole or not at all (a half-written backup never has the backup's name). */
function writeWhole(file: string, bytes: Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.part`, bytes);
  renameSync(`${file}.part`, file);
}

/** A backup of an open database into `file`; resolves with its size in bytes. */
export async function writeBackup(database: OpenDatabase, place: BackupPlace, file: string): Promise<number> {
  if (database.kind === 'pglite') {
    const tar = new Uint8Array(await (await (database as PgliteDatabase).dump()).arrayBuffer());
    writeWhole(file, gzipSync(tar));
  } else {
    if (!place.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
    mkdirSync(dirname(file), { recursive: true });
    await run(postgresTool('pg_dump'), ['--format=custom', `--file=${file}.part`, place.databaseUrl]);
    renameSync(`${file}.part`, file);
  }
  return statSync(file).size;
}

/**
 * Brings `file` back as the database of `place`, the shop stopped. PGlite: the folder as it was is kept beside
 * it (`<DATA_DIR>.before-restore-<time>`), and returned; PostgreSQL: the database's objects are replaced in one
 * transaction (a restore that fails changes nothing).
 */
export async function restoreBackup(place: BackupPlace, file: string): Promise<string | undefined> {
  if (place.databaseUrl) {
    await run(postgresTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${place.databaseUrl}`,
      file,
    ]);
    return undefined;
  }
  const tar = gunzipSync(readFileSync(file));
  let kept: string | undefined;
  if (existsSync(place.dataDir)) {
    // Refused (FolderInUse) while the shop has it open.
    lockFolder(place.dataDir)();
    kept = `${place.dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(place.dataDir, kept);
  }
  try {
    const database = await openPglite(place.dataDir, { from: new Blob([tar]) });
    await database.close();
  } catch (error) {
    rmSync(place.dataDir, { recursive: true, force: true });
    if (kept) renameSync(kept, place.dataDir);
    throw error;
  }
  return kept;
}

/** The migrations a database has not applied yet (none for a new, empty one: nothing to lose). */
export async function pendingMigrations(database: OpenDatabase, dir = MIGRATIONS_DIR): Promise<string[]> {
  const applied = await database.session(async (query) => {
    const [table] = await query(`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
    if (!table?.present) return null;
    return new Set((await query('SELECT name FROM schema_migrations')).map((r) => String(r.name)));
  });
  if (applied === null) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql') && !applied.has(f))
    .sort();
}

const REQUEST_FILE = 'backup.request';

/**
 * The shop on PGlite: on SIGUSR2 writes the backup `<DATA_DIR>/backup.request` names (the file's one line),
 * then deletes the request: `npm run backup` asks a running shop so (`requestBackup`).
 */
export function answerBackupRequests(
  database: PgliteDatabase,
  place: BackupPlace,
  log: (text: string) => void,
) {
  const request = join(place.dataDir, REQUEST_FILE);
  process.on('SIGUSR2', () => {
    const file = existsSync(request) ? readFileSync(request, 'utf8').trim() : '';
    if (!file) return;
    writeBackup(database, place, file)
      .then(
        (bytes) => log(`backup written to ${file} (${bytes} bytes)`),
        (error: Error) => log(`backup to ${file} failed: ${error.message}`),
      )
      .finally(() => rmSync(request, { force: true }));
  });
}

/** Asks the shop of process `pid` (which has the PGlite folder open) for a backup into `file`; waits for it. */
export async function requestBackup(place: BackupPlace, pid: number, file: string, timeoutMs = 120_000) {
  const request = join(place.dataDir, REQUEST_FILE);
  writeFileSync(request, `${file}\n`);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (existsSync(request) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!existsSync(file)) throw new Error(`the shop (pid ${pid}) did not write ${file}: see its log`);
}
