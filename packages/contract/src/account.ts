import { AGING_BUCKETS } from '@mostrador/domain';
import { z as zod } from 'zod/mini';
import { terceroQuery } from './customer';
import { deferred } from './deferred';
import { documentHead } from './documents';
import { envelope, wireAnswer } from './envelope';
import { fieldPerKey } from './key-fields';
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
export const openInvoice = deferred(() =>
  zod.object({
    facturaid: zod.int(),
    ...documentHead,
    /** Due date: fecha + the invoice's payment term. */
    vence: zod.string(),
    plazo_dias: zod.int(),
    saldo: zod.number(),
    /** Days past the due date (0 when not yet due). */
    dias_vencida: zod.int(),
  }),
);

export const accountSummary = deferred(() =>
  zod.object({
    /** The day the figures are for (the shop's time zone). */
    Fecha: zod.string(),
    /** Sum of every invoice's saldo. */
    Saldo: zod.number(),
    /** Owed on invoices past their due date, and how many. */
    Vencido: zod.number(),
    FacturasVencidas: zod.int(),
    /** What is owed by the age of each invoice (days since its date). */
    Edades: zod.object(fieldPerKey(AGING_BUCKETS, () => zod.number())),
    /** Credit limit, null when the customer has none. */
    CupoCredito: zod.nullable(zod.number()),
    /** Limit minus balance (negative when over the limit), null without a limit. */
    CupoDisponible: zod.nullable(zod.number()),
    /** True: an order past the credit left, or with overdue invoices, is refused (else only warned about). */
    BloqueoCredito: zod.boolean(),
    /**
     * True: the credit limit is not known to the shop (the ERP keeps it and its wire does not give it), so
     * CupoCredito and CupoDisponible are null without meaning "no limit".
     */
    CupoDesconocido: zod.optional(zod.boolean()),
    /** The invoices still owed, oldest first. */
    Pendientes: zod.array(openInvoice),
  }),
);
export type AccountSummary = zod.infer<typeof accountSummary>;
export const accountSummaryResponse = deferred(() => envelope(accountSummary));
export const accountSummaryAnswer = wireAnswer(accountSummaryResponse, (a) => a.Datos);

/** GET EstadoCuentaApi/Extracto: both dates required and inclusive; desde <= hasta. */
export const statementQuery = deferred(() =>
  queryWith(terceroQuery, {
    desde: queryDate(),
    hasta: queryDate(),
  }),
);
export type StatementQuery = zod.input<typeof statementQuery>;

export const statementLine = deferred(() =>
  zod.object({
    Fecha: zod.string(),
    Tipo: zod.enum(['factura', 'recibo']),
    Documento: zod.string(),
    /** An invoice's total. */
    Debito: zod.number(),
    /** A receipt's amount. */
    Credito: zod.number(),
    /** The balance after this line. */
    Saldo: zod.number(),
  }),
);
export type StatementLine = zod.infer<typeof statementLine>;

export const statement = deferred(() =>
  zod.object({
    Tercero: zod.string(),
    Nit: zod.string(),
    Desde: zod.string(),
    Hasta: zod.string(),
    /** Invoices minus receipts before Desde. */
    SaldoInicial: zod.number(),
    Movimientos: zod.array(statementLine),
    TotalFacturas: zod.number(),
    TotalRecibos: zod.number(),
    /** SaldoInicial + TotalFacturas - TotalRecibos. */
    SaldoFinal: zod.number(),
  }),
);
export type Statement = zod.infer<typeof statement>;
export const statementResponse = deferred(() => envelope(statement));
export const statementAnswer = wireAnswer(statementResponse, (a) => a.Datos);

/** GET EstadoCuentaApi/ExtractoEnlace?terceroid&desde&hasta&lang: a link to the printable statement. */
export const statementLinkQuery = deferred(() =>
  queryWith(statementQuery, {
    lang: zod.pipe(queryText(2), zod.optional(reportLanguage)),
  }),
);
export type StatementLinkQuery = zod.input<typeof statementLinkQuery>;

/**
 * GET /ReporteApp/EstadoCuenta/ImprimirExtracto?terceroid&desde&hasta&lang: the statement as a printable page,
 * for the session's customer, or by `exp` + `firma` of a link from EstadoCuentaApi/ExtractoEnlace.
 */
export const statementReportQuery = deferred(() => queryWith(statementQuery, printableParams));
export type StatementReportQuery = zod.input<typeof statementReportQuery>;
