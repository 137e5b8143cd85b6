// The order desk (issue 50, orders): the inbox of web orders, an order's page, its states, the CSV export
// and, with an ERP, "try now" on an order waiting for it. /staff/api/orders...

import { setTimeout as delay } from 'node:timers/promises';
import { deskEndpoints, orderInboxQuery, staffPaths } from '@mostrador/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withListDefaults } from '../../lib/list-query';
import { ALL_STAFF, consoleDownload, deskRoutes, staffOf } from '../../plugins/staff-auth';
import type { ModuleOptions } from '../../types';
import { toCsv } from './csv';
import { createOrderDeskRepository, type InboxFilter } from './repository';
import { createOrderDeskService } from './service';

export interface OrderDeskOptions extends ModuleOptions {
  /** With an ERP: its outbox; "try now" waits (5 s at most) for the delivery that tries the order. */
  outbox?: { deliver(): Promise<unknown> } | undefined;
}

const TAG = 'staff orders';
const ANY = { roles: ALL_STAFF };
/** The CSV export's largest list. */
const CSV_ROWS = 10_000;
/** The longest "try now" waits for the outbox's delivery before it answers with the order as it stands. */
const RETRY_WAIT_MS = 5_000;

type InboxQuery = Omit<InboxFilter, 'sort' | 'dir' | 'page' | 'pageSize'> & Partial<InboxFilter>;
const filterOf = (q: InboxQuery): InboxFilter => withListDefaults(q, 'date', 'desc');

export const orderDeskRoutes: FastifyPluginAsyncZod<OrderDeskOptions> = async (app, options) => {
  const erpMode = options.config.erp !== undefined;
  const service = createOrderDeskService(
    createOrderDeskRepository(options.db),
    options.db,
    options.now,
    erpMode,
  );
  const desk = deskRoutes(app, TAG);

  desk.get(
    deskEndpoints.orders,
    ANY,
    'Web orders, newest first, filtered, sorted and paged',
    async (request) => ({
      Status: true as const,
      ...(await service.inbox(filterOf(request.query))),
      erpMode,
    }),
  );

  app.get(
    `/${staffPaths.ordersCsv}`,
    consoleDownload(TAG, ANY, 'The filtered list as CSV (up to 10,000 orders)', {
      querystring: orderInboxQuery,
    }),
    async (request, reply) => {
      const { orders } = await service.inbox({ ...filterOf(request.query), page: 1, pageSize: CSV_ROWS });
      reply.header('Content-Disposition', 'attachment; filename="orders.csv"');
      return reply.type('text/csv; charset=utf-8').send(toCsv(orders));
    },
  );

  desk.get(
    deskEndpoints.order,
    ANY,
    'A web order: lines, customer, delivery, note, ERP delivery',
    async (request) => ({ Status: true as const, order: await service.detail(request.params.id) }),
  );

  desk.post(
    deskEndpoints.orderState,
    ANY,
    'Move an order to its next state, or cancel it with a reason (its stock goes back)',
    async (request) => ({
      Status: true as const,
      order: await service.move(staffOf(request), request.params.id, request.body.state, request.body.reason),
    }),
  );

  desk.post(
    deskEndpoints.orderRetry,
    { roles: ['owner', 'sales'] },
    'Send an order waiting for the ERP now; answers the order once that try is over',
    async (request) => {
      await service.retryNow(staffOf(request), request.params.id);
      // A failed try is the order's to show (its tries and last error), not this request's. A backlog after an
      // outage is the outbox's to work through: the page waits for it at most RETRY_WAIT_MS.
      const delivered = options.outbox?.deliver().catch(() => undefined);
      await Promise.race([delivered, delay(RETRY_WAIT_MS, undefined, { ref: false })]);
      return { Status: true as const, order: await service.detail(request.params.id) };
    },
  );
};
