import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asMinor } from './money';
import {
  activeTierIndex,
  nextTierNudge,
  type PricedProduct,
  priceAtLevel,
  priceForQuantity,
  sortTiers,
  type Tier,
  tierTable,
} from './pricing';

const TIERS: Tier[] = [
  { from: 1, to: 5, level: 1 },
  { from: 6, to: 10, level: 2 },
  { from: 20, to: 49, level: 3 },
];

/** Prices in cents, as plain numbers (the test's shorthand for `Minor`). */
type Over = Partial<Omit<PricedProduct, 'levels'>> & { levels?: (number | null)[] };

/** Base 13.00; level 1: 12.50, level 2: 11.00, level 3: 9.75 (minor units). */
function product({ levels = [1250, 1100, 975, null, null], ...over }: Over = {}): PricedProduct {
  const minor = levels.map((p) => (p === null ? null : asMinor(p)));
  return { id: 7, price: asMinor(1300), levels: minor, tiers: TIERS, stock: null, ...over };
}

describe('priceForQuantity: the tier rule (spec §5)', () => {
  it.each([
    [1, 1250, 'from of the first tier'],
    [5, 1250, 'to of the first tier'],
    [6, 1100, 'from of the second tier'],
    [10, 1100, 'to of the second tier'],
    [11, 975, 'first quantity of the gap: the last tier applies'],
    [19, 975, 'last quantity of the gap'],
    [20, 975, 'from of the last tier'],
    [49, 975, 'to of the last tier'],
    [50, 975, 'above every tier: the last tier applies'],
  ])('quantity %d -> %d cents (%s)', (quantity, cents) => {
    expect(priceForQuantity(product(), quantity)).toBe(cents);
  });

  it.each([0, -1, -50, Number.NaN])('quantity %d is not above 0: the base price', (quantity) => {
    expect(priceForQuantity(product(), quantity)).toBe(1300);
  });

  it('without tiers: the base price at any quantity', () => {
    const p = product({ tiers: [] });
    expect(priceForQuantity(p, 1)).toBe(1300);
    expect(priceForQuantity(p, 30)).toBe(1300);
  });

  it('with one tier, that tier applies to every quantity above 0 (it is also the last)', () => {
    const one = product({ tiers: [{ from: 10, to: 20, level: 2 }] });
    expect(priceForQuantity(one, 0)).toBe(1300);
    expect(priceForQuantity(one, 3)).toBe(1100);
    expect(priceForQuantity(one, 10)).toBe(1100);
    expect(priceForQuantity(one, 20)).toBe(1100);
    expect(priceForQuantity(one, 21)).toBe(1100);
  });

  it.each([
    ['a level the product lacks', { tiers: [{ from: 1, to: 9, level: 8 }] }],
    ['a null level price', { levels: [null, 1100, 975] }],
    ['a zero level price', { levels: [0, 1100, 975] }],
    ['a negative level price', { levels: [-400, 1100, 975] }],
  ])('%s: the base price', (_label, over) => {
    expect(priceForQuantity(product(over), 3)).toBe(1300);
  });

  it('always prices at the base or one of the product levels', () => {
    const tier = fc.record({
      from: fc.integer({ min: -2, max: 12 }),
      to: fc.integer({ min: 0, max: 20 }),
      level: fc.integer({ min: 1, max: 7 }),
    });
    fc.assert(
      fc.property(fc.array(tier, { maxLength: 4 }), fc.integer({ min: -5, max: 100 }), (tiers, q) => {
        expect([1300, 1250, 1100, 975]).toContain(priceForQuantity(product({ tiers: sortTiers(tiers) }), q));
      }),
    );
  });
});

