import { describe, expect, it } from 'vitest';
import { type CartAction, type CartLine, type CartProduct, cartReducer, cartTotals } from './cart';
import { asMinor } from './money';
import { NOTICES } from './notices';

/** Prices in cents, as plain numbers (the test's shorthand for `Minor`). */
type Over = Partial<Omit<CartProduct, 'price' | 'levels'>> & { price?: number; levels?: (number | null)[] };

/** Base 10.00; 1-4 units at level 1 (10.00), 5+ at level 2 (8.00). */
function product({ price = 1000, levels = [1000, 800], ...over }: Over = {}): CartProduct {
  return {
    id: 1,
    price: asMinor(price),
    levels: levels.map((p) => (p === null ? null : asMinor(p))),
    tiers: [
      { from: 1, to: 4, level: 1 },
      { from: 5, to: 99, level: 2 },
    ],
    stock: 6,
    ...over,
  };
}

function run(actions: CartAction[], start: readonly CartLine[] = []) {
  let result = { lines: [...start], notice: null, capped: false } as ReturnType<typeof cartReducer>;
  for (const action of actions) result = cartReducer(result.lines, action);
  return result;
}

const add = (id: string, over: Over = {}, color: string | null = null): CartAction => ({
  type: 'add',
  product: product(over),
  color,
  cartItemId: id,
});

describe('add', () => {
  it('creates a line with quantity 1, its tier price and the success notice', () => {
    const r = cartReducer([], add('a'));
    expect(r.lines).toEqual([
      {
        product: product(),
        quantity: 1,
        cartItemId: 'a',
        priceF: 1000,
        selectedProductColor: null,
        selectedProductSize: null,
        comment: '',
      },
    ]);
    expect(r.notice).toEqual({ tone: 'success', message: 'Agregado al carrito' });
    expect(r.capped).toBe(false);
  });

  it('adds 1 to the same product and colour, keeps its id and re-prices at the tier', () => {
    const r = run([add('a'), add('b'), add('c'), add('d'), add('e')]);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ quantity: 5, cartItemId: 'a', priceF: 800 });
    expect(r.notice?.message).toBe(NOTICES.added);
  });

  it('opens a new line for another colour, another size or another product', () => {
    const r = run([
      add('a', {}, 'red'),
      add('b', {}, 'blue'),
      { type: 'add', product: product(), color: 'red', size: 'xl', cartItemId: 'c' },
      add('d', { id: 2 }, 'red'),
      add('e', {}, 'red'),
    ]);
    expect(
      r.lines.map((l) => [l.cartItemId, l.selectedProductColor, l.selectedProductSize, l.quantity]),
    ).toEqual([
      ['a', 'red', null, 2],
      ['b', 'blue', null, 1],
      ['c', 'red', 'xl', 1],
      ['d', 'red', null, 1],
    ]);
  });

  it('treats a missing colour like null', () => {
    const r = run([{ type: 'add', product: product(), cartItemId: 'a' }, add('b', {}, null)]);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]?.quantity).toBe(2);
  });

  it('takes the fresher product record of the action', () => {
    const r = run([add('a'), add('b', { levels: [900, 800] })]);
    expect(r.lines[0]).toMatchObject({ quantity: 2, priceF: 900 });
    expect(r.lines[0]?.product.levels[0]).toBe(900);
  });

  it('stops at the stock: the quantity stays, capped is true and the notice says so', () => {
    const r = run([add('a', { stock: 2 }), add('b', { stock: 2 }), add('c', { stock: 2 })]);
    expect(r.lines[0]?.quantity).toBe(2);
    expect(r.capped).toBe(true);
    expect(r.notice).toEqual({ tone: 'warning', message: NOTICES.stockLimit });
  });

  it('cannot add a product with stock 0 (or below): nothing changes, capped, out-of-stock notice', () => {
    for (const stock of [0, -3]) {
      const r = cartReducer([], add('a', { stock }));
      expect(r.lines).toEqual([]);
      expect(r.capped).toBe(true);
      expect(r.notice).toEqual({ tone: 'error', message: NOTICES.outOfStock });
    }
  });

  it('does not cap when stock is unknown', () => {
    const r = run(Array.from({ length: 12 }, (_, i) => add(String(i), { stock: null })));
    expect(r.lines[0]?.quantity).toBe(12);
    expect(r.capped).toBe(false);
  });

  it('keeps cartItemId unique when the caller repeats an id', () => {
    const r = run([add('x'), add('x', { id: 2 }), add('x', { id: 3 })]);
    expect(r.lines.map((l) => l.cartItemId)).toEqual(['x', 'x-2', 'x-3']);
  });
});

