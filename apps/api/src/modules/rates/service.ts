import type { Rates } from '@mostrador/contract';
import type { FastifyBaseLogger } from 'fastify';
import { unavailable } from '../../lib/errors';
import type { RatesProvider } from './provider';
import type { RatesRepository } from './repository';

/** Fresh rates are kept an hour; after a failure the provider is left alone for five minutes. */
export const FRESH_MS = 60 * 60 * 1000;
export const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

export function createRatesService(
  provider: RatesProvider,
  repository: RatesRepository,
  log: FastifyBaseLogger,
  now: () => Date,
) {
  const cache = new Map<string, { rates: Rates; at: number }>();
  const failedAt = new Map<string, number>();

  async function fromProvider(base: string): Promise<Rates | undefined> {
    const t = now().getTime();
    const failed = failedAt.get(base);
    if (failed !== undefined && t - failed < RETRY_AFTER_FAILURE_MS) return undefined;
    try {
      const rates = await provider.latest(base);
      failedAt.delete(base);
      cache.set(base, { rates, at: t });
      await repository.store(rates, now());
      return rates;
    } catch (error) {
      failedAt.set(base, t);
      log.warn({ err: error, base }, 'exchange-rate provider failed: serving the last stored rates');
      return undefined;
    }
  }

  return {
    /** The latest rates: cached, else from the provider, else the last stored ones (503 when none). */
    async latest(base: string): Promise<Rates> {
      const cached = cache.get(base);
      if (cached && now().getTime() - cached.at < FRESH_MS) return cached.rates;
      const fresh = await fromProvider(base);
      if (fresh) return fresh;
      const stored = await repository.last(base);
      if (stored) return stored;
      throw unavailable('No hay tasas de cambio disponibles por ahora');
    },
  };
}
