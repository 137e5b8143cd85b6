import type { Database } from '../db/database';

/**
 * Runs `use` with the invoice's order forgotten (as an invoice the ERP made without an order of this shop:
 * its lines are not here), and gives the invoice its order back after it.
 */
export async function withInvoiceWithoutOrder<T>(
  db: Database,
  invoiceId: number,
  use: () => Promise<T>,
): Promise<T> {
  const { pedido_id } = await db
    .selectFrom('facturas')
    .select('pedido_id')
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  await db.updateTable('facturas').set({ pedido_id: null }).where('id', '=', invoiceId).execute();
  try {
    return await use();
  } finally {
    await db.updateTable('facturas').set({ pedido_id }).where('id', '=', invoiceId).execute();
  }
}