describe('tierTable and activeTierIndex (the product page)', () => {
  it('lists the tiers sorted with their unit prices', () => {
    const p = product({ tiers: sortTiers([...TIERS].reverse()) });
    expect(tierTable(p)).toEqual([
      { tier: TIERS[0], unitPrice: 1250 },
      { tier: TIERS[1], unitPrice: 1100 },
      { tier: TIERS[2], unitPrice: 975 },
    ]);
  });

  it('shows the base price for a tier whose level has no price', () => {
    const p = product({ levels: [1250, null, 975] });
    expect(tierTable(p).map((r) => r.unitPrice)).toEqual([1250, 1300, 975]);
  });

  it('is empty without tiers', () => {
    expect(tierTable(product({ tiers: [] }))).toEqual([]);
  });

  it.each([
    [0, null],
    [1, 0],
    [5, 0],
    [6, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [100, 2],
  ])('quantity %d highlights row %s', (q, index) => {
    expect(activeTierIndex(product(), q)).toBe(index);
  });

  it('highlights nothing without tiers', () => {
    expect(activeTierIndex(product({ tiers: [] }), 3)).toBeNull();
  });

  it('the highlighted row always carries the price the cart charges', () => {
    for (let q = 1; q <= 60; q++) {
      const index = activeTierIndex(product(), q);
      expect(index).not.toBeNull();
      expect(tierTable(product())[index ?? -1]?.unitPrice).toBe(priceForQuantity(product(), q));
    }
  });
});

describe('nextTierNudge (the cart)', () => {
  it.each([
    [1, { moreUnits: 5, unitPrice: 1100 }],
    [5, { moreUnits: 1, unitPrice: 1100 }],
    [6, { moreUnits: 5, unitPrice: 975 }],
    [10, { moreUnits: 1, unitPrice: 975 }],
    [11, null],
    [60, null],
  ])('at quantity %d -> %o', (q, nudge) => {
    expect(nextTierNudge(product(), q)).toEqual(nudge);
  });

  it('is null below 1 unit, without tiers, or when stock cannot reach the cheaper tier', () => {
    expect(nextTierNudge(product(), 0)).toBeNull();
    expect(nextTierNudge(product({ tiers: [] }), 1)).toBeNull();
    expect(nextTierNudge(product({ stock: 5 }), 1)).toBeNull();
    expect(nextTierNudge(product({ stock: 6 }), 1)).toEqual({ moreUnits: 5, unitPrice: 1100 });
  });

  it('skips a dearer tier and points at the next cheaper one', () => {
    const p = product({
      tiers: [
        { from: 1, to: 4, level: 2 },
        { from: 5, to: 9, level: 1 },
        { from: 10, to: 99, level: 3 },
      ],
    });
    expect(nextTierNudge(p, 2)).toEqual({ moreUnits: 8, unitPrice: 975 });
  });

  it('always names the fewest extra units that make the unit price cheaper', () => {
    const tier = fc.record({
      from: fc.integer({ min: 1, max: 30 }),
      to: fc.integer({ min: 1, max: 40 }),
      level: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(tier, { maxLength: 5 }), fc.integer({ min: 1, max: 45 }), (tiers, q) => {
        const valid = sortTiers(tiers.filter((t) => t.from <= t.to));
        const p = product({ tiers: valid, levels: [1250, 1100, 975, 1050, null] });
        const nudge = nextTierNudge(p, q);
        const current = priceForQuantity(p, q);
        const firstCheaper = Array.from({ length: 50 }, (_, k) => k + 1).find(
          (more) => priceForQuantity(p, q + more) < current,
        );
        if (firstCheaper === undefined) expect(nudge).toBeNull();
        else
          expect(nudge).toEqual({
            moreUnits: firstCheaper,
            unitPrice: priceForQuantity(p, q + firstCheaper),
          });
      }),
    );
  });
});

describe('priceAtLevel', () => {
  it('is the rule: the level price when above 0, else the list price when above 0, else none', () => {
    const list = 10.25;
    expect(priceAtLevel([list, null, null, 40.25, null], 4)).toBe(40.25);
    expect(priceAtLevel([list, null, null, null, null], 4)).toBe(list);
    expect(priceAtLevel([list, null, null, 0, null], 4)).toBe(list);
    expect(priceAtLevel([list, null, null, -4.5, null], 4)).toBe(list);
    expect(priceAtLevel([0, null, null, 0, null], 4)).toBeNull();
    expect(priceAtLevel([null, null, null, 40.25, null], 4)).toBe(40.25);
    expect(priceAtLevel([0, 20.25], 1)).toBeNull();
  });
});
