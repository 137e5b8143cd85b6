import { type ErpHealth, healthEnvelope, paths } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { unavailable } from '../../lib/errors';
import { replies } from '../../lib/replies';
import type { ModuleOptions } from '../../types';

export interface HealthOptions extends ModuleOptions {
  /** With an ERP connected: the connector's state. */
  erpHealth?: (() => Promise<ErpHealth>) | undefined;
}

/** GET /apiGold/health: {Status:true} once the server and its database answer; with an ERP, its connector's state. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { db, erpHealth }) => {
  app.get(
    `/${paths.health}`,
    {
      schema: {
        tags: ['health'],
        summary:
          "Liveness: the server and its database answer; with an ERP connected, Erp: the last sync, its age, the orders waiting for the ERP and the connector's last error",
        response: replies(healthEnvelope),
      },
    },
    async () => {
      try {
        await sql`SELECT 1`.execute(db);
      } catch {
        throw unavailable('La base de datos no responde');
      }
      return erpHealth ? { Status: true, Erp: await erpHealth() } : { Status: true };
    },
  );
};
