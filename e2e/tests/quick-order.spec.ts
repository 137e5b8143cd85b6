import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { usd } from './commerce-helpers';
import { seriousViolations } from './support/axe';
import { expectNothingSideways, onAPhone, PHONE } from './support/phone';

const IDS = 'usuarioid=1&empresaid=1';
type WireProduct = Record<string, unknown> & {
  Productoid: number;
  Producto_cod: string;
  Disponible: number;
  Escala_aplica: boolean;
  Escala: string | null;
  Precio: number;
  variation?: unknown;
};

/** Row `n`'s fields (from 1), by their labels. */
const codeField = (page: Page, n: number) => page.getByLabel(`Code, row ${n}`, { exact: true });
const quantityField = (page: Page, n: number) => page.getByLabel(`Quantity, row ${n}`, { exact: true });

/** Fills row `n` with a code and a quantity, as a buyer types them. */
async function fillRow(page: Page, n: number, code: string, quantity: string) {
  await codeField(page, n).fill(code);
  await quantityField(page, n).fill(quantity);
}

/** Row `n` holds `code` and `quantity`. */
async function expectRow(page: Page, n: number, code: string, quantity: string) {
  await expect(codeField(page, n)).toHaveValue(code);
  await expect(quantityField(page, n)).toHaveValue(quantity);
}

/** The tier rule, written out for the test: the tier holding the quantity, else the last; else Precio. */
function unitPrice(p: WireProduct, quantity: number): number {
  const tiers = p.Escala_aplica
    ? (JSON.parse(p.Escala ?? '[]') as Array<{ Desde: number; Hasta: number; PrecioNivel: number }>).sort(
        (a, b) => a.Desde - b.Desde,
      )
    : [];
  if (tiers.length === 0) return p.Precio;
  const tier = tiers.find((t) => t.Desde <= quantity && quantity <= t.Hasta) ?? tiers.at(-1);
  const price = tier ? p[`Precio${tier.PrecioNivel}`] : null;
  return typeof price === 'number' && price > 0 ? price : p.Precio;
}

test('paste 20 rows (3 bad) into /quick-order and add the 17 valid ones with their tier prices', async ({
  page,
  context,
  request,
}) => {
  const answer = await request.get(`/apiGold/ProductoApi/GetProductos_V2?${IDS}&pagesize=100`);
  const all = ((await answer.json()) as { Datos: WireProduct[] }).Datos.filter((p) => !p.variation);
  const tiered = all.filter((p) => p.Escala_aplica && p.Disponible >= 30);
  const plain = all.filter((p) => !p.Escala_aplica && p.Disponible >= 30);
  const good = [...tiered.slice(0, 10), ...plain.slice(0, 7)];
  expect(good).toHaveLength(17);
  const short = all.find((p) => p.Disponible > 0 && p.Disponible < 10 && !good.includes(p));
  if (!short) throw new Error('the seed has no product with little stock');
  // Quantities that reach a second tier for some products (12, 24) and stay in the first for others.
  const quantities = good.map((_, i) => [12, 3, 24, 1, 6][i % 5] ?? 1);
  const lines = good.map(
    (p, i) => `${i % 3 === 0 ? p.Producto_cod.toLowerCase() : p.Producto_cod}\t${quantities[i]}`,
  );
  lines.splice(4, 0, 'NO-SUCH-CODE\t5');
  lines.splice(9, 0, `${good[0]?.Producto_cod}\tdos`);
  lines.splice(14, 0, `${short.Producto_cod}\t${short.Disponible + 5}`);
  expect(lines).toHaveLength(20);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Quick order' })
    .click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  await page.evaluate((text) => navigator.clipboard.writeText(text), lines.join('\n'));
  await codeField(page, 1).click();
  await page.keyboard.press('Control+V');

  const rows = page.getByTestId('quick-order-row');
  await expect(rows).toHaveCount(21);
  await expect(page.locator('[data-testid="quick-order-row"][data-problem="ok"]')).toHaveCount(17);
  await expect(rows.nth(4).getByTestId('quick-order-status')).toHaveText('Unknown code');
  await expect(rows.nth(9).getByTestId('quick-order-status')).toHaveText(
    'Bad quantity (a whole number from 1 to 100,000)',
  );
  await expect(rows.nth(14).getByTestId('quick-order-status')).toHaveText(
    `Not enough stock (only ${short.Disponible})`,
  );
  // Each valid row shows the guest-level price for its quantity.
  const goodRows = page.locator('[data-testid="quick-order-row"][data-problem="ok"]');
  for (let i = 0; i < good.length; i += 1) {
    const p = good[i] as WireProduct;
    await expect(goodRows.nth(i).getByTestId('quick-order-price')).toHaveText(
      usd(unitPrice(p, quantities[i] ?? 1)),
    );
  }
  // At least one row is priced below its base price by a volume tier.
  expect(good.some((p, i) => unitPrice(p, quantities[i] ?? 1) < p.Precio)).toBe(true);

  expect(await seriousViolations(page, 'quick order', 'all')).toEqual([]);

  await page.getByRole('button', { name: 'Add all 17 valid rows to the cart' }).click();
  await expect(page.getByTestId('quick-order-summary')).toContainText('17 rows added to the cart.');
  // The three problem rows stay for the customer to fix (and one empty row).
  await expect(rows).toHaveCount(4);

  await page.goto('/cart');
  const cartLines = page.getByTestId('cart-line');
  await expect(cartLines).toHaveCount(17);
  for (let i = 0; i < good.length; i += 1) {
    const p = good[i] as WireProduct;
    const line = page.locator(`[data-testid="cart-line"][data-product-id="${p.Productoid}"]`);
    await expect(line.getByTestId('unit-price')).toHaveText(usd(unitPrice(p, quantities[i] ?? 1)));
  }
});

