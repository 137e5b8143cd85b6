import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { baseQuery, queryText, queryWith } from './query';

/** Exchange rates in the third-party service's shape: how many units of each currency one `base` buys. */
export const rates = deferred(() =>
  zod.object({
    base: zod.string(),
    /** YYYY-MM-DD of the rates. */
    date: zod.string(),
    rates: zod.record(zod.string(), zod.number()),
  }),
);
export type Rates = zod.infer<typeof rates>;

/**
 * GET MonedaApi/GetTasas (base: the shop's base currency, the only one served, and the default): the rates
 * bare, in the service's shape.
 */
export const ratesQuery = deferred(() =>
  queryWith(baseQuery, {
    base: queryText(3),
  }),
);
export const ratesResponse = rates;
