// The audit log for owners (issue 50 item 6): every staff change, newest first, filtered. Read only: the
// table itself refuses any change (migration 500).
import { auditQuery, auditResponse, staffPaths } from '@mostrador/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { consoleRoutes } from '../../plugins/staff-auth';
import type { ModuleOptions } from '../../types';

export const auditRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  app.get(
    `/${staffPaths.audit}`,
    consoleRoutes('staff audit')(
      { roles: ['owner'] },
      'Staff changes (who, when, what, before → after), newest first',
      auditResponse,
      { querystring: auditQuery },
    ),
    async (request) => {
      const q = request.query;
      const pageSize = q.pageSize ?? 50;
      let query = options.db.selectFrom('auditoria');
      if (q.user) query = query.where(sql<string>`lower(usuario)`, '=', q.user.toLowerCase());
      if (q.action) query = query.where('accion', 'like', `${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      if (q.entity) query = query.where('entidad', '=', q.entity);
      if (q.entityId) query = query.where('entidad_id', '=', q.entityId);
      if (q.from) query = query.where('fecha', '>=', new Date(`${q.from}T00:00:00Z`));
      if (q.to) query = query.where('fecha', '<', new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000));
      const rows = await query
        .selectAll()
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(((q.page ?? 1) - 1) * pageSize)
        .execute();
      const count = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      return {
        Status: true as const,
        total: count.n,
        entries: rows.map((r) => ({
          id: String(r.id),
          at: r.fecha.toISOString(),
          user: r.usuario,
          action: r.accion,
          entity: r.entidad,
          entityId: r.entidad_id,
          before: r.antes,
          after: r.despues,
        })),
      };
    },
  );
};
