// An owner forgets an address the mail server refused (the customer fixed the mailbox), against a real SMTP
// server: the console lists the refused addresses, forgetting one is audited, and the next message to it is
// offered to the server again and arrives. Other roles get 403 and visitors 401; an address not refused gets
// 404; neither changes anything.
import { auditResponse, mailListResponse, staffApiPath } from '@mostrador/contract/console';
import { describe, expect, it } from 'vitest';
import { enqueueMessage } from '../../mail/outbox';
import { mailingApp } from '../../test/fixtures';
import { recipientOf, type TestSmtp, testSmtp } from '../../test/smtp-server';
import { staffOfRole } from '../../test/staff';

const smtp: TestSmtp = testSmtp(4304);
const t = mailingApp(smtp, { dir: '.test-output/mail-forget' });
const staff = staffOfRole(t, 'mail-forget');
const REFUSED = 'rebota@example.com';

/** Queues an order lookup (of no orders) to `to`, and has the worker send what is due. */
async function mailTo(to: string) {
  const data = { origin: 'http://localhost', orders: [] };
  await t.database.db
    .transaction()
    .execute((trx) => enqueueMessage(trx, { kind: 'order-lookup', to, language: 'es', data }));
  await t.app.mail.deliver();
}

const forget = (address: unknown, headers?: { cookie: string }) =>
  t.app.inject({ method: 'POST', url: staffApiPath('mailForget'), payload: { address }, headers });

/** The refused addresses the console lists to an owner. */
async function refusedList(owner: { cookie: string }) {
  const answer = await t.app.inject({ method: 'GET', url: staffApiPath('mail'), headers: owner });
  return mailListResponse.parse(answer.json()).refusedAddresses;
}

/** The audit's rows of the address. */
async function auditOf(owner: { cookie: string }) {
  const url = `${staffApiPath('audit')}?entityId=${REFUSED}`;
  const answer = await t.app.inject({ method: 'GET', url, headers: owner });
  return auditResponse.parse(answer.json()).entries;
}

describe('forgetting a refused address in the console', () => {
  it('is refused to other roles, to visitors and for an address not refused, changing nothing', async () => {
    smtp.refuse.add(REFUSED);
    await mailTo(REFUSED);
    const owner = await staff('owner');
    expect(await refusedList(owner)).toEqual([
      {
        address: REFUSED,
        reason: expect.stringMatching(/Mailbox does not exist/),
        since: expect.any(String),
      },
    ]);

    for (const role of ['sales', 'warehouse'] as const) {
      const answer = await forget(REFUSED, await staff(role));
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ Status: false, Msj: 'Su rol no permite esta acción' });
    }
    expect((await forget(REFUSED)).statusCode).toBe(401);
    const unknown = await forget('nadie@example.com', owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      Status: false,
      Msj: 'Esa dirección no está entre las rechazadas por el servidor de correo',
    });
    const empty = await forget('  ', owner);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ Status: false, Msj: expect.stringMatching(/la dirección/) });

    expect((await refusedList(owner)).map((r) => r.address)).toEqual([REFUSED]);
    expect(await auditOf(owner)).toEqual([]);
  });

  it('lets the next message to it reach the mail server again, audited', async () => {
    const owner = await staff('owner');
    // While it is refused, a message to it is not offered at all.
    smtp.refuse.clear();
    await mailTo(REFUSED);
    expect(smtp.received).toEqual([]);

    // The customer fixed the mailbox: forgotten (in any case, spaces around it), it is sent to again.
    const answer = await forget(' Rebota@Example.com ', owner);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ Status: true });
    expect(await refusedList(owner)).toEqual([]);
    await mailTo(REFUSED);
    expect(smtp.received.map(recipientOf)).toEqual([REFUSED]);

    const [entry, ...more] = await auditOf(owner);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      user: expect.stringMatching(/^mail-forget-owner-/),
      action: 'mail.forget',
      entity: 'mail-address',
      entityId: REFUSED,
      before: { reason: expect.stringMatching(/Mailbox does not exist/), messageId: expect.any(Number) },
      after: null,
    });
    expect((await forget(REFUSED, owner)).statusCode).toBe(404);
  });
});
