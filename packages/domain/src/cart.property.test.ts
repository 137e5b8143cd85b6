import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CartAction, type CartLine, type CartProduct, cartReducer, cartTotals } from './cart';
import { asMinor, type Minor } from './money';
import { priceForQuantity, sortTiers, stockOf } from './pricing';

const price = fc.integer({ min: 1, max: 100_000 }).map(asMinor);
const tier = fc
  .record({
    from: fc.integer({ min: -2, max: 12 }),
    to: fc.integer({ min: 0, max: 15 }),
    level: fc.integer({ min: 1, max: 4 }),
  })
  .filter((t) => t.from <= t.to);

const levelPrice: fc.Arbitrary<Minor | null> = fc.option(price);

const productArb: fc.Arbitrary<CartProduct> = fc.record({
  id: fc.integer({ min: 1, max: 4 }),
  price,
  levels: fc.array(levelPrice, { minLength: 3, maxLength: 3 }),
  tiers: fc.array(tier, { maxLength: 4 }).map(sortTiers),
  stock: fc.option(fc.integer({ min: -1, max: 8 })),
});

const variant = { color: fc.constantFrom(null, 'red', 'blue'), size: fc.option(fc.constantFrom('m', 'xl')) };
const newId = fc.constantFrom('x0', 'x1', 'x2', 'x3');

/** Decrease picks an existing line by position at run time (or an unknown id when the cart is empty). */
type Step = CartAction | { type: 'decreaseNth'; n: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('add' as const),
      product: productArb,
      ...variant,
      cartItemId: newId,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('addQuantity' as const),
      product: productArb,
      quantity: fc.integer({ min: -3, max: 15 }),
      ...variant,
      cartItemId: newId,
    }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('decreaseNth' as const), n: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('delete' as const), productId: fc.integer({ min: 1, max: 5 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'deleteAll' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('comment' as const),
      product: productArb,
      comment: fc.string(),
      ...variant,
      cartItemId: newId,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('refreshProducts' as const),
      products: fc.array(productArb, { maxLength: 4 }),
    }),
  },
);

function toAction(step: Step, lines: readonly CartLine[]): CartAction {
  if (step.type !== 'decreaseNth') return step;
  const line = lines[step.n % Math.max(1, lines.length)];
  return { type: 'decrease', cartItemId: line?.cartItemId ?? 'missing' };
}

function expectInvariants(lines: readonly CartLine[]): void {
  const keys = lines.map((l) => `${l.product.id}|${l.selectedProductColor}|${l.selectedProductSize}`);
  expect(new Set(keys).size).toBe(lines.length);
  expect(new Set(lines.map((l) => l.cartItemId)).size).toBe(lines.length);
  for (const line of lines) {
    expect(Number.isInteger(line.quantity)).toBe(true);
    expect(line.quantity).toBeGreaterThanOrEqual(1);
    const stock = stockOf(line.product);
    if (stock !== null) expect(line.quantity).toBeLessThanOrEqual(stock);
    expect(line.priceF).toBe(priceForQuantity(line.product, line.quantity));
  }
  const expected = lines.reduce((sum, l) => sum + l.priceF * l.quantity, 0);
  expect(cartTotals(lines).subtotal).toBe(expected);
  expect(cartTotals(lines).units).toBe(lines.reduce((n, l) => n + l.quantity, 0));
}

describe('cart invariants under any sequence of actions', () => {
  it('one line per product+colour+size, unique ids, 1 <= quantity <= stock, priceF = tier price, total = Σ priceF × quantity', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        let lines: CartLine[] = [];
        for (const step of steps) {
          lines = cartReducer(lines, toAction(step, lines)).lines;
          expectInvariants(lines);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('delete-all leaves nothing, whatever came before', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 20 }), (steps) => {
        let lines: CartLine[] = [];
        for (const step of steps) lines = cartReducer(lines, toAction(step, lines)).lines;
        const result = cartReducer(lines, { type: 'deleteAll' });
        expect(result.lines).toEqual([]);
        expect(cartTotals(result.lines)).toEqual({ subtotal: 0, units: 0, lines: 0 });
      }),
    );
  });

  it('an add that is not capped raises exactly one line by 1 and leaves the others alone; a decrease undoes it', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 20 }),
        productArb,
        variant.color,
        (steps, product, color) => {
          let lines: CartLine[] = [];
          for (const step of steps) lines = cartReducer(lines, toAction(step, lines)).lines;
          const added = cartReducer(lines, { type: 'add', product, color, cartItemId: 'new' });
          fc.pre(!added.capped);
          const before = lines.reduce((n, l) => n + l.quantity, 0);
          expect(cartTotals(added.lines).units).toBe(before + 1);
          const changed = added.lines.find((l) => l.product === product && l.selectedProductColor === color);
          expect(changed).toBeDefined();
          const undone = cartReducer(added.lines, {
            type: 'decrease',
            cartItemId: changed?.cartItemId ?? '',
          });
          expect(undone.lines.map((l) => [l.cartItemId, l.quantity])).toEqual(
            lines.map((l) => [l.cartItemId, l.quantity]),
          );
        },
      ),
    );
  });

  it('delete removes exactly the lines of that product', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 20 }),
        fc.integer({ min: 1, max: 4 }),
        (steps, productId) => {
          let lines: CartLine[] = [];
          for (const step of steps) lines = cartReducer(lines, toAction(step, lines)).lines;
          const result = cartReducer(lines, { type: 'delete', productId });
          expect(result.lines).toEqual(lines.filter((l) => l.product.id !== productId));
        },
      ),
    );
  });
});
