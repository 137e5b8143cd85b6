import { z } from 'zod/mini';
import { terceroQuery } from './customer';
import { documentHead } from './documents';
import { envelope, wireAnswer } from './envelope';
import { printableParams, reportLanguage } from './orders';
import { queryDate, queryText, queryWith } from './query';

/**
 * The customer's account (the shop's own endpoints, not the ERP's): the cockpit of /home (balance, overdue,
 * aging, credit) and the statement of a date range. Amounts are decimals in major units; dates YYYY-MM-DD.
 */
export const accountPaths = {
  summary: 'EstadoCuentaApi/Resumen',
  statement: 'EstadoCuentaApi/Extracto',
  /** A signed link to the printable statement, for a new tab (which cannot send the bearer token). */
  statementLink: 'EstadoCuentaApi/ExtractoEnlace',
} as const;

/** The printable statement, on the host root beside the ERP's printable documents (the shop's own). */
export const statementReportPath = '/ReporteApp/EstadoCuenta/ImprimirExtracto';

/** An invoice still owed, with its due date. */
export const openInvoice = z.object({
  facturaid: z.int(),
  ...documentHead,
  /** Due date: fecha + the invoice's payment term. */
  vence: z.string(),
  plazo_dias: z.int(),
  saldo: z.number(),
  /** Days past the due date (0 when not yet due). */
  dias_vencida: z.int(),
});
export type OpenInvoiceWire = z.infer<typeof openInvoice>;

export const accountSummary = z.object({
  /** The day the figures are for (the shop's time zone). */
  Fecha: z.string(),
  /** Sum of every invoice's saldo. */
  Saldo: z.number(),
  /** Owed on invoices past their due date, and how many. */
  Vencido: z.number(),
  FacturasVencidas: z.int(),
  /** What is owed by the age of each invoice (days since its date). */
  Edades: z.object({ d0_30: z.number(), d31_60: z.number(), d61_90: z.number(), d90plus: z.number() }),
  /** Credit limit, null when the customer has none. */
  CupoCredito: z.nullable(z.number()),
  /** Limit minus balance (negative when over the limit), null without a limit. */
  CupoDisponible: z.nullable(z.number()),
  /** True: an order past the credit left, or with overdue invoices, is refused (else only warned about). */
  BloqueoCredito: z.boolean(),
  /** The invoices still owed, oldest first. */
  Pendientes: z.array(openInvoice),
});
export type AccountSummary = z.infer<typeof accountSummary>;
export const accountSummaryQuery = terceroQuery;
export const accountSummaryResponse = envelope(accountSummary);
export const accountSummaryAnswer = wireAnswer(accountSummaryResponse, (a) => a.Datos);

/** GET EstadoCuentaApi/Extracto: both dates required and inclusive; desde <= hasta. */
export const statementQuery = queryWith(terceroQuery, {
  desde: queryDate(),
  hasta: queryDate(),
});
export type StatementQuery = z.input<typeof statementQuery>;

export const statementLine = z.object({
  Fecha: z.string(),
  Tipo: z.enum(['factura', 'recibo']),
  Documento: z.string(),
  /** An invoice's total. */
  Debito: z.number(),
  /** A receipt's amount. */
  Credito: z.number(),
  /** The balance after this line. */
  Saldo: z.number(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statement = z.object({
  Tercero: z.string(),
  Nit: z.string(),
  Desde: z.string(),
  Hasta: z.string(),
  /** Invoices minus receipts before Desde. */
  SaldoInicial: z.number(),
  Movimientos: z.array(statementLine),
  TotalFacturas: z.number(),
  TotalRecibos: z.number(),
  /** SaldoInicial + TotalFacturas - TotalRecibos. */
  SaldoFinal: z.number(),
});
export type Statement = z.infer<typeof statement>;
export const statementResponse = envelope(statement);
export const statementAnswer = wireAnswer(statementResponse, (a) => a.Datos);

/** GET EstadoCuentaApi/ExtractoEnlace?terceroid&desde&hasta&lang: a link to the printable statement. */
export const statementLinkQuery = queryWith(statementQuery, {
  lang: z.pipe(queryText(2), z.optional(reportLanguage)),
});
export type StatementLinkQuery = z.input<typeof statementLinkQuery>;

/**
 * GET /ReporteApp/EstadoCuenta/ImprimirExtracto?terceroid&desde&hasta&lang: the statement as a printable page,
 * for the session's customer, or by `exp` + `firma` of a link from EstadoCuentaApi/ExtractoEnlace.
 */
export const statementReportQuery = queryWith(statementQuery, printableParams);
export type StatementReportQuery = z.input<typeof statementReportQuery>;
