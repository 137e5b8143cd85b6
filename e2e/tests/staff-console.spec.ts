import { expect, test } from '@playwright/test';
import { generate } from 'otplib';

const GUEST = {
  Nit: '800197268-4',
  Tercero: 'Ferretería Consola',
  Telefono1: '3001234567',
  Direccion: 'Calle 1 # 2-3',
  Email: 'consola@example.com',
  Ciudad: '05001',
  Departamento: '05',
};

test('a guest order reaches the staff console: signed in, dispatched, audited; a sales user invited', async ({
  page,
  request,
}) => {
  const placed = await request.post('/apiGold/PedidoApi/PedidoWebCreateAnonimo?usuarioid=1&empresaid=1', {
    data: {
      ...GUEST,
      Observacion: 'Por la puerta de atrás',
      Detalles: [{ Productoid: 101, Cantidad: 2, Precio: 0, Impuesto_porc: 0, Observacion: '' }],
    },
    headers: { 'idempotency-key': `console-e2e-${Date.now()}` },
  });
  const order = (await placed.json()).Datos as { pedidoid: number; numero: number };

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

  await first.getByRole('link', { name: `WEB-${order.numero}` }).click();
  await expect(page.getByText('Por la puerta de atrás')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('order-state')).toHaveText('Approved');
  await page.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(page.getByTestId('order-state')).toHaveText('Dispatched');

  await page.getByRole('link', { name: 'Audit' }).click();
  await page.getByLabel('Record').fill(`WEB-${order.numero}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('audit-row')).toHaveCount(2);
  await expect(page.getByTestId('audit-row').first()).toContainText('{"state":"aprobado"}');
  await expect(page.getByTestId('audit-row').first()).toContainText('{"state":"despachado"}');

  await page.getByRole('link', { name: 'Team' }).click();
  await page.getByLabel('User').fill('ventas1');
  await page.getByLabel('Name').fill('Valentina Ventas');
  await page.getByLabel('Role').selectOption('sales');
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const link = await page.getByTestId('invite-link').inputValue();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await page.getByLabel('New password (10 characters or more)').fill('ventas-password-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set');
  await page.goto('/staff/login');
  await page.getByLabel('User').fill('ventas1');
  await page.getByLabel('Password').fill('ventas-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Valentina Ventas (sales)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit' })).toHaveCount(0);
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
  for (const level of [1, 2, 3, 4, 5]) await page.getByLabel(`Level ${level} price`).fill('4321');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');

  const shop = await page.context().newPage();
  await shop.goto(`/product/${product.Productoid}`);
  await expect(shop.getByTestId('unit-price')).toContainText('4,321');
  await shop.close();

  await page.getByRole('link', { name: 'Audit' }).click();
  await page.getByLabel('Record').fill(String(product.Productoid));
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByTestId('audit-row').first();
  await expect(row).toContainText('product.edit');
  await expect(row).toContainText('"prices":[432100,432100,432100,432100,432100]');
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
