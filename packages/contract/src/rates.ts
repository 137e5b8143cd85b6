import { z } from 'zod/mini';
import { baseQuery, queryText, queryWith } from './query';

/** Exchange rates in the third-party service's shape: how many units of each currency one `base` buys. */
export const rates = z.object({
  base: z.string(),
  /** YYYY-MM-DD of the rates. */
  date: z.string(),
  rates: z.record(z.string(), z.number()),
});
export type Rates = z.infer<typeof rates>;

/** GET MonedaApi/GetTasas (base USD; the only base served): the rates bare, in the service's shape. */
export const ratesQuery = queryWith(baseQuery, {
  base: z.pipe(queryText(3), z.optional(z.enum(['USD'], { error: 'solo se admite base USD' }))),
});
export type RatesQuery = z.input<typeof ratesQuery>;
export const ratesResponse = rates;
