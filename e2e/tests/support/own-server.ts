import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * A server of a journey's own on `port` (a fresh embedded database with the demo data, no SMTP_URL: each
 * message is an .eml file under DATA_DIR/mail), so that what the journey changes reaches no other journey.
 * `start` in beforeAll, `stop` in afterAll; `mails(kind)` reads the messages of a kind written so far.
 */
export function ownServer(port: number) {
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let dataDir = '';
  const mailDir = () => join(dataDir, 'db', 'mail');
  const files = (kind: string) => {
    try {
      return readdirSync(mailDir()).filter((n) => n.endsWith(`-${kind}.eml`));
    } catch {
      return [];
    }
  };
  const mails = (kind: string): Promise<ParsedMail[]> =>
    Promise.all(files(kind).map((f) => simpleParser(readFileSync(join(mailDir(), f)))));

  async function start() {
    dataDir = mkdtempSync(join(tmpdir(), 'mostrador-e2e-own-'));
    const root = join(import.meta.dirname, '../../..');
    server = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, 'db'),
        WEB_DIST: process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: origin,
        LOGIN_RATE_LIMIT: '1000',
      },
    });
    await expect
      .poll(async () => (await fetch(`${origin}/apiGold/health`).catch(() => undefined))?.status, {
        timeout: 100_000,
        intervals: [500],
      })
      .toBe(200);
  }

  async function stop() {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!stopped) server.kill('SIGKILL');
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }

  /** The first message of this kind to `to` (any recipient when absent), once it is written. */
  async function mailTo(kind: string, to?: string): Promise<ParsedMail> {
    const recipient = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '');
    const find = async () => (await mails(kind)).find((m) => to === undefined || recipient(m) === to);
    await expect.poll(find, { timeout: 30_000 }).toBeDefined();
    return (await find()) as ParsedMail;
  }

  return { origin, start, stop, mails, mailTo };
}
