// The mail outbox and its worker against a real SMTP server (smtp-server on a local port, AUTH from SMTP_URL):
// a message queued in a transaction arrives once, with a stable Message-ID, its language and both parts; one
// whose transaction rolled back never exists; with the server down, messages wait and arrive once when it is
// back; a refused address bounces and is not tried again; a send cut off by a dying process is not repeated.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { type TestSmtp, testSmtp } from '../test/smtp-server';
import { listBadAddresses } from './bad-addresses';
import type { OrderLookupData } from './messages/data';
import {
  claimDue,
  enqueueMessage,
  listMessages,
  MAIL_LEASE_MS,
  type MailInput,
  startSending,
} from './outbox';

const smtp: TestSmtp = testSmtp(4501);
let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let eml: TestApp;
const EML_DIR = '.test-output/mail-test-eml';

const lookup = (email: string, language: MailInput['language'] = 'es'): MailInput => ({
  kind: 'order-lookup',
  to: email,
  language,
  data: {
    origin: 'https://tienda.example.com',
    orders: [{ orderId: 7, number: 'WEB-7', date: '2026-12-01T15:00:00.000Z', total: 123_450 }],
  } satisfies OrderLookupData,
});

async function queue(app: TestApp, ...messages: MailInput[]): Promise<number[]> {
  return app.database.db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const m of messages) ids.push(await enqueueMessage(trx, m, now()));
    return ids;
  });
}

async function stateOf(app: TestApp, id: number) {
  return app.database.db
    .selectFrom('mail_outbox')
    .select(['state', 'tries', 'last_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({
    now,
    config: {
      mail: {
        smtpUrl: smtp.url,
        dir: EML_DIR,
        from: 'Mostrador <tienda@mostrador.example.com>',
        ordersEmail: 'p@x.co',
      },
    },
  });
  rmSync(EML_DIR, { recursive: true, force: true });
  eml = await createTestApp({
    testDatabase: t.testDatabase,
    now,
    config: {
      mail: {
        smtpUrl: undefined,
        dir: EML_DIR,
        from: 'Mostrador <tienda@mostrador.example.com>',
        ordersEmail: 'p@x.co',
      },
    },
  });
});
afterAll(async () => {
  await eml.close();
  await t.close();
  await smtp.stop();
});
beforeEach(async () => {
  // Each test starts with an empty outbox.
  await t.database.db.deleteFrom('mail_outbox').execute();
  smtp.received.length = 0;
});
afterEach(async () => {
  await smtp.start();
});

