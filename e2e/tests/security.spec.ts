import { type APIRequest, expect, type Page, test } from '@playwright/test';
import { DEMO1, DEMO2, login, submitLogin } from './commerce-helpers';
import { watchPageProblems } from './support/page-problems';

// Every page's Content-Security-Policy violations are looked for in every-page.spec.ts, in every language.
test('the page watcher reports a Content-Security-Policy violation when there is one (an injected inline script)', async ({
  page,
}) => {
  const seen = await watchPageProblems(page);
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(await seen()).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.title = "injected"';
    document.body.append(script);
  });
  await expect.poll(async () => (await seen()).join('\n')).toMatch(/Content-Security-Policy: script-src/);
  await expect(page).not.toHaveTitle('injected');
});

test('the API docs (/docs, Swagger UI) show every operation with no Content-Security-Policy violation', async ({
  page,
}) => {
  const seen = await watchPageProblems(page);
  await page.goto('/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('mostrador apiGold');
  await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible();
  // An operation opened: its parameters and answers drawn as well.
  await page.locator('.swagger-ui .opblock-summary').first().click();
  await expect(page.locator('.swagger-ui .opblock-body').first()).toBeVisible();
  expect(await seen()).toEqual([]);
});

test('the security headers are on the home page, a product page and an API answer', async ({ request }) => {
  for (const path of [
    '/',
    '/product/95',
    '/apiGold/ProductoApi/GetProductos_V2?usuarioid=1&empresaid=1&length=0',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test("the storefront's logout ends the session on the server: the old token then gets 401", async ({
  page,
  playwright,
}) => {
  await page.goto('/login-page');
  // The demo accounts show because this server's database has the demo data (the server says so).
  await expect(page.getByTestId('demo-accounts')).toContainText('demo1, demo2');
  await expect(page.getByTestId('demo-accounts')).toContainText('demo-2026');
  const loginAnswer = page.waitForResponse((r) => r.url().includes('TerceroApi/LoginTercero'));
  await submitLogin(page, DEMO1);
  const token = ((await (await loginAnswer).json()) as { Datos: { Token: string } }).Datos.Token;
  await expect(page).not.toHaveURL(/\/login-page$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'mostrador_sesion')).toMatchObject({
    value: token,
    httpOnly: true,
    sameSite: 'Strict',
  });
  // The page's scripts never hold the token: nothing the browser keeps for the shop has it (the HttpOnly
  // cookie names the session on every call), so a script injected into the page could not carry it away.
  const kept = () =>
    page.evaluate(() => [...Object.values(localStorage), ...Object.values(sessionStorage)].join('\n'));
  await expect.poll(kept).toContain('"customerId":1001');
  expect(await kept()).not.toContain(token);

  // A fresh client (no cookie of the browser) with the token: accepted while the session lives.
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const info = `/apiGold/TerceroApi/InfoTercero?usuarioid=1&empresaid=1&terceroid=1001`;
  const headers = { Authorization: `Bearer ${token}` };
  expect((await api.get(info, { headers })).status()).toBe(200);

  // /logout opened as the document's first page (a link on another site, say) ends nothing by itself: it
  // asks. The session, its cookie and what the browser keeps are untouched until the customer confirms.
  let logoutCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('TerceroApi/Logout')) logoutCalls += 1;
  });
  const stored = () => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
  const storedBefore = await stored();
  await page.goto('/logout');
  await expect(page.getByRole('heading', { level: 1, name: 'Log out' })).toBeVisible();
  await expect(page.getByText('Do you want to log out?')).toBeVisible();
  expect((await api.get(info, { headers })).status()).toBe(200);
  expect(logoutCalls).toBe(0);
  expect(await stored()).toBe(storedBefore);
  await expect(page).toHaveURL(/\/logout$/);

  const loggedOut = page.waitForResponse((r) => r.url().includes('TerceroApi/Logout'));
  await page.getByRole('button', { name: 'Log out' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  expect((await api.get(info, { headers })).status()).toBe(401);
  // The browser's cookie is gone too.
  expect((await page.context().cookies()).find((c) => c.name === 'mostrador_sesion')).toBeUndefined();
  await api.dispose();
});

test('a link through the login page to /logout does not log a customer out either', async ({ page }) => {
  await login(page, DEMO1);
  let logoutCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('TerceroApi/Logout')) logoutCalls += 1;
  });
  // A logged-in customer arriving at the login page is sent on to `from`: never to /logout.
  await page.goto('/login-page?from=%2Flogout');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(logoutCalls).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('mostrador.session.v4'))).not.toBeNull();
});

/**
 * Logs demo2 (prices at level 2, visitors' at 4) in, and out while the browser is offline: the page says logged
 * out, the server never heard of it. Returns what asks the server whether the session (by its token, the
 * cookie's value) still works.
 */
async function logOutOffline(page: Page, requests: APIRequest) {
  await login(page, DEMO2);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'mostrador_sesion');
  expect(cookie).toBeDefined();
  const api = await requests.newContext({ baseURL: test.info().project.use.baseURL });
  const sessionWorks = async () =>
    (
      await api.get('/apiGold/TerceroApi/InfoTercero?usuarioid=1&empresaid=1&terceroid=1002', {
        headers: { Authorization: `Bearer ${cookie?.value}` },
      })
    ).status() === 200;
  await page.goto('/logout');
  const logOut = page.getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeEnabled();
  await page.context().setOffline(true);
  await logOut.click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mostrador.session.v4'))).toBeNull();
  expect(await sessionWorks()).toBe(true);
  return { sessionWorks, dispose: () => api.dispose() };
}

test('a logout made offline ends the session on the server once the browser is back online', async ({
  page,
  playwright,
}) => {
  const { sessionWorks, dispose } = await logOutOffline(page, playwright.request);
  await page.context().setOffline(false);
  await expect.poll(sessionWorks).toBe(false);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'mostrador_sesion'))
    .toBe(false);
  await dispose();
});

test('a logout made offline, the tab then closed, ends the session at the next visit', async ({
  browser,
  page,
  context,
  playwright,
}) => {
  const { sessionWorks, dispose } = await logOutOffline(page, playwright.request);
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/product/95');
  await expect.poll(sessionWorks).toBe(false);
  // The next visitor on this computer sees a visitor's prices, not the customer's (the server rendered this page
  // with the cookie it was sent: the app shows it again at the visitor's prices once the session has ended).
  const guest = await browser.newPage();
  await guest.goto('/product/95');
  const visitorPrice = await guest.getByTestId('base-price').textContent();
  await guest.close();
  await expect(next.getByTestId('base-price')).toHaveText(visitorPrice ?? '');
  await dispose();
});
