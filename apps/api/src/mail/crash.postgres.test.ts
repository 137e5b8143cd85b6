// A server process killed between the SMTP server taking a message and the database recording it
// (docs/decisions/0038-mail-at-most-once.md): a real process (`tsx apps/api/src/server.ts`) on a PostgreSQL
// database sends an order's two messages; the SMTP server has the first and, before it answers, the process is
// killed (SIGKILL). Another sender, once the lease ran out: the message that may have arrived is `failed`
// (uncertain) and never sent again, so it arrives exactly once; the one the dead process had claimed but never
// offered is sent, once. Runs only when DATABASE_URL names a PostgreSQL server (on PGlite one process holds
// the database: mail/mailer.test.ts plays the same crash in one process).
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { API_BASE, orderPaths } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import {
  createTestApp,
  GUEST,
  onServer,
  postgresServerUrl,
  preparedPostgres,
  type TestApp,
} from '../test/app';
import { mailConfigOf, outboxRows } from '../test/fixtures';
import { startServerProcess, stockedProduct, stopServerProcess } from '../test/server-process';
import { type TestSmtp, testSmtp } from '../test/smtp-server';
import { MAIL_LEASE_MS } from './outbox';

const serverUrl = postgresServerUrl();

const smtp: TestSmtp = testSmtp(4302);
const mail = mailConfigOf(smtp, '.test-output/mail-crash');
const name = `mostrador_mail_crash_${randomBytes(5).toString('hex')}`;
let database: OpenDatabase;
let child: ChildProcess | undefined;
let base = '';
let productId = 0;

beforeAll(async () => {
  await smtp.start();
  const prepared = await preparedPostgres(serverUrl, name, { connections: 3, seed: true });
  const url = prepared.url;
  database = prepared.database;
  productId = await stockedProduct(database, 20);
  const server = await startServerProcess(url, {
    LOG_LEVEL: 'warn',
    TOKEN_SECRET: 'mail-crash-secret-0123456789-abcdefghijklm',
    SMTP_URL: mail.smtpUrl ?? '',
    MAIL_FROM: mail.from,
    ORDERS_EMAIL: mail.ordersEmail,
  });
  child = server.child;
  base = server.base;
}, 180_000);

afterAll(async () => {
  if (child) await stopServerProcess(child);
  await database?.close();
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await smtp.stop();
});

function killed(process: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (process.exitCode !== null || process.signalCode !== null) return resolve();
    process.once('exit', () => resolve());
    process.kill('SIGKILL');
  });
}

describe('a sender killed after the SMTP server took a message, before recording it', () => {
  it('leaves that message arrived once and never sent again, and sends the one it had not offered', async () => {
    smtp.hold();
    const placed = await fetch(`${base}${API_BASE}${orderPaths.createGuest}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ ...GUEST, Detalles: [{ Productoid: productId, Cantidad: 1 }] }),
    });
    expect(placed.status).toBe(200);
    // The order's worker offers its first message; the server has it and has not answered yet.
    await smtp.waitFor(1);
    if (child) await killed(child);
    smtp.release();
    const [offered, claimed] = await outboxRows(database.db);
    expect(offered?.state).toBe('sending');
    expect(claimed?.state).toBe('queued');

    // Another sender, once the dead one's lease ran out, and again a day later.
    let clock = Date.now() + MAIL_LEASE_MS + 5_000;
    let other: TestApp | undefined;
    try {
      other = await createTestApp({
        now: () => new Date(clock),
        config: { mail },
        testDatabase: { database, kind: 'postgres', drop: async () => {} },
      });
      await other.app.mail.deliver();
      clock += 24 * 3_600_000;
      await other.app.mail.deliver();
    } finally {
      await other?.close();
    }

    const [uncertain, sent] = await outboxRows(database.db);
    expect(uncertain).toMatchObject({ id: offered?.id, state: 'failed' });
    expect(uncertain?.last_error).toMatch(/^uncertain: /);
    expect(sent).toMatchObject({ id: claimed?.id, state: 'sent' });
    const arrived = smtp.received.map((m) => m.messageId);
    expect(arrived.sort()).toEqual(
      [offered, claimed].map((r) => `<${r?.message_id}@mostrador.example.com>`).sort(),
    );
  });
});
