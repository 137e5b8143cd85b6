import { describe, expect, it, vi } from 'vitest';
import {
  addMinor,
  asMinor,
  CURRENCIES,
  convertMinor,
  formatMoney,
  isCurrencyCode,
  multiplyMinor,
  percentOf,
  roundToWritten,
  sumMinor,
  toMajor,
  toMinor,
  typedAmount,
} from './money';

const m = asMinor;

describe('toMinor', () => {
  it.each([
    [12.34, 1234],
    [19.99, 1999],
    [0, 0],
    [1.005, 101],
    [-1.005, -101],
    [0.285, 29],
    [2.675, 268],
    [0.004, 0],
    [-0.004, 0],
    [1e9, 100_000_000_000],
  ])('%d -> %d cents, half away from zero', (major, cents) => {
    expect(toMinor(major)).toBe(cents);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toMinor(-0.001), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws RangeError on %d',
    (bad) => {
      expect(() => toMinor(bad)).toThrow(RangeError);
    },
  );
});

describe('integer arithmetic', () => {
  it('converts back to a decimal only for the wire', () => {
    expect(toMajor(m(1234))).toBe(12.34);
    expect(toMajor(toMinor(0.1 + 0.2))).toBe(0.3);
  });

  it('adds, multiplies by whole quantities and sums', () => {
    expect(addMinor(m(10), m(20))).toBe(30);
    expect(multiplyMinor(m(1999), 3)).toBe(5997);
    expect(sumMinor([m(1), m(2), m(3)])).toBe(6);
    expect(sumMinor([])).toBe(0);
  });

  it('refuses a fractional quantity and a non-integer amount', () => {
    expect(() => multiplyMinor(m(100), 1.5)).toThrow(RangeError);
    expect(() => asMinor(1.5)).toThrow(RangeError);
  });

  it('converts by a rate, rounding once', () => {
    expect(convertMinor(m(1000), 0.9235)).toBe(924);
    expect(convertMinor(m(1000), 0.92349)).toBe(923);
    expect(convertMinor(m(-1000), 0.9235)).toBe(-924);
    expect(convertMinor(m(1234), 1)).toBe(1234);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the rate %d', (rate) => {
    expect(() => convertMinor(m(100), rate)).toThrow(RangeError);
  });

  it('takes a percentage, rounded half away from zero', () => {
    expect(percentOf(m(1999), 10)).toBe(200);
    expect(percentOf(m(15), 50)).toBe(8);
    expect(percentOf(m(1000), 0)).toBe(0);
    expect(percentOf(m(-15), 50)).toBe(-8);
  });
});

describe('currencies', () => {
  it('knows USD, EUR, GBP and COP with their symbols and written digits', () => {
    expect(CURRENCIES).toEqual({
      USD: { symbol: '$', digits: 2, distinct: 'US$' },
      EUR: { symbol: '€', digits: 2 },
      GBP: { symbol: '£', digits: 2 },
      COP: { symbol: '$', digits: 0, distinct: 'COP\u00a0$' },
    });
  });

  it.each([
    ['USD', true],
    ['EUR', true],
    ['GBP', true],
    ['COP', true],
    ['usd', false],
    ['JPY', false],
    ['toString', false],
    [5, false],
    [null, false],
  ])('isCurrencyCode(%s) is %s', (x, ok) => {
    expect(isCurrencyCode(x)).toBe(ok);
  });
});

describe('formatMoney', () => {
  it("formats in the locale, en-US by default and for a locale that is not the storefront's", () => {
    expect(formatMoney(m(1234), 'USD')).toBe('$12.34');
    expect(formatMoney(m(1234), 'EUR', 'de-DE')).toBe('12,34\u00a0€');
    expect(formatMoney(m(123456), 'GBP', 'en-GB')).toBe('£1,234.56');
    expect(formatMoney(m(-50), 'USD')).toBe('-$0.50');
  });

  it('writes each currency with its own symbol in every language (spec: $, € and £)', () => {
    expect(formatMoney(m(12345), 'USD', 'es-CO')).toBe('$\u00a0123,45');
    expect(formatMoney(m(12345), 'GBP', 'es-CO')).toBe('£\u00a0123,45');
    expect(formatMoney(m(12345), 'GBP', 'fr-FR')).toBe('123,45\u00a0£');
    expect(formatMoney(m(12345), 'USD', 'fr-FR')).toBe('123,45\u00a0$');
  });

  it('writes Spanish as Colombia does: the symbol first, a no-break space, thousands grouped from 1.000', () => {
    expect(formatMoney(m(640111), 'USD', 'es-CO')).toBe('$\u00a06.401,11');
    expect(formatMoney(m(640111), 'EUR', 'es-CO')).toBe('€\u00a06.401,11');
    expect(formatMoney(m(640111), 'GBP', 'es-CO')).toBe('£\u00a06.401,11');
    expect(formatMoney(m(1089650), 'USD', 'es-CO')).toBe('$\u00a010.896,50');
    expect(formatMoney(m(-640111), 'USD', 'es-CO')).toBe('-$\u00a06.401,11');
    expect(formatMoney(m(99999), 'EUR', 'es-CO')).toBe('€\u00a0999,99');
  });

  it.each(['en-US', 'fr-FR', 'de-DE', 'es-CO'])(
    'writes the storefront locale %s from its table, never with Intl (decisions/0026)',
    async (locale) => {
      vi.resetModules(); // a fresh module: no formatter kept from the tests above
      const fresh = await import('./money');
      const intl = vi.spyOn(Intl, 'NumberFormat');
      try {
        for (const currency of ['USD', 'EUR', 'GBP', 'COP'] as const) {
          fresh.formatMoney(m(640111), currency, locale);
          fresh.formatMoney(m(640111), currency, locale, ['COP', 'USD']);
        }
        expect(intl).not.toHaveBeenCalled();
      } finally {
        intl.mockRestore();
      }
    },
  );

  const amounts = [
    0, 1, 5, 40, 49, 50, 99, 100, 105, 149, 150, 250, 99949, 99950, 99999, 100000, 123456, 999999, 1000000,
    12345678, 123456789012, 99999999999999,
  ];
  it.each(['en-US', 'fr-FR', 'de-DE', 'es-CO'])(
    'writes the storefront locale %s exactly as Intl.NumberFormat does (narrow symbols), in every currency',
    (locale) => {
      for (const currency of ['USD', 'EUR', 'GBP', 'COP'] as const) {
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
        });
        for (const cents of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
          expect(formatMoney(m(cents), currency, locale), `${cents} ${currency}`).toBe(
            intl.format(cents / 100),
          );
        }
      }
    },
  );

  it('writes pesos as Colombia and Intl do: no decimals, rounded half away from zero', () => {
    expect(formatMoney(m(401235050), 'COP', 'es-CO')).toBe('$\u00a04.012.351');
    expect(formatMoney(m(401234949), 'COP', 'es-CO')).toBe('$\u00a04.012.349');
    expect(formatMoney(m(-150), 'COP', 'en-US')).toBe('-$2');
    expect(formatMoney(m(401235000), 'COP', 'de-DE')).toBe('4.012.350\u00a0$');
  });

  // Where the shop offers dollars and pesos, "$" could be either: each is written with its own mark, in
  // every language (issue 47).
  it.each([
    ['en-US', 'US$1,234.50', 'COP\u00a0$4,012,350'],
    ['es-CO', 'US$\u00a01.234,50', 'COP\u00a0$\u00a04.012.350'],
    ['fr-FR', '1\u202f234,50\u00a0US$', '4\u202f012\u202f350\u00a0COP\u00a0$'],
    ['de-DE', '1.234,50\u00a0US$', '4.012.350\u00a0COP\u00a0$'],
  ])('%s: US$ and COP $ where both are offered', (locale, dollars, pesos) => {
    const offered = ['COP', 'USD', 'EUR'] as const;
    expect(formatMoney(m(123450), 'USD', locale, offered)).toBe(dollars);
    expect(formatMoney(m(401235000), 'COP', locale, offered)).toBe(pesos);
    expect(formatMoney(m(123450), 'EUR', locale, offered)).toBe(formatMoney(m(123450), 'EUR', locale));
    // With one of them only, its $ is not ambiguous.
    expect(formatMoney(m(123450), 'USD', locale, ['USD', 'EUR', 'GBP'])).toBe(
      formatMoney(m(123450), 'USD', locale),
    );
    expect(formatMoney(m(401235000), 'COP', locale, ['COP', 'EUR'])).not.toContain('COP');
  });
});

