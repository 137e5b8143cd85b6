import { describe, expect, it } from 'vitest';
import { type CurrencyCode, chooseCurrency, DEFAULT_CURRENCY } from './index';

describe('currency state', () => {
  it('defaults to $, USD, rate 1', () => {
    expect(DEFAULT_CURRENCY).toEqual({ currencySymbol: '$', currencyName: 'USD', currencyRate: 1 });
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
