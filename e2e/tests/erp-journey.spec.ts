import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { generate } from 'otplib';
import { ERP_PRINT_COLOUR, type FakeErp, fakeCustomer, startFakeErp } from '../../apps/api/src/test/fake-erp';
import { addFromProductPage, login, pesos, submitLogin } from './commerce-helpers';
import { ownServer, ROOT, TSX } from './support/own-server';

// The shop in front of the distributor's ERP: this spec starts the fake ERP of the server tests and a second
// server of the shop (on E2E_PORT + 1) with ERP_URL pointing at it, serving the storefront the config built.
// The shop syncs its catalogue from the ERP at start; an ERP customer browses, logs in (checked by the
// ERP), orders, and finds the ERP's order number in /pedidos. The console's owner (created by `npm run staff`
// before the start) follows web orders into the ERP (sent, refused, waiting, "try now") and runs "sync now".
const port = Number(process.env.E2E_ERP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
const server = ownServer(port);
const origin = server.origin;
const ERP_CUSTOMER = { usuario: 'escuadra', contrasena: 'clave-erp-1' };
// A second customer of the ERP, whose documents no other test has read (the shop keeps them 30 s), and its own.
const FIRST = fakeCustomer();
const SECOND_CUSTOMER = fakeCustomer({
  facturas: FIRST.facturas.map((f) => ({ ...f, facturaid: f.facturaid + 100, numero: f.numero + 100 })),
  recibos: FIRST.recibos.map((r) => ({ ...r, id: r.id + 100, Documento: `${r.Documento}-2` })),
  Terceroid: 5002,
  Tercerosucid: 7002,
  Tercero: 'Taller El Tornillo S.A.S.',
  usuario: 'tornillo',
  contrasena: 'clave-erp-2',
  nit: '900654321',
  sucursales: [
    {
      tercerosucid: 7002,
      direccion: 'Carrera 50 # 10-20',
      ciudad_descrip: 'Medellín',
      departamento_descrip: 'Antioquia',
      correo_electronico: 'compras@tornillo.example.com',
    },
  ],
});

let erp: FakeErp;
/** The one-time link (path and fragment) of the console's owner, created by `npm run staff` before the start. */
let ownerLink: string;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  erp = await startFakeErp({ products: 30, customers: [fakeCustomer(), SECOND_CUSTOMER] });
  // An order the ERP took itself, by phone, the day before (the shop lists the ERP's orders for 30 s).
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  erp.orders.push({
    pedidoid: 77_001,
    numero: 3_301,
    via: 'Telefono',
    terceroid: 5001,
    body: { Observacion: 'Tomado por el asesor', Detalles: [{ Productoid: 4, Cantidad: 6 }] },
    fecha: yesterday,
    total: 45_000,
    estado: 'Despachado',
  });
  const env = server.prepare({
    ERP_URL: erp.url,
    ERP_TOKEN: erp.token,
    ERP_SYNC_MINUTES: '0',
    // A Colombian distributor: the ERP's prices are pesos, and dollars are offered too.
    BASE_CURRENCY: 'COP',
    CURRENCIES: 'COP,USD',
  });
  // The console's first owner, as the README says to create it (with the shop stopped: one process opens PGlite).
  const created = await promisify(execFile)(
    TSX,
    ['apps/api/scripts/staff.ts', 'add', 'duena', '--role', 'owner', '--name', 'Dueña del negocio'],
    { cwd: ROOT, env },
  );
  ownerLink = /\/staff\/set-password#\S+/.exec(created.stdout)?.[0] ?? '';
  expect(ownerLink, created.stdout).not.toBe('');
  // Ready once the first sync brought the ERP's 30 products.
  await server.start((health) => health.Erp?.ProductosSincronizados === 30);
});

test.afterAll(async () => {
  await server.stop();
  await erp?.close();
});

