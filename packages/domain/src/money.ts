/** Integer minor units (cents). Build one with `toMinor` (from a wire decimal) or `asMinor` (already cents). */
export type Minor = number & { readonly __brand: 'Minor' };

export type CurrencyCode = 'USD' | 'EUR' | 'GBP' | 'COP';

/**
 * The currencies the shop writes. Every amount is kept in hundredths (ISO 4217's two minor digits, COP's too);
 * `digits` is how many of them are written (COP none, as Colombia and Intl write pesos:
 * docs/decisions/0039-currencies-as-settings.md). `distinct` is the symbol written where another offered
 * currency has the same one (US$ beside COP $).
 */
export const CURRENCIES: Readonly<
  Record<CurrencyCode, { symbol: '$' | '€' | '£'; digits: 0 | 2; distinct?: string }>
> = Object.freeze({
  USD: { symbol: '$', digits: 2, distinct: 'US$' },
  EUR: { symbol: '€', digits: 2 },
  GBP: { symbol: '£', digits: 2 },
  COP: { symbol: '$', digits: 0, distinct: 'COP\u00a0$' },
});

export const ZERO = 0 as Minor;

export function isCurrencyCode(x: unknown): x is CurrencyCode {
  return typeof x === 'string' && Object.hasOwn(CURRENCIES, x);
}

/**
 * Rounds half away from zero. The product is first cut to 15 significant digits so binary noise
 * (1.005 * 100 = 100.49999999999999) does not flip a half-cent the wrong way.
 */
function roundHalfAwayFromZero(x: number): number {
  const cleaned = Number(Math.abs(x).toPrecision(15));
  const rounded = Math.sign(x) * Math.round(cleaned);
  return rounded === 0 ? 0 : rounded; // never -0
}

function requireFinite(x: number, what: string): void {
  if (!Number.isFinite(x)) throw new RangeError(`${what} must be a finite number, got ${x}`);
}

