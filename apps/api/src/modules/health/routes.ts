import { healthEnvelope, paths } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { unavailable } from '../../lib/errors';
import { replies } from '../../lib/replies';
import type { ModuleOptions } from '../../types';

/** GET /apiGold/health: {Status:true} once the server and its database answer. */
export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db }) => {
  app.get(
    `/${paths.health}`,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the server and its database answer',
        response: replies(healthEnvelope),
      },
    },
    async () => {
      try {
        await sql`SELECT 1`.execute(db);
      } catch {
        throw unavailable('La base de datos no responde');
      }
      return { Status: true };
    },
  );
};
