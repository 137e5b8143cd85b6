import { CURRENCIES, type CurrencyCode, isCurrencyCode } from './money';

export interface CurrencyState {
  currencySymbol: '$' | '€' | '£';
  currencyName: CurrencyCode;
  /** Units of this currency per 1 USD (the exchange-rate base). */
  currencyRate: number;
}

export const DEFAULT_CURRENCY: CurrencyState = Object.freeze({
  currencySymbol: '$',
  currencyName: 'USD',
  currencyRate: 1,
});

/**
 * The shop's own currency: prices are kept in it, and orders are placed, invoiced, printed and owed in it.
 * A chosen currency converts the catalogue, the cart and the checkout for reading only.
 */
export const SHOP_CURRENCY: CurrencyCode = DEFAULT_CURRENCY.currencyName;

/**
 * The state for a chosen currency and its rate (spec §4). USD is the base, so its rate is always 1.
 * An unknown code or a rate that is not a finite number above 0 keeps `fallback` (by default USD at 1):
 * prices then stay correct in the old currency instead of showing a new symbol on unconverted amounts.
 */
export function chooseCurrency(
  code: CurrencyCode,
  rate: number,
  fallback: CurrencyState = DEFAULT_CURRENCY,
): CurrencyState {
  if (!isCurrencyCode(code)) return fallback;
  if (code === 'USD') return DEFAULT_CURRENCY;
  if (!Number.isFinite(rate) || rate <= 0) return fallback;
  return { currencySymbol: CURRENCIES[code].symbol, currencyName: code, currencyRate: rate };
}
