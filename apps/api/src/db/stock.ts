// Stock given back: the units an order took (orders/repository.ts takeStock and setVariationStock) return to
// their products, and to the colour and size its lines named, when the order will not be filled (the ERP
// refused it). The caller runs it in the transaction that cancels the order, once per order.
import { sql, type Transaction } from 'kysely';
import type { DB, Variations } from './schema';

export async function returnOrderStock(trx: Transaction<DB>, pedidoId: number): Promise<void> {
  await sql`UPDATE productos AS p SET disponible = p.disponible + l.cantidad
    FROM (SELECT producto_id, sum(cantidad)::int AS cantidad FROM pedido_lineas
          WHERE pedido_id = ${pedidoId} GROUP BY producto_id) AS l
    WHERE p.id = l.producto_id`.execute(trx);

  // A line of a colour and a size also took that size's own stock, when the product has sizes.
  const sized = await trx
    .selectFrom('pedido_lineas')
    .select(['producto_id', 'cantidad', 'color', 'talla'])
    .where('pedido_id', '=', pedidoId)
    .where('color', '<>', '')
    .where('talla', '<>', '')
    .execute();
  if (sized.length === 0) return;
  const products = await trx
    .selectFrom('productos')
    .select(['id', 'demo'])
    .where('id', 'in', [...new Set(sized.map((l) => l.producto_id))])
    .execute();
  for (const product of products) {
    const variation: Variations | undefined = product.demo?.variation;
    if (!variation || variation.length === 0) continue;
    const lines = sized.filter((l) => l.producto_id === product.id);
    const back = (color: string, size: string) =>
      lines.filter((l) => l.color === color && l.talla === size).reduce((n, l) => n + l.cantidad, 0);
    const after = variation.map((v) => ({
      ...v,
      size: v.size.map((z) => ({ ...z, stock: z.stock + back(v.color, z.name) })),
    }));
    await sql`UPDATE productos SET demo = jsonb_set(demo, '{variation}', ${JSON.stringify(after)}::jsonb)
      WHERE id = ${product.id}`.execute(trx);
  }
}
