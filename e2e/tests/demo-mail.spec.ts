import { expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { fillGuest, openCheckoutWithOneProduct } from './commerce-helpers';
import { ownServerForSpec } from './support/own-server';

// The demo's mail, read as a newcomer would: a server of its own (on E2E_PORT + 2, a fresh embedded database
// with the demo data, no SMTP_URL: each message is an .eml file under DATA_DIR/mail), so that demo2's new
// password does not reach the other journeys. A guest's order confirmation carries the order's lines, total
// and a link to its printable page; "Forgot your password?" mails a link that sets a new password and logs
// the customer in, once.
const port = Number(process.env.E2E_RESET_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2);
const server = ownServerForSpec(port);
const origin = server.origin;

/** The first .eml file of this kind the demo wrote, parsed, once it is there. */
const demoMail = (kind: string): Promise<ParsedMail> => server.mailTo(kind);

/** The link of the password-reset message. */
async function resetLink(): Promise<string> {
  const mail = await demoMail('password-reset');
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('pedidos@lacolina.example.com');
  expect(mail.subject).toBe('Set a new password for Mostrador Distribuciones S.A.S.');
  const link = new RegExp(`${origin}/reset-password#[A-Za-z0-9_-]{43}`).exec(String(mail.text))?.[0];
  if (!link) throw new Error(`no link in the message: ${mail.text}`);
  return link;
}

test("a guest's order confirmation .eml holds the order's lines and total, and its link opens the printable page", async ({
  page,
  request,
}) => {
  await openCheckoutWithOneProduct(page, request);
  await fillGuest(page);
  await page.getByTestId('place-order').click();
  const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^WEB-\d+$/);
  const total = (await page.getByTestId('guest-order-total').textContent())?.trim() ?? '';
  const lines = await page.getByTestId('guest-order-line').locator('td:first-child').allTextContents();
  expect(lines.length).toBeGreaterThan(0);

  const mail = await demoMail('order-received');
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('compras@example.com');
  expect(mail.subject).toBe(`Order ${number} received`);
  const text = String(mail.text);
  for (const line of lines) expect(text).toContain(line.trim());
  expect(total).not.toBe('');
  expect(text).toContain(total);
  const print = /href="([^"]+\/ReporteApp\/Pedido\/ImprimirPedido\?[^"]+)"/.exec(String(mail.html))?.[1];
  if (!print) throw new Error('no printable link in the message');
  await page.goto(print.replaceAll('&amp;', '&'));
  await expect(page.locator('body')).toContainText(number);
});

test('a customer who forgot the password sets a new one from the mailed link, is logged in, and the link works once', async ({
  page,
}) => {
  await page.goto('/login-page');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('User or e-mail').fill('demo2');
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText('we have sent it a link');

  const link = await resetLink();
  await page.goto(link);
  await expect(page.getByTestId('reset-form')).toContainText('choose a new password for the user demo2');
  // The token leaves the address bar once the page has it.
  await expect(page).toHaveURL(`${origin}/reset-password`);
  await page.getByLabel('New password').fill('corta');
  await page.getByLabel('Repeat the password').fill('corta');
  await page.getByRole('button', { name: 'Save the password and log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The password needs at least 10 characters (at most 200).',
  );
  await page.getByLabel('New password').fill('una-clave-nueva-2026');
  await page.getByLabel('Repeat the password').fill('una-clave-nueva-2026');
  await page.getByRole('button', { name: 'Save the password and log in' }).click();
  await expect(page.getByTestId('reset-done')).toContainText('you are logged in as demo2');
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello,');

  // The same link a second time: refused, and the new password is the one that logs in.
  await page.goto(link);
  await expect(page.getByTestId('reset-invalid')).toContainText('This link does not work');
  const login = (contrasena: string) =>
    page.request.post(`${origin}/apiGold/TerceroApi/LoginTercero?usuarioid=1&empresaid=1`, {
      data: { usuario: 'demo2', contrasena },
    });
  expect((await login('demo-2026')).status()).toBe(401);
  expect((await login('una-clave-nueva-2026')).status()).toBe(200);
});
