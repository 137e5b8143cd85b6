// The customer's account: the cockpit's figures and the statement of a date range.
import type { AccountSummary, Statement, StatementLine } from '@mostrador/contract';
import { agingBuckets, availableCredit, balanceOwed, daysFrom, overdue, toMajor } from '@mostrador/domain';
import type { Database } from '../../db/database';
import { accountStatement, checkStatementRange } from '../../lib/account-statement';
import { creditStanding } from '../../lib/credit-standing';
import { todayIn } from '../../lib/dates';
import { notFound } from '../../lib/errors';

const UNKNOWN = 'Cliente no encontrado';

export function createAccountService(db: Database, now: () => Date) {
  return {
    async summary(terceroid: number): Promise<AccountSummary> {
      const standing = await creditStanding(db, terceroid);
      if (!standing) throw notFound(UNKNOWN);
      const today = todayIn(now());
      const owed = balanceOwed(standing.invoices);
      const late = overdue(standing.invoices, today);
      const aging = agingBuckets(standing.invoices, today);
      const available = availableCredit(standing.limit, owed);
      return {
        Fecha: today,
        Saldo: toMajor(owed),
        Vencido: toMajor(late.amount),
        FacturasVencidas: late.count,
        Edades: {
          d0_30: toMajor(aging.d0_30),
          d31_60: toMajor(aging.d31_60),
          d61_90: toMajor(aging.d61_90),
          d90plus: toMajor(aging.d90plus),
        },
        CupoCredito: standing.limit === null ? null : toMajor(standing.limit),
        CupoDisponible: available === null ? null : toMajor(available),
        BloqueoCredito: standing.block,
        Pendientes: standing.invoices.map((i) => ({
          facturaid: i.id,
          prefijo: i.prefijo,
          numero: i.numero,
          fecha: i.date,
          vence: i.dueDate,
          plazo_dias: i.term,
          saldo: toMajor(i.balance),
          dias_vencida: Math.max(0, daysFrom(i.dueDate, today)),
        })),
      };
    },

    async statement(terceroid: number, from: string | undefined, to: string | undefined): Promise<Statement> {
      const s = await accountStatement(db, terceroid, checkStatementRange(from, to));
      if (!s) throw notFound(UNKNOWN);
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
    },
  };
}
