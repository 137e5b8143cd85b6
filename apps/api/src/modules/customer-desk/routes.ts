// The customer desk (issue 50, customers): the list and search, a customer created and edited (price level,
// credit limit and block, branches, tax data), the link to set a password sent by mail, a customer's orders
// and statement. Sales and owners only. /staff/api/customers...
import {
  citiesResponse,
  customerActResponse,
  customerBody,
  customerDetailResponse,
  customerInviteBody,
  customerInviteResponse,
  customerListQuery,
  customerListResponse,
  customerOrdersQuery,
  customerOrdersResponse,
  customerStatementQuery,
  customerStatementResponse,
  idParams,
  staffPaths,
} from '@mostrador/contract/console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerOf } from '../../db/read-models/ledger';
import { staffSessionOf } from '../../db/staff-sessions';
import { unauthorized } from '../../lib/errors';
import { withListDefaults } from '../../lib/list-query';
import { mailLinkOrigin } from '../../lib/public-origin';
import { setSessionCookie } from '../../plugins/auth';
import { consoleRoutes, STAFF_COOKIE, STAFF_LOGIN_REQUIRED, staffOf } from '../../plugins/staff-auth';
import type { App, ModuleOptions, RemoteDocuments } from '../../types';
import { createCustomerDeskRepository } from './repository';
import { type CustomerDeskService, createCustomerDeskService } from './service';

export interface CustomerDeskOptions extends ModuleOptions {
  /** The server's secret: the password links' tokens are made from it. */
  secret: string;
  /** With an ERP: the customers' documents (their statements) are read from it. */
  remote?: RemoteDocuments | undefined;
}

const route = consoleRoutes('staff customers');
const SALES = { roles: ['owner', 'sales'] } as const;

function readRoutes(app: App, service: CustomerDeskService, erpMode: boolean) {
  app.get(
    `/${staffPaths.cities}`,
    route(SALES, 'The cities a branch may be in', citiesResponse),
    async () => ({ Status: true as const, cities: await service.cities() }),
  );

  app.get(
    `/${staffPaths.customers}`,
    route(SALES, 'Customers, searched (name, NIT, login, e-mail), sorted and paged', customerListResponse, {
      querystring: customerListQuery,
    }),
    async (request) => {
      const filter = withListDefaults(request.query, 'name', 'asc');
      return { Status: true as const, ...(await service.list(filter)), erpMode };
    },
  );

  app.get(
    `/${staffPaths.customer}`,
    route(SALES, 'A customer and its branches', customerDetailResponse, { params: idParams }),
    async (request) => ({
      Status: true as const,
      customer: await service.detail(request.params.id),
      erpMode,
    }),
  );

  app.get(
    `/${staffPaths.customerOrders}`,
    route(SALES, "A customer's orders, newest first", customerOrdersResponse, {
      params: idParams,
      querystring: customerOrdersQuery,
    }),
    async (request) => {
      const { page = 1, pageSize = 25 } = request.query;
      return { Status: true as const, ...(await service.orders(request.params.id, page, pageSize)) };
    },
  );

  app.get(
    `/${staffPaths.customerStatement}`,
    route(
      SALES,
      "A customer's statement of a date range (opening, invoices and receipts, closing)",
      customerStatementResponse,
      { params: idParams, querystring: customerStatementQuery },
    ),
    async (request) => ({
      Status: true as const,
      ...(await service.statement(request.params.id, request.query.from, request.query.to)),
    }),
  );
}

function writeRoutes(app: App, service: CustomerDeskService, options: CustomerDeskOptions, erpMode: boolean) {
  app.post(
    `/${staffPaths.customers}`,
    route(
      SALES,
      'A new customer with its branches (no password until its invitation is used)',
      customerDetailResponse,
      { body: customerBody },
    ),
    async (request) => {
      const id = await service.create(staffOf(request), request.body);
      return { Status: true as const, customer: await service.detail(id), erpMode };
    },
  );

  app.post(
    `/${staffPaths.customer}`,
    route(
      SALES,
      'Edit a customer: tax data, login, price level, credit limit and block, branches',
      customerDetailResponse,
      { params: idParams, body: customerBody },
    ),
    async (request) => {
      await service.edit(staffOf(request), request.params.id, request.body);
      return { Status: true as const, customer: await service.detail(request.params.id), erpMode };
    },
  );

  app.post(
    `/${staffPaths.customerLink}`,
    route(
      SALES,
      'Mail the customer a link to set a password (single use, 72 hours): an invitation or a reset',
      customerInviteResponse,
      { params: idParams, body: customerInviteBody },
    ),
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

function actRoute(app: App, service: CustomerDeskService, options: CustomerDeskOptions) {
  app.post(
    `/${staffPaths.customerAct}`,
    route(
      SALES,
      "Order as this customer: this browser's shop gets a session of the customer acting for it (an hour at most, ended with the staff session)",
      customerActResponse,
      { params: idParams },
    ),
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

  readRoutes(app, service, erpMode);
  writeRoutes(app, service, options, erpMode);
  actRoute(app, service, options);
};