test('an ERP customer browses the synced catalogue, logs in, orders, and sees the ERP order number in /pedidos', async ({
  page,
}) => {
  const upstream = erp.products.get(3);
  if (!upstream) throw new Error('the fake ERP has no product 3');

  // Browse: the ERP's product, with the ERP's picture, at the guest level.
  await page.goto('/product/3');
  await expect(page.getByRole('main').getByText(upstream.Producto).first()).toBeVisible();
  // In the ERP's currency, pesos (BASE_CURRENCY=COP): whole pesos, written COP $ since the shop offers dollars
  // too (whose $ would read the same); nothing on the page is in dollars until the buyer chooses them.
  await expect(page.getByTestId('unit-price')).toHaveText(pesos(upstream.Precio4 ?? Number.NaN));
  const currency = page.getByLabel('Currency');
  await expect(currency).toHaveValue('COP');
  await expect(currency.locator('option')).toHaveText(['$ COP', '$ USD']);
  await expect(page.getByRole('main')).not.toContainText('US$');
  const picture = page.locator('img[src*="/Files/Images/erp-3.png"]').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The footer's "Shop by trade" lists the categories the sync brought, not the demo's trades.
  const trades = page.getByTestId('footer-trades');
  await expect(trades.getByRole('link')).toHaveText(erp.categories.map((c) => c.Descripcion));
  await expect(trades.getByRole('link', { name: erp.categories[0]?.Descripcion })).toHaveAttribute(
    'href',
    `/shop-grid-filter/${erp.categories[0]?.Categoriaid}`,
  );

  // Log in: checked by the ERP, a session of ours at the ERP's level (Precio3).
  await login(page, ERP_CUSTOMER);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('price-level')).toHaveText('Level 3');
  // The account's summary comes from the ERP: its last invoice and its document counts.
  await expect(page.getByTestId('last-invoice-date')).toHaveText('Nov 15, 2026');
  await expect(page.getByTestId('count-invoices')).toHaveText('2');
  await page.screenshot({ path: join(tmpdir(), 'mostrador-erp-home.png') });

  // Order: priced and stock-checked here, then written into the ERP.
  await addFromProductPage(page, 3);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.getByLabel(/Purchase order number/).fill('OC-ERP-51');
  await page.getByTestId('place-order').click();
  // The shop's own number, as the buyer sees it: WEB-<n>.
  const shown = await page.getByTestId('order-number').textContent();
  expect(shown).toMatch(/^WEB-\d+$/);
  const numero = shown?.slice('WEB-'.length);
  const fromTheShop = () => erp.orders.filter((o) => o.via === 'PedidoWebCreate');
  await expect.poll(() => fromTheShop().length).toBe(1);
  const received = fromTheShop()[0];
  expect(received?.body).toMatchObject({
    Terceroid: 5001,
    Tercerosucid: 7001,
    Detalles: [{ Productoid: 3, Cantidad: 1 }],
  });
  // Our number and this database's id (migration 220): [WEB-<n>/<id>].
  expect(String(received?.body.Observacion)).toMatch(new RegExp(`\\[WEB-${numero}/[0-9a-f]{8}\\]`));
  // The purchase-order number goes in the note the ERP receives (issue 51: the ERP knows only the company).
  expect(String(received?.body.Observacion)).toContain('OC «OC-ERP-51».');

  // The ERP's answer is stored on the order (nothing left waiting in the outbox).
  await expect
    .poll(async () => {
      const body = (await (await fetch(`${origin}/apiGold/health`)).json()) as {
        Erp: { PedidosPendientes: number };
      };
      return body.Erp.PedidosPendientes;
    })
    .toBe(0);

  // /pedidos: the order, with the ERP's own number.
  await page.getByRole('link', { name: 'My orders' }).click();
  const row = page.getByTestId('order-row').first();
  await expect(row).toHaveAttribute('data-numero', numero ?? 'none');
  await expect(row).toHaveAttribute('data-numero-erp', String(received?.numero));
  await expect(row.getByRole('cell', { name: String(received?.numero), exact: true })).toBeVisible();
  // The ERP took the order with the tax the shop showed (each line's Impuesto_porc): the same tax and total.
  expect(received?.impuesto).toBeGreaterThan(0);
  await expect(row.locator('td[data-label="Tax"]')).toHaveText(pesos(received?.impuesto ?? 0));
  await expect(row.locator('td[data-label="Total"]')).toHaveText(pesos(received?.total ?? 0));
  await page.screenshot({ path: join(tmpdir(), 'mostrador-erp-pedidos.png'), fullPage: false });
});

