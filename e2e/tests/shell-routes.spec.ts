import { expect, test } from '@playwright/test';
import { addFromProductPage, journeyProducts } from './commerce-helpers';
import { appStarted, openStarted } from './support/app';
import { holdRequests } from './support/hold-requests';
import { PROTECTED_ROUTES } from './support/routes';

// That every route shows its own page (not the not-found one) is checked in every-page.spec.ts, in every language.
test('/logout opened by a visitor says there is no session and empties nothing', async ({
  page,
  request,
}) => {
  await addFromProductPage(page, (await journeyProducts(request)).untiered);
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Log out' })).toBeVisible();
  await expect(page.getByText('You are not logged in.')).toBeVisible();
  await expect(page).not.toHaveTitle(/404/);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
});

test('an unknown path and /not-found show the 404 page', async ({ page }) => {
  for (const path of ['/no-such-page', '/shop-grid-standard/extra/parts', '/not-found']) {
    await page.goto(path);
    await expect(page).toHaveTitle(/404/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).not.toHaveTitle(/404/);
});

test('each protected route sends a visitor to /login-page', async ({ page }) => {
  for (const path of PROTECTED_ROUTES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login-page/);
  }
});

test('each page sets its own title and a navigation starts at the top', async ({ page }) => {
  await page.goto('/shop-grid-standard');
  await expect(page).toHaveTitle(/^Shop \|/);
  // The grid must be drawn before scrolling: the page is shorter than the window while products load.
  await expect(page.locator('main article.product-card').first()).toBeVisible();
  const aboutUs = page.locator('footer').getByRole('link', { name: 'About us' });
  await aboutUs.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await aboutUs.click();
  await expect(page).toHaveTitle(/^About us \|/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the startup product load asks GetProductos_V2 with exactly the spec parameters', async ({ page }) => {
  const request = page.waitForRequest(
    (r) =>
      r.url().includes('GetProductos_V2') &&
      new URL(r.url()).searchParams.get('length') === '0' &&
      !new URL(r.url()).searchParams.has('pagesize'),
  );
  await page.goto('/about');
  const url = new URL((await request).url());
  expect([...url.searchParams.keys()].sort()).toEqual(
    [
      'usuarioid',
      'empresaid',
      'codigo',
      'descripcion',
      'categoriaid',
      'grupoid',
      'subgrupoid',
      'precio_min',
      'precio_max',
      'length',
      'bodegaid',
      'orden',
      'webpedidoid',
      'api',
      'api2',
      'terceroid',
      'nombreFull',
    ].sort(),
  );
  expect(url.searchParams.get('bodegaid')).toBe('1');
  expect(url.searchParams.get('api')).toBe('true');
  expect(url.searchParams.get('usuarioid')).toBe('1');
  expect(url.searchParams.get('empresaid')).toBe('1');
});

test('the page still renders when the startup product load fails', async ({ page }) => {
  await page.route('**/ProductoApi/GetProductos_V2**', (route) => route.abort('connectionfailed'));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test('a page whose code cannot be fetched shows the network notice under the header; Try again loads it from the server', async ({
  page,
}) => {
  await openStarted(page, '/');
  // The network fails for the about page's code (or a newer version of the shop has replaced the file).
  await page.route(/\/assets\/about-page-[^/]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.getByRole('navigation').getByRole('link', { name: 'About us' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Por favor verifique la red' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another address shows its own page at once.
  await page.getByRole('navigation').getByRole('link', { name: 'Contact us' }).first().click();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Back at the page that failed, the network is back: Try again loads it from the server.
  await page.goBack();
  await expect(notice).toBeVisible();
  await page.unroute(/\/assets\/about-page-[^/]+\.js$/);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  await appStarted(page);
});

test('Back pressed while the next page is still loading shows the page gone back to, and that page once its code is in', async ({
  page,
}) => {
  await openStarted(page, '/contact');
  const release = await holdRequests(page, /\/assets\/about-page-[^/]+\.js$/);
  await page.getByRole('navigation').getByRole('link', { name: 'About us' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('main h1').first()).toHaveText('Contact us');
  // The page left behind arrives: the page shown stays (it went empty: Preact's Suspense put back nothing).
  release();
  await page.waitForResponse(/\/assets\/about-page-[^/]+\.js$/);
  await page.waitForTimeout(300);
  await expect(page.locator('main h1').first()).toHaveText('Contact us');
  await page.goForward();
  await expect(page.locator('main h1').first()).toHaveText('About us');
});
