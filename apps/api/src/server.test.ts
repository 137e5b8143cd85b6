// The server as an operator starts it (`node --import tsx apps/api/src/server.ts`), in a child process: what
// it prints at start. Ports 3400-3419 and 4210 only.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
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

  it('in production with the demo accounts present, says so loudly (log and stderr); DEMO=false drops them, and says that', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mostrador-demo-'));
    folders.push(dir);
    const env = { DATA_DIR: dir, PORT: '4210', NODE_ENV: 'production' };
    // A new embedded database: seeded with the demo data, demo1 and demo2 among it.
    const seeded = await runServer(env, 120_000);
    expect(seeded.stdout).toContain('mostrador is up');
    expect(seeded.stderr).toMatch(/^WARNING: the demo accounts are on: anyone can log in as demo1 or demo2/m);
    expect(
      logLines(seeded).filter((l) => l.level === 40 && l.msg.includes('demo accounts are on')),
    ).toHaveLength(1);

    const off = await runServer({ ...env, DEMO: 'false' }, 120_000);
    expect(off.stdout).toContain('mostrador is up');
    expect(off.stderr).not.toMatch(/demo accounts/);
    expect(logLines(off).filter((l) => l.msg.startsWith('demo accounts dropped'))).toMatchObject([
      { accounts: ['demo1', 'demo2', 'demo-staff'], reason: 'DEMO=false' },
    ]);
    // Once dropped they stay dropped: the next start (DEMO unset) neither warns nor drops again.
    const after = await runServer(env, 120_000);
    expect(after.stderr).not.toMatch(/demo accounts/);
    expect(logLines(after).filter((l) => l.msg.startsWith('demo accounts'))).toEqual([]);
  }, 360_000);
});

describe('the server at start, on the demo data', () => {
  it('warns when GUEST_PRICE_LEVEL sells cheaper than a level its customers buy at', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mostrador-start-'));
    folders.push(dir);
    // Visitors at Precio5, the volume level: demo2 (Precio2) and demo1 (Precio4) would pay less logged out.
    const run = await runServer({ DATA_DIR: dir, PORT: '3414', GUEST_PRICE_LEVEL: '5' });
    expect(run.stdout).toContain('mostrador is up');
    const warned = logLines(run).filter((l) => l.level === 40 && l.msg.startsWith('GUEST_PRICE_LEVEL=5'));
    expect(warned.map((l) => [l.priceLevel, l.customers])).toEqual([
      [2, 1],
      [4, 1],
    ]);
  }, 120_000);
});

describe('a start-up setting that cannot work', () => {
  /** The run ended with code 1 and printed exactly one line on stderr, in English, with no stack trace. */
  function oneLine(run: Run): string {
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n').filter((l) => l.trim() !== '');
    expect(lines).toHaveLength(1);
    const [line = ''] = lines;
    expect(line).toMatch(/^Configuration error: /);
    // No stack trace (no `    at ...` frame, no `TypeError:` heading), no Spanish.
    expect(run.stderr).not.toMatch(/^\s+at |[A-Za-z]*Error: /m);
    expect(line).not.toMatch(/[áéíóúñ]|esperaba|inválid/i);
    return line;
  }

  it('TRUST_PROXY=yes: names it, and what it accepts', async () => {
    const line = oneLine(await runServer({ TRUST_PROXY: 'yes', PORT: '3412' }));
    expect(line).toContain('TRUST_PROXY="yes" is not valid');
    expect(line).toContain(
      'Accepted: true, false, 1, 0, or a comma-separated list of proxy addresses and ranges',
    );
  });

  it('a DATABASE_URL whose server does not answer: names it and why, never its password', async () => {
    const line = oneLine(
      await runServer({ DATABASE_URL: 'postgres://app:s3cret-pw@127.0.0.1:3419/shop', PORT: '3412' }),
    );
    expect(line).toContain('DATABASE_URL="postgres://app:***@127.0.0.1:3419/shop" cannot be used');
    expect(line).toContain('nothing answers at 127.0.0.1:3419 (connection refused)');
    expect(line).toContain('Accepted: the URL of a reachable PostgreSQL server');
    expect(line).not.toContain('s3cret-pw');
  });

  it("a number that is not one (PORT=abc): in English, not in the customers' Spanish of zod", async () => {
    const line = oneLine(await runServer({ PORT: 'abc' }));
    expect(line).toBe(
      'Configuration error: PORT="abc" is not valid. Accepted: a whole number from 0 to 65535.',
    );
  });

  it('ERP_URL without ERP_TOKEN, and a DATA_DIR that cannot be a folder', async () => {
    const erp = oneLine(await runServer({ ERP_URL: 'https://erp.example.com/apiGold/', PORT: '3412' }));
    expect(erp).toContain('ERP_TOKEN is not set, and ERP_URL is');
    const dir = mkdtempSync(join(tmpdir(), 'mostrador-start-'));
    folders.push(dir);
    writeFileSync(join(dir, 'a-file'), '');
    const data = oneLine(await runServer({ DATA_DIR: join(dir, 'a-file', 'data'), PORT: '3412' }));
    expect(data).toContain(`DATA_DIR="${join(dir, 'a-file', 'data')}" cannot be used: ENOTDIR`);
  });

  it('a PORT another process listens on', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(3413, '127.0.0.1', resolve));
    try {
      const dir = mkdtempSync(join(tmpdir(), 'mostrador-start-'));
      folders.push(dir);
      const line = oneLine(
        await runServer({
          PORT: '3413',
          DATA_DIR: dir,
          ERP_URL: 'http://127.0.0.1:3419/apiGold/',
          ERP_TOKEN: 'erp-token',
          LOG_LEVEL: 'error',
        }),
      );
      expect(line).toContain('PORT="3413" cannot be listened on at 127.0.0.1: another process is using it');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);
});