test('Enter moves from code to quantity to the next row, and the type-ahead suggests by name', async ({
  page,
  request,
}) => {
  const answer = await request.get(`/apiGold/ProductoApi/GetProductos_V2?${IDS}&pagesize=100`);
  const first = ((await answer.json()) as { Datos: WireProduct[] }).Datos.find(
    (p) => p.Disponible >= 5 && !p.variation,
  );
  if (!first) throw new Error('no products');
  await page.goto('/quick-order');
  const code = codeField(page, 1);
  await code.fill(first.Producto_cod);
  await code.press('Enter');
  await expect(quantityField(page, 1)).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(codeField(page, 2)).toBeFocused();
  await expect(page.locator('[data-testid="quick-order-row"][data-problem="ok"]')).toHaveCount(1);
  await page.keyboard.type(String(first.Producto).slice(0, 6));
  await expect(page.locator('#quick-order-suggestions option').first()).toBeAttached();
});

onAPhone(() => {
  test('each row is a card: its product, price and status are in sight without scrolling sideways', async ({
    page,
    request,
  }) => {
    const answer = await request.get(`/apiGold/ProductoApi/GetProductos_V2?${IDS}&length=0&pagesize=5`);
    const product = ((await answer.json()) as { Datos: WireProduct[] }).Datos.find((p) => p.Disponible > 2);
    if (!product) throw new Error('no product in stock');
    await page.goto('/quick-order');
    await fillRow(page, 1, product.Producto_cod, '2');
    const status = page.getByTestId('quick-order-row').first().getByTestId('quick-order-status');
    await expect(status).toHaveText('Ready');
    const box = await status.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectNothingSideways(page);
  });

  test("a row with a problem is coloured across the card's whole width, beside its quantity too", async ({
    page,
  }) => {
    await page.goto('/quick-order');
    await fillRow(page, 1, 'NO-SUCH-CODE', '2');
    const row = page.getByTestId('quick-order-row').first();
    await expect(row).toHaveAttribute('data-problem', 'codigo_desconocido');
    // Each line the card shows is the card's width: the quantity's line was 110 px, with the card's white beside
    // it. (The empty product, price and stock lines take no room.)
    const widths = await row
      .locator('td[data-label]')
      .evaluateAll((cells) =>
        cells.map((c) => Math.round(c.getBoundingClientRect().width)).filter((w) => w > 0),
      );
    expect(widths.length).toBe(3);
    expect(new Set(widths).size).toBe(1);
  });
});

test("the sample CSV lists this catalogue's products: uploaded as it is, every row is valid", async ({
  page,
}) => {
  await page.goto('/quick-order');
  const download = page.waitForEvent('download');
  await page.getByTestId('quick-order-sample').click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toBe('quick-order-sample.csv');
  // (After a byte-order mark, which Excel needs to read the accents of other languages.)
  expect(readFileSync(file, 'utf8').split('\r\n')[0]).toBe('\uFEFFcode;quantity');
  await page.getByTestId('quick-order-file').setInputFiles(file);
  await expect(page.getByTestId('quick-order-summary')).toContainText('3 valid, 0 with problems');

  // In Spanish, the file and its header are in Spanish, and it reads back the same.
  await page.getByLabel('Language').selectOption('es');
  // (Clicked once it reads in Spanish: the language's words load first, and the link was clicked before.)
  await expect(page.getByTestId('quick-order-sample')).toHaveText('Descargar un CSV de ejemplo');
  const enEspanol = page.waitForEvent('download');
  await page.getByTestId('quick-order-sample').click();
  expect((await enEspanol).suggestedFilename()).toBe('pedido-rapido-ejemplo.csv');
  const archivo = await (await enEspanol).path();
  expect(readFileSync(archivo, 'utf8').split('\r\n')[0]).toBe('\uFEFFcódigo;cantidad');
});

