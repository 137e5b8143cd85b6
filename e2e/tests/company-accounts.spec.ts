import { expect, type Page, test } from '@playwright/test';
import { addFromProductPage, apiLogin, apiProduct, DEMO1, journeyProducts, login } from './commerce-helpers';
import { seriousViolations } from './support/axe';
import { ownServerForSpec } from './support/own-server';

// Issue 51's journey, on a server of its own (its people and orders reach no other journey; its mail is .eml
// files): demo1's own login, the company's administrator, invites a buyer (a limit per order, one branch) and
// an approver on the Company page; each sets a password from the mailed link; the buyer's order within the
// limit is placed at once, one above it waits (stock not held) until the approver places it, and both are
// told by mail; the PO number and delivery date show on the order, its mail and its printout; another waiting
// order is rejected with a reason the buyer sees; the buyer's checkout offers only the branch given; a viewer's
// checkout says the role does not order.
const port = Number(process.env.E2E_COMPANY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 5);
const server = ownServerForSpec(port);
const PASSWORD = 'clave-de-prueba-2026';
const BUYER = { name: 'Bea Compras', email: 'bea@taller.example.com' };
const APPROVER = { name: 'Luis Aprueba', email: 'luis@taller.example.com' };
/** The delivery date the buyer asked for with the order placed within the limit (the first working day). */
let askedDate = '';
const VIEWER = { name: 'Vera Cuentas', email: 'vera@taller.example.com' };

test.describe.configure({ mode: 'serial' });

/** Invites a person on the Company page (a buyer: the first branch, the limit per order). */
async function invite(page: Page, person: typeof BUYER, role: string, orderLimit?: number) {
  await page.getByLabel('Name', { exact: true }).fill(person.name);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  await page.getByLabel('Role').selectOption(role);
  if (orderLimit !== undefined) {
    await page.getByLabel('Limit per order (empty: none)').fill(orderLimit.toFixed(2));
    await page.getByRole('group', { name: 'Branches they order for' }).getByRole('checkbox').first().check();
  }
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('company-message')).toHaveText(`Invitation sent to ${person.email}.`);
}

/** The person sets a password with the invitation's link, and logs in with their e-mail. */
async function acceptInvitation(page: Page, email: string) {
  await page.goto(await server.passwordLink('invitation', email));
  await expect(page.getByTestId('reset-form')).toBeVisible();
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Repeat the password').fill(PASSWORD);
  await page.getByRole('button', { name: /Save the password/ }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();
}

async function orderAs(page: Page, productId: number, quantity: number) {
  await addFromProductPage(page, productId);
  if (quantity > 1) {
    await page.goto('/cart');
    const stepper = page.getByTestId('cart-line').getByRole('spinbutton');
    await stepper.fill(String(quantity));
    await stepper.press('Enter');
    await expect(stepper).toHaveValue(String(quantity));
  }
  await page.goto('/checkout');
}

test('the administrator invites a buyer (a limit, one branch) and an approver on the Company page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { untiered } = await journeyProducts(request);
  const session = await apiLogin(request, DEMO1);
  const price = Number((await apiProduct(request, untiered, session.Token)).Precio);
  const limit = price * 3;

  await login(page, DEMO1);
  await page.goto('/home');
  await page.getByTestId('cockpit-company-link').click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await invite(page, BUYER, 'buyer', limit);
  await invite(page, APPROVER, 'approver');
  const buyerRow = page.getByTestId('company-person').filter({ hasText: BUYER.email });
  await expect(buyerRow).toContainText('Invited (no password yet)');
  await expect(buyerRow).toContainText('Buyer');
  expect(await seriousViolations(page, '/company')).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`company-${width}.png`), fullPage: true });
  }
});

