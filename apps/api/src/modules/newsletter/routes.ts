import { paths, suscripcionBody, suscripcionQuery, suscripcionResponse } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replies } from '../../lib/replies';
import type { ModuleOptions } from '../../types';
import { createNewsletterRepository } from './repository';

/** POST BoletinApi/SuscripcionCreate {Email, Idioma}: the newsletter of the home pages (no session needed). */
export const newsletterRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const repository = createNewsletterRepository(options.db);
  app.post(
    `/${paths.suscripcion}`,
    {
      // Subscriptions one address may send a minute (NEWSLETTER_RATE_LIMIT, counted in the database): enough
      // for typos, not for a list.
      config: { rateLimit: { max: options.config.newsletterRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the offers (the same answer for a new and a known address)',
        querystring: suscripcionQuery,
        body: suscripcionBody,
        response: replies(suscripcionResponse),
      },
    },
    async (request) => {
      const { Email, Idioma } = request.body;
      await repository.subscribe(Email, Idioma);
      return { Status: true, Msj: 'Suscripción registrada', Datos: { Email } };
    },
  );
};
