import { publicEndpoints } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRoutes } from '../../plugins/public-routes';
import type { ModuleOptions } from '../../types';
import { createNewsletterRepository } from './repository';

/** POST BoletinApi/SuscripcionCreate {Email, Idioma}: the newsletter of the home pages (no session needed). */
export const newsletterRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const repository = createNewsletterRepository(options.db);
  // Subscriptions one address may send a minute (NEWSLETTER_RATE_LIMIT, counted in the database): enough for
  // typos, not for a list.
  const route = publicRoutes(app, 'newsletter', options.config.newsletterRateLimit);

  route.post(
    publicEndpoints.suscripcion,
    'Subscribe an e-mail address to the offers (the same answer for a new and a known address)',
    async (request) => {
      const { Email, Idioma } = request.body;
      await repository.subscribe(Email, Idioma);
      return { Status: true, Msj: 'Suscripción registrada', Datos: { Email } };
    },
  );
};
