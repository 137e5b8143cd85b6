// Two senders on one outbox (two app instances, each with its own mail worker and, on PostgreSQL, its own
// connection pool, as two server processes have), against a real SMTP server that is down while orders are
// placed on both: the messages wait, and once the server is back each arrives exactly once (counted by its
// Message-ID), sent by one of the two. On PGlite the two instances share the one database of their process
// (PGlite has one process: the same claim, on one connection).
import { randomUUID } from 'node:crypto';
import { API_BASE, orderPaths } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openPostgres } from '../db/database';
import { createTestApp, GUEST, type TestApp } from '../test/app';
import { mailConfigOf, outboxRows } from '../test/fixtures';
import { stockedProduct } from '../test/server-process';
import { type TestSmtp, testSmtp } from '../test/smtp-server';
import { waitingCount } from './outbox';

const smtp: TestSmtp = testSmtp(4301);
const mail = mailConfigOf(smtp, '.test-output/two-senders');
let clock = Date.now();
const now = () => new Date(clock);
let first: TestApp;
let second: TestApp;
let secondPool: OpenDatabase | undefined;
let productId = 0;

beforeAll(async () => {
  first = await createTestApp({ now, config: { mail } });
  const shared = first.testDatabase;
  secondPool = shared.url ? openPostgres(shared.url, 3) : undefined;
  second = await createTestApp({
    now,
    config: { mail },
    testDatabase: secondPool ? { ...shared, database: secondPool } : shared,
  });
  productId = await stockedProduct(first.database, 500);
});
afterAll(async () => {
  await second?.close();
  await secondPool?.close();
  await first?.close();
  await smtp.stop();
});

/** A guest order over HTTP to `app`, by a buyer of its own e-mail. */
async function order(app: TestApp, buyer: string) {
  const response = await app.app.inject({
    method: 'POST',
    url: `${API_BASE}${orderPaths.createGuest}`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { ...GUEST, Email: buyer, Detalles: [{ Productoid: productId, Cantidad: 1 }] },
  });
  expect(response.statusCode).toBe(200);
}

const deliverOnBoth = () => Promise.all([first.app.mail.deliver(), second.app.mail.deliver()]);

describe('two senders sharing one outbox', () => {
  it('keep the messages while the SMTP server is down and deliver each exactly once when it is back', async () => {
    const buyers = Array.from({ length: 14 }, (_, i) => `comprador${i}@example.com`);
    // Orders on both while the server is down; both senders try, for hours.
    for (const [i, buyer] of buyers.slice(0, 10).entries()) await order(i % 2 ? second : first, buyer);
    for (let round = 0; round < 3; round++) {
      const outcomes = await deliverOnBoth();
      for (const tried of outcomes) for (const outcome of tried.values()) expect(outcome).toBe('retry');
      clock += 2 * 3_600_000;
    }
    for (const [i, buyer] of buyers.slice(10).entries()) await order(i % 2 ? second : first, buyer);
    await deliverOnBoth();
    expect(smtp.received).toHaveLength(0);
    const waiting = await outboxRows(first.database.db);
    // Each order: the buyer's message and the distributor's copy.
    expect(waiting).toHaveLength(28);
    expect(new Set(waiting.map((r) => r.state))).toEqual(new Set(['queued']));

    // The server is back, slow: the first sender holds its batch mid-send while the second takes the rest.
    await smtp.start();
    smtp.hold();
    clock += 5 * 3_600_000;
    const one = first.app.mail.deliver();
    await smtp.waitFor(1);
    const other = second.app.mail.deliver();
    await smtp.waitFor(2);
    smtp.release();
    const [byFirst, bySecond] = await Promise.all([one, other]);
    await deliverOnBoth();

    const rows = await outboxRows(first.database.db);
    expect(await waitingCount(first.database.db)).toBe(0);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['sent']));
    // Each row sent by one of the two, and both sent some.
    const sentBy = [...byFirst.keys(), ...bySecond.keys()].sort((a, b) => a - b);
    expect(sentBy).toEqual(rows.map((r) => r.id));
    expect(byFirst.size).toBeGreaterThan(0);
    expect(bySecond.size).toBeGreaterThan(0);
    // What arrived: every message once, by its Message-ID, to its recipient.
    const arrived = smtp.received.map((m) => m.messageId ?? '');
    expect(arrived).toHaveLength(28);
    expect(new Set(arrived)).toEqual(new Set(rows.map((r) => `<${r.message_id}@mostrador.example.com>`)));
    const to = smtp.received.map((m) => (m.to && 'text' in m.to ? m.to.text : ''));
    expect(to.filter((address) => address === mail.ordersEmail)).toHaveLength(14);
    expect(new Set(to)).toEqual(new Set([...buyers, mail.ordersEmail]));
  });
});
