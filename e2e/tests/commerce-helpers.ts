import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';

/** Helpers of the commerce journeys (cart, checkout, customer area). */
export const DEMO1 = { usuario: 'demo1', contrasena: 'demo-2026' };
export const DEMO2 = { usuario: 'demo2', contrasena: 'demo-2026' };
const BASE = '/apiGold/';
const IDS = 'usuarioid=1&empresaid=1';

type WireProduct = Record<string, unknown> & {
  Productoid: number;
  Disponible: number;
  Escala_aplica: boolean;
};
let picked: Promise<{ tiered: number; untiered: number }> | undefined;

/**
 * Products of the seed for the journeys, found by what they are rather than by id: `tiered` has two or
 * more volume tiers, the second one cheaper, and plenty of stock; `untiered` has no tiers, plenty of stock
 * and different prices at demo1's and demo2's levels. Prices are read from the API in each test.
 */
export function journeyProducts(request: APIRequestContext): Promise<{ tiered: number; untiered: number }> {
  picked ??= (async () => {
    const answer = await request.get(`${BASE}ProductoApi/GetProductos_V2?${IDS}&pagesize=100`);
    const products = ((await answer.json()) as { Datos: WireProduct[] }).Datos.filter(
      (p) => p.Disponible >= 40 && !p.variation,
    );
    const tiered = products.find((p) => {
      if (!p.Escala_aplica) return false;
      const { first, second } = firstTwoTiers(p as Record<string, number | string>);
      return first.Desde === 1 && second.price < first.price;
    });
    const untiered = products.find((p) => !p.Escala_aplica && p.Precio2 !== p.Precio4);
    if (!tiered || !untiered) throw new Error('the seed has no tiered or untiered product with stock');
    return { tiered: tiered.Productoid, untiered: untiered.Productoid };
  })();
  return picked;
}

/** One of the journeys' products (`journeyProducts`): its id, and its record as the API gives it to a visitor. */
export async function journeyProduct(request: APIRequestContext, which: 'tiered' | 'untiered') {
  const id = (await journeyProducts(request))[which];
  return { id, record: await apiProduct(request, id) };
}

type ApiSession = { Token: string; Terceroid: number; PrecioNivel: string };
const sessions = new Map<string, ApiSession>();

/** Logs in through the API once per user and test file. */
export async function apiLogin(_request: APIRequestContext, who: typeof DEMO1): Promise<ApiSession> {
  const known = sessions.get(who.usuario);
  if (known) return known;
  // A login also sets the session cookie, and a client holding it is that customer: log in from a context
  // of its own, so that `request` stays a visitor unless a call sends the token.
  const own = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const answer = await own.post(`${BASE}TerceroApi/LoginTercero?${IDS}`, { data: who });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { Datos: ApiSession };
  await own.dispose();
  sessions.set(who.usuario, body.Datos);
  return body.Datos;
}

/** The customer's orders of the last year, newest first, as the API lists them. */
export async function apiOrders(request: APIRequestContext, who: typeof DEMO1) {
  const session = await apiLogin(request, who);
  const answer = await request.get(
    `${BASE}TerceroApi/TerceroGetPedido?${IDS}&terceroid=${session.Terceroid}&fechaini=2000-01-01&fechafin=2100-01-01`,
    { headers: { Authorization: `Bearer ${session.Token}` } },
  );
  const body = (await answer.json()) as {
    Registros: Array<{ numero: number; pedidoid: number; total: number }>;
  };
  return body.Registros;
}

