import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureStore } from '@reduxjs/toolkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

let server: Server;
let base: string;
let eur: number | null = 0.9;

beforeAll(async () => {
  server = createServer((_req, res) => {
    if (eur === null) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end('{"Status":false,"Msj":"sin tasas"}');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ base: 'USD', date: '2026-11-22', rates: { USD: 1, EUR: eur, GBP: 0.8 } }));
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
});

async function setup() {
  const currency = await import('./currency');
  const { baseApi } = await import('./api');
  const store = configureStore({
    reducer: { currency: currency.currencySlice.reducer, [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return { store, select: currency.selectCurrency };
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
