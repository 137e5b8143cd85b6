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

/** GET MonedaApi/GetTasas (base USD; the only base served): the rates bare, in the service's shape. */
export const ratesQuery = deferred(() =>
  queryWith(baseQuery, {
    base: zod.pipe(queryText(3), zod.optional(zod.enum(['USD'], { error: 'solo se admite base USD' }))),
  }),
);
export type RatesQuery = zod.input<typeof ratesQuery>;
export const ratesResponse = rates;