export async function apiProduct(request: APIRequestContext, id: number, token?: string) {
  const answer = await request.get(
    `${BASE}ProductoApi/GetProductoDataTercero_v2?${IDS}&productoid=${id}&bodegaid=1`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
  const body = (await answer.json()) as { Producto: Record<string, number | string> };
  return body.Producto;
}

/**
 * A size of product 98 (the walk-through's shirt) with a little stock of its own (`min`..`max`), among many
 * more units of the product.
 */
export async function smallSizeOf98(request: APIRequestContext, min: number, max: number) {
  type Size = { name: string; stock: number };
  type Wire = { Productoid: number; Disponible: number; variation?: { color: string; size: Size[] }[] };
  const p = (await apiProduct(request, 98)) as unknown as Wire;
  const found = (p.variation ?? [])
    .flatMap((v) => v.size.map((s) => ({ color: v.color, size: s.name, stock: s.stock })))
    .find((s) => s.stock >= min && s.stock <= max && p.Disponible > s.stock + 5);
  if (!found) throw new Error(`product 98 has no size with ${min}-${max} units of its own`);
  return { id: p.Productoid, ...found };
}

/**
 * Another guest (of e-mail `email`) buys `lines` at once, through the API (stock taken from under an open
 * checkout; its mail to an address the mail server refuses).
 */
export async function guestBuys(
  request: APIRequestContext,
  lines: Array<Record<string, string | number>>,
  email = 'otro@example.com',
) {
  const answer = await request.post(`${BASE}PedidoApi/PedidoWebCreateAnonimo?${IDS}`, {
    headers: { 'Idempotency-Key': `e2e-meanwhile-${Date.now()}-${Math.random()}` },
    data: {
      Nit: '800197268',
      Tercero: 'Otro cliente',
      Telefono1: '3009876543',
      Direccion: 'Calle 2',
      Email: email,
      Ciudad: '05001',
      Departamento: '05',
      Observacion: '',
      Detalles: lines.map((l) => ({ Observacion: '', ...l })),
    },
  });
  if (!answer.ok())
    throw new Error(`the other guest's order failed: ${answer.status()} ${await answer.text()}`);
}

/** The first two volume tiers of a product record and the unit price of each. */
export function firstTwoTiers(record: Record<string, number | string>) {
  const tiers = (
    JSON.parse(String(record.Escala)) as Array<{ Desde: number; Hasta: number; PrecioNivel: number }>
  )
    .slice()
    .sort((a, b) => a.Desde - b.Desde);
  const [first, second] = tiers;
  if (!first || !second) throw new Error('the product has fewer than two tiers');
  return {
    first: { ...first, price: Number(record[`Precio${first.PrecioNivel}`]) },
    second: { ...second, price: Number(record[`Precio${second.PrecioNivel}`]) },
  };
}

export function usd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/**
 * An amount in pesos as a shop that keeps pesos and offers dollars too writes it in English (BASE_CURRENCY=COP,
 * CURRENCIES=COP,USD): whole pesos, COP $ (US$ for dollars), e.g. `COP $1,160`.
 */
export function pesos(amount: number): string {
  return `COP\u00a0$${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)}`;
}

/** The dollar amounts the product cards of the page show, in order (each card's first `$1,234.56`). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article.product-card .product-price').allTextContents();
  return texts.map((t) => Number((/\$([\d,]+\.\d{2})/.exec(t)?.[1] ?? 'NaN').replace(/,/g, '')));
}

/**
 * Submits the login form on the current page (in any language). The e2e server allows 1000 logins a minute
 * (LOGIN_RATE_LIMIT in playwright.config.ts), so a 429 fails the test.
 */
export async function submitLogin(page: Page, who: { usuario: string; contrasena: string }) {
  const form = page.getByTestId('login-form');
  await form.locator('input[name="usuario"]').fill(who.usuario);
  await form.locator('input[name="contrasena"]').fill(who.contrasena);
  const answer = page.waitForResponse((r) => r.url().includes('TerceroApi/LoginTercero'));
  await form.locator('button[type="submit"]').click();
  expect((await answer).status(), 'the login was rate limited').not.toBe(429);
}

export async function login(page: Page, who: typeof DEMO1) {
  await page.goto('/login-page');
  await submitLogin(page, who);
  // To the page the guard sent the customer from, else /home.
  await expect(page).not.toHaveURL(/\/login-page$/);
}

export async function addFromProductPage(page: Page, id: number) {
  await page.goto(`/product/${id}`);
  const add = page.getByTestId('add-to-cart');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText('Agregado al carrito').first()).toBeVisible();
}

/** Puts one unit of the journeys' tiered product in the cart and opens /checkout; gives the product's id. */
export async function openCheckoutWithOneProduct(page: Page, request: APIRequestContext): Promise<number> {
  const { tiered } = await journeyProducts(request);
  await addFromProductPage(page, tiered);
  await page.goto('/checkout');
  return tiered;
}

/** Fills the guest form with valid data (department and city: the first of each list). */
export async function fillGuest(page: Page) {
  await page.getByLabel('NIT or ID number').fill('900123456');
  await page.getByLabel('Name').fill('Ferretería La Esquina');
  const department = page.getByLabel('Department');
  await expect(department.locator('option').nth(1)).toBeAttached();
  await department.selectOption({ index: 1 });
  const city = page.getByLabel('City');
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption({ index: 1 });
  await page.getByLabel('Address').fill('Calle 10 # 20-30');
  await page.getByLabel('Phone').fill('3001234567');
  await page.getByLabel('E-mail').fill('compras@example.com');
}

/** Puts a well-stocked product in the cart, the wishlist and the compare list, from its product page. */
export async function fillCartWishlistCompare(page: Page, request: APIRequestContext) {
  const { untiered } = await journeyProducts(request);
  await page.goto(`/product/${untiered}`);
  const main = page.getByRole('main');
  await page.getByTestId('add-to-cart').click();
  await main.getByRole('button', { name: 'Wishlist', exact: true }).click();
  await main.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
}
