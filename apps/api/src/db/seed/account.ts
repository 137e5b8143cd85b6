// The demo customers' credit terms (migrations/090): payment terms, credit limits, and a receipt for each
// part-paid invoice (the documents seed leaves half of some recent invoices paid without one), so that a
// statement's closing balance is what the invoices still owe.
import { asMinor, percentOf, toMajor } from '@mostrador/domain';
import { sql, type Transaction } from 'kysely';
import { numericToMinor } from '../../lib/money';
import type { DB } from '../schema';

/** Terms of the demo customers: demo1 owes more than its limit (the checkout warns), demo2 pays at 15 days. */
export const CREDIT_TERMS = [
  { terceroId: 1001, cupo: 6000, plazoDias: 30 },
  { terceroId: 1002, cupo: 20000, plazoDias: 15 },
] as const;

export async function seedAccountTerms(trx: Transaction<DB>, today: string): Promise<void> {
  for (const terms of CREDIT_TERMS) {
    await trx
      .updateTable('terceros')
      .set({ cupo_credito: terms.cupo })
      .where('id', '=', terms.terceroId)
      .execute();
    await trx
      .updateTable('facturas')
      .set({ plazo_dias: terms.plazoDias })
      .where('tercero_id', '=', terms.terceroId)
      .execute();
  }
  const partPaid = await trx
    .selectFrom('facturas')
    .select(['id', 'tercero_id', 'numero', 'fecha', sql<string>`total - saldo`.as('pagado')])
    .where('saldo', '>', '0')
    .where(sql<boolean>`saldo < total`)
    .orderBy('id')
    .execute();
  const last = await trx
    .selectFrom('recibos')
    .select(sql<number>`coalesce(max(id), 0)::int`.as('id'))
    .executeTakeFirstOrThrow();
  let id = last.id;
  for (const f of partPaid) {
    id += 1;
    const paidOn = new Date(Date.parse(`${f.fecha}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    await trx
      .insertInto('recibos')
      .values({
        id,
        tercero_id: f.tercero_id,
        documento: `RC-${90000 + id}`,
        fecha: paidOn < today ? paidOn : today,
        registros: 1,
        valor: f.pagado,
        // The same 2.5 % withholding as the other demo receipts.
        neto: toMajor(asMinor(numericToMinor(f.pagado) - percentOf(numericToMinor(f.pagado), 2.5))),
      })
      .execute();
    await trx
      .insertInto('recibo_facturas')
      .values({ recibo_id: id, factura_id: f.id, valor: f.pagado })
      .execute();
  }
}
