import { type AccountSummary, readDocumentHead, type Statement } from '@mostrador/contract';
import { type AccountStatement, type AgingBucket, type Minor, toMinor } from '@mostrador/domain';

/** An invoice still owed. */
export interface OpenInvoice {
  id: number;
  /** prefix-number, as the customer knows it. */
  number: string;
  date: string;
  dueDate: string;
  balance: Minor;
  /** Days past the due date (0 when not yet due). */
  daysOverdue: number;
}

/** The customer's account on a day: what is owed, overdue, by age, and the credit left. */
export interface AccountFigures {
  owed: Minor;
  overdue: Minor;
  overdueCount: number;
  aging: Record<AgingBucket, Minor>;
  /** Null when the customer has no credit limit. */
  creditLimit: Minor | null;
  /** Limit minus what is owed (negative past the limit); null without a limit. */
  creditAvailable: Minor | null;
  /** The limit is kept by the ERP, which does not give it: the two above are null without meaning "no limit". */
  creditLimitUnknown: boolean;
  /** True: an order past the credit left, or with overdue invoices, is refused (else only warned about). */
  creditBlock: boolean;
  /** Oldest first. */
  openInvoices: OpenInvoice[];
}

const minorOrNull = (x: number | null) => (x === null ? null : toMinor(x));

export function toAccountFigures(s: AccountSummary): AccountFigures {
  return {
    owed: toMinor(s.Saldo),
    overdue: toMinor(s.Vencido),
    overdueCount: s.FacturasVencidas,
    aging: {
      d0_30: toMinor(s.Edades.d0_30),
      d31_60: toMinor(s.Edades.d31_60),
      d61_90: toMinor(s.Edades.d61_90),
      d90plus: toMinor(s.Edades.d90plus),
    },
    creditLimit: minorOrNull(s.CupoCredito),
    creditAvailable: minorOrNull(s.CupoDisponible),
    creditLimitUnknown: s.CupoDesconocido === true,
    creditBlock: s.BloqueoCredito,
    openInvoices: s.Pendientes.map((f) => ({
      id: f.facturaid,
      ...readDocumentHead(f),
      dueDate: f.vence,
      balance: toMinor(f.saldo),
      daysOverdue: f.dias_vencida,
    })),
  };
}

export type { AccountStatement, StatementMove } from '@mostrador/domain';

export function toAccountStatement(s: Statement): AccountStatement {
  return {
    customer: { name: s.Tercero, nit: s.Nit },
    from: s.Desde,
    to: s.Hasta,
    opening: toMinor(s.SaldoInicial),
    moves: s.Movimientos.map((m) => ({
      date: m.Fecha,
      kind: m.Tipo,
      document: m.Documento,
      debit: toMinor(m.Debito),
      credit: toMinor(m.Credito),
      balance: toMinor(m.Saldo),
    })),
    invoiced: toMinor(s.TotalFacturas),
    received: toMinor(s.TotalRecibos),
    closing: toMinor(s.SaldoFinal),
  };
}