test("an ERP customer's account shows what the ERP says is owed, and its invoice prints as the ERP prints it", async ({
  page,
}) => {
  const customer = fakeCustomer();
  const owed = customer.facturas.reduce((sum, f) => sum + f.saldo, 0);
  expect(owed).toBeGreaterThan(0);
  await login(page, ERP_CUSTOMER);
  await expect(page).toHaveURL(/\/home$/);
  // The balance of the ERP's invoices (the shop has none of this customer's: it said COP $0).
  await expect(page.getByTestId('cockpit-balance')).toHaveText(pesos(owed));
  // Its credit limit is the ERP's, which the ERP does not give: not shown as "No limit".
  await expect(page.getByTestId('cockpit-credit-limit')).toHaveText('Not available online');
  await expect(page.getByTestId('cockpit-credit-available')).toHaveText('Not available online');
  // An open invoice's number is a link to the invoice: the ERP's own page of it, in a new tab.
  const open = customer.facturas.find((f) => f.saldo > 0);
  if (!open) throw new Error('the fake customer owes no invoice');
  const opened = page.waitForEvent('popup');
  await page
    .getByTestId('cockpit-open-invoices')
    .getByRole('link', { name: `${open.prefijo}-${open.numero}` })
    .click();
  const invoicePage = await opened;
  await expect(invoicePage.getByRole('heading', { level: 1 })).toHaveText(
    `Factura electrónica ${open.prefijo}-${open.numero} - ${customer.Tercero} - Total ${open.total}`,
  );
  await invoicePage.close();

  // Print: the ERP's own page of the invoice opens in a new tab, with the print dialog (recorded here).
  await page.context().addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  await page.goto('/facturas');
  const invoice = customer.facturas[0];
  if (!invoice) throw new Error('the fake customer has no invoice');
  const row = page
    .getByTestId('invoices')
    .locator('tbody tr', { hasText: `${invoice.prefijo}-${invoice.numero}` });
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: /^Print/ }).click();
  const printed = await popup;
  await printed.waitForURL(/\/ReporteApp\/Factura\/ImprimirFactura\?id=\d+.*&tercero=5001/);
  await expect(printed.getByRole('heading', { level: 1 })).toHaveText(
    `Factura electrónica ${invoice.prefijo}-${invoice.numero} - ${customer.Tercero} - Total ${invoice.total}`,
  );
  await expect(printed.locator('html')).toHaveAttribute('data-printed', 'yes');
  // The ERP's own script did not run on the shop's address; its stylesheet (and the one it imports) and its
  // logo show, written into the page by the shop (the page may load nothing from any address).
  await expect(printed.locator('html')).not.toHaveAttribute('data-erp-script', 'ran');
  const heading = printed.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCSS('color', ERP_PRINT_COLOUR);
  await expect(heading).toHaveCSS('border-bottom-width', '3px');
  const logo = printed.getByRole('img', { name: 'Logo' });
  await expect(logo).toHaveJSProperty('complete', true);
  await expect(logo).toHaveJSProperty('naturalWidth', 1);
  await printed.screenshot({ path: join(tmpdir(), 'mostrador-erp-invoice.png') });
});

