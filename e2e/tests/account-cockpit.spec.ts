import { expect, type Page, test } from '@playwright/test';
import { apiLogin, DEMO1, DEMO2, login, openCheckoutWithOneProduct, usd } from './commerce-helpers';
import { seriousViolations } from './support/axe';
import { expectNamedOnThePhone, expectNothingSideways, onAPhone } from './support/phone';

const IDS = 'usuarioid=1&empresaid=1';
type Invoice = { fecha: string; saldo: number };

/** Every invoice of the customer, through the API (the list's key sits in Datos or at the top level). */
async function allInvoices(page: Page, who: typeof DEMO1): Promise<Invoice[]> {
  const session = await apiLogin(page.request, who);
  const all: Invoice[] = [];
  for (let rows = 0; rows < 1000; ) {
    const answer = await page.request.get(
      `/apiGold/TerceroApi/TerceroSucGetFactura?${IDS}&terceroid=${session.Terceroid}&tercerosucid=null&rows=${rows}`,
      { headers: { Authorization: `Bearer ${session.Token}` } },
    );
    const body = (await answer.json()) as { Facturas?: Invoice[]; Datos?: { Facturas?: Invoice[] } };
    const page_ = body.Datos?.Facturas ?? body.Facturas ?? [];
    if (page_.length === 0) break;
    all.push(...page_);
    rows += page_.length;
  }
  return all;
}

const cents = (x: number) => Math.round(x * 100);
/** Days from an ISO date to today in the shop's time zone (Bogotá). */
function ageOf(date: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
}

async function noSeriousViolations(page: Page) {
  expect(await seriousViolations(page, page.url(), 'all')).toEqual([]);
}

test('/home shows the balance, overdue and aging that match the invoices', async ({ page }) => {
  const invoices = await allInvoices(page, DEMO2);
  expect(invoices.length).toBeGreaterThan(5);
  const owed = invoices.filter((f) => f.saldo > 0);
  const balance = owed.reduce((n, f) => n + cents(f.saldo), 0) / 100;
  // demo2 pays at 15 days (the seed's terms).
  const late = owed.filter((f) => ageOf(f.fecha) > 15);
  const bucket = (lo: number, hi: number) =>
    owed.filter((f) => ageOf(f.fecha) >= lo && ageOf(f.fecha) <= hi).reduce((n, f) => n + cents(f.saldo), 0) /
    100;

  await login(page, DEMO2);
  await page.goto('/home');
  await expect(page.getByTestId('cockpit-balance')).toHaveText(usd(balance));
  await expect(page.getByTestId('cockpit-overdue')).toHaveText(
    usd(late.reduce((n, f) => n + cents(f.saldo), 0) / 100),
  );
  await expect(page.getByTestId('cockpit-overdue-count')).toHaveText(
    `${late.length} invoice${late.length === 1 ? '' : 's'} past ${late.length === 1 ? 'its' : 'their'} due date`,
  );
  await expect(page.getByTestId('aging-d0_30')).toHaveText(usd(bucket(0, 30)));
  await expect(page.getByTestId('aging-d31_60')).toHaveText(usd(bucket(31, 60)));
  await expect(page.getByTestId('aging-d61_90')).toHaveText(usd(bucket(61, 90)));
  await expect(page.getByTestId('aging-d90plus')).toHaveText(usd(bucket(91, 100_000)));
  await expect(page.getByTestId('cockpit-credit-limit')).toHaveText(usd(20000));
  await expect(page.getByTestId('cockpit-credit-available')).toHaveText(
    usd((2_000_000 - cents(balance)) / 100),
  );
  await noSeriousViolations(page);
});

test('print a statement: opening + invoices - receipts = closing, and the server prints the same statement', async ({
  page,
}) => {
  await login(page, DEMO1);
  await page.goto('/home');
  await page.getByRole('link', { name: 'Account statement' }).click();
  await expect(page).toHaveURL(/\/estado-cuenta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
  const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(from);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('statement-line').first()).toBeVisible();
  const amount = async (id: string) =>
    cents(Number((await page.getByTestId(id).innerText()).replace(/[^0-9.-]/g, '')));
  await expect(async () => {
    expect(await amount('statement-closing')).toBe(
      (await amount('statement-opening')) +
        (await amount('statement-invoices')) -
        (await amount('statement-receipts')),
    );
  }).toPass();
  // The closing balance up to today is what /home says is owed.
  const closing = await page.getByTestId('statement-closing').innerText();
  await noSeriousViolations(page);

  // Print: the server's printable statement of the same range opens in a new tab, with the same figures,
  // and its print dialog (recorded here instead of shown: the PDF below is made of the page itself).
  await page.context().addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  const popup = page.waitForEvent('popup');
  await page.getByTestId('statement-print').click();
  const printed = await popup;
  await printed.waitForURL(/\/ReporteApp\/EstadoCuenta\/ImprimirExtracto\?/);
  await expect(printed.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
  await expect(printed.locator('html')).toHaveAttribute('data-printed', 'yes');
  await expect(printed.getByTestId('printed-move')).toHaveCount(
    await page.getByTestId('statement-line').count(),
  );
  const printedCents = async (text: string) => cents(Number(text.replace(/[^0-9.-]/g, '')));
  expect(await printedCents(await printed.getByTestId('printed-opening').innerText())).toBe(
    await amount('statement-opening'),
  );
  const printedClosing = printed.locator('tr.grand td');
  expect(await printedCents(await printedClosing.innerText())).toBe(await amount('statement-closing'));
  await noSeriousViolations(printed);
  await printed.emulateMedia({ media: 'print' });
  await printed.pdf({ path: test.info().outputPath('statement.pdf') });
  await printed.close();

  await page.goto('/home');
  await expect(page.getByTestId('cockpit-balance')).toHaveText(closing);

  // In Spanish, the same statement.
  await page.evaluate(() => localStorage.setItem('mostrador.language.v1', JSON.stringify('es')));
  await page.goto('/estado-cuenta');
  await expect(page.getByRole('heading', { level: 1, name: 'Estado de cuenta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir estado de cuenta' })).toBeVisible();
});

test('a statement over more than ten years is stopped by the form, in the browser, before the server refuses it', async ({
  page,
}) => {
  await login(page, DEMO1);
  await page.goto('/estado-cuenta');
  await expect(page.getByTestId('statement-line').first()).toBeVisible();
  const from = page.getByLabel('From');
  await from.fill('2015-06-01');
  await page.getByRole('button', { name: 'Show' }).click();
  // Not sent: the field says what is wrong (the server answered a Spanish 400 and the statement vanished).
  expect(await from.evaluate((input: HTMLInputElement) => input.validity.rangeUnderflow)).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('statement-line').first()).toBeVisible();
});