describe('roundToWritten', () => {
  it('rounds to whole pesos, half away from zero, and leaves cents alone', () => {
    expect(roundToWritten(m(4951240), 'COP')).toBe(4951200);
    expect(roundToWritten(m(4951250), 'COP')).toBe(4951300);
    expect(roundToWritten(m(-150), 'COP')).toBe(-200);
    expect(roundToWritten(m(1234), 'USD')).toBe(1234);
  });
});

describe('typedAmount', () => {
  it.each([
    ['250000', 25_000_000],
    ['12.500', 1_250_000],
    ['12.50', 1250],
    ['12,5', 1250],
    ['1.234.567,89', 123_456_789],
    ['1,234,567.89', 123_456_789],
    ['1 234 567,8', 123_456_780],
    ['1\u202f234,50', 123_450],
    ['  0,05 ', 5],
    ['999999999999.99', 99_999_999_999_999],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(typedAmount(text)).toBe(minor);
  });

  it('reads an empty field as none', () => {
    expect(typedAmount('  ')).toBeNull();
  });

  it.each([
    'abc',
    '12,5x',
    '-5',
    '1.234.56',
    '1,234,56',
    '12.5.0',
    '1234.567',
    '12.34.567',
    '1.2345',
    '1000000000000',
    '1e5',
  ])('refuses %j', (text) => {
    expect(typedAmount(text)).toBeUndefined();
  });
});