test('a quantity typed with thousands grouped says the number it was read as', async ({ page, request }) => {
  const answer = await request.get(`/apiGold/ProductoApi/GetProductos_V2?${IDS}&pagesize=100`);
  const first = ((await answer.json()) as { Datos: WireProduct[] }).Datos.find((p) => !p.variation);
  if (!first) throw new Error('no products');
  await page.goto('/quick-order');
  await codeField(page, 1).fill(first.Producto_cod);
  const quantity = quantityField(page, 1);
  await quantity.fill('1.000');
  await expect(page.getByTestId('quick-order-read')).toHaveText('Read as 1000');
  // A plain number needs no such line.
  await quantity.fill('12');
  await expect(
    page.locator('[data-testid="quick-order-row"] [data-testid="quick-order-status"]').first(),
  ).not.toBeEmpty();
  await expect(page.getByTestId('quick-order-read')).toHaveCount(0);
});

/** Two products in stock, without variations, for rows that check as valid. */
async function twoInStock(request: APIRequestContext): Promise<[WireProduct, WireProduct]> {
  const answer = await request.get(`/apiGold/ProductoApi/GetProductos_V2?${IDS}&pagesize=100`);
  const list = ((await answer.json()) as { Datos: WireProduct[] }).Datos.filter(
    (p) => !p.variation && p.Disponible > 10,
  );
  const [a, b] = list;
  if (!a || !b) throw new Error('not two products in stock');
  return [a, b];
}

/** Opens /quick-order, with two products in stock (`twoInStock`) at hand to type. */
async function openWithTwoInStock(page: Page, request: APIRequestContext) {
  const two = await twoInStock(request);
  await page.goto('/quick-order');
  return two;
}

const status = (page: Page, row: number) =>
  page.getByTestId('quick-order-row').nth(row).getByTestId('quick-order-status');

