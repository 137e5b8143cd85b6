// The mail outbox in the console: owners see the messages newest first with their state, recipient, kind,
// tries and last error (an address refused before shows as bounced, the server's reason beside it), of one state
// when they ask, and open a message sent in the embedded
// default as its .eml file; other roles and visitors are refused, on the server.
import { rmSync } from 'node:fs';
import { mailListResponse, staffApiPath } from '@mostrador/contract/console';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markBadAddress } from '../../mail/bad-addresses';
import { enqueueMessage, type MailInput } from '../../mail/outbox';
import { createTestApp, type TestApp } from '../../test/app';
import { addStaff, staffCookie } from '../../test/staff';

const DIR = '.test-output/mail-desk';
let t: TestApp;

const lookup = (to: string): MailInput => ({
  kind: 'order-lookup',
  to,
  language: 'en',
  data: {
    origin: 'http://localhost',
    orders: [{ orderId: 3, number: 'WEB-3', date: '2026-12-01', total: 100 }],
  },
});

const cookies = new Map<string, Record<string, string>>();
async function as(role: 'owner' | 'sales' | 'warehouse') {
  const known = cookies.get(role);
  if (known) return known;
  const made = await staffCookie(t.database.db, await addStaff(t.database.db, `mail-${role}`, role));
  cookies.set(role, made);
  return made;
}

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  t = await createTestApp({
    config: {
      mail: { smtpUrl: undefined, dir: DIR, from: 'Tienda <t@example.com>', ordersEmail: 'p@example.com' },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the mail outbox in the console', () => {
  it('lists the messages newest first to owners, a refused address as bounced, and opens the .eml', async () => {
    await markBadAddress(t.database.db, 'rebota@example.com', '550: 5.1.1 Mailbox does not exist', null);
    await t.database.db.transaction().execute(async (trx) => {
      await enqueueMessage(trx, lookup('llega@example.com'));
      await enqueueMessage(trx, lookup('rebota@example.com'));
    });
    await t.app.mail.deliver();

    const answer = await t.app.inject({
      method: 'GET',
      url: staffApiPath('mail'),
      headers: await as('owner'),
    });
    expect(answer.statusCode).toBe(200);
    const list = mailListResponse.parse(answer.json());
    expect(list.transport).toBe('files');
    expect(list.messages.map((m) => [m.recipient, m.kind, m.state, m.tries])).toEqual([
      ['rebota@example.com', 'order-lookup', 'bounced', 1],
      ['llega@example.com', 'order-lookup', 'sent', 1],
    ]);
    expect(list.messages[0]?.lastError).toMatch(/Mailbox does not exist/);
    expect(list.messages.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your orders at /),
      expect.stringMatching(/^Your orders at /),
    ]);
    expect(list.messages.map((m) => m.refused)).toEqual(['550: 5.1.1 Mailbox does not exist', null]);

    const [bounced, sent] = list.messages;
    const file = await t.app.inject({
      method: 'GET',
      url: staffApiPath('mailFile', sent?.id),
      headers: await as('owner'),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^message\/rfc822/);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    const parsed = await simpleParser(file.rawPayload);
    expect(parsed.subject).toMatch(/Your orders at/);
    expect(parsed.text).toContain('WEB-3');
    // A message never written has no file.
    const none = await t.app.inject({
      method: 'GET',
      url: staffApiPath('mailFile', bounced?.id),
      headers: await as('owner'),
    });
    expect(none.statusCode).toBe(404);
  });

  it('lists the messages of one state when asked, and says which state it does not know', async () => {
    const owner = await as('owner');
    const of = async (state: string) =>
      t.app.inject({ method: 'GET', url: `${staffApiPath('mail')}?state=${state}`, headers: owner });
    const bounced = mailListResponse.parse((await of('bounced')).json());
    expect(bounced.messages.map((m) => [m.recipient, m.state])).toEqual([['rebota@example.com', 'bounced']]);
    expect(mailListResponse.parse((await of('queued')).json()).messages).toEqual([]);
    const unknown = await of('lost');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ Status: false, Msj: expect.stringMatching(/estado desconocido/) });
  });

  it('refuses the other roles and visitors, on the list and on the files', async () => {
    for (const path of [staffApiPath('mail'), staffApiPath('mailFile', 1)]) {
      for (const role of ['sales', 'warehouse'] as const) {
        const answer = await t.app.inject({ method: 'GET', url: path, headers: await as(role) });
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ Status: false });
      }
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
  });
});
