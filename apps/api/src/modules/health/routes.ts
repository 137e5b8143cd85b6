import { type ErpHealth, healthEnvelope, paths } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { unavailable } from '../../lib/errors';
import { replies } from '../../lib/replies';
import type { ModuleOptions } from '../../types';

export interface HealthOptions extends ModuleOptions {
  /** With an ERP connected: the connector's state. */
  erpHealth?: (() => Promise<ErpHealth>) | undefined;
  /** With a read replica (DATABASE_READ_URL): how far behind it is, in seconds. */
  replicaLag?: (() => Promise<number | null>) | undefined;
}

/**
 * GET /apiGold/health: {Status:true} once the server and its database answer; with an ERP, its connector's
 * state; with a read replica, its lag.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { db, erpHealth, replicaLag },
) => {
  app.get(
    `/${paths.health}`,
    {
      schema: {
        tags: ['health'],
        summary:
          "Liveness: the server and its database answer; with an ERP connected, Erp: the last sync, its age, the orders waiting for the ERP and the connector's last error; with a read replica, Replica: how many seconds its data is behind",
        response: replies(healthEnvelope),
      },
    },
    async () => {
      try {
        await sql`SELECT 1`.execute(db);
      } catch {
        throw unavailable('La base de datos no responde');
      }
      return {
        Status: true,
        ...(erpHealth ? { Erp: await erpHealth() } : {}),
        ...(replicaLag ? { Replica: { RetrasoSegundos: await replicaLag().catch(() => null) } } : {}),
      };
    },
  );
};