describe('the mail outbox over SMTP', () => {
  it('delivers a queued message once, in its language, with both parts and a stable Message-ID', async () => {
    const [id] = await queue(t, lookup('comprador@example.com', 'es'));
    const outcomes = await t.app.mail.deliver();
    expect(outcomes.get(id ?? 0)).toBe('sent');
    await t.app.mail.deliver();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.subject).toBe('Sus pedidos en Mostrador Distribuciones S.A.S.');
    expect(mail?.headers.get('content-language')).toBe('es');
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('comprador@example.com');
    expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@mostrador\.example\.com>$/);
    expect(mail?.html).toContain('Pedido WEB-7');
    expect(mail?.text).toContain('Pedido WEB-7');
    // The printable copy's link is signed, and opens under its own path.
    expect(mail?.html).toMatch(
      /https:\/\/tienda\.example\.com\/ReporteApp\/Pedido\/ImprimirPedido\?id=7&amp;lang=es&amp;exp=\d+&amp;firma=/,
    );
    expect((await stateOf(t, id ?? 0)).state).toBe('sent');
  });

  it('sends nothing for a transaction that rolled back', async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await enqueueMessage(trx, lookup('nadie@example.com'), now());
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await t.app.mail.deliver();
    expect(smtp.received).toHaveLength(0);
    expect(await listMessages(t.database.db)).toHaveLength(0);
  });

  it('keeps messages while the server is down and delivers each once when it is back', async () => {
    await smtp.stop();
    const ids = await queue(t, lookup('uno@example.com'), lookup('dos@example.com', 'de'));
    const first = await t.app.mail.deliver();
    expect([...first.values()]).toEqual(['retry']);
    for (const id of ids) expect((await stateOf(t, id)).state).toBe('queued');
    // Not due yet: nothing is tried before the delay.
    await smtp.start();
    expect((await t.app.mail.deliver()).size).toBe(0);
    clock += 10 * 60_000;
    await t.app.mail.deliver();
    await t.app.mail.deliver();
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([
      'Ihre Bestellungen bei Mostrador Distribuciones S.A.S.',
      'Sus pedidos en Mostrador Distribuciones S.A.S.',
    ]);
    for (const id of ids) expect((await stateOf(t, id)).state).toBe('sent');
  });

  it('bounces a refused address, marks it, and sends it nothing more', async () => {
    smtp.refuse.add('no-existe@example.com');
    const [bad, good] = await queue(t, lookup('no-existe@example.com'), lookup('si@example.com'));
    await t.app.mail.deliver();
    expect(await stateOf(t, bad ?? 0)).toMatchObject({ state: 'bounced', tries: 1 });
    expect((await stateOf(t, good ?? 0)).state).toBe('sent');
    expect((await listBadAddresses(t.database.db)).map((b) => b.address)).toContain('no-existe@example.com');
    // A later message to it is not offered to the server at all.
    const [again] = await queue(t, lookup('No-Existe@example.com'));
    clock += 24 * 3_600_000;
    await t.app.mail.deliver();
    expect(await stateOf(t, again ?? 0)).toMatchObject({ state: 'bounced' });
    expect(smtp.received.map((m) => (m.to && 'text' in m.to ? m.to.text : ''))).toEqual(['si@example.com']);
    smtp.refuse.clear();
  });

  it('does not send again a message whose sender died before recording it (decisions/0038)', async () => {
    const [id, untried] = await queue(t, lookup('quizas@example.com'), lookup('luego@example.com'));
    // A process claims both, hands the first to the server and dies: that row stays `sending` with its lease,
    // the other `queued` under it.
    const claimed = await claimDue(t.database.db, now());
    expect(claimed).toHaveLength(2);
    expect(await startSending(t.database.db, claimed[0] as (typeof claimed)[0], now())).toBe(true);
    await t.app.mail.deliver();
    expect(smtp.received).toHaveLength(0);
    clock += MAIL_LEASE_MS + 1_000;
    await t.app.mail.deliver();
    clock += 24 * 3_600_000;
    await t.app.mail.deliver();
    // The one never offered is sent once its claim ran out; the one that may have arrived is not.
    expect(smtp.received.map((m) => (m.to && 'text' in m.to ? m.to.text : ''))).toEqual([
      'luego@example.com',
    ]);
    expect((await stateOf(t, untried ?? 0)).state).toBe('sent');
    const row = await stateOf(t, id ?? 0);
    expect(row.state).toBe('failed');
    expect(row.last_error).toMatch(/^uncertain/);
  });
});

describe('the mail outbox without SMTP_URL', () => {
  it('writes each message as a standard .eml file, and a stale try writes the same file once', async () => {
    const [id] = await queue(eml, lookup('archivo@example.com', 'fn'));
    await claimDue(eml.database.db, now());
    clock += MAIL_LEASE_MS + 1_000;
    await eml.app.mail.deliver();
    await eml.app.mail.deliver();
    const files = readdirSync(EML_DIR).filter((f) => f.startsWith(String(id).padStart(6, '0')));
    expect(files).toEqual([`${String(id).padStart(6, '0')}-order-lookup.eml`]);
    const parsed = await simpleParser(readFileSync(`${EML_DIR}/${files[0]}`));
    expect(parsed.subject).toBe('Vos commandes chez Mostrador Distribuciones S.A.S.');
    expect(parsed.headers.get('content-language')).toBe('fr');
    expect(parsed.text).toContain('Commande WEB-7');
    expect((await stateOf(eml, id ?? 0)).state).toBe('sent');
  });
});
