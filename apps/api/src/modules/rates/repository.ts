import type { Rates } from '@mostrador/contract';
import type { Database } from '../../db/database';

export function createRatesRepository(db: Database) {
  return {
    async last(base: string): Promise<Rates | undefined> {
      const row = await db
        .selectFrom('tasas')
        .select(['base', 'fecha', 'rates'])
        .where('base', '=', base)
        .executeTakeFirst();
      return row && { base: row.base, date: row.fecha, rates: row.rates };
    },
    async store(rates: Rates, at: Date) {
      const values = {
        base: rates.base,
        fecha: rates.date,
        rates: JSON.stringify(rates.rates),
        obtenido: at,
      };
      await db
        .insertInto('tasas')
        .values(values)
        .onConflict((oc) =>
          oc.column('base').doUpdateSet({ fecha: values.fecha, rates: values.rates, obtenido: at }),
        )
        .execute();
    },
  };
}
export type RatesRepository = ReturnType<typeof createRatesRepository>;
