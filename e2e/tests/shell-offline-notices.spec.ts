import { expect, test } from '@playwright/test';
import { journeyProducts } from './commerce-helpers';
import { openStarted } from './support/app';

// The toasts' code (react-hot-toast) loads with the first notice of a visit (lib/notify.ts). A buyer who is
// offline by then still gets the notice, at once, in a plain element of the page's own (a `role=status`
// element of the body's, outside the app's root); once back online the next notice loads the toasts and is
// one of them.
const plainNotice = 'body > [role="status"]';

test('offline before the first notice of the visit, "Agregado al carrito" shows at once; back online, the next notice is a toast', async ({
  page,
  context,
  request,
}) => {
  const { untiered } = await journeyProducts(request);
  await openStarted(page, `/product/${untiered}`);
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeEnabled();

  await context.setOffline(true);
  await add.click();
  const shown = page.locator(plainNotice);
  await expect(shown).toHaveText('Agregado al carrito', { timeout: 2_000 });
  await expect(shown).toBeInViewport();
  // It goes as a toast does.
  await expect(shown).toHaveCount(0, { timeout: 6_000 });

  await context.setOffline(false);
  await add.click();
  const toasts = page.locator('[data-rht-toaster]').getByRole('status');
  await expect(
    toasts.filter({ hasText: /^(Agregado al carrito|Item modificado en el carrito)$/ }),
  ).toBeVisible();
  await expect(page.locator(plainNotice)).toHaveCount(0);
});

test('offline, a newsletter subscription that gets no answer says "Por favor verifique la red" at once', async ({
  page,
  context,
}) => {
  await openStarted(page, '/');
  await page.getByRole('textbox', { name: 'Your e-mail' }).fill('compras@ferreteria.example');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeEnabled();

  await context.setOffline(true);
  await subscribe.click();
  await expect(page.locator(plainNotice)).toHaveText('Por favor verifique la red', { timeout: 2_000 });
  // The form is still there to send again.
  await expect(subscribe).toBeEnabled();
});
