// The customer's account: the cockpit's figures and the statement of a date range.
import type { AccountSummary, Statement, StatementLine } from '@mostrador/contract';
import {
  agingBuckets,
  asMinor,
  availableCredit,
  balanceOwed,
  daysFrom,
  type Minor,
  overdue,
  runningBalance,
  toMajor,
  ZERO,
} from '@mostrador/domain';
import type { Database } from '../../db/database';
import { creditStanding } from '../../lib/credit-standing';
import { todayIn } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { numericToMinor } from '../../lib/money';
import type { AccountRepository } from './repository';

const UNKNOWN = 'Cliente no encontrado';
/** A statement covers at most this many days. */
export const MAX_STATEMENT_DAYS = 3660;

export function createAccountService(db: Database, repository: AccountRepository, now: () => Date) {
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
      if (!from || !to) throw badRequest('Parámetros inválidos: desde y hasta son obligatorios (AAAA-MM-DD)');
      if (from > to) throw badRequest('Parámetro inválido: desde no puede ser posterior a hasta');
      if (daysFrom(from, to) > MAX_STATEMENT_DAYS) {
        throw badRequest('El extracto abarca como máximo diez años');
      }
      const customer = await repository.customer(terceroid);
      if (!customer) throw notFound(UNKNOWN);
      const [before, invoices, receipts] = await Promise.all([
        repository.balanceBefore(terceroid, from),
        repository.invoicesBetween(terceroid, from, to),
        repository.receiptsBetween(terceroid, from, to),
      ]);
      const opening = asMinor(numericToMinor(before.invoices) - numericToMinor(before.receipts));
      type Move = {
        date: string;
        order: number;
        kind: 'factura' | 'recibo';
        doc: string;
        debit: Minor;
        credit: Minor;
      };
      const moves: Move[] = [
        ...invoices.map((f) => ({
          date: f.fecha,
          order: 0,
          kind: 'factura' as const,
          doc: `${f.prefijo}-${f.numero}`,
          debit: numericToMinor(f.total),
          credit: ZERO,
        })),
        ...receipts.map((r) => ({
          date: r.fecha,
          order: 1,
          kind: 'recibo' as const,
          doc: r.documento,
          debit: ZERO,
          credit: numericToMinor(r.valor),
        })),
      ].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
      const result = runningBalance(opening, moves);
      const lines: StatementLine[] = result.rows.map((r) => ({
        Fecha: r.date,
        Tipo: r.kind,
        Documento: r.doc,
        Debito: toMajor(r.debit),
        Credito: toMajor(r.credit),
        Saldo: toMajor(r.balance),
      }));
      return {
        Tercero: customer.nombre,
        Nit: `${customer.nit}-${customer.dv}`,
        Desde: from,
        Hasta: to,
        SaldoInicial: toMajor(opening),
        Movimientos: lines,
        TotalFacturas: toMajor(result.debits),
        TotalRecibos: toMajor(result.credits),
        SaldoFinal: toMajor(result.closing),
      };
    },
  };
}