/** Tags a number that already is an integer count of cents; throws RangeError otherwise. */
export function asMinor(cents: number): Minor {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Minor units must be a safe integer, got ${cents}`);
  return (cents === 0 ? 0 : cents) as Minor;
}

/** Wire decimal (12.34) -> integer cents (1234), half away from zero; throws RangeError on NaN/Infinity. */
export function toMinor(major: number): Minor {
  requireFinite(major, 'Amount');
  return asMinor(roundHalfAwayFromZero(major * 100));
}

/**
 * A typed amount: a whole part, plain ("1234567") or grouped by threes with one separator (`.`, `,` or a space:
 * "1.234.567", "1,234,567", "1 234 567"), then, if any, a decimal mark (`.` or `,`, not the grouping one) and one or
 * two decimals. So "12.500" is twelve thousand five hundred, as written in Colombia, and "12.50" twelve and a half.
 */
const TYPED_AMOUNT = /^(\d{1,3}([.,\s])\d{3}(?:\2\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/;

/** An amount as a person types it (major units, at most 12 whole digits): null when empty, undefined when not an amount. */
export function typedAmount(text: string): Minor | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const match = TYPED_AMOUNT.exec(value);
  if (!match || (match[2] !== undefined && match[2] === match[3])) return undefined;
  const whole = (match[1] ?? '').replace(/\D/g, '');
  if (whole.length > 12) return undefined;
  return asMinor(Number(whole) * 100 + Number((match[4] ?? '').padEnd(2, '0')));
}

/** Integer cents -> decimal, for the wire and the database only (never for arithmetic). */
export function toMajor(amount: Minor): number {
  return amount / 100;
}

export function addMinor(a: Minor, b: Minor): Minor {
  return asMinor(a + b);
}

/** `qty` must be an integer (a count of units); throws RangeError otherwise. */
export function multiplyMinor(a: Minor, qty: number): Minor {
  if (!Number.isInteger(qty)) throw new RangeError(`Quantity must be an integer, got ${qty}`);
  return asMinor(a * qty);
}

export function sumMinor(xs: readonly Minor[]): Minor {
  return xs.reduce<Minor>(addMinor, ZERO);
}

/** Converts by an exchange rate (> 0), rounding once at the end; throws RangeError on a bad rate. */
export function convertMinor(amount: Minor, rate: number): Minor {
  requireFinite(rate, 'Rate');
  if (rate <= 0) throw new RangeError(`Rate must be above 0, got ${rate}`);
  return asMinor(roundHalfAwayFromZero(amount * rate));
}

/** `percent` of an amount (tax, discount), rounded once half away from zero. */
export function percentOf(amount: Minor, percent: number): Minor {
  requireFinite(percent, 'Percent');
  return asMinor(roundHalfAwayFromZero((amount * percent) / 100));
}

/**
 * How the storefront's four locales write money: what Intl.NumberFormat(locale, {style: 'currency',
 * currencyDisplay: 'narrowSymbol'}) gives (money.test.ts holds the two equal): the currency's own symbol,
 * $, € or £, in every language (spec §4; Intl's default wrote US$ in Spanish and £GB in French), with the
 * currency's own digits (COP none). Spanish is Colombia's (es-CO: $ 6.401,11), the shop's customers'.
 * Written from this table because a page's first Intl.NumberFormat loads ICU's number data: 15-60 ms of a
 * phone's main thread in the middle of the page's start (docs/decisions/0026-money-format-table.md).
 */
interface MoneyStyle {
  group: string;
  decimal: string;
  /**
   * The symbol first, then this between it and the number ($1.00; es-CO's no-break space: $ 1,00), or,
   * when absent, after the number with a no-break space (1,00 €). Every row groups from four digits.
   */
  before?: string;
}

const EN_US: MoneyStyle = { group: ',', decimal: '.', before: '' };

const MONEY_STYLES: Readonly<Record<string, MoneyStyle>> = {
  'en-US': EN_US,
  'fr-FR': {
    group: '\u202f',
    decimal: ',',
  },
  'de-DE': {
    group: '.',
    decimal: ',',
  },
  'es-CO': {
    group: '.',
    decimal: ',',
    before: '\u00a0',
  },
};

/** Minor units per last written digit of a currency: 1 for cents, 100 for whole pesos. */
function writtenStep(currency: CurrencyCode): number {
  return 10 ** (2 - CURRENCIES[currency].digits);
}

/**
 * An amount rounded (half away from zero) to what its currency writes: whole pesos in COP, cents otherwise. A
 * unit price converted into pesos is rounded so before it is multiplied, so a line is its written unit price
 * times its quantity.
 */
export function roundToWritten(amount: Minor, currency: CurrencyCode): Minor {
  const step = writtenStep(currency);
  return asMinor(roundHalfAwayFromZero(amount / step) * step);
}

/**
 * Whether `currency` shares its symbol with another of `offered` (US$ and COP $ when the shop offers both):
 * then its `distinct` symbol is written, in every language.
 */
function sharesSymbol(currency: CurrencyCode, offered: readonly CurrencyCode[]): boolean {
  const { symbol } = CURRENCIES[currency];
  return offered.some((other) => other !== currency && CURRENCIES[other].symbol === symbol);
}

function writeMoney(amount: Minor, currency: CurrencyCode, style: MoneyStyle, symbol: string): string {
  const { digits } = CURRENCIES[currency];
  const written = Math.round(Math.abs(amount) / writtenStep(currency));
  const grouped = String(Math.floor(written / 10 ** digits)).replace(/\B(?=(\d{3})+$)/g, style.group);
  const fraction =
    digits === 0 ? '' : `${style.decimal}${String(written % 10 ** digits).padStart(digits, '0')}`;
  const sign = amount < 0 ? '-' : '';
  return style.before === undefined
    ? `${sign}${grouped}${fraction}\u00a0${symbol}`
    : `${sign}${symbol}${style.before}${grouped}${fraction}`;
}

/**
 * Formats for display (the edge only), e.g. formatMoney(1234, 'EUR', 'de-DE') -> '12,34 €', in one of the
 * storefront's locales (the printable documents' too; any other is written as en-US). `offered`: the
 * currencies the shop shows (its base among them); a symbol two of them share is written distinctly
 * (US$ 12.34, COP $1,235).
 */
export function formatMoney(
  amount: Minor,
  currency: CurrencyCode,
  locale = 'en-US',
  offered: readonly CurrencyCode[] = [],
): string {
  const { symbol, distinct = currency } = CURRENCIES[currency];
  const style = MONEY_STYLES[locale] ?? EN_US;
  return writeMoney(amount, currency, style, sharesSymbol(currency, offered) ? distinct : symbol);
}
