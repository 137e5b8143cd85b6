import {
  accountPaths,
  accountSummaryQuery,
  accountSummaryResponse,
  statementQuery,
  statementResponse,
} from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerSchema } from '../../lib/replies';
import { ownCustomer, requireCustomer } from '../../plugins/auth';
import type { ModuleOptions } from '../../types';
import { createAccountService } from './service';

/** The logged-in customer's account: the /home cockpit and the statement (the shop's own endpoints). */
export const accountRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const service = createAccountService(options.db, options.now);
  app.addHook('onRequest', requireCustomer);

  app.get(
    `/${accountPaths.summary}`,
    {
      schema: customerSchema(
        'account',
        'Balance owed (sum of saldo), overdue amount and count (by due date = fecha + plazo_dias), aging by ' +
          'invoice age (0-30, 31-60, 61-90, 90+ days), credit limit and credit left, and the open invoices',
        accountSummaryQuery,
        accountSummaryResponse,
      ),
    },
    async (request) => {
      const { terceroid } = ownCustomer(request, request.query.terceroid);
      return { Status: true, Datos: await service.summary(terceroid) };
    },
  );

  app.get(
    `/${accountPaths.statement}`,
    {
      schema: customerSchema(
        'account',
        'Statement of desde..hasta (inclusive): opening balance (invoices minus receipts before desde), each ' +
          'invoice (debit) and receipt (credit) with the running balance, totals and the closing balance',
        statementQuery,
        statementResponse,
      ),
    },
    async (request) => {
      const { terceroid } = ownCustomer(request, request.query.terceroid);
      return {
        Status: true,
        Datos: await service.statement(terceroid, request.query.desde, request.query.hasta),
      };
    },
  );
};
