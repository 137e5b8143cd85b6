// The shop's health for its staff (issue 50 item 5): the database, the catalogue's version, the mail outbox
// and its worker, the ERP connector and its outbox, each with a level the console puts in plain words. A
// worker is judged by what it leaves behind: messages or orders due more than LATE_MS ago and still waiting.
import type { ErpHealth } from '@mostrador/contract';
import {
  type HealthLevel,
  healthLevels,
  healthResponse,
  type ShopHealth,
  staffPaths,
} from '@mostrador/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { catalogueVersion } from '../../db/catalogue-version';
import type { Database } from '../../db/database';
import { replies } from '../../lib/replies';
import { ALL_STAFF } from '../../plugins/staff-auth';
import type { ModuleOptions } from '../../types';

export interface ConsoleHealthOptions extends ModuleOptions {
  databaseKind: 'pglite' | 'postgres';
  /** With an ERP connected: the connector's state. */
  erpHealth?: (() => Promise<ErpHealth>) | undefined;
}

/** A message or order due this long ago and still waiting means its worker is not getting through. */
export const LATE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

const worst = (...levels: HealthLevel[]): HealthLevel =>
  healthLevels[Math.max(...levels.map((l) => healthLevels.indexOf(l)))] ?? 'ok';

async function catalogue(db: Database): Promise<ShopHealth['catalogue']> {
  const row = await db
    .selectFrom('productos')
    .select([
      sql<number>`count(*)::int`.as('all'),
      sql<number>`count(*) FILTER (WHERE activo)::int`.as('published'),
    ])
    .executeTakeFirstOrThrow();
  return {
    level: row.published > 0 ? 'ok' : 'warning',
    version: await catalogueVersion(db),
    products: row.all,
    published: row.published,
  };
}

async function mail(db: Database, at: Date, smtp: boolean): Promise<ShopHealth['mail']> {
  const late = new Date(at.getTime() - LATE_MS);
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      sql<number>`count(*) FILTER (WHERE state IN ('queued', 'sending'))::int`.as('waiting'),
      sql<number>`count(*) FILTER (WHERE state IN ('queued', 'sending') AND next_try < ${late})::int`.as(
        'late',
      ),
      sql<Date | null>`min(created_at) FILTER (WHERE state IN ('queued', 'sending'))`.as('oldest'),
      sql<number>`count(*) FILTER (WHERE state = 'failed')::int`.as('failed'),
      sql<number>`count(*) FILTER (WHERE state = 'bounced')::int`.as('bounced'),
      sql<number>`count(*) FILTER (WHERE state = 'sent' AND sent_at > ${new Date(at.getTime() - DAY_MS)})::int`.as(
        'sent',
      ),
    ])
    .executeTakeFirstOrThrow();
  const error = await db
    .selectFrom('mail_outbox')
    .select('last_error')
    .where('last_error', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    level: row.late > 0 ? 'problem' : row.failed > 0 || row.bounced > 0 ? 'warning' : 'ok',
    transport: smtp ? 'smtp' : 'files',
    waiting: row.waiting,
    late: row.late,
    oldestWaiting: row.oldest ? new Date(row.oldest).toISOString() : null,
    failed: row.failed,
    bounced: row.bounced,
    sentLastDay: row.sent,
    lastError: error?.last_error ?? null,
  };
}

async function erp(
  db: Database,
  at: Date,
  health: ErpHealth,
  syncMinutes: number,
): Promise<NonNullable<ShopHealth['erp']>> {
  const late = new Date(at.getTime() - LATE_MS);
  const row = await db
    .selectFrom('erp_outbox')
    .select([
      sql<number>`count(*) FILTER (WHERE estado = 'pendiente')::int`.as('waiting'),
      sql<number>`count(*) FILTER (WHERE estado = 'pendiente' AND proximo_intento < ${late})::int`.as('late'),
      sql<number>`count(*) FILTER (WHERE estado = 'rechazado')::int`.as('refused'),
    ])
    .executeTakeFirstOrThrow();
  // A sync older than three rounds (and at least an hour) is stale; none at all is a problem.
  const staleAfter = Math.max(3 * syncMinutes * 60, 3600);
  const age = health.EdadSincronizacionSegundos;
  const sync: HealthLevel = age === null ? 'problem' : age > staleAfter ? 'warning' : 'ok';
  return {
    level: worst(sync, row.late > 0 ? 'problem' : 'ok', row.refused > 0 ? 'warning' : 'ok'),
    lastSync: health.UltimaSync,
    syncAgeSeconds: age,
    products: health.ProductosSincronizados,
    waiting: row.waiting,
    late: row.late,
    refused: row.refused,
    lastError: health.UltimoError,
    lastErrorAt: health.UltimoErrorFecha,
  };
}

export const consoleHealthRoutes: FastifyPluginAsyncZod<ConsoleHealthOptions> = async (app, options) => {
  const { db, config } = options;
  app.get(
    `/${staffPaths.health}`,
    {
      config: { staff: { roles: ALL_STAFF } },
      schema: {
        tags: ['staff health'],
        summary: 'The shop’s health: database, catalogue, mail outbox, ERP connector and its outbox',
        response: replies(healthResponse),
      },
    },
    async () => {
      const at = options.now();
      const erpHealth = options.erpHealth ? await options.erpHealth() : undefined;
      return {
        Status: true as const,
        checkedAt: at.toISOString(),
        database: {
          level: 'ok' as const,
          kind: options.databaseKind === 'postgres' ? ('postgres' as const) : ('embedded' as const),
        },
        catalogue: await catalogue(db),
        mail: await mail(db, at, config.mail.smtpUrl !== undefined),
        erp: erpHealth && config.erp ? await erp(db, at, erpHealth, config.erp.syncMinutes) : null,
      };
    },
  );
};