test('each sets a password from the mailed link; the buyer’s order above the limit waits for the approver', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { untiered } = await journeyProducts(request);
  const buyerPage = await (await browser.newContext({ baseURL: server.origin })).newPage();
  const approverPage = await (await browser.newContext({ baseURL: server.origin })).newPage();
  await acceptInvitation(buyerPage, BUYER.email);
  await acceptInvitation(approverPage, APPROVER.email);

  // Within the limit: placed at once, with the PO number and delivery date on it.
  await orderAs(buyerPage, untiered, 1);
  await buyerPage.getByLabel(/Purchase order number/).fill('PO-7731');
  const date = buyerPage.getByLabel(/Requested delivery date/);
  askedDate = (await date.getAttribute('min')) ?? '';
  await date.fill(askedDate);
  await buyerPage.getByTestId('place-order').click();
  await expect(buyerPage.getByTestId('order-number')).toHaveText(/WEB-\d+/);
  await buyerPage.goto('/pedidos');
  const details = buyerPage.getByTestId('order-details').filter({ hasText: 'PO-7731' });
  const mediumDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  await expect(details).toContainText(mediumDay.format(new Date(`${askedDate}T12:00:00Z`)));

  // Above it: not placed, it waits; the page says stock is not held.
  await orderAs(buyerPage, untiered, 5);
  await buyerPage.getByTestId('place-order').click();
  const held = buyerPage.getByTestId('order-held');
  await expect(held).toContainText(/stock is not held/i);

  // The approver places it; buyer and approver are told.
  const page = approverPage;
  await page.goto('/approvals');
  const request1 = page.getByTestId('approval-request').filter({ hasText: BUYER.name });
  await request1.getByRole('button', { name: 'Approve and place' }).click();
  await expect(page.getByTestId('approvals-message')).toHaveText(/Approved: order WEB-\d+ placed\./);
  await expect(page.getByTestId('approval-request')).toHaveAttribute('data-state', 'approved');
  await server.mailTo('approval', APPROVER.email);
  await server.mailTo('approval', BUYER.email);
});

test('a rejected order is not placed and the buyer sees why; a viewer cannot order; a buyer orders only for the branch given; the PO and date are on the mail and the printout', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { untiered } = await journeyProducts(request);
  const person = async (email: string) => {
    const p = await (await browser.newContext({ baseURL: server.origin })).newPage();
    await login(p, { usuario: email, contrasena: PASSWORD });
    return p;
  };

  // The order placed within the limit: its mail names the PO number, and its printout too.
  await expect
    .poll(async () => (await server.mails('order-received')).some((m) => String(m.text).includes('PO-7731')))
    .toBe(true);
  const mail = (await server.mails('order-received')).find((m) => String(m.text).includes('PO-7731'));
  const printable = /href="([^"]*\/ReporteApp\/[^"]+)"/
    .exec(String(mail?.html))?.[1]
    ?.replaceAll('&amp;', '&');
  const link = new URL(printable ?? '/no-printable-link', server.origin);
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('PO-7731')).toBeVisible();
  const longDay = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${askedDate}T12:00:00Z`),
    );
  const askedDay = new RegExp(`${longDay('en')}|${longDay('es')}`);
  await expect(page.locator('body')).toContainText(askedDay);
  expect(String(mail?.text)).toMatch(askedDay);

  // The buyer's checkout offers the one branch given; another order above the limit waits, and is rejected.
  const buyer = await person(BUYER.email);
  await orderAs(buyer, untiered, 5);
  await expect(buyer.getByLabel('Deliver to branch').getByRole('option')).toHaveCount(1);
  await buyer.getByTestId('place-order').click();
  await expect(buyer.getByTestId('order-held')).toBeVisible();
  const approver = await person(APPROVER.email);
  await approver.goto('/approvals');
  const waiting = approver.getByTestId('approval-request').and(approver.locator('[data-state="waiting"]'));
  await waiting.getByRole('textbox').fill('Cinco son demasiadas: pida tres');
  await waiting.getByRole('button', { name: 'Reject' }).click();
  await expect(approver.getByTestId('approvals-message')).toHaveText('Rejected: the buyer is told why.');
  await buyer.goto('/approvals');
  const rejected = buyer.getByTestId('approval-request').and(buyer.locator('[data-state="rejected"]'));
  await expect(rejected.getByTestId('request-reason')).toContainText('Cinco son demasiadas: pida tres');

  // A viewer, invited by the administrator, sees the checkout say the role does not order.
  await login(page, DEMO1);
  await page.goto('/company');
  await invite(page, VIEWER, 'viewer');
  const viewer = await (await browser.newContext({ baseURL: server.origin })).newPage();
  await acceptInvitation(viewer, VIEWER.email);
  await viewer.goto('/home');
  await orderAs(viewer, untiered, 1);
  await expect(viewer.getByTestId('viewer-cannot-order')).toContainText('Your role in the company is viewer');
  await expect(viewer.getByTestId('place-order')).toBeDisabled();
});
