import { expect, test } from '@playwright/test';
import {
  addFromProductPage,
  fillGuest,
  firstTwoTiers,
  journeyProduct,
  openCheckoutWithOneProduct,
  usd,
} from './commerce-helpers';
import { holdRequests } from './support/hold-requests';

test('a guest crosses a tier boundary, comments a line, checks out and gets an order number; the cart empties', async ({
  page,
  request,
}) => {
  const { id: tiered, record } = await journeyProduct(request, 'tiered');
  const { first, second } = firstTwoTiers(record);
  expect(first.Desde).toBe(1);
  expect(first.price).not.toBe(second.price);
  const cents = (price: number, quantity: number) => Math.round(price * 100) * quantity;

  await addFromProductPage(page, tiered);
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('unit-price')).toHaveText(usd(first.price));
  await expect(line.getByTestId('line-total')).toContainText(usd(first.price));
  if (second.price < first.price) {
    await expect(line.getByTestId('tier-nudge')).toHaveText(
      `Add ${second.Desde - 1} more to pay ${usd(second.price)} each`,
    );
  }

  // Typed quantity across the boundary (the first unit of the next tier).
  const quantity = line.getByRole('spinbutton');
  await quantity.fill(String(second.Desde));
  await quantity.press('Enter');
  await expect(line.getByTestId('unit-price')).toHaveText(usd(second.price));
  const atBoundary = usd(cents(second.price, second.Desde) / 100);
  await expect(line.getByTestId('line-total')).toContainText(atBoundary);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(atBoundary);

  // The stepper goes back below the boundary and up again.
  await line.getByRole('button', { name: /One less/ }).click();
  await expect(page.getByText('Item modificado en el carrito').first()).toBeVisible();
  await expect(line.getByTestId('unit-price')).toHaveText(usd(first.price));
  await expect(line.getByTestId('line-total')).toContainText(usd(cents(first.price, first.Hasta) / 100));
  await line.getByRole('button', { name: /One more/ }).click();
  await expect(line.getByTestId('unit-price')).toHaveText(usd(second.price));

  await line.getByLabel('Comment for this line').fill('Entregar en la mañana');
  await line.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByText('Comentario guardado exitosamente').first()).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('“Entregar en la mañana”')).toBeVisible();
  // Quoted as each language quotes.
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByText('„Entregar en la mañana“')).toBeVisible();
  await page.getByLabel('Sprache').selectOption('en');

  // Inline validation in the user's language before anything is sent.
  await page.getByTestId('place-order').click();
  await expect(page.getByText('Enter a NIT of 5 to 15 digits')).toBeVisible();
  await fillGuest(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-number')).toHaveText(/^WEB-\d+$/);
  const number = (await page.getByTestId('order-number').textContent()) ?? '';

  // The confirmation shows what was ordered, what it costs and where it goes, with a printable copy.
  const summary = page.getByTestId('guest-order-summary');
  const ordered = summary.getByTestId('guest-order-line');
  await expect(ordered).toHaveCount(1);
  await expect(ordered).toContainText(String(record.Producto_cod));
  await expect(ordered).toContainText(`${second.Desde}`);
  await expect(ordered).toContainText(atBoundary);
  await expect(summary.getByTestId('guest-order-total')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(summary.getByTestId('guest-order-delivery')).toContainText('Calle 10 # 20-30');
  await expect(summary.getByTestId('guest-order-delivery')).toContainText('compras@example.com');
  const popup = page.waitForEvent('popup');
  await summary.getByRole('link', { name: 'Print or save a copy' }).click();
  const printed = await popup;
  await expect(printed.locator('body')).toContainText(number);
  await expect(printed.locator('body')).toContainText('Calle 10 # 20-30');
  await printed.close();
  await expect(page.getByTestId('guest-order-later')).toContainText(`Keep the number ${number}`);

  // Later, from the footer: the number and another e-mail find nothing; with the NIT given, the order.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find a guest order' }).click();
  await expect(page).toHaveURL(/\/order-lookup$/);
  await page.getByLabel('Order number').fill(number);
  await page.getByLabel('E-mail or NIT').fill('otro@example.com');
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByTestId('order-lookup-problem')).toHaveText(
    'No order was found with that number and e-mail or NIT: check both and try again.',
  );
  await page.getByLabel('E-mail or NIT').fill('900.123.456');
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByTestId('order-lookup-number')).toHaveText(`Order ${number}`);
  await expect(page.getByTestId('order-lookup-problem')).toHaveCount(0);
  await expect(page.getByTestId('guest-order-line')).toContainText(String(record.Producto_cod));

  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('the stock caps a typed quantity with a message', async ({ page, request }) => {
  const { id: tiered, record } = await journeyProduct(request, 'tiered');
  await addFromProductPage(page, tiered);
  await page.goto('/cart');
  const quantity = page.getByTestId('cart-line').getByRole('spinbutton');
  await quantity.fill(String(Number(record.Disponible) + 50));
  await quantity.press('Enter');
  await expect(page.getByTestId('capped')).toContainText(`Only ${record.Disponible} units available`);
  await expect(quantity).toHaveValue(String(record.Disponible));
});