describe('addQuantity (a typed quantity sets it)', () => {
  const typed = (quantity: number, id = 'q', over: Over = {}): CartAction => ({
    type: 'addQuantity',
    product: product(over),
    quantity,
    cartItemId: id,
  });

  it('sets the quantity on a new line and prices it at the tier', () => {
    const r = cartReducer([], typed(5));
    expect(r.lines[0]).toMatchObject({ quantity: 5, priceF: 800, cartItemId: 'q' });
    expect(r.notice).toEqual({ tone: 'success', message: NOTICES.added });
  });

  it('replaces (not adds to) the quantity of an existing line', () => {
    const r = run([typed(5, 'a'), typed(3, 'b')]);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ quantity: 3, priceF: 1000, cartItemId: 'a' });
    expect(r.notice).toEqual({ tone: 'warning', message: NOTICES.modified });
  });

  it('caps at the stock and says so', () => {
    const r = cartReducer([], typed(40));
    expect(r.lines[0]?.quantity).toBe(6);
    expect(r.capped).toBe(true);
    expect(r.notice).toEqual({ tone: 'warning', message: NOTICES.stockLimit });
  });

  it.each([0, -2, Number.NaN])('raises a typed %d to 1 (a line never drops below 1)', (q) => {
    expect(cartReducer([], typed(q)).lines[0]?.quantity).toBe(1);
  });

  it('drops the fraction of a typed quantity', () => {
    expect(cartReducer([], typed(4.7)).lines[0]?.quantity).toBe(4);
  });

  it('cannot add a product with no stock', () => {
    const r = cartReducer([], typed(3, 'q', { stock: 0 }));
    expect(r.lines).toEqual([]);
    expect(r.notice?.message).toBe(NOTICES.outOfStock);
  });
});

describe('decrease', () => {
  it('takes 1 off, re-prices below the tier and warns "Item modificado en el carrito"', () => {
    const start = run([{ type: 'addQuantity', product: product(), quantity: 5, cartItemId: 'a' }]).lines;
    const r = cartReducer(start, { type: 'decrease', cartItemId: 'a' });
    expect(r.lines[0]).toMatchObject({ quantity: 4, priceF: 1000 });
    expect(r.notice).toEqual({ tone: 'warning', message: 'Item modificado en el carrito' });
  });

  it('removes the line at quantity 1 with the "Item eliminado" notice', () => {
    const r = run([add('a'), add('b', { id: 2 }), { type: 'decrease', cartItemId: 'a' }]);
    expect(r.lines.map((l) => l.cartItemId)).toEqual(['b']);
    expect(r.notice).toEqual({ tone: 'error', message: 'Item eliminado' });
  });

  it('does nothing for an unknown line', () => {
    const start = run([add('a')]).lines;
    const r = cartReducer(start, { type: 'decrease', cartItemId: 'zzz' });
    expect(r.lines).toEqual(start);
    expect(r.notice).toBeNull();
  });
});

describe('delete and deleteAll', () => {
  it('delete removes every line of the product (all colours) with "Item eliminado"', () => {
    const r = run([
      add('a', {}, 'red'),
      add('b', {}, 'blue'),
      add('c', { id: 2 }),
      { type: 'delete', productId: 1 },
    ]);
    expect(r.lines.map((l) => l.cartItemId)).toEqual(['c']);
    expect(r.notice).toEqual({ tone: 'error', message: 'Item eliminado' });
  });

  it('delete of a product not in the cart changes nothing and says nothing', () => {
    const r = run([add('a'), { type: 'delete', productId: 99 }]);
    expect(r.lines).toHaveLength(1);
    expect(r.notice).toBeNull();
  });

  it('deleteAll leaves nothing, with "Items eliminados"', () => {
    const r = run([add('a'), add('b', { id: 2 }), { type: 'deleteAll' }]);
    expect(r.lines).toEqual([]);
    expect(r.notice).toEqual({ tone: 'error', message: 'Items eliminados' });
  });

  it('deleteAll on an empty cart says nothing', () => {
    expect(cartReducer([], { type: 'deleteAll' })).toEqual({ lines: [], notice: null, capped: false });
  });
});

