import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The repository's root, where the server and its scripts run from. */
export const ROOT = join(import.meta.dirname, '../../..');
export const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** What a journey reads of the server's health: the ERP's, when one is set. */
type Health = { Erp?: { ProductosSincronizados: number | null } };

/**
 * A server of a journey's own on `port` (a fresh embedded database with the demo data, no SMTP_URL: each
 * message is an .eml file under DATA_DIR/mail), so that what the journey changes reaches no other journey.
 * `start` in beforeAll (after `prepare`, when a step runs before the server), `stop` in afterAll; `mails(kind)`
 * reads the messages of a kind written so far.
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

  let env: NodeJS.ProcessEnv | undefined;

  /**
   * The server's environment in a fresh data folder; `settings` add to or override it (an ERP, a currency).
   * `start` makes it when it was not made before: a step that must run before the server (a script on its
   * database) makes it first.
   */
  function prepare(settings: Record<string, string> = {}): NodeJS.ProcessEnv {
    dataDir = mkdtempSync(join(tmpdir(), 'mostrador-e2e-own-'));
    env = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      WEB_DIST: process.env.E2E_WEB_DIST ?? join(ROOT, 'apps/web/dist'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      LOGIN_RATE_LIMIT: '1000',
      ...settings,
    };
    return env;
  }

  /**
   * Starts the server and waits until its health answers and `ready` (when given) holds of the answer. While it
   * waits, what it sees is the poll's value: a failure names it (the health's body, no answer, or the server's
   * exit: a port another server holds answers health with no ERP and makes the one started exit).
   */
  async function start(ready: (health: Health) => boolean = () => true) {
    const started = spawn(TSX, ['apps/api/src/server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: env ?? prepare(),
    });
    server = started;
    const seen = async (): Promise<unknown> => {
      if (started.exitCode !== null) return `the server exited with code ${started.exitCode}`;
      const answer = await fetch(`${origin}/apiGold/health`).catch(() => undefined);
      if (!answer?.ok) return `no health yet (${answer?.status ?? 'no answer'})`;
      const health = (await answer.json()) as Health;
      return ready(health) || health;
    };
    await expect.poll(seen, { timeout: 100_000, intervals: [500] }).toBe(true);
  }

  /**
   * Stops the server, then removes its folder: only once it has exited (it writes to its database while it
   * shuts down: removed before, the folder was found not empty).
   */
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

  /** The set-password link (`<origin>/reset-password#<token>`) of the first message of this kind to `to`. */
  async function passwordLink(kind: string, to: string): Promise<string> {
    const mail = await mailTo(kind, to);
    const link = new RegExp(`${origin}/reset-password#[A-Za-z0-9_-]{43}`).exec(String(mail.text))?.[0];
    if (!link) throw new Error(`no link in the message: ${mail.text}`);
    return link;
  }

  return { origin, prepare, start, stop, mails, mailTo, passwordLink };
}

/**
 * The spec's own server (`ownServer`) for every test of the file: its base URL, started before them and stopped
 * after them. A spec with a step before the start (a script on the database) calls `ownServer` itself.
 */
export function ownServerForSpec(port: number) {
  const server = ownServer(port);
  test.use({ baseURL: server.origin });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await server.start();
  });
  test.afterAll(() => server.stop());
  return server;
}
