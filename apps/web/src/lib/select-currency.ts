import type { CurrencyCode } from '@mostrador/domain';
import type { ApiDispatch } from './api/base-api';
import { ratesApi } from './api/get-rates';
import { type CurrencySliceState, currencyChosen, currencySettings, isRate } from './currency';

// A module of its own, loaded when a buyer chooses a currency (app/layout/currency-switcher.tsx): the rates
// call is not needed for the first paint.

/**
 * Chooses a currency with today's rate from the server (MonedaApi/GetTasas, from the shop's base). When the
 * call fails the failure is only logged and the last known rate of that currency is kept (or the current
 * currency, when none is known).
 */
export function selectCurrency(code: CurrencyCode) {
  return async (dispatch: ApiDispatch, getState: () => { currency: CurrencySliceState }): Promise<void> => {
    if (code === currencySettings().base) {
      dispatch(currencyChosen({ code, rate: 1 }));
      return;
    }
    const answer = await dispatch(
      ratesApi.endpoints.getRates.initiate(currencySettings().base, { subscribe: false, forceRefetch: true }),
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
