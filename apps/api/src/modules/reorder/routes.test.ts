import {
  API_BASE,
  errorEnvelope,
  orderPaths,
  pedidoCreadoResponse,
  reorderPaths,
  reorderResponse,
  type Session,
} from '@mostrador/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { coloursAndSizes, demoCustomers, productInSizes } from '../../test/fixtures';
import { withInvoiceWithoutOrder } from '../../test/invoices';

const t = demoCustomers();

const get = (session: Session, terceroid: number, pedidoid: number | string) =>
  ask(session, `terceroid=${terceroid}&pedidoid=${pedidoid}`);

const ask = (session: Session, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API_BASE}${reorderPaths.lines}?usuarioid=1&empresaid=1&${query}`,
    headers: t.bearer(session),
  });

/** One of the customer's invoices made from an order of two lines or more, and that order's lines. */
async function invoiceWithLines(terceroid: number) {
  const invoice = await t.database.db
    .selectFrom('facturas as f')
    .select(['f.id', 'f.pedido_id', 'f.prefijo', 'f.numero', 'f.fecha'])
    .where('f.tercero_id', '=', terceroid)
    .where((eb) =>
      eb(
        eb
          .selectFrom('pedido_lineas as l')
          .select(eb.fn.countAll().as('n'))
          .whereRef('l.pedido_id', '=', 'f.pedido_id'),
        '>=',
        2,
      ),
    )
    .orderBy('f.id', 'desc')
    .executeTakeFirstOrThrow();
  const lines = await t.database.db
    .selectFrom('pedido_lineas')
    .select(['producto_id', 'cantidad', 'precio'])
    .where('pedido_id', '=', invoice.pedido_id ?? 0)
    .orderBy('id')
    .execute();
  return { ...invoice, lines };
}

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

  it('sends a line of a product in colours and sizes to its page, where the size is chosen', async () => {
    const order = await orderWithLines(t.demo1.Terceroid);
    const [first] = order.lines;
    if (!first) throw new Error('no lines');
    const before = await t.database.db
      .selectFrom('productos')
      .select('demo')
      .where('id', '=', first.producto_id)
      .executeTakeFirstOrThrow();
    const sizes = coloursAndSizes({ white: { m: 30 } });
    await sql`UPDATE productos SET activo = true, disponible = 500,
      demo = jsonb_set(coalesce(demo, '{}'::jsonb), '{variation}', ${JSON.stringify(sizes)}::jsonb)
      WHERE id = ${first.producto_id}`.execute(t.database.db);
    try {
      const datos = reorderResponse.parse((await get(t.demo1, t.demo1.Terceroid, order.id)).json()).Datos;
      expect(datos?.Lineas[0]).toMatchObject({ Productoid: first.producto_id, Problema: 'elegir_talla' });
    } finally {
      await sql`UPDATE productos SET demo = ${JSON.stringify(before.demo)}::jsonb WHERE id = ${first.producto_id}`.execute(
        t.database.db,
      );
    }
  });

  it("orders a line of a product in colours and sizes again in its colour and size, with that size's stock", async () => {
    const row = await productInSizes(t.database.db, { white: { m: 7, xl: 3 }, black: { m: 4 } });
    try {
      const created = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}${orderPaths.create}?usuarioid=1&empresaid=1`,
        payload: {
          Tercerosucid: t.demo1.Tercerosucid,
          Detalles: [
            { Productoid: row.id, Cantidad: 2, Color: 'white', Talla: 'xl' },
            { Productoid: row.id, Cantidad: 1, Color: 'black', Talla: 'm' },
          ],
        },
        headers: { ...t.bearer(t.demo1), 'idempotency-key': `reorder-sizes-${process.pid}` },
      });
      expect(created.statusCode).toBe(200);
      const pedidoid = pedidoCreadoResponse.parse(created.json()).Datos?.pedidoid ?? 0;
      // The order took white xl 2 (1 left) and black m 1 (3 left).
      const datos = reorderResponse.parse((await get(t.demo1, t.demo1.Terceroid, pedidoid)).json()).Datos;
      expect(datos?.Lineas.map((l) => [l.Color, l.Talla, l.Cantidad, l.Disponible, l.Problema])).toEqual([
        ['white', 'xl', 2, 1, 'existencias_parciales'],
        ['black', 'm', 1, 3, null],
      ]);
      // The cart's product carries each size's stock, so the cart holds a line to its size.
      expect(datos?.Lineas[1]?.Producto?.variation?.find((v) => v.color === 'black')?.size).toEqual([
        { name: 'm', stock: 3 },
      ]);

      // A size the product no longer has is chosen again on its page.
      const fewer = coloursAndSizes({ white: { m: 7 } });
      await sql`UPDATE productos SET demo = jsonb_set(demo, '{variation}', ${JSON.stringify(fewer)}::jsonb)
        WHERE id = ${row.id}`.execute(t.database.db);
      const later = reorderResponse.parse((await get(t.demo1, t.demo1.Terceroid, pedidoid)).json()).Datos;
      expect(later?.Lineas.map((l) => l.Problema)).toEqual(['elegir_talla', 'elegir_talla']);
    } finally {
      await sql`UPDATE productos SET demo = ${JSON.stringify(row.demo)}::jsonb, disponible = ${row.disponible}
        WHERE id = ${row.id}`.execute(t.database.db);
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

describe('ReordenApi/Lineas of an invoice (facturaid)', () => {
  it("gives the invoice's number and date and the lines it was made from, priced now at the customer's level, with what cannot be reordered", async () => {
    const invoice = await invoiceWithLines(t.demo2.Terceroid);
    const [first, second] = invoice.lines;
    if (!first || !second) throw new Error('no lines');
    // demo2 buys at level 2: the first product costs less now at that level (no tiers); the second is out of
    // stock.
    await t.database.db
      .updateTable('productos')
      .set({ precio2: Number(first.precio) - 1, escala_aplica: false, disponible: 500, activo: true })
      .where('id', '=', first.producto_id)
      .execute();
    await t.database.db
      .updateTable('productos')
      .set({ disponible: 0, activo: true })
      .where('id', '=', second.producto_id)
      .execute();

    const response = await ask(t.demo2, `terceroid=${t.demo2.Terceroid}&facturaid=${invoice.id}`);
    expect(response.statusCode).toBe(200);
    const datos = reorderResponse.parse(response.json()).Datos;
    expect(datos).toMatchObject({
      facturaid: invoice.id,
      pedidoid: invoice.pedido_id,
      prefijo: invoice.prefijo,
      numero: invoice.numero,
      fecha: invoice.fecha,
    });
    expect(datos?.Lineas.map((l) => [l.Productoid, l.Cantidad, l.PrecioAntes])).toEqual(
      invoice.lines.map((l) => [l.producto_id, l.cantidad, Number(l.precio)]),
    );
    expect(datos?.Lineas[0]).toMatchObject({
      PrecioAhora: Number(first.precio) - 1,
      Cambio: 'baja',
      Disponible: 500,
      Problema: null,
    });
    expect(datos?.Lineas[1]).toMatchObject({ Disponible: 0, Problema: 'sin_existencias' });

    // One reorder: the invoice's lines are its order's, read and priced by the same path.
    const order = reorderResponse.parse(
      (await get(t.demo2, t.demo2.Terceroid, invoice.pedido_id ?? 0)).json(),
    ).Datos;
    expect(order?.Lineas).toEqual(datos?.Lineas);
    expect(order?.facturaid).toBeUndefined();
  });

  it("answers another customer's invoice and an unknown one 404, and an invoice without its lines 404, saying so", async () => {
    const invoice = await invoiceWithLines(t.demo1.Terceroid);
    const theirs = await ask(t.demo2, `terceroid=${t.demo2.Terceroid}&facturaid=${invoice.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(errorEnvelope.parse(theirs.json()).Msj).toBe(`La factura ${invoice.id} no existe`);
    expect((await ask(t.demo2, `terceroid=${t.demo1.Terceroid}&facturaid=${invoice.id}`)).statusCode).toBe(
      403,
    );
    expect((await ask(t.demo1, `terceroid=${t.demo1.Terceroid}&facturaid=999999`)).statusCode).toBe(404);

    await withInvoiceWithoutOrder(t.database.db, invoice.id, async () => {
      const lost = await ask(t.demo1, `terceroid=${t.demo1.Terceroid}&facturaid=${invoice.id}`);
      expect(lost.statusCode).toBe(404);
      expect(errorEnvelope.parse(lost.json()).Msj).toBe(
        `Las líneas de la factura ${invoice.prefijo}-${invoice.numero} no están disponibles`,
      );
    });
  });

  it.each([
    ['both', 'pedidoid=1&facturaid=1'],
    ['neither', ''],
    ['a bad facturaid', 'facturaid=abc'],
  ])('refuses %s with a 400', async (_what, query) => {
    const response = await ask(t.demo1, `terceroid=${t.demo1.Terceroid}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(/pedidoid|facturaid/);
  });
});
