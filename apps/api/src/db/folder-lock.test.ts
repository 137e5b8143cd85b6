// Real processes and a real PGlite folder: the lock is about other processes.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './database';
import { FolderInUse, LOCK_FILE } from './folder-lock';

const folders: string[] = [];
function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'mostrador-lock-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A process that runs until killed. */
function sleeper(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

describe('a PGlite folder', () => {
  it('is opened by one database at a time, and again once that one is closed', async () => {
    const dir = folder();
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toBeInstanceOf(FolderInUse);
    await first.close();
    const again = await openPglite(dir);
    await again.close();
  });

  it('is refused while another live process holds it, naming that process', async () => {
    const dir = folder();
    const other = sleeper();
    try {
      writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);
      const refused = await openPglite(dir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(FolderInUse);
      expect((refused as FolderInUse).message).toContain(`pid ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('is taken over from a process that has ended (a crash leaves its file behind)', async () => {
    const dir = folder();
    const ended = sleeper();
    await new Promise((resolve) => {
      ended.once('exit', resolve);
      ended.kill('SIGKILL');
    });
    writeFileSync(join(dir, LOCK_FILE), `${ended.pid}\n`);
    const database = await openPglite(dir);
    await database.db
      .selectFrom('pg_catalog.pg_tables' as never)
      .selectAll()
      .limit(1)
      .execute();
    await database.close();
  });

  it('makes `npm run import` stop with the reason while the shop has it open', async () => {
    const dir = folder();
    const shop = await openPglite(dir);
    try {
      const csv = join(dir, 'products.csv');
      writeFileSync(csv, 'codigo\n');
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', join(import.meta.dirname, '../../scripts/import.ts'), csv],
          // biome-ignore lint/style/noProcessEnv: the command runs with this process's environment and its own DATA_DIR
          { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } },
          (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
        );
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is open in another process (pid ${process.pid})`);
    } finally {
      await shop.close();
    }
  });
});
