import { type AccountSummary, endpoints, type Statement, type StatementLine } from '@mostrador/contract';
import { type AccountStatement, toMajor } from '@mostrador/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerOf } from '../../db/read-models/ledger';
import { customerRoutes } from '../../plugins/customer-routes';
import type { ModuleOptions, RemoteDocuments } from '../../types';
import { type AccountFigures, createAccountService } from './service';

/**
 * The cockpit's figures on the wire (major units). `limitsElsewhere`: an ERP keeps the customers' credit limits
 * (a limit the shop has not been given is unknown, not none).
 */
function wireSummary(a: AccountFigures, limitsElsewhere: boolean): AccountSummary {
  return {
    Fecha: a.today,
    Saldo: toMajor(a.owed),
    Vencido: toMajor(a.overdue.amount),
    FacturasVencidas: a.overdue.count,
    Edades: {
      d0_30: toMajor(a.aging.d0_30),
      d31_60: toMajor(a.aging.d31_60),
      d61_90: toMajor(a.aging.d61_90),
      d90plus: toMajor(a.aging.d90plus),
    },
    CupoCredito: a.creditLimit === null ? null : toMajor(a.creditLimit),
    CupoDisponible: a.creditAvailable === null ? null : toMajor(a.creditAvailable),
    BloqueoCredito: a.creditBlock,
    CupoDesconocido: limitsElsewhere && a.creditLimit === null,
    Pendientes: a.openInvoices.map((i) => ({
      facturaid: i.id,
      prefijo: i.prefijo,
      numero: i.numero,
      fecha: i.date,
      vence: i.dueDate,
      plazo_dias: i.term,
      saldo: toMajor(i.balance),
      dias_vencida: i.daysOverdue,
    })),
  };
}

/** A statement on the wire (major units). */
function wireStatement(s: AccountStatement): Statement {
  return {
    Tercero: s.customer.name,
    Nit: s.customer.nit,
    Desde: s.from,
    Hasta: s.to,
    SaldoInicial: toMajor(s.opening),
    Movimientos: s.moves.map(
      (m): StatementLine => ({
        Fecha: m.date,
        Tipo: m.kind,
        Documento: m.document,
        Debito: toMajor(m.debit),
        Credito: toMajor(m.credit),
        Saldo: toMajor(m.balance),
      }),
    ),
    TotalFacturas: toMajor(s.invoiced),
    TotalRecibos: toMajor(s.received),
    SaldoFinal: toMajor(s.closing),
  };
}

export interface AccountModuleOptions extends ModuleOptions {
  /** With an ERP connected: the account is figured from the ERP's invoices and receipts. */
  remote?: RemoteDocuments | undefined;
}

/** The logged-in customer's account: the /home cockpit and the statement (the shop's own endpoints). */
export const accountRoutes: FastifyPluginAsyncZod<AccountModuleOptions> = async (app, options) => {
  const { remote } = options;
  const service = createAccountService(options.db, options.now, remote && ledgerOf(remote.ledger));
  const route = customerRoutes(app, 'account');

  route.get(
    endpoints.accountSummary,
    'Balance owed (sum of saldo), overdue amount and count (by due date = fecha + plazo_dias), aging by ' +
      'invoice age (0-30, 31-60, 61-90, 90+ days), credit limit and credit left, and the open invoices',
    async (_request, { customerId }) => {
      return { Status: true, Datos: wireSummary(await service.summary(customerId), remote !== undefined) };
    },
  );

  route.get(
    endpoints.statement,
    'Statement of desde..hasta (inclusive): opening balance (invoices minus receipts before desde), each ' +
      'invoice (debit) and receipt (credit) with the running balance, totals and the closing balance',
    async (request, { customerId }) => {
      return {
        Status: true,
        Datos: wireStatement(await service.statement(customerId, request.query.desde, request.query.hasta)),
      };
    },
  );
};
