import { healthResponse, staffApiPath } from '@mostrador/contract/console';
import { describe, expect, it } from 'vitest';
import { enqueueMessage } from '../../mail/outbox';
import { testApp } from '../../test/fixtures';
import { addStaff, staffCookie } from '../../test/staff';
import { LATE_MS } from './console';

const t = testApp();

async function health(role: 'owner' | 'sales' | 'warehouse') {
  const headers = await staffCookie(t.database.db, await addStaff(t.database.db, `health-${role}`, role));
  const answer = await t.app.inject({ method: 'GET', url: staffApiPath('health'), headers });
  expect(answer.statusCode).toBe(200);
  return healthResponse.parse(answer.json());
}

describe('the shop’s health in the console', () => {
  it('shows the database, the catalogue and the mail outbox, to every role; no ERP part without an ERP', async () => {
    const answer = await health('warehouse');
    expect(answer.database).toEqual({
      level: 'ok',
      kind: t.database.kind === 'postgres' ? 'postgres' : 'embedded',
    });
    expect(answer.catalogue.level).toBe('ok');
    expect(answer.catalogue.published).toBeGreaterThan(0);
    expect(answer.mail).toMatchObject({ level: 'ok', transport: 'files', late: 0 });
    expect(answer.erp).toBeNull();
  });

  it('says the mail is stuck while a message due long ago waits, and fine once the worker has sent it', async () => {
    const long = new Date(Date.now() - LATE_MS - 60_000);
    await t.database.db.transaction().execute((trx) =>
      enqueueMessage(
        trx,
        {
          kind: 'order-lookup',
          to: 'salud@example.com',
          language: 'es',
          data: { origin: 'http://localhost', orders: [] },
        },
        long,
      ),
    );
    const stuck = await health('owner');
    expect(stuck.mail).toMatchObject({
      level: 'problem',
      late: 1,
      waiting: 1,
      oldestWaiting: long.toISOString(),
    });
    await t.app.mail.deliver();
    const sent = await health('sales');
    expect(sent.mail).toMatchObject({ level: 'ok', late: 0, waiting: 0, sentLastDay: 1 });
  });
});
