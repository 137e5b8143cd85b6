import { expect, test } from '@playwright/test';
import { appStarted } from './support/app';
import { holdRequests } from './support/hold-requests';

// Each home variant shows products of its own trade, from the server.
const VARIANTS = [
  { path: '/home-furniture', categoriaid: 3, title: 'Furniture made to last' },
  { path: '/home-electronics-two', categoriaid: 2, title: 'The tech your customers want' },
  { path: '/home-pet-food', categoriaid: 14, title: 'Good food for good friends' },
  { path: '/home-book-store', categoriaid: 7, title: 'Stories for every shelf' },
];

for (const v of VARIANTS) {
  test(`${v.path} shows its trade and the products of category ${v.categoriaid}`, async ({
    page,
    request,
  }) => {
    const answer = await (
      await request.get(
        `/apiGold/ProductoApi/GetProductos_V2?usuarioid=1&empresaid=1&categoriaid=${v.categoriaid}&pagesize=24`,
      )
    ).json();
    const names = new Set<string>(answer.Datos.map((p: { Producto: string }) => p.Producto));
    await page.goto(v.path);
    await expect(page.getByRole('heading', { level: 1, name: v.title })).toBeVisible();
    const cards = page.locator('main article.product-card .product-name');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(names.has(name)).toBe(true);
  });
}

test('the On sale tab shows only discounted products', async ({ page }) => {
  await page.goto('/home-fashion');
  const cards = page.locator('#tab-panel article.product-card');
  await expect(cards.first()).toBeVisible();
  // The tabs are disabled until the app has started (click waits for them to be enabled).
  await page.getByRole('tab', { name: 'On sale' }).click();
  await expect(page.getByRole('tab', { name: 'On sale' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i++)
    await expect(cards.nth(i).locator('.badge.text-bg-danger')).toHaveText(/^-\d+%$/);
});

test("moving to another home variant never shows the previous trade's products while the next load", async ({
  page,
}) => {
  await page.goto('/home-fashion');
  const cards = page.locator('#tab-panel article.product-card .product-name');
  await expect(cards.first()).toBeVisible();
  const fashion = await cards.allTextContents();
  // A navigation in the browser once the app has started (no link of the shop leads from one demo trade to
  // another: the footer lists the catalogue's categories).
  await appStarted(page);

  const release = await holdRequests(page, '**/ProductoApi/GetProductos_V2**');
  await page.evaluate(() => {
    window.history.pushState(null, '', '/home-furniture');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Furniture made to last' })).toBeVisible();
  await expect(page.locator('#tab-panel .placeholder-glow').first()).toBeVisible();
  await expect(cards).toHaveCount(0);
  release();
  await expect(cards.first()).toBeVisible();
  const furniture = await cards.allTextContents();
  expect(furniture.some((name) => fashion.includes(name))).toBe(false);
});

test('the newsletter subscribes the address in the shop’s language; a network failure keeps it typed', async ({
  page,
}) => {
  await page.goto('/home-furniture');
  await page.getByLabel('Language').selectOption('es');
  const email = page.getByRole('textbox', { name: 'Su correo electrónico' });
  await email.fill('compras@ferreteria.example');

  await page.route('**/BoletinApi/SuscripcionCreate**', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(page.getByText('Por favor verifique la red').first()).toBeVisible();
  await expect(email).toHaveValue('compras@ferreteria.example');

  await page.unroute('**/BoletinApi/SuscripcionCreate**');
  const sent = page.waitForRequest((r) => r.url().includes('BoletinApi/SuscripcionCreate'));
  await page.getByRole('button', { name: 'Suscribirse' }).click();
  expect((await sent).postDataJSON()).toEqual({ Email: 'compras@ferreteria.example', Idioma: 'es' });
  await expect(page.getByRole('status').filter({ hasText: '¡Gracias!' })).toBeVisible();
});
