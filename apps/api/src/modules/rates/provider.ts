// Where exchange rates come from: an interface, an HTTP implementation (the configured RATES_URL),
// and tests use a fake of their own.
import { type Rates, rates as ratesSchema } from '@mostrador/contract';
import { z } from 'zod';

export interface RatesProvider {
  /** The latest rates for `base`; throws when the provider cannot be reached or answers nonsense. */
  latest(base: string): Promise<Rates>;
}

/** Providers answer `{base, date, rates}` (exchangerate.host, frankfurter) or `{base_code, ..., rates}` (open.er-api). */
const providerAnswer = z.union([
  ratesSchema,
  z
    .object({
      base_code: z.string(),
      time_last_update_utc: z.string().optional(),
      rates: z.record(z.string(), z.number()),
    })
    .transform((a) => ({
      base: a.base_code,
      date: a.time_last_update_utc
        ? new Date(a.time_last_update_utc).toISOString().slice(0, 10)
        : new Date().toISOString().slice(0, 10),
      rates: a.rates,
    })),
]);

export function createHttpRatesProvider(url: string, timeoutMs = 4000): RatesProvider {
  return {
    async latest(base) {
      const target = new URL(url);
      if (target.searchParams.has('from')) target.searchParams.set('from', base);
      if (target.searchParams.has('base')) target.searchParams.set('base', base);
      const response = await fetch(target, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`rates provider answered ${response.status}`);
      const parsed = providerAnswer.parse(await response.json());
      if (parsed.base !== base) throw new Error(`rates provider gave base ${parsed.base}, asked ${base}`);
      // Some providers leave the base out of its own rates.
      return { ...parsed, rates: { ...parsed.rates, [base]: 1 } };
    },
  };
}
