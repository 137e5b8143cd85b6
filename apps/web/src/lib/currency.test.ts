import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureStore } from '@reduxjs/toolkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

let server: Server;
let base: string;
let eur: number | null = 0.9;
/** The `base` of each rates call. */
let asked: (string | null)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const from = new URL(req.url ?? '/', 'http://x').searchParams.get('base');
    asked.push(from);
    if (eur === null) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end('{"Status":false,"Msj":"sin tasas"}');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    const rates =
      from === 'COP'
        ? { COP: 1, USD: 0.000249, EUR: 0.000229 }
        : { USD: 1, EUR: eur, GBP: 0.8, COP: 4012.35 };
    res.end(JSON.stringify({ base: from, date: '2026-11-22', rates }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apiGold/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('VITE_API_BASE', base);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  eur = 0.9;
  asked = [];
  document.getElementById('shop-settings')?.remove();
  localStorage.clear();
});

/** The page's settings, as the server writes them into every page (apps/api's rendering/storefront.ts). */
function servedSettings(currency: unknown) {
  const script = document.createElement('script');
  script.id = 'shop-settings';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ currency });
  document.head.append(script);
}

async function setup() {
  const currency = await import('./currency');
  const { selectCurrency } = await import('./select-currency');
  const { baseApi } = await import('./api');
  const store = configureStore({
    reducer: { currency: currency.currencySlice.reducer, [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return { store, select: selectCurrency, currency };
}

describe('choosing a currency', () => {
  it('takes the symbol and the rate of the server', async () => {
    const { store, select } = await setup();
    await store.dispatch(select('EUR'));
    expect(store.getState().currency).toMatchObject({
      currencyName: 'EUR',
      currencySymbol: '€',
      currencyRate: 0.9,
    });
    await store.dispatch(select('USD'));
    expect(store.getState().currency).toMatchObject({
      currencyName: 'USD',
      currencySymbol: '$',
      currencyRate: 1,
    });
  });

  it('keeps the last known rate when the rate call fails, and logs it', async () => {
    const { store, select } = await setup();
    await store.dispatch(select('EUR'));
    await store.dispatch(select('USD'));
    eur = null;
    await store.dispatch(select('EUR'));
    expect(store.getState().currency).toMatchObject({ currencyName: 'EUR', currencyRate: 0.9 });
    expect(console.error).toHaveBeenCalled();
  });

  it('stays in the current currency when no rate was ever known', async () => {
    eur = null;
    const { store, select } = await setup();
    await store.dispatch(select('EUR'));
    expect(store.getState().currency).toMatchObject({ currencyName: 'USD', currencyRate: 1 });
  });
});

describe("the shop's currencies (BASE_CURRENCY, CURRENCIES), read from the page", () => {
  it('starts in the base, asks the rates from it, and gives the base its rate of 1', async () => {
    servedSettings({ base: 'COP', offered: ['COP', 'USD', 'EUR'] });
    const { store, select } = await setup();
    expect(store.getState().currency).toMatchObject({ currencyName: 'COP', currencyRate: 1, base: 'COP' });
    await store.dispatch(select('USD'));
    expect(asked).toEqual(['COP']);
    expect(store.getState().currency).toMatchObject({ currencyName: 'USD', currencyRate: 0.000249 });
    await store.dispatch(select('COP'));
    expect(asked).toHaveLength(1);
    expect(store.getState().currency).toMatchObject({ currencyName: 'COP', currencyRate: 1 });
  });

  it('a saved choice the shop no longer offers, or saved against another base, falls back to the base', async () => {
    // Saved before the base was a setting: against USD.
    const euros = { currencyName: 'EUR', currencySymbol: '€', currencyRate: 0.9, knownRates: { EUR: 0.9 } };
    servedSettings({ base: 'USD', offered: ['USD', 'GBP'] });
    let { currencySpec } = await import('./currency');
    expect(currencySpec.parse(euros)).toMatchObject({ currencyName: 'USD', currencyRate: 1, base: 'USD' });
    expect(currencySpec.parse({ ...euros, currencyName: 'GBP', currencySymbol: '£' })).toMatchObject({
      currencyName: 'GBP',
      currencyRate: 0.9,
    });

    vi.resetModules();
    document.getElementById('shop-settings')?.remove();
    servedSettings({ base: 'COP', offered: ['COP', 'EUR'] });
    ({ currencySpec } = await import('./currency'));
    // Still offered, but its rate is against dollars: of no use in a shop that keeps pesos.
    expect(currencySpec.parse(euros)).toEqual({
      currencyName: 'COP',
      currencySymbol: '$',
      currencyRate: 1,
      base: 'COP',
      knownRates: {},
    });
    expect(
      currencySpec.parse({ currencyName: 'EUR', currencySymbol: '€', currencyRate: 0.000229, base: 'COP' }),
    ).toMatchObject({ currencyName: 'EUR', currencyRate: 0.000229 });
  });
});
