// The server as an operator starts it (`node --import tsx apps/api/src/server.ts`), in a child process: what
// it prints at start. Ports 3400-3419 only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config/env';
import { MIGRATIONS_DIR } from './db/migrate';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts the server with `env` on top of this process's environment; resolves when it exits, or once it prints
 * that it is up (then it is stopped with SIGTERM first).
 */
function runServer(env: Record<string, string>, timeoutMs = 60_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        // biome-ignore lint/style/noProcessEnv: the server runs with this process's environment (PATH) plus its settings
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        WEB_DIST: '.test-output/no-web-dist',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server neither started nor exited in ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('mostrador is up')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The JSON log lines of a run's stdout. */
function logLines(run: Run): Array<{ level: number; msg: string; [key: string]: unknown }> {
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string });
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('the server at start', () => {
  it('logs one info line per migration it applies, naming it, and none when the database is up to date', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mostrador-start-'));
    folders.push(dir);
    // An ERP shop (no demo seed to wait for); nothing answers at its address, which only makes its sync fail.
    const env = {
      DATA_DIR: dir,
      PORT: '3411',
      ERP_URL: 'http://127.0.0.1:3419/apiGold/',
      ERP_TOKEN: 'erp-token',
    };
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();

    const first = await runServer(env);
    expect(first.stdout).toContain('mostrador is up');
    const applied = logLines(first).filter((l) => l.msg === 'migration applied');
    expect(applied.map((l) => l.migration)).toEqual(files);
    expect(applied.every((l) => l.level === 30)).toBe(true);

    const second = await runServer(env);
    expect(second.stdout).toContain('mostrador is up');
    expect(logLines(second).filter((l) => l.msg === 'migration applied')).toEqual([]);
  }, 120_000);
});
