import { type Browser, expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO1, journeyProducts, login, openCheckoutWithOneProduct } from './commerce-helpers';
import { switchLanguage } from './support/app';
import { auditOf, DEMO_OWNER, expectAudited, inviteStaff, staffSignIn } from './support/console';

const GUEST = {
  Nit: '800197268-4',
  Tercero: 'Ferretería Consola',
  Telefono1: '3001234567',
  Direccion: 'Calle 1 # 2-3',
  Email: 'consola@example.com',
  Ciudad: '05001',
  Departamento: '05',
};

/**
 * The stock the shop's product page shows ("In stock: n"), to a new visitor (a browser of its own: a guest's
 * page may come from the browser's cache for a minute).
 */
async function shopStock(browser: Browser, productId: number): Promise<number> {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`/product/${productId}`);
  const text = await page
    .getByText(/^In stock: \d+$/)
    .first()
    .textContent();
  await visitor.close();
  return Number(/\d+$/.exec(text ?? '')?.[0]);
}

test('a guest order reaches the inbox; cancelled with a reason, its stock is back on the shop; audited; a sales user invited', async ({
  page,
  browser,
  request,
}) => {
  const { untiered: product } = await journeyProducts(request);
  const stock = await shopStock(browser, product);
  const placed = await request.post('/apiGold/PedidoApi/PedidoWebCreateAnonimo?usuarioid=1&empresaid=1', {
    data: {
      ...GUEST,
      Observacion: 'Por la puerta de atrás',
      Detalles: [{ Productoid: product, Cantidad: 2, Precio: 0, Impuesto_porc: 0, Observacion: '' }],
    },
    headers: { 'idempotency-key': `console-e2e-${Date.now()}` },
  });
  const order = (await placed.json()).Datos as { pedidoid: number; numero: number };
  expect(await shopStock(browser, product)).toBe(stock - 2);

  await page.goto('/staff/orders');
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expect(page.getByTestId('staff-demo')).toContainText('demo-staff');
  await page.getByLabel('User').fill('demo-staff');
  await page.getByLabel('Password').fill('demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const first = page.getByTestId('order-row').first();
  await expect(first).toContainText(`WEB-${order.numero}`);
  await expect(first).toContainText('Ferretería Consola');
  // Its total in the shop's base currency (BASE_CURRENCY, USD here), as the shop writes it.
  await expect(first).toContainText(/\$\d/);
  await expect(first).not.toContainText('COP');

  // Cancelled with a reason: its two units are back in the shop's stock.
  await first.getByRole('link', { name: `WEB-${order.numero}` }).click();
  await expect(page.getByText('Por la puerta de atrás')).toBeVisible();
  await page.getByLabel('Reason for cancelling').fill('El cliente desistió');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('order-state')).toHaveText('Cancelled');
  await expect(page.getByText('Cancelled: El cliente desistió')).toBeVisible();
  expect(await shopStock(browser, product)).toBe(stock);

  const audit = await auditOf(page, `WEB-${order.numero}`);
  await expect(audit).toHaveCount(1);
  await expectAudited(audit.first(), {
    user: 'demo-staff',
    action: 'order.state',
    before: { state: 'pendiente' },
    after: { state: 'anulado', reason: 'El cliente desistió', stockReturned: true },
  });

  // The order's confirmation in the mail outbox, sent as an .eml file (no SMTP_URL here), opened from the page.
  await page.getByRole('link', { name: 'Mail', exact: true }).click();
  await page.getByRole('link', { name: 'Sent', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/mail\?state=sent$/);
  const confirmation = page.getByTestId('mail-row').filter({ hasText: `Order WEB-${order.numero} received` });
  await expect(async () => {
    await page.reload();
    await expect(confirmation).toContainText('consola@example.com', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const eml = page.waitForEvent('download');
  await confirmation.getByRole('link', { name: 'Open .eml' }).click();
  expect((await eml).suggestedFilename()).toMatch(/^\d+-order-received\.eml$/);

  await inviteStaff(page, {
    user: 'ventas1',
    name: 'Valentina Ventas',
    role: 'sales',
    password: 'ventas-password-1',
  });
  await expect(page.getByRole('link', { name: 'Audit' })).toHaveCount(0);
});

test('warehouse, invited on the Team page, dispatches a customer’s order; the customer’s /pedidos says so in Spanish; audited', async ({
  page,
  browser,
  request,
}) => {
  const customer = await (await browser.newContext()).newPage();
  await login(customer, DEMO1);
  await openCheckoutWithOneProduct(customer, request);
  await expect(customer.getByTestId('customer-nitDv')).not.toHaveValue('');
  await customer.getByTestId('place-order').click();
  const number = (await customer.getByTestId('order-number').textContent()) ?? 'none';

  // The owner approves it and invites a warehouse user, who sets a password and dispatches it.
  await staffSignIn(page, DEMO_OWNER.user, DEMO_OWNER.password);
  await page.getByRole('link', { name: number }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('order-state')).toHaveText('Approved');
  await inviteStaff(page, {
    user: 'bodega1',
    name: 'Bruno Bodega',
    role: 'warehouse',
    password: 'bodega-password-1',
  });
  await page.getByRole('link', { name: number }).click();
  await page.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(page.getByTestId('order-state')).toHaveText('Dispatched');
  await expect(page.getByRole('link', { name: 'Team' })).toHaveCount(0);

  await customer.goto('/pedidos');
  await switchLanguage(customer, 'es');
  const row = customer.locator(`[data-testid="order-row"][data-numero="${number.replace(/^WEB-/, '')}"]`);
  await expect(row).toContainText('Despachado');

  // The audit, for the owner: the order's two steps and the warehouse user's account, each before and after.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await staffSignIn(page, DEMO_OWNER.user, DEMO_OWNER.password);
  const steps = await auditOf(page, number);
  await expect(steps).toHaveCount(2);
  const state = (before: string, after: string) => ({
    before: { state: before },
    after: { state: after },
  });
  await expectAudited(steps.nth(0), {
    user: 'bodega1',
    action: 'order.state',
    ...state('aprobado', 'despachado'),
  });
  await expectAudited(steps.nth(1), {
    user: 'demo-staff',
    action: 'order.state',
    ...state('pendiente', 'aprobado'),
  });
  const account = await auditOf(page, 'bodega1');
  await expect(account).toHaveCount(3);
  await expectAudited(account.nth(0), {
    user: 'bodega1',
    action: 'staff.password',
    before: null,
    after: { password: 'set' },
  });
  await expect(account.nth(1).getByRole('cell').nth(2)).toHaveText('staff.link');
  await expectAudited(account.nth(2), {
    user: 'demo-staff',
    action: 'staff.invite',
    before: null,
    after: { user: 'bodega1', name: 'Bruno Bodega', role: 'warehouse' },
  });
});

test('an owner signs in with TOTP; a price edited in the console is what the shop shows; audited', async ({
  page,
  request,
}) => {
  const list = await (
    await request.get('/apiGold/ProductoApi/GetProductos_V2?usuarioid=1&empresaid=1&pagesize=100')
  ).json();
  const product = list.Datos.find((p: { variation?: unknown }) => !p.variation) as {
    Productoid: number;
    Codigo: string;
    Producto: string;
  };

  await page.goto('/staff/login');
  await page.getByLabel('User').fill('demo-staff');
  await page.getByLabel('Password').fill('demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
  await page.getByRole('button', { name: 'Show the QR code' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Authenticator code (6 digits)').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor sign-in is on for your account.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.getByLabel('User').fill('demo-staff');
  await page.getByLabel('Password').fill('demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Authenticator code (6 digits)').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByRole('link', { name: 'Catalogue' }).click();
  await page.getByLabel('Search products').fill(product.Producto);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('product-row').first().getByRole('link', { name: product.Producto }).click();
  const levels = [1, 2, 3, 4, 5].map((level) => page.getByLabel(`Level ${level} price`));
  await expect(page.getByLabel('Level 1 price')).not.toHaveValue('');
  const was = await Promise.all(levels.map(async (l) => Math.round(Number(await l.inputValue()) * 100)));
  for (const level of levels) await level.fill('4321');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');

  const shop = await page.context().newPage();
  await shop.goto(`/product/${product.Productoid}`);
  await expect(shop.getByTestId('unit-price')).toContainText('4,321');
  await shop.close();

  const audit = await auditOf(page, String(product.Productoid));
  await expectAudited(audit.first(), {
    user: 'demo-staff',
    action: 'product.edit',
    before: { prices: was },
    after: { prices: [432100, 432100, 432100, 432100, 432100] },
  });
  const account = await auditOf(page, 'demo-staff');
  await expectAudited(account.first(), {
    user: 'demo-staff',
    action: 'staff.totp',
    before: { totpEnabled: false },
    after: { totpEnabled: true },
  });
});

test('no console code or word is in the buyer’s first load', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript|css|html/.test(type))
      bodies.push(`${response.url()}\n${await response.text().catch(() => '')}`);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(1);
  for (const body of bodies) {
    expect(body).not.toContain('/staff/');
    expect(body).not.toContain('staff/api');
    expect(body).not.toContain('Two-factor sign-in');
  }
});
