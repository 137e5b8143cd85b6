import { publicEndpoints } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { publicRoutes } from '../../plugins/public-routes';
import type { ModuleOptions } from '../../types';
import type { RatesProvider } from './provider';
import { createRatesRepository } from './repository';
import { createRatesService } from './service';

export interface RatesModuleOptions extends ModuleOptions {
  provider: RatesProvider;
}

/** GET MonedaApi/GetTasas: exchange rates from the shop's base currency, BASE_CURRENCY ({base, date, rates}). */
export const ratesRoutes: FastifyPluginAsyncZod<RatesModuleOptions> = async (app, options) => {
  const { base } = options.config.currency;
  const service = createRatesService(
    options.provider,
    createRatesRepository(options.db),
    app.log,
    options.now,
  );
  publicRoutes(app, 'currency').get(
    publicEndpoints.tasas,
    "Exchange rates from the shop's base currency (BASE_CURRENCY, USD by default; the only base served): the provider's, or the last stored ones when it cannot be reached",
    async (request) => {
      if ((request.query.base ?? base) !== base)
        throw badRequest(`Parámetro inválido: base debe ser ${base}, la moneda de la tienda`);
      return service.latest(base);
    },
  );
};
