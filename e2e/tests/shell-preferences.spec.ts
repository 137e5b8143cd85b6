import { expect, test } from '@playwright/test';

test('the language switches every label, sets <html lang> and survives a reload', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  await page.getByLabel('Language').selectOption('fn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Boutique' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await page.getByLabel('Langue').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await page.getByLabel('Sprache').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
});

test('the currency switches prices with the server rate and survives a reload', async ({ page, request }) => {
  const rates = await (
    await request.get('/apiGold/MonedaApi/GetTasas?usuarioid=1&empresaid=1&base=USD')
  ).json();
  const eur: number = rates.rates.EUR;
  const product = await (
    await request.get(
      '/apiGold/ProductoApi/GetProductoDataTercero_v2?usuarioid=1&empresaid=1&productoid=96&bodegaid=1',
    )
  ).json();
  const usdCents = Math.round(product.Producto.Precio * 100);
  const eurText = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(
    Math.round(usdCents * eur) / 100,
  );
  const usdText = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    usdCents / 100,
  );

  await page.goto('/product/96');
  const price = page.getByTestId('base-price');
  await expect(price).toContainText(usdText);
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(price).toContainText(eurText);
  await page.reload();
  await expect(page.getByTestId('base-price')).toContainText(eurText);
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await page.getByLabel('Currency').selectOption('USD');
  await expect(page.getByTestId('base-price')).toContainText(usdText);
});

test('in euros a total is the unit price shown times the quantity, on the product page and in the cart', async ({
  page,
}) => {
  /** Cents from a price as en-US writes it (€39.22). */
  const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
  await page.goto('/product/37');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Quantity', { exact: true }).fill('6');
  await expect(page.getByTestId('unit-price')).toContainText('€');
  await expect(page.getByText(/^Total: /)).toContainText('€');
  const unit = cents(await page.getByTestId('unit-price').textContent());
  expect(cents(await page.getByText(/^Total: /).textContent())).toBe(unit * 6);

  await page.getByTestId('add-to-cart').click();
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('line-total')).toContainText('€');
  const cartUnit = cents(await line.getByTestId('unit-price').textContent());
  expect(cents(await line.getByTestId('line-total').textContent())).toBe(cartUnit * 6);
  expect(cents(await page.getByTestId('cart-subtotal').textContent())).toBe(cartUnit * 6);
});

test('a failed rate call keeps the last known rate', async ({ page }) => {
  await page.goto('/product/96');
  await page.getByLabel('Currency').selectOption('GBP');
  await expect(page.getByTestId('base-price')).toContainText('£');
  const gbp = await page.getByTestId('base-price').textContent();
  await page.getByLabel('Currency').selectOption('USD');
  await page.route('**/MonedaApi/GetTasas**', (route) => route.abort('connectionfailed'));
  await page.getByLabel('Currency').selectOption('GBP');
  await expect(page.getByTestId('base-price')).toHaveText(gbp ?? '');
});

test('a broken stored entry resets only its own part', async ({ page }) => {
  await page.goto('/product/96');
  await page.getByLabel('Language').selectOption('de');
  await page.getByLabel('Währung').selectOption('EUR');
  await expect(page.getByTestId('base-price')).toContainText('€');
  await page.evaluate(() =>
    localStorage.setItem('mostrador.currency.v1', '{"currencyName":"EUR","currencyRate":-3}'),
  );
  await page.reload();
  await expect(page.getByTestId('base-price')).toContainText('$');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test("in Spanish money is written as the shop's Colombian customers write it ($ 6.401,11, not 6401,11 $), by the server and by the app", async ({
  page,
  request,
}) => {
  // A product without tiers or sizes whose price times 10 passes 1.000, and its 10 in stock.
  const answer = await request.get(
    '/apiGold/ProductoApi/GetProductos_V2?usuarioid=1&empresaid=1&pagesize=100',
  );
  const products = (await answer.json()).Datos as {
    Productoid: number;
    Precio: number;
    Disponible: number;
    Escala_aplica: boolean;
    variation?: unknown;
  }[];
  const product = products.find(
    (p) => !p.Escala_aplica && !p.variation && p.Precio * 10 >= 1000 && p.Disponible >= 10,
  );
  if (!product) throw new Error('the seed has no such product');
  const cents = Math.round(product.Precio * 100);
  const colombian = (c: number) =>
    new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    }).format(c / 100);
  // (Spain's es-ES would write the total "1111,10 $": no group below 10.000, the symbol after.)
  expect(colombian(cents * 10)).toMatch(/^\$\u00a0\d\.\d{3},\d\d$/);

  await page.goto(`/product/${product.Productoid}`);
  await page.getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByTestId('base-price')).toHaveText(colombian(cents));
  await page.getByLabel('Cantidad', { exact: true }).fill('10');
  await expect(page.getByText(/^Total: /)).toHaveText(`Total: ${colombian(cents * 10)}`);
  await page.getByLabel('Moneda').selectOption('EUR');
  await expect(page.getByTestId('base-price')).toHaveText(/^€\u00a0\d+,\d\d$/);
  await page.getByLabel('Moneda').selectOption('USD');

  // The server renders the page in Spanish (its cookie) with the same amounts.
  const html = await (
    await request.get(`/product/${product.Productoid}`, { headers: { Cookie: 'mostrador_idioma=es' } })
  ).text();
  const literal = colombian(cents).replace(/[$.]/g, '\\$&');
  expect(html).toMatch(new RegExp(`data-testid="base-price"[^>]*>${literal}<`));
});

test.describe('a phone set to Spanish', () => {
  test.use({ locale: 'es-CO' });

  test("the first visit is in the browser's language from the first paint; a language chosen by hand is kept", async ({
    page,
    request,
  }) => {
    // The server's page, before any script: Spanish for a browser that asks for it, kept apart from the
    // English one (a visitor's page is kept per language).
    const served = async (acceptLanguage: string) =>
      (await request.get('/shop-grid-standard', { headers: { 'Accept-Language': acceptLanguage } })).text();
    expect(await served('en-US,en;q=0.9')).toContain('<html lang="en"');
    const spanish = await served('es-CO,es;q=0.9,en;q=0.8');
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toMatch(/<h1[^>]*>Tienda<\/h1>/);
    expect(await served('fr-CA,fr;q=0.9')).toContain('<html lang="fr"');

    await page.goto('/shop-grid-standard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
    await expect(page.getByLabel('Idioma')).toHaveValue('es');
    // A page the browser renders itself follows the browser's languages too.
    await page.goto('/quick-order');
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido rápido' })).toBeVisible();

    // English chosen by hand stays English, on the server's pages and the browser's.
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
    await page.goto('/shop-grid-standard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Language')).toHaveValue('en');
  });
});
