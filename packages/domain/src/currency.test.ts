import { describe, expect, it } from 'vitest';
import {
  baseCurrency,
  type CurrencyCode,
  chooseCurrency,
  DEFAULT_CURRENCY,
  DEFAULT_CURRENCY_SETTINGS,
} from './index';

describe('currency state', () => {
  it('defaults to $, USD, rate 1', () => {
    expect(DEFAULT_CURRENCY).toEqual({ currencySymbol: '$', currencyName: 'USD', currencyRate: 1 });
    expect(DEFAULT_CURRENCY_SETTINGS).toEqual({ base: 'USD', offered: ['USD', 'EUR', 'GBP'] });
  });

  it.each([
    ['EUR', 0.92, '€'],
    ['GBP', 0.79, '£'],
  ] as const)('%s at %d shows %s with the rate from the action', (code, rate, symbol) => {
    expect(chooseCurrency(code, rate)).toEqual({
      currencySymbol: symbol,
      currencyName: code,
      currencyRate: rate,
    });
  });

  it('USD is the base: its rate is always 1', () => {
    expect(chooseCurrency('USD', 1.3)).toEqual(DEFAULT_CURRENCY);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'a bad rate (%d) keeps the fallback state',
    (rate) => {
      expect(chooseCurrency('EUR', rate)).toEqual(DEFAULT_CURRENCY);
      const gbp = chooseCurrency('GBP', 0.8);
      expect(chooseCurrency('EUR', rate, gbp)).toBe(gbp);
    },
  );

  it('an unknown code keeps the fallback state', () => {
    expect(chooseCurrency('JPY' as CurrencyCode, 150)).toEqual(DEFAULT_CURRENCY);
  });
});

describe("the shop's currencies as settings", () => {
  const pesos = { base: 'COP', offered: ['COP', 'USD'] } as const;

  it('starts at the base, whose rate is always 1', () => {
    expect(baseCurrency(pesos)).toEqual({ currencySymbol: '$', currencyName: 'COP', currencyRate: 1 });
    expect(chooseCurrency('COP', 250, undefined, pesos)).toEqual(baseCurrency(pesos));
    expect(chooseCurrency('USD', 0.000249, undefined, pesos)).toEqual({
      currencySymbol: '$',
      currencyName: 'USD',
      currencyRate: 0.000249,
    });
  });

  it('a currency the shop does not offer keeps the fallback (by default the base)', () => {
    expect(chooseCurrency('EUR', 0.00023, undefined, pesos)).toEqual(baseCurrency(pesos));
    const usd = chooseCurrency('USD', 0.000249, undefined, pesos);
    expect(chooseCurrency('GBP', 0.0002, usd, pesos)).toBe(usd);
  });
});