describe('comment', () => {
  const comment = (text: string, id = 'k', color: string | null = null): CartAction => ({
    type: 'comment',
    product: product(),
    comment: text,
    color,
    cartItemId: id,
  });

  it('creates a line with quantity 1 when the product is absent', () => {
    const r = cartReducer([], comment('sin bolsa'));
    expect(r.lines).toEqual([
      expect.objectContaining({
        quantity: 1,
        cartItemId: 'k',
        priceF: 1000,
        comment: 'sin bolsa',
      }),
    ]);
    expect(r.notice).toEqual({ tone: 'success', message: 'Comentario guardado exitosamente' });
  });

  it('sets the comment of the existing line without touching its quantity', () => {
    const r = run([add('a'), add('b'), comment('first'), comment('second')]);
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({
      quantity: 2,
      cartItemId: 'a',
      comment: 'second',
    });
    expect(r.notice?.message).toBe(NOTICES.commentSaved);
  });

  it('targets the line of the same colour only', () => {
    const r = run([add('a', {}, 'red'), comment('for blue', 'k', 'blue')]);
    expect(r.lines.map((l) => [l.selectedProductColor, l.comment])).toEqual([
      ['red', ''],
      ['blue', 'for blue'],
    ]);
  });

  it('cannot create a line for a product with no stock', () => {
    const r = cartReducer([], {
      type: 'comment',
      product: product({ stock: 0 }),
      comment: 'x',
      cartItemId: 'k',
    });
    expect(r.lines).toEqual([]);
    expect(r.notice?.message).toBe(NOTICES.outOfStock);
  });
});

describe('refreshProducts (the catalogue changed)', () => {
  it('re-prices lines with the new prices and says nothing when quantities hold', () => {
    const start = run([add('a'), add('b')]).lines;
    const r = cartReducer(start, { type: 'refreshProducts', products: [product({ levels: [750, 800] })] });
    expect(r.lines[0]).toMatchObject({ quantity: 2, priceF: 750 });
    expect(r.notice).toBeNull();
    expect(r.capped).toBe(false);
    expect(r.stockChanges).toEqual([]);
  });

  it('caps a line at the new stock and removes lines whose product ran out', () => {
    const start = run([
      { type: 'addQuantity', product: product(), quantity: 5, cartItemId: 'a' },
      add('b', { id: 2 }),
    ]).lines;
    const r = cartReducer(start, {
      type: 'refreshProducts',
      products: [product({ stock: 3 }), product({ id: 2, stock: 0 })],
    });
    expect(r.lines).toEqual([expect.objectContaining({ cartItemId: 'a', quantity: 3, priceF: 1000 })]);
    expect(r.capped).toBe(true);
    expect(r.notice).toEqual({ tone: 'warning', message: NOTICES.modified });
    // Which lines, from what to what: the cart tells the buyer (0: removed).
    expect(r.stockChanges?.map((c) => [c.line.cartItemId, c.line.quantity, c.quantity])).toEqual([
      ['a', 5, 3],
      ['b', 1, 0],
    ]);
  });

  it('keeps lines whose product is not in the new list', () => {
    const start = run([add('a')]).lines;
    expect(cartReducer(start, { type: 'refreshProducts', products: [] }).lines).toEqual(start);
  });
});

describe('cartTotals', () => {
  it('sums priceF × quantity, so the tier changes the money', () => {
    const r = run([
      { type: 'addQuantity', product: product(), quantity: 5, cartItemId: 'a' },
      {
        type: 'addQuantity',
        product: product({ id: 2, tiers: [], price: 250 }),
        quantity: 3,
        cartItemId: 'b',
      },
    ]);
    expect(cartTotals(r.lines)).toEqual({ subtotal: 5 * 800 + 3 * 250, units: 8, lines: 2 });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, units: 0, lines: 0 });
  });
});

describe("a size's own stock", () => {
  const sized = product({ stock: 50, variations: [{ color: 'white', size: [{ name: 'x', stock: 2 }] }] });

  it('caps a line of that size at the size stock, warns and prices it below the tier', () => {
    const r = cartReducer([], {
      type: 'addQuantity',
      product: sized,
      quantity: 7,
      color: 'white',
      size: 'x',
      cartItemId: 'a',
    });
    expect(r.lines[0]).toMatchObject({ quantity: 2, priceF: 1000 });
    expect(r.capped).toBe(true);
    expect(r.notice).toEqual({ tone: 'warning', message: NOTICES.stockLimit });
  });

  it('leaves a line without a size at the product stock', () => {
    const r = cartReducer([], { type: 'addQuantity', product: sized, quantity: 7, cartItemId: 'a' });
    expect(r.lines[0]).toMatchObject({ quantity: 7 });
  });
});
