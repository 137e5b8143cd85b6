import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiProduct, openCheckoutWithOneProduct, usd } from './commerce-helpers';
import { DEMO_OWNER, inviteStaff, staffSignIn } from './support/console';
import { ownServerForSpec } from './support/own-server';

// Sales creates a customer in the console with a price level and a credit limit and invites it; the customer
// sets a password from the mailed link (the .eml the server writes without SMTP_URL), is logged in and buys
// at that level; the audit shows each step with before and after. A server of its own (E2E_PORT + 3, a fresh
// embedded database with the demo data), so that the mail folder is this spec's.
const port = Number(process.env.E2E_CUSTOMERS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 3);
const server = ownServerForSpec(port);
const origin = server.origin;

/** The link of the invitation the server wrote as an .eml file to `to`, once it is there. */
const invitationLink = (to: string): Promise<string> => server.passwordLink('invitation', to);

/** The owner invites a sales user, who sets a password and signs in. */
async function salesUser(page: Page) {
  await staffSignIn(page, DEMO_OWNER.user, DEMO_OWNER.password);
  await inviteStaff(page, {
    user: 'ventas2',
    name: 'Vera Ventas',
    role: 'sales',
    password: 'ventas-password-2',
  });
}

/**
 * Sales orders as the customer (decision 0041): the shop with a banner naming both, the customer's prices on the
 * product's page, an order placed; "stop" goes back to the customer's console page, whose order says who placed
 * it.
 */
async function orderAsCustomer(page: Page, request: APIRequestContext, id: number) {
  await page.getByRole('button', { name: 'Order as this customer' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  const banner = page.getByTestId('acting-banner');
  await expect(banner).toContainText('Vera Ventas is ordering for Ferretería El Tornillo');
  // The product's page shows the acting staff member the customer's level-2 price, not a guest's.
  const record = await apiProduct(request, 7);
  expect(record.Precio2).not.toBe(record.Precio);
  await page.goto('/product/7');
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('unit-price')).toHaveText(usd(Number(record.Precio2)));
  await openCheckoutWithOneProduct(page, request);
  await expect(banner).toBeVisible();
  await page.getByTestId('place-order').click();
  const number = (await page.getByTestId('order-number').textContent()) ?? 'none';
  await page.getByTestId('acting-banner').getByRole('button', { name: 'Stop acting' }).click();
  await expect(page).toHaveURL(`${origin}/staff/customers/${id}`);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByText('Placed by Vera Ventas (ventas2) for the customer')).toBeVisible();
  await page.goto(`/staff/customers/${id}`);
}

test('sales creates a customer with a price level and a credit limit, orders as it and invites it; the customer sets a password and buys at that level; audited', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await salesUser(page);
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('link', { name: 'New customer' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ferretería El Tornillo');
  await page.getByLabel('NIT').fill('901555444');
  await page.getByLabel('Check digit').fill('3');
  await page.getByLabel('Phone').fill('601 555 0199');
  await page.getByLabel('User (to log in)').fill('tornillo');
  await page.getByLabel('Price level').selectOption('2');
  await page.getByLabel('Credit limit (empty: no limit)').fill('500000');
  await page.getByLabel('Branch name').fill('Principal');
  await page.getByLabel('Address').fill('Calle 10 # 20-30');
  await page.getByLabel('City').selectOption('11001');
  await page.getByLabel('E-mail', { exact: true }).fill('compras@tornillo.example.com');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/customers\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ferretería El Tornillo');
  await orderAsCustomer(page, request, id);
  await page.getByLabel('Language of the e-mail').selectOption('en');
  await page.getByRole('button', { name: 'Send an invitation to set a password' }).click();
  await expect(page.getByRole('status')).toContainText('Invitation sent to compras@tornillo.example.com');
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The customer, from the mail's link: a password, then logged in, buying at level 2.
  await page.goto(await invitationLink('compras@tornillo.example.com'));
  await expect(page.getByTestId('reset-form')).toContainText('tornillo');
  await page.getByLabel('New password').fill('tornillo-clave-2026');
  await page.getByLabel('Repeat the password').fill('tornillo-clave-2026');
  await page.getByRole('button', { name: 'Save the password and log in' }).click();
  await expect(page.getByTestId('reset-done')).toContainText('tornillo');
  const product = await page.request.get(
    `/apiGold/ProductoApi/GetProductoDataTercero_v2?productoid=7&bodegaid=1&terceroid=${id}`,
  );
  const { Producto } = (await product.json()) as {
    Producto: { Precio: number; Precio2: number; Precio4: number };
  };
  expect(Producto.Precio2).not.toBe(Producto.Precio4);
  expect(Producto.Precio).toBe(Producto.Precio2);

  // The audit, for the owner: created (level 2, the limit in cents), acted for by sales and invited, each with
  // before and after.
  await staffSignIn(page, DEMO_OWNER.user, DEMO_OWNER.password);
  await page.getByRole('link', { name: 'Audit' }).click();
  await page.getByLabel('Record').fill(String(id));
  await page.getByRole('button', { name: 'Apply' }).click();
  const rows = page.getByTestId('audit-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('customer.invite');
  await expect(rows.nth(0)).toContainText('{"hasPassword":false}');
  await expect(rows.nth(1)).toContainText('customer.act');
  await expect(rows.nth(1)).toContainText('ventas2');
  await expect(rows.nth(2)).toContainText('customer.create');
  await expect(rows.nth(2).getByRole('cell').nth(4)).toBeEmpty();
  await expect(rows.nth(2)).toContainText('"priceLevel":2');
  await expect(rows.nth(2)).toContainText('"creditLimit":50000000');
});
