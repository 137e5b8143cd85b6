import { CURRENCIES, type CurrencyCode } from './money';

export interface CurrencyState {
  currencySymbol: '$' | '€' | '£';
  currencyName: CurrencyCode;
  /** Units of this currency per 1 of the shop's base currency (the exchange-rate base). */
  currencyRate: number;
}

/**
 * The shop's currencies (the server's BASE_CURRENCY and CURRENCIES): the base, in which prices are kept
 * and orders are placed, invoiced, printed and owed, and the ones offered to the buyer, the base among them.
 * A chosen currency converts the catalogue, the cart and the checkout for reading only.
 */
export interface CurrencySettings {
  base: CurrencyCode;
  offered: readonly CurrencyCode[];
}

/** The specification's: base USD; USD, EUR and GBP offered. */
export const DEFAULT_CURRENCY_SETTINGS: CurrencySettings = { base: 'USD', offered: ['USD', 'EUR', 'GBP'] };

/** A currency at a rate. */
function stateOf(code: CurrencyCode, rate: number): CurrencyState {
  return { currencySymbol: CURRENCIES[code].symbol, currencyName: code, currencyRate: rate };
}

/** The base currency at rate 1: the state before any choice (spec §3: $, USD, 1 by default). */
export function baseCurrency(settings: CurrencySettings = DEFAULT_CURRENCY_SETTINGS): CurrencyState {
  return stateOf(settings.base, 1);
}

export const DEFAULT_CURRENCY: CurrencyState = /* @__PURE__ */ Object.freeze(baseCurrency());

/**
 * The state for a chosen currency and its rate (spec §4). The base's rate is always 1. A code not offered or
 * a rate that is not a finite number above 0 keeps `fallback` (by default the base at 1): prices then stay
 * correct in the old currency instead of showing a new symbol on unconverted amounts.
 */
export function chooseCurrency(
  code: CurrencyCode,
  rate: number,
  fallback?: CurrencyState,
  settings: CurrencySettings = DEFAULT_CURRENCY_SETTINGS,
): CurrencyState {
  const kept = fallback ?? baseCurrency(settings);
  if (!settings.offered.includes(code)) return kept;
  if (code === settings.base) return baseCurrency(settings);
  if (!Number.isFinite(rate) || rate <= 0) return kept;
  return stateOf(code, rate);
}