test('an order the ERP took by phone shows in /pedidos, without Reorder, and prints as the ERP prints it', async ({
  page,
}) => {
  await page.context().addInitScript(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
  });
  await login(page, ERP_CUSTOMER);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/pedidos');
  const row = page.getByTestId('order-row').filter({ hasText: 'PW-3301' });
  await expect(row).toBeVisible();
  // The ERP's own storefront asks for the same list with dates written as its clients write them, without zero
  // padding (`2026-1-1`, `2026-12-6`): the shop reads them as dates.
  const unpadded = (d: Date) => `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
  const yesterday = new Date(Date.now() - 86_400_000);
  const asked = await page.request.get(
    `/apiGold/TerceroApi/TerceroGetPedido?usuarioid=1&empresaid=1&terceroid=5001&numero=null&estado=null&rows=0` +
      `&fechaini=${yesterday.getUTCFullYear()}-1-1&fechafin=${unpadded(new Date(Date.now() + 86_400_000))}`,
  );
  expect(asked.status()).toBe(200);
  expect(
    ((await asked.json()) as { Registros: { numero: number }[] }).Registros.map((r) => r.numero),
  ).toContain(3301);
  await expect(row.getByRole('cell', { name: 'Dispatched' })).toBeVisible();
  await expect(row.locator('td[data-label="Total"]')).toHaveText(pesos(45_000));
  // Its lines are the ERP's: nothing to order again here.
  await expect(row.getByRole('link', { name: /Reorder/ })).toHaveCount(0);

  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: /^Print/ }).click();
  const printed = await popup;
  await printed.waitForURL(/\/ReporteApp\/Pedido\/ImprimirPedido\?id=77001.*&tercero=5001/);
  await expect(printed.getByRole('heading', { level: 1 })).toHaveText('Pedido 3301 - Total 45000');
  await expect(printed.locator('html')).toHaveAttribute('data-printed', 'yes');
  await page.screenshot({ path: join(tmpdir(), 'mostrador-erp-phone-order.png'), fullPage: true });
});

test('while the ERP cannot be reached, every page says so and to try again in a few minutes', async ({
  page,
  browser,
}) => {
  // Logged in while the ERP answers (to /pedidos: no other document of this customer read yet).
  await page.goto('/pedidos');
  await submitLogin(page, SECOND_CUSTOMER);
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(page.getByTestId('orders')).toBeVisible();
  await erp.down();
  try {
    const unavailable = 'We cannot look up your documents right now. Please try again in a few minutes.';
    await page.goto('/home');
    await expect(page.getByTestId('cockpit-error')).toHaveText(unavailable);
    await expect(page.getByTestId('counts-error')).toHaveText(unavailable);
    await page.goto('/facturas');
    await expect(page.getByRole('alert').filter({ hasText: unavailable })).toBeVisible();
    await page.goto('/recibos');
    await expect(page.getByRole('alert').filter({ hasText: unavailable })).toBeVisible();

    // A login the ERP must check: the page says what the server said (503), not that the login failed.
    const other = await browser.newPage({ baseURL: origin });
    await other.goto('/login-page');
    await submitLogin(other, SECOND_CUSTOMER);
    await expect(other.getByTestId('login-error')).toHaveText(
      'We cannot check your user right now. Please try again in a few minutes.',
    );
    await other.getByLabel('Language').selectOption('es');
    await submitLogin(other, SECOND_CUSTOMER);
    await expect(other.getByTestId('login-error')).toHaveText(
      'No podemos verificar su usuario en este momento: intente de nuevo en unos minutos.',
    );
    await other.close();
  } finally {
    await erp.up();
  }
});

/** The owner sets its password from the link `npm run staff` printed, signs in and turns two-factor sign-in on. */
async function ownerSignsIn(page: Page) {
  await page.goto(ownerLink);
  await page.getByLabel('New password (10 characters or more)').fill('duena-password-1');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is set');
  await page.goto('/staff/login');
  await page.getByLabel('User').fill('duena');
  await page.getByLabel('Password').fill('duena-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // In production an owner turns two-factor sign-in on before anything else.
  await expect(
    page.getByText('Owners must turn on two-factor sign-in before using the console.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Show the QR code' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Authenticator code (6 digits)').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor sign-in is on for your account.')).toBeVisible();
}

/** The console's page of the web order WEB-`numero`, found in the inbox by its number. */
async function openOrder(page: Page, numero: number) {
  await page.goto('/staff/orders');
  await page.getByLabel('Number').fill(`WEB-${numero}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `WEB-${numero}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`WEB-${numero}`);
  return row;
}

test('staff follow each web order into the ERP: sent, refused with its reason, waiting, "try now"; "sync now"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The ERP's customer orders through the shop's API (its pages are the first journey's).
  const shop = await playwrightRequest.newContext({ baseURL: origin });
  const loggedIn = await shop.post('/apiGold/TerceroApi/LoginTercero?usuarioid=1&empresaid=1', {
    data: ERP_CUSTOMER,
  });
  expect(loggedIn.status()).toBe(200);
  const placeOrder = async (productId: number, quantity: number, note: string) => {
    const placed = await shop.post('/apiGold/PedidoApi/PedidoWebCreate?usuarioid=1&empresaid=1', {
      data: {
        Terceroid: 5001,
        Tercerosucid: 7001,
        Observacion: note,
        Detalles: [
          { Productoid: productId, Cantidad: quantity, Precio: 0, Impuesto_porc: 0, Observacion: '' },
        ],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    return ((await placed.json()) as { Datos: { numero: number } }).Datos.numero;
  };
  /** The orders the ERP holds of the shop's WEB-`numero` (by the marker the shop writes in its note). */
  const inTheErp = (numero: number) =>
    erp.orders.filter((o) => String(o.body.Observacion).includes(`[WEB-${numero}/`));
  await ownerSignsIn(page);

  // Sent: the ERP's own number shows, in the inbox and on the order's page.
  const sent = await placeOrder(2, 1, 'Entregado al ERP');
  await expect.poll(() => inTheErp(sent).length).toBe(1);
  const erpNumber = inTheErp(sent)[0]?.numero;
  const sentRow = await openOrder(page, sent);
  await expect(page.getByTestId('erp-state')).toHaveText(`In the ERP as ${erpNumber}`);
  await page.goBack();
  await expect(sentRow.getByTestId('erp-state')).toHaveText(`In the ERP as ${erpNumber}`);

  // Refused: the shop saw stock the ERP no longer has; the page gives the ERP's reason and the short line.
  const scarce = erp.products.get(7);
  if (!scarce) throw new Error('the fake ERP has no product 7');
  scarce.Disponible = 1;
  const refused = await placeOrder(7, 3, 'Sin existencias en el ERP');
  await openOrder(page, refused);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('erp-state')).toHaveText('Refused by the ERP', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('erp-delivery')).toContainText('HTTP 409: Sin disponibilidad');
  await expect(page.getByTestId('erp-delivery')).toContainText('Product 7: asked 3, the ERP had 1');
  expect(inTheErp(refused)).toHaveLength(0);

  // Waiting: with the ERP down, the order waits; its tries and the last error show, and "try now" tries again.
  await erp.down();
  let waiting: number;
  try {
    waiting = await placeOrder(2, 2, 'Mientras el ERP no contesta');
    await openOrder(page, waiting);
    const tries = async () =>
      Number(
        /\((\d+) tries\)/.exec(
          (await page.getByTestId('erp-state').textContent({ timeout: 5_000 })) ?? '',
        )?.[1],
      );
    // Its first try, on its own.
    await expect(async () => {
      await page.reload();
      expect(await tries()).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('erp-delivery')).toContainText('el ERP no responde');
    // Each "try now" shows one more try when it is over (a failed try waits longer before the next of its own).
    for (const next of [2, 3, 4]) {
      await page.getByRole('button', { name: 'Try now' }).click();
      await expect.poll(tries).toBeGreaterThanOrEqual(next);
    }
  } finally {
    await erp.up();
  }
  // The ERP back: "try now" delivers it, once, and the page says so.
  await page.getByRole('button', { name: 'Try now' }).click();
  await expect(page.getByTestId('erp-state')).toHaveText(/^In the ERP as \d+$/);
  expect(inTheErp(waiting)).toHaveLength(1);
  await expect(page.getByTestId('erp-state')).toHaveText(`In the ERP as ${inTheErp(waiting)[0]?.numero}`);

  // "Sync now": a product renamed in the ERP is renamed in the shop.
  const renamed = erp.products.get(5);
  if (!renamed) throw new Error('the fake ERP has no product 5');
  renamed.Producto = 'Pulidora renombrada en el ERP';
  await page.getByRole('link', { name: 'Catalogue' }).click();
  await page.getByRole('link', { name: 'ERP sync' }).click();
  await expect(page.getByTestId('sync-products')).toHaveText('30');
  await page.getByRole('button', { name: 'Sync now' }).click();
  const product = await page.context().newPage();
  await expect(async () => {
    await product.goto('/product/5');
    await expect(product.getByRole('main').getByText('Pulidora renombrada en el ERP').first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await shop.dispose();
});
