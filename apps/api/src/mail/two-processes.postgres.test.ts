// Two real server processes (`tsx apps/api/src/server.ts`) on one PostgreSQL database, each with its own mail
// worker, while the SMTP server is down: both take orders, both fail to send, and when the SMTP server is back
// each message arrives exactly once (docs/decisions/0038-mail-at-most-once.md). two-senders.test.ts plays the
// same race in one process with a clock of its own; this one is the deployment's shape, at real time: the
// messages wait for the outbox's first retry (30 s after the failed try). Runs only when DATABASE_URL names a
// PostgreSQL server.
import { randomUUID } from 'node:crypto';
import { API_BASE, orderPaths } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { databaseOfFile, GUEST } from '../test/app';
import {
  type ServerProcess,
  startServerProcess,
  stockedProduct,
  stopServerProcess,
} from '../test/server-process';
import { type TestSmtp, testSmtp } from '../test/smtp-server';

if (!loadConfig().databaseUrl)
  throw new Error('this file needs DATABASE_URL (see apps/api/vitest.config.ts)');

const smtp: TestSmtp = testSmtp(6101);
const ORDERS_EMAIL = 'pedidos@distribuidor.example.com';
/** Under the default guest order limit of one address (5 a minute): the orders all come from 127.0.0.1. */
const ORDERS_PER_PROCESS = 2;
const servers: ServerProcess[] = [];
let productId = 0;

// A database of this file's own on the PostgreSQL server, seeded: both processes open it.
const database = databaseOfFile();
beforeAll(async () => {
  productId = await stockedProduct(database().database, 50);
  const settings = {
    LOG_LEVEL: 'warn',
    TOKEN_SECRET: 'mail-two-processes-secret-0123456789-abcdef',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Tienda <tienda@mostrador.example.com>',
    ORDERS_EMAIL,
  };
  // A loaded machine (the whole suite beside other work) takes minutes to start two servers at once.
  const start = () => startServerProcess(database().url ?? '', settings, { timeoutMs: 240_000 });
  servers.push(...(await Promise.all([start(), start()])));
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => stopServerProcess(s.child)));
  await smtp.stop();
});

function outbox() {
  const { db } = database().database;
  return db
    .selectFrom('mail_outbox')
    .select(['state', 'message_id', 'next_try', 'created_at'])
    .orderBy('id')
    .execute();
}

async function until(done: () => Promise<boolean>) {
  while (!(await done())) await new Promise((r) => setTimeout(r, 250));
}

/** A guest order through `server`, by `buyer`; its number as the messages name it. */
async function order(server: ServerProcess, buyer: string): Promise<string> {
  const placed = await fetch(`${server.base}${API_BASE}${orderPaths.createGuest}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ ...GUEST, Email: buyer, Detalles: [{ Productoid: productId, Cantidad: 1 }] }),
  });
  expect(placed.status).toBe(200);
  const { numero } = ((await placed.json()) as { Datos: { numero: number } }).Datos;
  return `WEB-${numero}`;
}

/** The messages that arrived for `to` about order `number` (its number a whole word of the subject). */
const arrivedFor = (to: string, number: string) =>
  smtp.received.filter(
    (m) =>
      m.to && !Array.isArray(m.to) && m.to.text === to && new RegExp(`${number}\\b`).test(m.subject ?? ''),
  );

describe('two server processes sending one outbox, the SMTP server down for a while', () => {
  it('keeps each message waiting, and delivers it exactly once when the server is back', async () => {
    const orders: Array<{ buyer: string; number: string }> = [];
    for (const [s, server] of servers.entries()) {
      for (let i = 0; i < ORDERS_PER_PROCESS; i++) {
        const buyer = `comprador-${s}-${i}@example.com`;
        orders.push({ buyer, number: await order(server, buyer) });
      }
    }
    // The buyer's confirmation and the distributor's copy of each order, each tried and put back to wait.
    const expected = 2 * orders.length;
    await until(async () => {
      const rows = await outbox();
      return rows.length === expected && rows.every((r) => r.state === 'queued' && r.next_try > r.created_at);
    });
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await until(async () => (await outbox()).every((r) => r.state === 'sent'));
    const rows = await outbox();
    const arrived = smtp.received.map((m) => m.messageId);
    expect(arrived).toHaveLength(expected);
    expect(arrived.sort()).toEqual(rows.map((r) => `<${r.message_id}@mostrador.example.com>`).sort());
    for (const { buyer, number } of orders) {
      expect(arrivedFor(buyer, number)).toHaveLength(1);
      expect(arrivedFor(ORDERS_EMAIL, number)).toHaveLength(1);
    }
  }, 150_000);
});
