import {
  CURRENCIES,
  type CurrencyCode,
  type CurrencyState,
  chooseCurrency,
  convertMinor,
  DEFAULT_CURRENCY,
  formatMoney,
  isCurrencyCode,
  type Minor,
  multiplyMinor,
  SHOP_CURRENCY,
} from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ApiDispatch } from './api/base-api';
import { ratesApi } from './api/get-rates';
import { localeOf } from './i18n';
import { isRecord, type PersistSpec } from './persist';

/**
 * The chosen currency (spec §3: currencySymbol, currencyName, currencyRate; default $ USD 1) and the last
 * rates the server gave, so that a failed rate call keeps the last known rate. Prices inside are USD
 * minor units; they are converted and formatted only for display (`useFormatMoney`).
 */
export interface CurrencySliceState extends CurrencyState {
  /** Last known units per 1 USD. */
  knownRates: Partial<Record<CurrencyCode, number>>;
}

const initialState: CurrencySliceState = { ...DEFAULT_CURRENCY, knownRates: {} };

export const currencySlice = createSlice({
  name: 'currency',
  initialState,
  reducers: {
    currencyChosen(state, action: PayloadAction<{ code: CurrencyCode; rate: number }>) {
      const next = chooseCurrency(action.payload.code, action.payload.rate, state);
      state.currencyName = next.currencyName;
      state.currencySymbol = next.currencySymbol;
      state.currencyRate = next.currencyRate;
      if (next.currencyName === action.payload.code) state.knownRates[next.currencyName] = next.currencyRate;
    },
  },
});
export const { currencyChosen } = currencySlice.actions;

function isRate(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && x > 0;
}

export const currencySpec: PersistSpec<CurrencySliceState> = {
  key: 'currency',
  version: 1,
  parse(raw) {
    if (!isRecord(raw) || !isCurrencyCode(raw.currencyName) || !isRate(raw.currencyRate)) return null;
    if (raw.currencySymbol !== CURRENCIES[raw.currencyName].symbol) return null;
    if (raw.currencyName === 'USD' && raw.currencyRate !== 1) return null;
    const knownRates: Partial<Record<CurrencyCode, number>> = {};
    if (isRecord(raw.knownRates)) {
      for (const [code, rate] of Object.entries(raw.knownRates)) {
        if (isCurrencyCode(code) && isRate(rate)) knownRates[code] = rate;
      }
    }
    return {
      currencyName: raw.currencyName,
      currencySymbol: CURRENCIES[raw.currencyName].symbol,
      currencyRate: raw.currencyRate,
      knownRates,
    };
  },
};

/**
 * Chooses a currency with today's rate from the server (MonedaApi/GetTasas, base USD). When the call
 * fails the failure is only logged and the last known rate of that currency is kept (or the current
 * currency, when none is known).
 */
export function selectCurrency(code: CurrencyCode) {
  return async (dispatch: ApiDispatch, getState: () => { currency: CurrencySliceState }): Promise<void> => {
    if (code === 'USD') {
      dispatch(currencyChosen({ code, rate: 1 }));
      return;
    }
    const answer = await dispatch(
      ratesApi.endpoints.getRates.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    const rate = answer.isSuccess ? answer.data[code] : undefined;
    if (isRate(rate)) {
      dispatch(currencyChosen({ code, rate }));
      return;
    }
    console.error(`[currency] no rate for ${code}; keeping the last known one`);
    const last = getState().currency.knownRates[code];
    if (last !== undefined) dispatch(currencyChosen({ code, rate: last }));
  };
}

export function useCurrency(): CurrencySliceState {
  return useSelector((state: { currency: CurrencySliceState }) => state.currency);
}

/**
 * Money as the buyer sees it. `shown` converts a USD amount (minor units) to the chosen currency, and with a
 * quantity converts the unit price first and then multiplies it: a line's total is then exactly its shown
 * unit price times the quantity, and totals summed from shown lines add up to what the lines say (a total
 * converted from the USD total can be a cent off). `write` writes an amount already in the chosen currency
 * in the interface language.
 */
export function useMoney(): {
  shown: (amount: Minor, quantity?: number) => Minor;
  write: (shown: Minor) => string;
} {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const shown = useCallback(
    (amount: Minor, quantity = 1) => multiplyMinor(convertMinor(amount, currency.currencyRate), quantity),
    [currency.currencyRate],
  );
  const write = useCallback(
    (amount: Minor) => formatMoney(amount, currency.currencyName, locale),
    [currency.currencyName, locale],
  );
  return useMemo(() => ({ shown, write }), [shown, write]);
}

/** Writes a USD amount (minor units), or a unit price times a quantity, as the buyer sees it (`useMoney`). */
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
  return useCallback((amount: Minor) => formatMoney(amount, SHOP_CURRENCY, locale), [locale]);
}