test('a statement that could not be loaded is loaded by Try again, or by Show with the same dates', async ({
  page,
}) => {
  await login(page, DEMO1);
  // The network fails the first two times the statement is asked for.
  let failures = 2;
  await page.route('**/EstadoCuentaApi/Extracto?**', (route) =>
    failures-- > 0 ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.goto('/estado-cuenta');
  const failed = page.getByRole('alert').filter({ hasText: 'Your account could not be loaded' });
  await expect(failed).toBeVisible();
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('statement-line').first()).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test('in euros the account is still in dollars, so each running balance adds up as issued', async ({
  page,
}) => {
  await login(page, DEMO1);
  await page.goto('/estado-cuenta');
  await page.getByLabel('Currency').selectOption('EUR');
  const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(from);
  await page.getByRole('button', { name: 'Show' }).click();
  const lines = page.getByTestId('statement-line');
  await expect(lines.first()).toBeVisible();
  await expect(page.getByTestId('statement-opening')).toContainText('$');
  await expect(page.getByTestId('statement-table')).not.toContainText('€');
  const centsOf = (text: string) => (text.trim() ? cents(Number(text.replace(/[^0-9.-]/g, ''))) : 0);
  let balance = centsOf(await page.getByTestId('statement-opening').innerText());
  for (const row of await lines.all()) {
    const [debit, credit, after] = await Promise.all(
      [2, 3, 4].map(async (i) => centsOf(await row.locator('td').nth(i).innerText())),
    );
    balance += (debit ?? 0) - (credit ?? 0);
    expect(after).toBe(balance);
  }
  await page.goto('/facturas');
  await expect(page.getByTestId('invoices')).toContainText('$');
  await expect(page.getByTestId('invoices')).not.toContainText('€');
});

test('checkout warns a customer over the credit limit before the order is sent', async ({
  page,
  request,
}) => {
  await login(page, DEMO1);
  await openCheckoutWithOneProduct(page, request);
  const notice = page.getByTestId('credit-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-blocked', 'false');
  await expect(notice).toContainText('Check your credit before you order');
  // demo1 owes more than its limit: the notice says by how much it is already over, not a negative credit.
  await expect(page.getByTestId('credit-over-limit')).toContainText('already');
  await expect(page.getByTestId('credit-over-limit')).toContainText('over its credit limit');
  await expect(page.getByTestId('credit-over-limit')).not.toContainText('-$');
  await expect(page.getByTestId('credit-overdue')).toContainText('overdue invoice');
  // In euros the summary says what the order is invoiced in, and the notice quotes that dollar total.
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(page.getByTestId('cart-total')).toContainText('€');
  const invoiced = ((await page.getByTestId('cart-invoiced').textContent()) ?? '').replace(/^.*: /, '');
  expect(invoiced).toMatch(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId('credit-over-limit')).toContainText(invoiced);
  await expect(page.getByTestId('credit-over-limit')).not.toContainText('€');
  // A warning, not a block: the order can still be sent.
  await expect(page.getByTestId('place-order')).toBeEnabled();
  await noSeriousViolations(page);
});

onAPhone(() => {
  test('the statement is a card a movement, each amount named, nothing off to the side', async ({ page }) => {
    await login(page, DEMO1);
    await page.goto('/estado-cuenta');
    await expectNamedOnThePhone(page.getByTestId('statement-line').first().locator('td').last(), 'Balance');
    await expectNothingSideways(page);
  });

  test('the open invoices are a card each: a date on one line, each figure named', async ({ page }) => {
    await login(page, DEMO1);
    await page.goto('/home');
    const first = page.getByTestId('cockpit-open-invoices').locator('tbody tr').first();
    const owed = first.locator('td').last();
    await expect(owed).toBeVisible();
    expect(await owed.evaluate((td) => getComputedStyle(td, '::before').content.includes('Owed'))).toBe(true);
    // As a table the dates wrapped a word a line ("Oct / 14, / 2026").
    const date = first.locator('td').nth(1);
    const lineHeight = await date.evaluate((td) => Number.parseFloat(getComputedStyle(td).lineHeight));
    const height = (await date.boundingBox())?.height ?? 0;
    expect(height).toBeLessThan(lineHeight * 2);
  });
});
