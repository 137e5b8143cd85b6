import {
  baseCurrency,
  CURRENCIES,
  type CurrencyCode,
  type CurrencySettings,
  type CurrencyState,
  chooseCurrency,
  convertMinor,
  DEFAULT_CURRENCY_SETTINGS,
  formatMoney,
  isCurrencyCode,
  type Minor,
  multiplyMinor,
  roundToWritten,
} from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { localeOf } from './i18n';
import { isRecord, type PersistSpec } from './persist';

/**
 * The shop's currencies (the server's BASE_CURRENCY and CURRENCIES, checked at its start): in the browser,
 * the page's `<script id="shop-settings">` (apps/api's rendering/storefront.ts writes it into every page); on
 * the server, what its render is given (entry-server.tsx); else (Vite's dev server, tests) the
 * specification's: base USD; USD, EUR, GBP.
 */
let settings: CurrencySettings = settingsOfPage() ?? DEFAULT_CURRENCY_SETTINGS;

function settingsOfPage(): CurrencySettings | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById('shop-settings')?.textContent;
  return text ? (JSON.parse(text) as { currency: CurrencySettings }).currency : undefined;
}

export function currencySettings(): CurrencySettings {
  return settings;
}

export function setCurrencySettings(next: CurrencySettings): void {
  settings = next;
}

/**
 * The chosen currency (spec §3: currencySymbol, currencyName, currencyRate; default the base at 1: $ USD 1)
 * and the last rates the server gave, so that a failed rate call keeps the last known rate. Prices inside
 * are minor units of the base; they are converted and formatted only for display (`useFormatMoney`).
 */
export interface CurrencySliceState extends CurrencyState {
  /** The base the rates are against (kept with them: a choice saved under another base is not reused). */
  base: CurrencyCode;
  /** Last known units per 1 of the base. */
  knownRates: Partial<Record<CurrencyCode, number>>;
}

const startState = (): CurrencySliceState => ({
  ...baseCurrency(settings),
  base: settings.base,
  knownRates: {},
});

export const currencySlice = createSlice({
  name: 'currency',
  initialState: startState,
  reducers: {
    currencyChosen(state, action: PayloadAction<{ code: CurrencyCode; rate: number }>) {
      const next = chooseCurrency(action.payload.code, action.payload.rate, state, settings);
      state.currencyName = next.currencyName;
      state.currencySymbol = next.currencySymbol;
      state.currencyRate = next.currencyRate;
      if (next.currencyName === action.payload.code) state.knownRates[next.currencyName] = next.currencyRate;
    },
  },
});
export const { currencyChosen } = currencySlice.actions;

export function isRate(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && x > 0;
}

export const currencySpec: PersistSpec<CurrencySliceState> = {
  key: 'currency',
  version: 1,
  parse(raw) {
    if (!isRecord(raw) || !isCurrencyCode(raw.currencyName) || !isRate(raw.currencyRate)) return null;
    if (raw.currencySymbol !== CURRENCIES[raw.currencyName].symbol) return null;
    // (Entries saved before the base was a setting were against USD.)
    const base = raw.base ?? 'USD';
    if (!isCurrencyCode(base) || (raw.currencyName === base && raw.currencyRate !== 1)) return null;
    // Rates against another base than the shop's now are of no use: the base.
    if (base !== settings.base) return startState();
    const knownRates: Partial<Record<CurrencyCode, number>> = {};
    if (isRecord(raw.knownRates)) {
      for (const [code, rate] of Object.entries(raw.knownRates)) {
        if (isCurrencyCode(code) && isRate(rate)) knownRates[code] = rate;
      }
    }
    // A currency the shop no longer offers falls back to the base.
    const chosen = chooseCurrency(raw.currencyName, raw.currencyRate, undefined, settings);
    return { ...chosen, base, knownRates };
  },
};

export function useCurrency(): CurrencySliceState {
  return useSelector((state: { currency: CurrencySliceState }) => state.currency);
}

/**
 * Money as the buyer sees it. `shown` converts an amount of the base (minor units) to the chosen currency,
 * and with a quantity converts the unit price first (rounded to what its currency writes: whole pesos) and
 * then multiplies it: a line's total is then exactly its shown unit price times the quantity, and totals
 * summed from shown lines add up to what the lines say (a total converted from the base's total can be a
 * cent off). `write` writes an amount already in the chosen currency in the interface language, US$ and
 * COP $ where the shop offers both.
 */
export function useMoney(): {
  shown: (amount: Minor, quantity?: number) => Minor;
  write: (shown: Minor) => string;
} {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const { currencyName, currencyRate } = currency;
  const shown = useCallback(
    (amount: Minor, quantity = 1) =>
      multiplyMinor(
        currencyRate === 1 ? amount : roundToWritten(convertMinor(amount, currencyRate), currencyName),
        quantity,
      ),
    [currencyName, currencyRate],
  );
  const write = useCallback(
    (amount: Minor) => formatMoney(amount, currencyName, locale, settings.offered),
    [currencyName, locale],
  );
  return useMemo(() => ({ shown, write }), [shown, write]);
}

/** Writes an amount of the base (minor units), or a unit price times a quantity, as the buyer sees it (`useMoney`). */
export function useFormatMoney(): (amount: Minor, quantity?: number) => string {
  const { shown, write } = useMoney();
  return useCallback((amount: Minor, quantity?: number) => write(shown(amount, quantity)), [shown, write]);
}

/**
 * Writes an amount of the customer's account (a document, a balance, credit) in the shop's currency, in the
 * interface language: a document is never converted (decisions/0031-documents-in-their-currency.md), so
 * its lines, totals and running balances add up as issued, and match its printed copy.
 */
export function useFormatAccountMoney(): (amount: Minor) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useCallback(
    (amount: Minor) => formatMoney(amount, settings.base, locale, settings.offered),
    [locale],
  );
}
