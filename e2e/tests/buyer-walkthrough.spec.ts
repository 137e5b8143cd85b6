import { expect, test } from '@playwright/test';
import { journeyProducts } from './commerce-helpers';

// What a buyer tripped over in a walk-through of the whole shop (issue 18), one test each.

test('adding a product already in the cart says it updates the line, and how many are there', async ({
  page,
  request,
}) => {
  const { untiered } = await journeyProducts(request);
  await page.goto(`/product/${untiered}`);
  const button = page.getByTestId('add-to-cart');
  await expect(button).toHaveText('Add to cart');
  await expect(page.getByTestId('in-cart')).toHaveCount(0);
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Agregado al carrito' })).toBeVisible();
  await expect(page.getByTestId('in-cart')).toHaveText('1 already in your cart.');
  await expect(button).toHaveText('Update the cart');
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Item modificado en el carrito' })).toBeVisible();
  await expect(page.getByTestId('in-cart')).toHaveText('1 already in your cart.');
});