test('rows not yet added are kept through a look at a product and Back, and an upload adds to them', async ({
  page,
  request,
}) => {
  const [first, second] = await openWithTwoInStock(page, request);
  await fillRow(page, 1, first.Producto_cod, '2');
  await expect(status(page, 0)).toHaveText('Ready');
  await page.getByTestId('quick-order-row').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${first.Productoid}$`));
  await page.goBack();
  await expectRow(page, 1, first.Producto_cod, '2');

  // The file names the typed code again, and the other code twice: one row each, their quantities added, and
  // the page says what the upload did.
  await page.getByTestId('quick-order-file').setInputFiles({
    name: 'order.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `codigo;cantidad\r\n${second.Producto_cod};3\r\n${first.Producto_cod};3\r\n${second.Producto_cod};2\r\n`,
    ),
  });
  await expect(page.getByTestId('quick-order-report')).toHaveText(
    '3 rows read: 2 merged into rows with the same code (quantities added), 1 new row.',
  );
  await expectRow(page, 1, first.Producto_cod, '5');
  await expectRow(page, 2, second.Producto_cod, '5');
  await expect(codeField(page, 3)).toHaveValue('');
  await expect(page.getByTestId('quick-order-summary')).toContainText('2 valid, 0 with problems');

  // A code typed again on a row of its own is flagged on both rows before anything goes to the cart, and one
  // click makes them one row.
  await fillRow(page, 3, first.Producto_cod.toLowerCase(), '2');
  await expect(page.getByTestId('quick-order-row').nth(0).getByTestId('quick-order-repeat')).toHaveText(
    'Also on row 3: both quantities would go to the cart',
  );
  await expect(page.getByTestId('quick-order-row').nth(2).getByTestId('quick-order-repeat')).toHaveText(
    'Also on row 1: both quantities would go to the cart',
  );
  await page.getByTestId('quick-order-merge').click();
  await expect(quantityField(page, 1)).toHaveValue('7');
  await expect(codeField(page, 3)).toHaveValue('');
  await expect(page.getByTestId('quick-order-repeat')).toHaveCount(0);
  await expect(page.getByTestId('quick-order-summary')).toContainText('2 valid, 0 with problems');

  // In Spanish, the same report.
  await page.getByLabel('Language').selectOption('es');
  await page.getByTestId('quick-order-file').setInputFiles({
    name: 'pedido.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`codigo;cantidad\r\n${second.Producto_cod};1\r\n`),
  });
  await expect(page.getByTestId('quick-order-report')).toHaveText(
    '1 fila leída: 1 sumada a una fila con el mismo código (cantidades sumadas).',
  );
  await expect(page.getByLabel('Cantidad, fila 2', { exact: true })).toHaveValue('6');
});

test('a name typed for a code, or a picture uploaded for a CSV, is said in its place and the other rows are checked', async ({
  page,
  request,
}) => {
  const [first] = await openWithTwoInStock(page, request);
  await fillRow(page, 1, first.Producto_cod, '2');
  // Longer than any code (the server refused the whole request, in Spanish, and nothing was checked).
  await codeField(page, 2).fill('Gafas de sol polarizadas La Sabana, modelo grande color negro mate');
  await quantityField(page, 2).fill('1');
  await expect(status(page, 0)).toHaveText('Ready');
  await expect(status(page, 1)).toHaveText('Unknown code');
  await expect(page.getByTestId('quick-order-summary')).toContainText('1 valid, 1 with problems');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByTestId('quick-order-file').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]),
  });
  await expect(page.getByRole('alert')).toHaveText(/This file is not a CSV/);
  await expect(page.getByTestId('quick-order-row')).toHaveCount(5);
  await expect(page.getByTestId('quick-order-summary')).toContainText('1 valid, 1 with problems');
});

test("codes typed at a scanner's speed land in their fields; once added, the next order starts in row 1", async ({
  page,
  request,
}) => {
  const [first, second] = await openWithTwoInStock(page, request);
  await codeField(page, 1).focus();
  for (const [code, quantity] of [
    [first.Producto_cod, '2'],
    [second.Producto_cod, '3'],
  ]) {
    await page.keyboard.type(`${code}\n${quantity}\n`, { delay: 2 });
  }
  await expectRow(page, 1, first.Producto_cod, '2');
  await expectRow(page, 2, second.Producto_cod, '3');
  await expect(page.getByTestId('quick-order-summary')).toContainText('2 valid, 0 with problems');
  await page.getByTestId('quick-order-add').click();
  await expect(page.getByTestId('quick-order-summary')).toContainText('2 rows added to the cart.');
  await expect(codeField(page, 1)).toBeFocused();
  await expect(codeField(page, 1)).toHaveValue('');
});

test('rows that could not be checked are checked again by Try again, and when the browser is back online', async ({
  page,
  request,
}) => {
  const [a] = await twoInStock(request);
  let offline = true;
  let asked = 0;
  await page.route(/PedidoRapidoApi\/Validar/, (route) => {
    asked += 1;
    return offline ? route.abort('internetdisconnected') : route.fallback();
  });
  await page.goto('/quick-order');
  await fillRow(page, 1, a.Producto_cod, '2');
  const failed = page.getByRole('alert').filter({ hasText: 'The rows could not be checked' });
  await expect(failed).toBeVisible();
  // Back online: asked again by itself (failing once more, here).
  const before = asked;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => asked).toBeGreaterThan(before);
  await expect(failed).toBeVisible();
  // Try again, the network back: the row is checked.
  offline = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByTestId('quick-order-summary')).toContainText('1 valid');
});

test('a product in colours and sizes is sent to its page to choose one, and stays out of the cart', async ({
  page,
  request,
}) => {
  let sized: WireProduct | undefined;
  for (let offset = 0; !sized && offset < 1000; offset += 100) {
    const answer = await request.get(
      `/apiGold/ProductoApi/GetProductos_V2?${IDS}&pagesize=100&length=${offset}`,
    );
    const list = ((await answer.json()) as { Datos: WireProduct[] }).Datos;
    sized = list.find((p) => Array.isArray(p.variation) && p.variation.length > 0 && p.Disponible > 2);
  }
  const [plain] = await twoInStock(request);
  if (!sized) throw new Error('no product in sizes');
  await page.goto('/quick-order');
  await fillRow(page, 1, sized.Producto_cod, '1');
  await fillRow(page, 2, plain.Producto_cod, '1');
  await expect(status(page, 0)).toHaveText('Comes in colours and sizes: choose one on its page');
  await expect(page.getByTestId('quick-order-summary')).toContainText('1 valid, 1 with problems');
  await page.getByTestId('quick-order-add').click();
  await expect(page.getByTestId('quick-order-summary')).toContainText('1 row added to the cart.');
  // The row stays, its product a link to the page where a size is chosen.
  await expect(codeField(page, 1)).toHaveValue(sized.Producto_cod);
  await page.getByTestId('quick-order-row').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${sized.Productoid}$`));
  await expect(page.getByRole('group', { name: 'Size' })).toBeVisible();
});
