import { apiPath, errorEnvelope, ratesResponse } from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, databaseOfFile, fakeRatesProvider } from '../../test/app';
import type { RatesProvider } from './provider';
import { FRESH_MS, RETRY_AFTER_FAILURE_MS } from './service';

const database = databaseOfFile();

/** A provider under the test's control: answers, or fails like an unreachable network. */
function controllable() {
  const state = { fail: false, calls: 0, eur: 0.91 };
  const provider: RatesProvider = {
    async latest(base) {
      state.calls += 1;
      if (state.fail) throw new TypeError('fetch failed: getaddrinfo ENOTFOUND');
      return { base, date: '2026-11-21', rates: { USD: 1, EUR: state.eur, GBP: 0.79 } };
    },
  };
  return { state, provider };
}

/** The rates stored for `base`, if any. */
async function storedRates(base: string) {
  const { db } = database().database;
  const row = await db.selectFrom('tasas').select('rates').where('base', '=', base).executeTakeFirst();
  return row?.rates;
}

describe('MonedaApi/GetTasas', () => {
  it("serves the provider's rates, keeps them an hour, and stores them", async () => {
    const { state, provider } = controllable();
    let clock = Date.parse('2026-11-22T10:00:00Z');
    const t = await createTestApp({
      testDatabase: database(),
      ratesProvider: provider,
      now: () => new Date(clock),
    });
    try {
      const first = ratesResponse.parse(
        (await t.app.inject({ method: 'GET', url: `${apiPath('tasas')}?base=USD` })).json(),
      );
      expect(first).toEqual({
        base: 'USD',
        date: '2026-11-21',
        rates: { USD: 1, EUR: 0.91, GBP: 0.79 },
      });
      state.eur = 0.95;
      await t.app.inject({ method: 'GET', url: apiPath('tasas') });
      expect(state.calls).toBe(1);
      clock += FRESH_MS + 1;
      const later = ratesResponse.parse(
        (await t.app.inject({ method: 'GET', url: apiPath('tasas') })).json(),
      );
      expect(later.rates.EUR).toBe(0.95);
      expect(state.calls).toBe(2);
      expect((await storedRates('USD'))?.EUR).toBe(0.95);
    } finally {
      await t.close();
    }
  });

  it('serves the last stored rates when the provider cannot be reached, logs it, and retries later', async () => {
    const { state, provider } = controllable();
    state.fail = true;
    let clock = Date.parse('2026-11-22T12:00:00Z');
    const warnings: string[] = [];
    const t = await createTestApp({
      testDatabase: database(),
      ratesProvider: provider,
      now: () => new Date(clock),
    });
    t.app.log.warn = ((obj: unknown, msg?: string) => {
      warnings.push(String(msg ?? obj));
    }) as typeof t.app.log.warn;
    try {
      const response = await t.app.inject({ method: 'GET', url: apiPath('tasas') });
      expect(response.statusCode).toBe(200);
      const body = ratesResponse.parse(response.json());
      // What the previous test stored (or the seeded rates when this file runs alone).
      expect(body.base).toBe('USD');
      expect(body.rates.USD).toBe(1);
      expect(body.rates.EUR).toBeGreaterThan(0);
      expect(warnings.some((w) => /provider failed/.test(w))).toBe(true);
      // No hammering of a dead provider: the next call within five minutes does not try again.
      await t.app.inject({ method: 'GET', url: apiPath('tasas') });
      expect(state.calls).toBe(1);
      clock += RETRY_AFTER_FAILURE_MS + 1;
      state.fail = false;
      state.eur = 0.97;
      const recovered = ratesResponse.parse(
        (await t.app.inject({ method: 'GET', url: apiPath('tasas') })).json(),
      );
      expect(recovered.rates.EUR).toBe(0.97);
      expect(state.calls).toBe(2);
    } finally {
      await t.close();
    }
  });

  it('answers 503 with a message when nothing was ever stored and the provider is down', async () => {
    const empty = await createTestDatabase({ seed: false });
    const { state, provider } = controllable();
    state.fail = true;
    const t = await createTestApp({ testDatabase: empty, ratesProvider: provider });
    try {
      const response = await t.app.inject({ method: 'GET', url: apiPath('tasas') });
      expect(response.statusCode).toBe(503);
      expect(errorEnvelope.parse(response.json()).Msj).toMatch(/tasas/);
    } finally {
      await t.close();
      await empty.database.close();
      await empty.drop();
    }
  });

  it('refuses a base other than USD', async () => {
    const t = await createTestApp({ testDatabase: database() });
    try {
      const response = await t.app.inject({ method: 'GET', url: `${apiPath('tasas')}?base=EUR` });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelope.parse(response.json()).Msj).toContain('base');
    } finally {
      await t.close();
    }
  });

  it("asks the provider from the shop's base currency (BASE_CURRENCY=COP), stores them, refuses another base", async () => {
    const provider = fakeRatesProvider({ COP: 1, USD: 0.000249, EUR: 0.000229 });
    const t = await createTestApp({
      testDatabase: database(),
      ratesProvider: provider,
      config: { currency: { base: 'COP', offered: ['COP', 'USD', 'EUR'] } },
    });
    try {
      const answer = ratesResponse.parse(
        (await t.app.inject({ method: 'GET', url: apiPath('tasas') })).json(),
      );
      expect(answer).toEqual({
        base: 'COP',
        date: '2026-11-21',
        rates: { COP: 1, USD: 0.000249, EUR: 0.000229 },
      });
      const asked = await t.app.inject({ method: 'GET', url: `${apiPath('tasas')}?base=COP` });
      expect(ratesResponse.parse(asked.json()).base).toBe('COP');
      expect((await storedRates('COP'))?.USD).toBe(0.000249);
      const usd = await t.app.inject({ method: 'GET', url: `${apiPath('tasas')}?base=USD` });
      expect(usd.statusCode).toBe(400);
      expect(errorEnvelope.parse(usd.json()).Msj).toBe(
        'Parámetro inválido: base debe ser COP, la moneda de la tienda',
      );
    } finally {
      await t.close();
    }
  });
});
