import { expect, test } from '@playwright/test';
import { recipientOf, testSmtp } from '../../apps/api/src/test/smtp-server';
import { guestBuys, journeyProducts } from './commerce-helpers';
import { auditOf, DEMO_OWNER, expectAudited, staffSignIn } from './support/console';
import { ownServer } from './support/own-server';

// An address the mail server refused for good, forgotten in the console once the customer fixed the mailbox:
// a guest's "order received" bounces, the owner sees the address on the Mail page and forgets it, and the
// next order's message to it reaches the mail server; the audit shows it. A server of its own (E2E_PORT + 4, a
// fresh embedded database with the demo data) sending to a real SMTP server of the spec's (E2E_PORT + 6).
const port = Number(process.env.E2E_MAIL_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 4);
const server = ownServer(port);
const smtp = testSmtp(port + 2);
const REFUSED = 'rebota@example.com';

test.use({ baseURL: server.origin });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp.refuse.add(REFUSED);
  await smtp.start();
  server.prepare({ SMTP_URL: smtp.url });
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

/** What the mail server received for the refused address. */
const toRefused = () => smtp.received.filter((m) => recipientOf(m) === REFUSED).map((m) => m.subject);

test('an owner forgets an address the mail server refused: the next order’s mail to it arrives; audited', async ({
  page,
  request,
}) => {
  const { untiered } = await journeyProducts(request);
  const order = [{ Productoid: untiered, Cantidad: 1 }];
  await guestBuys(request, order, REFUSED);

  await staffSignIn(page, DEMO_OWNER.user, DEMO_OWNER.password);
  await page.getByRole('link', { name: 'Mail', exact: true }).click();
  const refused = page.getByTestId('refused-address').filter({ hasText: REFUSED });
  await expect(async () => {
    await page.reload();
    await expect(refused).toContainText('Mailbox does not exist', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  expect(toRefused()).toEqual([]);

  // The customer fixed the mailbox; the owner forgets the address, and the next order's message arrives.
  smtp.refuse.delete(REFUSED);
  await page.getByRole('button', { name: `Forget ${REFUSED}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    `${REFUSED} forgotten: the next messages go to it again.`,
  );
  await expect(refused).toHaveCount(0);
  await guestBuys(request, order, REFUSED);
  await expect.poll(toRefused, { timeout: 30_000 }).toEqual([expect.stringMatching(/WEB-\d+/)]);

  const audit = await auditOf(page, REFUSED);
  await expect(audit).toHaveCount(1);
  await expectAudited(audit.first(), {
    user: DEMO_OWNER.user,
    action: 'mail.forget',
    before: expect.objectContaining({ reason: expect.stringContaining('Mailbox does not exist') }),
    after: null,
  });
});
