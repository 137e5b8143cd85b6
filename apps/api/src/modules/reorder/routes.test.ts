import { API_BASE, errorEnvelope, reorderPaths, reorderResponse, type Session } from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../../test/fixtures';

const t = demoCustomers();

const get = (session: Session, terceroid: number, pedidoid: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${reorderPaths.lines}?usuarioid=1&empresaid=1&terceroid=${terceroid}&pedidoid=${pedidoid}`,
    headers: t.bearer(session),
  });

async function orderWithLines(terceroid: number) {
  const order = await t.database.db
    .selectFrom('pedidos')
    .select('id')
    .where('tercero_id', '=', terceroid)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('pedido_lineas').select('id').whereRef('pedido_lineas.pedido_id', '=', 'pedidos.id'),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const lines = await t.database.db
    .selectFrom('pedido_lineas')
    .select(['producto_id', 'cantidad', 'precio'])
    .where('pedido_id', '=', order.id)
    .orderBy('id')
    .execute();
  return { id: order.id, lines };
}

describe('ReordenApi/Lineas', () => {
  it('gives each line with the price then and now, marks a changed price, and what cannot be reordered', async () => {
    const order = await orderWithLines(t.demo1.Terceroid);
    const [first, second] = order.lines;
    if (!first) throw new Error('no lines');
    // The first product costs more now (no tiers, to keep the arithmetic plain); the second is no longer sold.
    await t.database.db
      .updateTable('productos')
      .set({
        precio4: Number(first.precio) + 10,
        precio1: Number(first.precio) + 20,
        escala_aplica: false,
        disponible: 500,
      })
      .where('id', '=', first.producto_id)
      .execute();
    if (second)
      await t.database.db
        .updateTable('productos')
        .set({ activo: false })
        .where('id', '=', second.producto_id)
        .execute();

    const response = await get(t.demo1, t.demo1.Terceroid, order.id);
    expect(response.statusCode).toBe(200);
    const datos = reorderResponse.parse(response.json()).Datos;
    expect(datos?.Lineas).toHaveLength(order.lines.length);
    const [l1, l2] = datos?.Lineas ?? [];
    expect(l1).toMatchObject({
      Productoid: first.producto_id,
      Cantidad: first.cantidad,
      PrecioAntes: Number(first.precio),
      PrecioAhora: Number(first.precio) + 10,
      Cambio: 'sube',
      Disponible: 500,
      Problema: null,
    });
    expect(l1?.Producto?.Precio).toBe(Number(first.precio) + 10);
    if (second) {
      expect(l2).toMatchObject({
        Productoid: second.producto_id,
        Problema: 'no_disponible',
        Producto: null,
        PrecioAhora: null,
      });
    }
  });

  it('says when stock now covers only part of the line', async () => {
    const order = await orderWithLines(t.demo2.Terceroid);
    const [first] = order.lines;
    if (!first) throw new Error('no lines');
    await t.database.db
      .updateTable('productos')
      .set({ disponible: Math.max(0, first.cantidad - 1), activo: true })
      .where('id', '=', first.producto_id)
      .execute();
    const datos = reorderResponse.parse((await get(t.demo2, t.demo2.Terceroid, order.id)).json()).Datos;
    expect(datos?.Lineas[0]?.Problema).toBe(first.cantidad > 1 ? 'existencias_parciales' : 'sin_existencias');
  });

  it('answers another customer’s order as an unknown one (404), naming the other customer 403, a bad id 400', async () => {
    const order = await orderWithLines(t.demo1.Terceroid);
    const theirs = await get(t.demo2, t.demo2.Terceroid, order.id);
    expect(theirs.statusCode).toBe(404);
    expect(errorEnvelope.parse(theirs.json()).Msj).toBe(`El pedido ${order.id} no existe`);
    expect((await get(t.demo2, t.demo1.Terceroid, order.id)).statusCode).toBe(403);
    expect((await get(t.demo1, t.demo1.Terceroid, 999_999)).statusCode).toBe(404);
    expect((await get(t.demo1, t.demo1.Terceroid, 'abc')).statusCode).toBe(400);
  });
});
