import { paths, ratesQuery, ratesResponse } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replies } from '../../lib/replies';
import type { ModuleOptions } from '../../types';
import type { RatesProvider } from './provider';
import { createRatesRepository } from './repository';
import { createRatesService } from './service';

export interface RatesModuleOptions extends ModuleOptions {
  provider: RatesProvider;
}

/** GET MonedaApi/GetTasas: exchange rates from base USD ({base, date, rates}). */
export const ratesRoutes: FastifyPluginAsyncZod<RatesModuleOptions> = async (app, options) => {
  const service = createRatesService(
    options.provider,
    createRatesRepository(options.db),
    app.log,
    options.now,
  );
  app.get(
    `/${paths.tasas}`,
    {
      schema: {
        tags: ['currency'],
        summary:
          "Exchange rates for base USD: the provider's, or the last stored ones when it cannot be reached",
        querystring: ratesQuery,
        response: replies(ratesResponse),
      },
    },
    async (request) => service.latest(request.query.base ?? 'USD'),
  );
};
