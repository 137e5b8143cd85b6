import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, apiOrders, DEMO1, login, usd } from './commerce-helpers';
import { seriousViolations } from './support/axe';
import { expectNamedOnThePhone, expectNothingSideways, onAPhone, PHONE } from './support/phone';

const IDS = 'usuarioid=1&empresaid=1';
type Line = {
  Productoid: number;
  Cantidad: number;
  Disponible: number;
  PrecioAntes: number;
  PrecioAhora: number | null;
  Cambio: string | null;
  Problema: string | null;
};

test('reorder a past order from /pedidos: a changed price is marked, and the chosen lines go to the cart', async ({
  page,
  request,
}) => {
  // A past order of demo1 with a line whose price changed since (found through the API).
  const session = await apiLogin(request, DEMO1);
  const orders = await apiOrders(request, DEMO1);
  let found: { pedidoid: number; numero: number; lines: Line[] } | undefined;
  for (const order of orders) {
    const answer = await request.get(
      `/apiGold/ReordenApi/Lineas?${IDS}&terceroid=${session.Terceroid}&pedidoid=${order.pedidoid}`,
      { headers: { Authorization: `Bearer ${session.Token}` } },
    );
    const lines = ((await answer.json()) as { Datos: { Lineas: Line[] } }).Datos.Lineas;
    if (lines.some((l) => l.Cambio === 'sube' || l.Cambio === 'baja')) {
      found = { pedidoid: order.pedidoid, numero: order.numero, lines };
      break;
    }
  }
  if (!found) throw new Error('no past order of demo1 has a changed price');
  const changed = found.lines.find((l) => l.Cambio === 'sube' || l.Cambio === 'baja') as Line;

  await login(page, DEMO1);
  await page.goto('/pedidos');
  const row = page.locator(`[data-testid="order-row"][data-numero="${found.numero}"]`);
  // The order may sit on a later page of the list: its own link is the same either way.
  if (await row.count()) await row.getByRole('link', { name: /^Reorder/ }).click();
  else await page.goto(`/pedidos/${found.pedidoid}/reordenar`);
  await expect(page).toHaveURL(new RegExp(`/pedidos/${found.pedidoid}/reordenar$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reorder');
  await expect(page.getByTestId('reorder-line')).toHaveCount(found.lines.length);

  const line = page.locator(`[data-testid="reorder-line"][data-product-id="${changed.Productoid}"]`);
  await expect(line).toContainText(usd(changed.PrecioAntes));
  await expect(line.getByTestId('reorder-price-now')).toContainText(usd(changed.PrecioAhora ?? 0));
  await expect(line.getByTestId('reorder-changed')).toHaveText(
    changed.Cambio === 'sube' ? '↑ Price up' : '↓ Price down',
  );

  expect(await seriousViolations(page, 'order reorder', 'all')).toEqual([]);

  // A line's box is a finger's target, and its product's name ticks it too (the box was 16 px, the name inert).
  const tick = line.getByRole('checkbox');
  await expect(tick).toBeChecked();
  const size = await tick.boundingBox();
  expect(Math.min(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThanOrEqual(24);
  await line.locator('label').click();
  await expect(tick).not.toBeChecked();
  await line.locator('label').click();
  await expect(tick).toBeChecked();

  // A chosen line without a quantity says it will not be added, and the button counts it out.
  const quantity = line.getByRole('textbox', { name: /^Quantity of/ });
  const before = await quantity.inputValue();
  const addButton = page.getByTestId('reorder-add');
  const label = (await addButton.textContent()) ?? '';
  await quantity.fill('0');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAccessibleDescription('Enter 1 or more to add this line.');
  await expect(addButton).not.toHaveText(label);
  await quantity.fill(before);
  await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  await expect(addButton).toHaveText(label);

  const orderable = found.lines.filter((l) => l.Problema === null || l.Problema === 'existencias_parciales');
  await page.getByTestId('reorder-add').click();
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(orderable.length);
  await expect(
    page.locator(`[data-testid="cart-line"][data-product-id="${changed.Productoid}"]`),
  ).toBeVisible();
});

test('reorder an invoice from /facturas: its lines at today’s prices, quantities editable, into the cart', async ({
  page,
  request,
}) => {
  // demo1's invoices, as /facturas lists them first, and one whose lines include a changed price.
  const session = await apiLogin(request, DEMO1);
  const headers = { Authorization: `Bearer ${session.Token}` };
  const invoices = (
    (await (
      await request.get(
        `/apiGold/TerceroApi/TerceroSucGetFactura?${IDS}&terceroid=${session.Terceroid}&tercerosucid=null&rows=0`,
        { headers },
      )
    ).json()) as {
      Facturas: Array<{ facturaid: number; numero: number; items: number; reordenable?: boolean }>;
    }
  ).Facturas;
  let found: { invoice: (typeof invoices)[number]; lines: Line[] } | undefined;
  for (const invoice of invoices.filter((f) => f.reordenable)) {
    const answer = await request.get(
      `/apiGold/ReordenApi/Lineas?${IDS}&terceroid=${session.Terceroid}&facturaid=${invoice.facturaid}`,
      { headers },
    );
    const lines = ((await answer.json()) as { Datos: { Lineas: Line[] } }).Datos.Lineas;
    if (lines.some((l) => l.Cambio === 'sube' || l.Cambio === 'baja')) {
      found = { invoice, lines };
      break;
    }
  }
  if (!found) throw new Error('no invoice on the first page of demo1 has a line whose price changed');
  const { invoice, lines } = found;
  // The invoice's own lines: as many as it lists.
  expect(lines).toHaveLength(invoice.items);
  const changed = lines.find((l) => l.Cambio === 'sube' || l.Cambio === 'baja') as Line;

  await login(page, DEMO1);
  await page.goto('/facturas');
  await page
    .locator(`[data-testid="invoice-row"][data-id="${invoice.facturaid}"]`)
    .getByRole('link', { name: `Reorder FE-${invoice.numero}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/facturas/${invoice.facturaid}/reordenar$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reorder FE-${invoice.numero}`);
  await expect(page.getByText('The lines of this invoice')).toBeVisible();
  await expect(page.getByTestId('reorder-line')).toHaveCount(lines.length);

  // Each line at the price paid then and today's price at demo1's level, the change marked.
  const line = page.locator(`[data-testid="reorder-line"][data-product-id="${changed.Productoid}"]`);
  await expect(line).toContainText(usd(changed.PrecioAntes));
  await expect(line).toContainText(/units? invoiced/);
  await expect(line.getByTestId('reorder-price-now')).toContainText(usd(changed.PrecioAhora ?? 0));
  await expect(line.getByTestId('reorder-changed')).toHaveText(
    changed.Cambio === 'sube' ? '↑ Price up' : '↓ Price down',
  );
  expect(await seriousViolations(page, 'invoice reorder')).toEqual([]);

  // A quantity of its own for the changed line (not the one invoiced), then into the cart with the other
  // orderable lines.
  const wanted = changed.Cantidad < changed.Disponible ? changed.Cantidad + 1 : changed.Cantidad - 1;
  expect(wanted).toBeGreaterThan(0);
  await line.getByRole('textbox', { name: /^Quantity of/ }).fill(String(wanted));
  const orderable = lines.filter((l) => l.Problema === null || l.Problema === 'existencias_parciales');
  await page.getByTestId('reorder-add').click();
  await expect(page.getByRole('link', { name: 'Back to my invoices' })).toHaveAttribute('href', '/facturas');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(orderable.length);
  await expect(
    page
      .locator(`[data-testid="cart-line"][data-product-id="${changed.Productoid}"]`)
      .getByRole('spinbutton', { name: /^Quantity of/ }),
  ).toHaveValue(String(wanted));
});

/** demo1's latest past order, with demo1 logged in on the page. */
async function loggedInWithPastOrder(page: Page, request: APIRequestContext) {
  const [order] = await apiOrders(request, DEMO1);
  if (!order) throw new Error('demo1 has no past order');
  await login(page, DEMO1);
  return order;
}

test("a past order that could not be loaded says so in the buyer's language, and Try again loads it", async ({
  page,
  request,
}) => {
  const order = await loggedInWithPastOrder(page, request);
  await page.getByLabel('Language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  let failures = 1;
  await page.route('**/ReordenApi/Lineas?**', (route) =>
    failures-- > 0 ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.goto(`/pedidos/${order.pedidoid}/reordenar`);
  const failed = page.getByRole('alert');
  await expect(failed).toContainText('Etwas ist schiefgelaufen');
  await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByTestId('reorder-line').first()).toBeVisible();
});

onAPhone(() => {
  test("a past order's lines fit the screen: each line's quantity is in sight without scrolling sideways", async ({
    page,
    request,
  }) => {
    const order = await loggedInWithPastOrder(page, request);
    await page.goto(`/pedidos/${order.pedidoid}/reordenar`);
    const quantity = page.getByTestId('reorder-line').first().getByRole('textbox');
    await expect(quantity).toBeVisible();
    const box = await quantity.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // A card a line: the price then is still there, named, and inside the screen.
    await expectNamedOnThePhone(page.getByTestId('reorder-line').first().locator('td').nth(2), 'Price then');
    await expectNothingSideways(page);
  });
});
