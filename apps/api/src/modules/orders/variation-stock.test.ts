// A line of a colour and size (the shop's own keys Color and Talla on a line) holds to that size's own stock.
import { API_BASE, orderPaths, type Session } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDemo } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { productInSizes } from '../../test/fixtures';

const URL = `${API_BASE}${orderPaths.create}`;
let t: TestApp;
let demo1: Session;
let keySeq = 0;

function order(lines: object[]) {
  return t.app.inject({
    method: 'POST',
    url: URL,
    payload: { Tercerosucid: demo1.Tercerosucid, Detalles: lines },
    headers: { ...t.bearer(demo1), 'idempotency-key': `size-stock-${process.pid}-${++keySeq}` },
  });
}

async function product(id: number) {
  const row = await t.database.db
    .selectFrom('productos')
    .select(['disponible', 'demo'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { stock: row.disponible, demo: row.demo as ProductDemo };
}
const sizeStock = (demo: ProductDemo, color: string, size: string) =>
  demo.variation?.find((v) => v.color === color)?.size.find((s) => s.name === size)?.stock;

/** A product with colours and sizes, set to: white x 2, white m 9, black x 5 (16 in all). */
let id = 0;

beforeAll(async () => {
  t = await createTestApp();
  demo1 = await t.login('demo1');
  id = (await productInSizes(t.database.db, { white: { x: 2, m: 9 }, black: { x: 5 } })).id;
});
afterAll(async () => {
  await t.close();
});

describe('a size holds to its own stock', () => {
  it('refuses more of a size than it has with the shortage answer, and takes nothing', async () => {
    const response = await order([
      { Productoid: id, Cantidad: 4, Color: 'white', Talla: 'x' },
      { Productoid: id, Cantidad: 3, Color: 'white', Talla: 'x' },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      Status: true,
      ErrorDisp: true,
      ErrorDips: [{ Productoid: id, Solicitado: 7, Disponible: 2, Color: 'white', Talla: 'x' }],
    });
    const after = await product(id);
    expect(after.stock).toBe(16);
    expect(sizeStock(after.demo, 'white', 'x')).toBe(2);
  });

  it("takes an order's sizes from their own stock and the product's", async () => {
    const response = await order([
      { Productoid: id, Cantidad: 2, Color: 'white', Talla: 'x' },
      { Productoid: id, Cantidad: 3, Color: 'black', Talla: 'x' },
    ]);
    expect(response.statusCode).toBe(200);
    const after = await product(id);
    expect(after.stock).toBe(11);
    expect(sizeStock(after.demo, 'white', 'x')).toBe(0);
    expect(sizeStock(after.demo, 'white', 'm')).toBe(9);
    expect(sizeStock(after.demo, 'black', 'x')).toBe(2);
    const lines = await t.database.db
      .selectFrom('pedido_lineas')
      .select(['cantidad', 'color', 'talla'])
      .where('pedido_id', '=', response.json().Datos.pedidoid)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { cantidad: 2, color: 'white', talla: 'x' },
      { cantidad: 3, color: 'black', talla: 'x' },
    ]);
    // The size now has none: one more is refused.
    const again = await order([{ Productoid: id, Cantidad: 1, Color: 'white', Talla: 'x' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorDips).toEqual([
      { Productoid: id, Solicitado: 1, Disponible: 0, Color: 'white', Talla: 'x' },
    ]);
  });

  it('refuses a colour or size the product does not have, with a message, and takes nothing', async () => {
    const response = await order([{ Productoid: id, Cantidad: 1, Color: 'green', Talla: 'x' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      Status: false,
      Msj: `El producto ${id} no tiene el color «green» en talla «x»`,
    });
    expect((await product(id)).stock).toBe(11);
  });

  it("a line without colour and size (the ERP's clients) still holds only to the product's stock", async () => {
    const response = await order([{ Productoid: id, Cantidad: 11 }]);
    expect(response.statusCode).toBe(200);
    expect((await product(id)).stock).toBe(0);
  });
});
