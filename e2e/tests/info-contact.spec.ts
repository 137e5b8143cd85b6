import { expect, test } from '@playwright/test';

test('the contact form hands the message to the mail program, addressed to the shop', async ({ page }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Write in your mail program' });
  const mails: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('mailto:')) mails.push(r.url());
  });

  // Nothing is handed over while a field is missing.
  await send.click();
  await expect(page.getByLabel('Name')).toBeFocused();
  expect(mails).toEqual([]);

  await page.getByLabel('Name').fill('Ana Pérez');
  await page.getByLabel('E-mail').fill('ana@example.com');
  await page.getByLabel('Message').fill('Hola,\nnecesito 30 cajas & más.');
  const request = page.waitForRequest((r) => r.url().startsWith('mailto:'));
  await send.click();
  const mail = new URL((await request).url());
  expect(mail.pathname).toBe('ventas@mostrador.example');
  expect(mail.searchParams.get('subject')).toBe('Ana Pérez');
  expect(mail.searchParams.get('body')).toBe(
    'Hola,\nnecesito 30 cajas & más.\n\nAna Pérez <ana@example.com>',
  );
  await expect(page.getByRole('status').filter({ hasText: 'mail program' })).toContainText(
    'If it did not open, write to ventas@mostrador.example',
  );
});
