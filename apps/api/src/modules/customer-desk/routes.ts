// The customer desk (issue 50, customers): the list and search, a customer created and edited (price level,
// credit limit and block, branches, tax data), the link to set a password sent by mail, a customer's orders
// and statement. Sales and owners only. /staff/api/customers...
import { deskEndpoints } from '@mostrador/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerOf } from '../../db/read-models/ledger';
import { staffSessionOf } from '../../db/staff-sessions';
import { unauthorized } from '../../lib/errors';
import { withListDefaults } from '../../lib/list-query';
import { mailLinkOrigin } from '../../lib/public-origin';
import { setSessionCookie } from '../../plugins/auth';
import { type Desk, deskRoutes, STAFF_COOKIE, STAFF_LOGIN_REQUIRED, staffOf } from '../../plugins/staff-auth';
import type { ModuleOptions, RemoteDocuments } from '../../types';
import { createCustomerDeskRepository } from './repository';
import { type CustomerDeskService, createCustomerDeskService } from './service';

export interface CustomerDeskOptions extends ModuleOptions {
  /** The server's secret: the password links' tokens are made from it. */
  secret: string;
  /** With an ERP: the customers' documents (their statements) are read from it. */
  remote?: RemoteDocuments | undefined;
}

const SALES = { roles: ['owner', 'sales'] } as const;

function readRoutes(desk: Desk, service: CustomerDeskService, erpMode: boolean) {
  desk.get(deskEndpoints.cities, SALES, 'The cities a branch may be in', async () => ({
    Status: true as const,
    cities: await service.cities(),
  }));

  desk.get(
    deskEndpoints.customers,
    SALES,
    'Customers, searched (name, NIT, login, e-mail), sorted and paged',
    async (request) => {
      const filter = withListDefaults(request.query, 'name', 'asc');
      return { Status: true as const, ...(await service.list(filter)), erpMode };
    },
  );

  desk.get(deskEndpoints.customer, SALES, 'A customer and its branches', async (request) => ({
    Status: true as const,
    customer: await service.detail(request.params.id),
    erpMode,
  }));

  desk.get(deskEndpoints.customerOrders, SALES, "A customer's orders, newest first", async (request) => {
    const { page = 1, pageSize = 25 } = request.query;
    return { Status: true as const, ...(await service.orders(request.params.id, page, pageSize)) };
  });

  desk.get(
    deskEndpoints.customerStatement,
    SALES,
    "A customer's statement of a date range (opening, invoices and receipts, closing)",
    async (request) => ({
      Status: true as const,
      ...(await service.statement(request.params.id, request.query.from, request.query.to)),
    }),
  );
}

function writeRoutes(
  desk: Desk,
  service: CustomerDeskService,
  options: CustomerDeskOptions,
  erpMode: boolean,
) {
  desk.post(
    deskEndpoints.customerCreate,
    SALES,
    'A new customer with its branches (no password until its invitation is used)',
    async (request) => {
      const id = await service.create(staffOf(request), request.body);
      return { Status: true as const, customer: await service.detail(id), erpMode };
    },
  );

  desk.post(
    deskEndpoints.customerEdit,
    SALES,
    'Edit a customer: tax data, login, price level, credit limit and block, branches',
    async (request) => {
      await service.edit(staffOf(request), request.params.id, request.body);
      return { Status: true as const, customer: await service.detail(request.params.id), erpMode };
    },
  );

  desk.post(
    deskEndpoints.customerLink,
    SALES,
    'Mail the customer a link to set a password (single use, 72 hours): an invitation or a reset',
    async (request) => {
      const origin = mailLinkOrigin(options.config);
      const sent = await service.sendLink(staffOf(request), request.params.id, {
        language: request.body.language,
        origin,
      });
      options.mail?.kick();
      return { Status: true as const, ...sent };
    },
  );
}

function actRoute(desk: Desk, service: CustomerDeskService, options: CustomerDeskOptions) {
  desk.post(
    deskEndpoints.customerAct,
    SALES,
    "Order as this customer: this browser's shop gets a session of the customer acting for it (an hour at most, ended with the staff session)",
    async (request, reply) => {
      const own = await staffSessionOf(options.db, request.cookies[STAFF_COOKIE] ?? '', options.now());
      if (!own) throw unauthorized(STAFF_LOGIN_REQUIRED);
      const opened = await service.act(staffOf(request), request.params.id, own);
      setSessionCookie(request, reply, opened.token, opened.expiresAt);
      request.log.info({ terceroid: request.params.id, staff: staffOf(request).usuario }, 'staff acts');
      return { Status: true as const, expires: opened.expiresAt.toISOString() };
    },
  );
}

export const customerDeskRoutes: FastifyPluginAsyncZod<CustomerDeskOptions> = async (app, options) => {
  const erpMode = options.config.erp !== undefined;
  const service = createCustomerDeskService(createCustomerDeskRepository(options.db), options.db, {
    now: options.now,
    erpMode,
    secret: options.secret,
    ledger: options.remote && ledgerOf(options.remote.ledger),
  });

  const desk = deskRoutes(app, 'staff customers');
  readRoutes(desk, service, erpMode);
  writeRoutes(desk, service, options, erpMode);
  actRoute(desk, service, options);
};