test('the checkout can be completed with the keyboard alone', async ({ page, request }) => {
  await openCheckoutWithOneProduct(page, request);
  const type = async (label: string, text: string) => {
    await page.getByLabel(label).focus();
    await page.keyboard.type(text);
  };
  await page.getByLabel('NIT or ID number').focus();
  await page.keyboard.type('900123456');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Tienda del Barrio');
  await page.keyboard.press('Tab'); // department
  await expect(page.getByLabel('Department')).toBeFocused();
  await expect(page.getByLabel('Department').locator('option').nth(1)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab'); // city
  await expect(page.getByLabel('City')).toBeFocused();
  await expect(page.getByLabel('City').locator('option').nth(1)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Carrera 7 # 12-40');
  await page.keyboard.press('Tab');
  await page.keyboard.type('6011234567');
  await page.keyboard.press('Tab');
  await page.keyboard.type('tienda@example.com');
  await type('Order note', 'Por la puerta de atrás');
  // From the note, Tab reaches "Place order"; Enter submits.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('place-order')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-number')).toHaveText(/^WEB-\d+$/);
});

test("a new department's city list never offers the previous department's cities", async ({
  page,
  request,
}) => {
  await openCheckoutWithOneProduct(page, request);
  const department = page.getByLabel('Department');
  const city = page.getByLabel('City');
  await expect(department.locator('option').nth(2)).toBeAttached();
  await department.selectOption({ index: 1 });
  await expect(city.locator('option').nth(1)).toBeAttached();
  const firstCities = (await city.locator('option').allTextContents()).slice(1);

  // The second department's cities are held back, as on a slow line, until the list has been looked at.
  const release = await holdRequests(page, '**/CiudadApi/CiudadesDeptoGet**');
  await department.selectOption({ index: 2 });
  await expect(city.locator('option')).toHaveCount(1);
  release();
  await expect(city.locator('option').nth(1)).toBeAttached();
  const secondCities = (await city.locator('option').allTextContents()).slice(1);
  expect(secondCities.some((name) => firstCities.includes(name))).toBe(false);
});

test("a guest's details and note survive a trip back to the cart and a reload, and go once the order is placed", async ({
  page,
  request,
}) => {
  const tiered = await openCheckoutWithOneProduct(page, request);
  await fillGuest(page);
  await page.getByLabel('Order note').fill('Por la puerta de atrás');
  const city = await page.getByLabel('City').inputValue();

  await page.getByTestId('header-cart').click();
  await page.getByRole('region', { name: 'Mini cart' }).getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Ferretería La Esquina');
  await page.reload();
  await expect(page.getByLabel('NIT or ID number')).toHaveValue('900123456');
  await expect(page.getByLabel('City')).toHaveValue(city);
  await expect(page.getByLabel('E-mail')).toHaveValue('compras@example.com');
  await expect(page.getByLabel('Order note')).toHaveValue('Por la puerta de atrás');

  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-number')).toHaveText(/^WEB-\d+$/);
  await addFromProductPage(page, tiered);
  await page.goto('/checkout');
  await expect(page.getByLabel('NIT or ID number')).toHaveValue('');
  await expect(page.getByLabel('Order note')).toHaveValue('');
});
