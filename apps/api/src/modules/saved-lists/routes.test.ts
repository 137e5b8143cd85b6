import {
  API_BASE,
  errorEnvelope,
  type Session,
  savedListPaths,
  savedListResponse,
  savedListsResponse,
  saveListResponse,
} from '@mostrador/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers, inSizesSql } from '../../test/fixtures';

const t = demoCustomers();
let products: number[];
beforeAll(async () => {
  products = (
    await t.database.db
      .selectFrom('productos')
      .select('id')
      .where('activo', '=', true)
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((p) => p.id);
});

const url = (path: string, query: Record<string, number>) =>
  `${API_BASE}${path}?usuarioid=1&empresaid=1&${Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&')}`;
const save = (session: Session, payload: unknown, terceroid = session.Terceroid) =>
  t.app.inject({
    method: 'POST',
    url: url(savedListPaths.save, { terceroid }),
    headers: t.bearer(session),
    payload: payload as object,
  });
const lists = (session: Session) =>
  t.app.inject({
    method: 'GET',
    url: url(savedListPaths.lists, { terceroid: session.Terceroid }),
    headers: t.bearer(session),
  });
const list = (session: Session, listaid: number) =>
  t.app.inject({
    method: 'GET',
    url: url(savedListPaths.list, { terceroid: session.Terceroid, listaid }),
    headers: t.bearer(session),
  });

describe('saved lists', () => {
  it('saves the cart as a named list, lists it, and gives it back with each product at the customer’s level', async () => {
    const [a, b] = products as [number, number];
    const saved = await save(t.demo1, {
      Nombre: '  Pedido semanal ',
      Lineas: [
        { Productoid: a, Cantidad: 12 },
        { Productoid: b, Cantidad: '3' },
        { Productoid: a, Cantidad: 1 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const body = saveListResponse.parse(saved.json());
    expect(body.Msj).toBe('Lista «Pedido semanal» guardada');
    const listaid = body.Datos?.listaid ?? 0;

    const summaries = savedListsResponse.parse((await lists(t.demo1)).json()).Datos;
    expect(summaries?.map((s) => [s.nombre, s.lineas, s.unidades])).toEqual([['Pedido semanal', 2, 16]]);

    const detail = savedListResponse.parse((await list(t.demo1, listaid)).json()).Datos;
    expect(detail?.Lineas.map((l) => [l.Productoid, l.Cantidad])).toEqual([
      [a, 13],
      [b, 3],
    ]);
    const row = await t.database.db
      .selectFrom('productos')
      .select(['precio4', 'precio1'])
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    expect(detail?.Lineas[0]?.Producto?.Precio).toBe(Number(row.precio4 ?? row.precio1));

    // Saving again under the same name replaces the list's lines.
    const again = saveListResponse.parse(
      (await save(t.demo1, { Nombre: 'Pedido semanal', Lineas: [{ Productoid: b, Cantidad: 5 }] })).json(),
    );
    expect(again.Datos?.listaid).toBe(listaid);
    const replaced = savedListResponse.parse((await list(t.demo1, listaid)).json()).Datos;
    expect(replaced?.Lineas.map((l) => [l.Productoid, l.Cantidad])).toEqual([[b, 5]]);
  });

  it('keeps the colour and size of a product in sizes; one saved without a size (or a size gone since) goes in from its page', async () => {
    const [plain] = products as [number];
    const shirt = await t.database.db
      .selectFrom('productos')
      .select(['id', 'demo'])
      .where(inSizesSql)
      .where('activo', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const white = shirt.demo?.variation?.[0];
    const [first, second] = white?.size ?? [];
    if (!white || !first || !second) throw new Error('the demo shirt has no two sizes');
    const saved = saveListResponse.parse(
      (
        await save(t.demo1, {
          Nombre: 'Con tallas',
          Lineas: [
            // A colour and size sent with a product without them is dropped, as an order does.
            { Productoid: plain, Cantidad: 2, Color: 'white', Talla: 'm' },
            { Productoid: shirt.id, Cantidad: 1, Color: white.color, Talla: first.name },
            { Productoid: shirt.id, Cantidad: 2, Color: white.color, Talla: second.name },
            { Productoid: shirt.id, Cantidad: 2, Color: white.color, Talla: first.name },
            { Productoid: shirt.id, Cantidad: 1 },
          ],
        })
      ).json(),
    );
    const listaid = saved.Datos?.listaid ?? 0;
    const detail = savedListResponse.parse((await list(t.demo1, listaid)).json()).Datos;
    expect(detail?.Lineas.map((l) => [l.Productoid, l.Color, l.Talla, l.Cantidad, l.ElegirTalla])).toEqual([
      [plain, undefined, undefined, 2, false],
      // One line a product and size: the two of the first size added up.
      [shirt.id, white.color, first.name, 3, false],
      [shirt.id, white.color, second.name, 2, false],
      [shirt.id, undefined, undefined, 1, true],
    ]);
    // The product comes with each size's stock, which caps its line in the cart.
    expect(detail?.Lineas[1]?.Producto?.variation?.[0]?.size).toEqual(white.size);

    // A size the product has no more: that line is chosen again on the product's page.
    const without = { ...shirt.demo, variation: [{ ...white, size: [second] }] };
    await t.database.db
      .updateTable('productos')
      .set({ demo: JSON.stringify(without) })
      .where('id', '=', shirt.id)
      .execute();
    try {
      const later = savedListResponse.parse((await list(t.demo1, listaid)).json()).Datos;
      expect(later?.Lineas.map((l) => l.ElegirTalla)).toEqual([false, true, false, true]);
    } finally {
      await t.database.db
        .updateTable('productos')
        .set({ demo: JSON.stringify(shirt.demo) })
        .where('id', '=', shirt.id)
        .execute();
    }
  });

  it('saves a line whose size the product does not have (dropped since the cart took it) without it: chosen again on its page', async () => {
    const shirt = await t.database.db
      .selectFrom('productos')
      .select('id')
      .where(inSizesSql)
      .where('activo', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await save(t.demo1, {
      Nombre: 'Talla retirada',
      Lineas: [
        { Productoid: shirt.id, Cantidad: 1, Color: 'white', Talla: 'xxxl' },
        { Productoid: shirt.id, Cantidad: 2, Color: 'white', Talla: '' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const listaid = saveListResponse.parse(response.json()).Datos?.listaid ?? 0;
    const detail = savedListResponse.parse((await list(t.demo1, listaid)).json()).Datos;
    // Both lines name no size the shirt has: one line without a size, their quantities added up.
    expect(detail?.Lineas.map((l) => [l.Productoid, l.Color, l.Talla, l.Cantidad, l.ElegirTalla])).toEqual([
      [shirt.id, undefined, undefined, 3, true],
    ]);
  });

  it('names a line whose product is no longer sold, so the buyer knows which to replace', async () => {
    const [, , c] = products as [number, number, number];
    const saved = saveListResponse.parse(
      (await save(t.demo1, { Nombre: 'Retirado', Lineas: [{ Productoid: c, Cantidad: 1 }] })).json(),
    );
    const product = await t.database.db
      .selectFrom('productos')
      .select('nombre')
      .where('id', '=', c)
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('productos').set({ activo: false }).where('id', '=', c).execute();
    try {
      const detail = savedListResponse.parse((await list(t.demo1, saved.Datos?.listaid ?? 0)).json()).Datos;
      expect(detail?.Lineas.map((l) => [l.Productoid, l.Nombre, l.Producto])).toEqual([
        [c, product.nombre, null],
      ]);
    } finally {
      await t.database.db.updateTable('productos').set({ activo: true }).where('id', '=', c).execute();
    }
  });

  it('belong to their customer only: another customer gets 404, as for a list that does not exist, and never sees them', async () => {
    const mine = saveListResponse.parse(
      (
        await save(t.demo1, { Nombre: 'Solo mía', Lineas: [{ Productoid: products[0], Cantidad: 1 }] })
      ).json(),
    ).Datos?.listaid as number;
    const theirs = await list(t.demo2, mine);
    expect(theirs.statusCode).toBe(404);
    expect(errorEnvelope.parse(theirs.json()).Msj).toBe(`La lista ${mine} no existe`);
    const remove = await t.app.inject({
      method: 'POST',
      url: url(savedListPaths.remove, { terceroid: t.demo2.Terceroid, listaid: mine }),
      headers: t.bearer(t.demo2),
    });
    expect(remove.statusCode).toBe(404);
    expect(savedListsResponse.parse((await lists(t.demo2)).json()).Datos).toEqual([]);
    // Naming the other customer in terceroid is 403 too; without a session, 401.
    expect(
      (
        await save(
          t.demo2,
          { Nombre: 'x', Lineas: [{ Productoid: products[0], Cantidad: 1 }] },
          t.demo1.Terceroid,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: url(savedListPaths.lists, { terceroid: t.demo1.Terceroid }),
        })
      ).statusCode,
    ).toBe(401);
    // The owner still has it, and can delete it.
    expect((await list(t.demo1, mine)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: url(savedListPaths.remove, { terceroid: t.demo1.Terceroid, listaid: mine }),
      headers: t.bearer(t.demo1),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list(t.demo1, mine)).statusCode).toBe(404);
  });

  it.each([
    [{ Nombre: '', Lineas: [{ Productoid: 1, Cantidad: 1 }] }, 400, /Nombre es obligatorio/],
    [{ Nombre: '\u200b', Lineas: [{ Productoid: 1, Cantidad: 1 }] }, 400, /Nombre es obligatorio/],
    [
      { Nombre: 'a\u0000b', Lineas: [{ Productoid: 1, Cantidad: 1 }] },
      400,
      /Nombre contiene caracteres de control/,
    ],
    [{ Nombre: 'x', Lineas: [] }, 400, /al menos una línea/],
    [{ Nombre: 'x', Lineas: [{ Productoid: 1, Cantidad: 0 }] }, 400, /Cantidad debe ser mayor que 0/],
    [
      { Nombre: 'x', Lineas: [{ Productoid: [36], Cantidad: true }] },
      400,
      /Lineas\.0\.Productoid debe ser un número/,
    ],
    [{ Nombre: 'x', Lineas: [{ Productoid: '0x25', Cantidad: 1 }] }, 400, /Productoid debe ser un número/],
    [
      { Nombre: 'x', Lineas: [{ Productoid: 2_147_483_648, Cantidad: 1 }] },
      400,
      /Productoid admite como máximo/,
    ],
    [
      {
        Nombre: 'x',
        Lineas: [
          { Productoid: 36, Cantidad: 50_000 },
          { Productoid: 36, Cantidad: 50_001 },
        ],
      },
      400,
      /producto 36, sumadas sus líneas, admite como máximo 100000/,
    ],
    [
      { Nombre: 'x', Lineas: [{ Productoid: 99_999_999, Cantidad: 1 }] },
      422,
      /Productos que no existen o no se venden: 99999999/,
    ],
  ])('refuses a bad list with a 4xx envelope and saves nothing (%#)', async (payload, status, message) => {
    const before = savedListsResponse.parse((await lists(t.demo2)).json()).Datos;
    const response = await save(t.demo2, payload);
    expect(response.statusCode).toBe(status);
    expect(errorEnvelope.parse(response.json()).Msj).toMatch(message);
    expect(savedListsResponse.parse((await lists(t.demo2)).json()).Datos).toEqual(before);
  });
});
